import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { conditionTexts } from '@/app/_shared/condition-texts';
import { loadPeopleOptions } from '@/features/booking/load.server';
import { loadInitialData } from '@/features/layout/initial-data';
import { PHONE_CODES, SITE_PHONE_CODE } from '@/features/booking/phone-codes';
import { PreorderForm } from '@/features/booking/preorder-form';
import { loadPackage } from '@/features/package/load.server';
import { SelectionSummary } from '@/features/package/summary/selection-summary';
import { preorderTrip } from '@/lib/booking/details';
import { Link, redirect } from '@/lib/i18n/navigation';
import { DEFAULT_ADULTS, DEFAULT_CHILDREN, MAX_ADULTS, MAX_CHILDREN } from '@/lib/package/rooms';
import { initialVariant, packageVariants } from '@/lib/packages/variants';
import { ClientMessages } from '@/app/_shared/client-messages';
import { siteLocale } from '@/app/_shared/site-locale';
import { tripWords } from '@/lib/sport-words';
import buttons from '@/components/ui/buttons.module.css';
import bookingPage from '@/features/booking/booking-page.module.css';
import { notFoundMetadata } from '@/app/_shared/not-found-screen';

type Props = { params: Promise<{ locale: Locale; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const locale = await siteLocale(params);
  const [pkg, t] = await Promise.all([loadPackage(locale, slug), getTranslations({ locale, namespace: 'preorder' })]);
  if (!pkg) return notFoundMetadata({ params });
  return { title: t('title', { title: pkg.title }), robots: { index: false, follow: true } };
}

/** A party size from the address (`adults`, `children`), within the shop's limits; the defaults otherwise. */
function count(value: string | string[] | undefined, min: number, max: number, fallback: number): number {
  const number = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : fallback;
  return number >= min && number <= max ? number : fallback;
}

/**
 * Preorder (booking spec §1-2): a place in the queue for a trip that cannot
 * be booked now (sold out, or its tickets not released yet). A trip that can
 * be booked says so and leads to its booking.
 */
export default async function PreorderPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  const [pkg, t, query] = await Promise.all([loadPackage(locale, slug), getTranslations({ locale, namespace: 'preorder' }), searchParams]);
  if (!pkg) notFound();
  // A trip not sold for its matches (postponed, cancelled) is neither booked nor preordered: its page says why.
  if (pkg.fixtureHold) redirect({ href: { pathname: '/packages/[slug]', params: { slug: pkg.slug } }, locale });
  const options = packageVariants(pkg);
  const selected = options.find((option) => option.variant === initialVariant(options, undefined));
  const saleOpen = options.some((option) => option.available);
  const adults = count(query.adults, 1, MAX_ADULTS, DEFAULT_ADULTS);
  const children = count(query.children, 0, MAX_CHILDREN, DEFAULT_CHILDREN);
  const [people, initialData] = await Promise.all([saleOpen ? null : loadPeopleOptions(locale), loadInitialData(locale)]);
  return (
    <ClientMessages locale={locale} namespaces={['booking', 'preorder', 'package']}>
      <div className={`${bookingPage.page} ${bookingPage.withForm}`}>
        <h1>{t('title', { title: pkg.title })}</h1>
        <p>{pkg.isSoldOut ? t('leadSoldOut') : t('lead')}</p>
        <SelectionSummary pkg={pkg} selected={selected} />
        {people ? (
          <PreorderForm
            slug={pkg.slug}
            packageId={pkg.id}
            trip={preorderTrip(pkg, adults, children)}
            sport={tripWords(pkg.events)}
            countries={people.countries}
            nationalities={people.nationalities}
            phoneCodes={PHONE_CODES.map((code) => ({ value: code, label: code }))}
            phoneCode={SITE_PHONE_CODE[locale]}
            conditions={conditionTexts(initialData.cms.conditions)}
          />
        ) : (
          <p>
            {t('canBook')}{' '}
            <Link className={`${buttons.button} ${buttons.primary}`} href={{ pathname: '/packages/[slug]/book', params: { slug: pkg.slug } }}>
              {t('toBooking')}
            </Link>
          </p>
        )}
      </div>
    </ClientMessages>
  );
}
