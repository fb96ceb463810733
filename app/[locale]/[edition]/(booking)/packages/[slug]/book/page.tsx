import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BookingAnswersProvider, LiveTotal } from '@/features/booking/booking-answers';
import { ANSWER_KEYS, answersKey, type AnsweredTotal, type AnswersKey } from '@/features/booking/price-answers';
import { BookingForm } from '@/features/booking/booking-form';
import { BookingSummary } from '@/features/booking/booking-summary';
import { conditionTexts } from '@/app/_shared/condition-texts';
import { loadChosenFlights, loadPeopleOptions } from '@/features/booking/load.server';
import { PHONE_CODES, SITE_PHONE_CODE } from '@/features/booking/phone-codes';
import { BOOKING_FACTS_ID } from '@/features/booking/types';
import { loadInitialData } from '@/features/layout/initial-data';
import { loadCoupon, loadPackage } from '@/features/package/load.server';
import { loadLegTimes } from '@/features/package-travel/load.server';
import { StandardForm } from '@/features/package-travel/standard-form';
import { TripFacts } from '@/features/package-travel/trip-facts';
import { dueDateOf } from '@/lib/legal/payment-due';
import { SITES } from '@/lib/site/sites';
import { bookingTrip } from '@/lib/booking/details';
import { formatPrice } from '@/lib/i18n/money';
import { Link, redirect } from '@/lib/i18n/navigation';
import { priceCheckRequest } from '@/lib/package/price-check';
import { toPriceInput } from '@/lib/package/price-input';
import { bookingFlags, defaultHotelId, resolveSelection } from '@/lib/package/selection';
import { parseSelectionQuery } from '@/lib/package/selection-query';
import { serializeSelection } from '@/lib/package/selection-url';
import { packageVariants } from '@/lib/packages/variants';
import { priceBooking } from '@/lib/pricing';
import { ClientMessages } from '@/app/_shared/client-messages';
import { siteLocale } from '@/app/_shared/site-locale';
import { tripWords } from '@/lib/sport-words';
import buttons from '@/components/ui/buttons.module.css';
import panel from '@/components/ui/panel.module.css';
import bookingPage from '@/features/booking/booking-page.module.css';
import { notFoundMetadata } from '@/app/_shared/not-found-screen';

type Props = { params: Promise<{ locale: Locale; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const locale = await siteLocale(params);
  const [pkg, t] = await Promise.all([loadPackage(locale, slug), getTranslations({ locale, namespace: 'booking' })]);
  // A booking page is the visitor's own; search engines index the package page instead.
  if (!pkg) return { ...(await notFoundMetadata({ params })), robots: { index: false, follow: false } };
  return { title: t('title', { title: pkg.title }), robots: { index: false, follow: false } };
}

/**
 * Booking a package (booking spec §2): the selection from the package page's
 * address (the same parameters, so a reload or a shared link shows the same
 * trip), priced as the package page priced it, beside the booking form. A
 * variant that can no longer be booked goes to its preorder.
 */
export default async function BookPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  const [pkg, t, initialData, query] = await Promise.all([loadPackage(locale, slug), getTranslations({ locale, namespace: 'booking' }), loadInitialData(locale), searchParams]);
  if (!pkg) notFound();
  // A trip not sold for its matches (postponed, cancelled) is neither booked nor preordered: its page says why.
  if (pkg.fixtureHold) redirect({ href: { pathname: '/packages/[slug]', params: { slug: pkg.slug } }, locale });
  const asked = resolveSelection(parseSelectionQuery(query), pkg);
  const coupon = asked.couponCode ? (await loadCoupon(locale, asked.couponCode)).coupon : null;
  const selection = coupon ? asked : { ...asked, couponCode: null };
  const selected = packageVariants(pkg).find((option) => option.variant === selection.type);
  const back = { pathname: '/packages/[slug]', params: { slug: pkg.slug }, query: serializeSelection(selection, pkg) } as const;

  if (!selected?.available) {
    return (
      <div className={bookingPage.page}>
        <p>
          <Link href={back}>← {t('backToPackage')}</Link>
        </p>
        <h1>{t('title', { title: pkg.title })}</h1>
        <section className={panel.panel} aria-labelledby="sold-out-heading">
          <h2 id="sold-out-heading">{t('soldOutHeading')}</h2>
          <p>{t('soldOutLead')}</p>
          <Link className={`${buttons.button} ${buttons.primary}`} href={{ pathname: '/packages/[slug]/preorder', params: { slug: pkg.slug } }}>
            {t('toPreorder')}
          </Link>
        </section>
      </div>
    );
  }

  const [flights, people] = await Promise.all([loadChosenFlights(locale, pkg, selection), loadPeopleOptions(locale)]);
  // The facts before the order tell the legs' times: the chosen ones, else the package's own as a search finds them.
  const legTimes = await loadLegTimes(locale, pkg, selection, flights);
  // The insurance answers the package page gave: the form's first, and the summary's.
  const answers = { hasInsurance: selection.hasInsurance, hasMatchInsurance: selection.hasMatchInsurance };
  // The summary's figures for each pair of insurance answers: it follows the form's answers as they change.
  const totals = Object.fromEntries(
    ANSWER_KEYS.map((pair) => {
      const breakdown = priceBooking(toPriceInput(pkg, { ...selection, ...pair }, initialData.cms.bookingConfig, coupon, { flights }));
      return [answersKey(pair), { perPerson: breakdown.perPerson, total: breakdown.total }];
    }),
  ) as Record<AnswersKey, AnsweredTotal>;
  const flags = bookingFlags(pkg, selection);
  const trip = bookingTrip(pkg, selection, flights, pkg.today);
  const tc = await getTranslations({ locale, namespace: 'package.customise' });
  const hotelId = selection.hotelIds[0] ?? defaultHotelId(pkg);
  const hotelName = flags.isHotelLessBooking ? null : (pkg.hotels.find((hotel) => hotel.id === hotelId)?.name ?? null);

  return (
    <ClientMessages locale={locale} namespaces={['booking', 'package']}>
      <div className={`${bookingPage.page} ${bookingPage.withForm}`}>
        <p>
          <Link href={back}>← {t('backToPackage')}</Link>
        </p>
        <h1>{t('title', { title: pkg.title })}</h1>
        <BookingAnswersProvider initial={answers} totals={totals}>
        <div className={bookingPage.layout}>
          {/* The trip first: on a phone it comes above the form, what is booked before who travels; beside the form on a wide screen. */}
          <BookingSummary locale={locale} pkg={pkg} selection={selection} flags={flags} hotelName={hotelName} />
          <BookingForm
            slug={pkg.slug}
            request={priceCheckRequest(pkg, selection, flights)}
            trip={trip}
            sport={tripWords(pkg.events)}
            rooms={trip.rooms > 0 ? selection.rooms.map((room) => tc(`roomTypes.${room.roomType}`)) : []}
            countries={people.countries}
            nationalities={people.nationalities}
            phoneCodes={PHONE_CODES.map((code) => ({ value: code, label: code }))}
            phoneCode={SITE_PHONE_CODE[locale]}
            matchInsuranceFee={formatPrice(pkg.extraFees.matchInsuranceFee, locale)}
            isTicketOnly={flags.isTicketOnly}
            isResidualSale={pkg.isResidualSale}
            answers={answers}
            prefill={process.env.NODE_ENV === 'development'}
            conditions={conditionTexts(initialData.cms.conditions)}
            precontract={
              <>
                <StandardForm locale={locale} id="booking-package-travel-form" level={3} />
                <TripFacts
                  locale={locale}
                  id={BOOKING_FACTS_ID}
                  pkg={pkg}
                  selection={selection}
                  flights={legTimes}
                  total={<LiveTotal locale={locale} />}
                  payment={{ dueDate: dueDateOf(pkg.today, trip.travelDate, SITES[locale].payment.dueDays) }}
                  place="booking"
                  level={3}
                />
              </>
            }
            draftKey={`${pkg.slug}?${new URLSearchParams(Object.entries(serializeSelection(selection, pkg)).flatMap(([key, value]) => (Array.isArray(value) ? value.map((item) => [key, item]) : [[key, value]]))).toString()}`}
          />
        </div>
        </BookingAnswersProvider>
      </div>
    </ClientMessages>
  );
}
