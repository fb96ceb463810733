'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { StickyTotal } from '@/components/ui/sticky-total';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/api-error';
import { FLIGHT_UNAVAILABLE } from '@/lib/api/contract/constants';
import { useMutationOnDemand } from '@/lib/api/query/writes';
import { differentHomeAirports } from '@/lib/package/flights';
import { namedFlights, offersFlights } from '@/lib/package/price-input';
import { validateRooms, validateTravellers } from '@/lib/package/rooms';
import {
  bookingFlags,
  defaultHotelId,
  resolveTickets,
  ticketHolders,
  tripExtendedDays,
  type PackageSelection,
} from '@/lib/package/selection';
import { serializeSelection } from '@/lib/package/selection-url';
import { useErrorText } from '@/lib/i18n/error-text';
import { formatTravelPeriod } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import { formatPrice } from '@/lib/i18n/money';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { usePackageState, usePackageDetail, type PackageState } from '../store/package-store';
import buttons from '@/components/ui/buttons.module.css';
import panel from '@/components/ui/panel.module.css';
import { CouponBox } from './coupon-box';
import { VariantChooser } from './variant-chooser';
import styles from '../customise.module.css';
import { usePricing } from '../store/use-pricing';
import { lineLabel } from '../price-lines';
import { OfferDownload } from '../offer/offer-download';
import { AvailabilityAlert, PackageInquiryButton } from '../slots/inquiry-buttons';
import type { BookingConditions } from '../steps/conditions-step';
import { PayableTaxModal } from './payable-tax-modal';
import { StepHeading } from '../steps/step-heading';
import { tripWords } from '@/lib/sport-words';

/** The price check (a mutation, with TanStack Query) loads when the visitor first goes on to booking. */
const loadCalls = () => import('../package-calls');

/**
 * What stops the way on to booking here: a party the rooms cannot hold, a
 * drop or premium not accepted, no seats, no price. The tourist tax and the
 * insurance answers are asked here too, and required by the booking form.
 */
type Problem = 'travellers' | 'exclusions' | 'premium' | 'airports' | 'flightOffer' | 'soldOut' | 'price';

/** A selected hotel room whose taxes are paid at the hotel needs the visitor's agreement (booking spec §5). */
function useTouristTaxes(selection: PackageSelection) {
  const { pkg } = usePackageDetail();
  if (bookingFlags(pkg, selection).isHotelLessBooking) return [];
  const hotelId = selection.hotelIds[0] ?? defaultHotelId(pkg);
  const hotel = pkg.hotels.find((candidate) => candidate.id === hotelId);
  if (!hotel) return [];
  const types = new Set(selection.rooms.map((room) => room.roomType));
  return hotel.rooms.filter((room) => types.has(room.roomType)).flatMap((room) => room.taxes.filter((tax) => !tax.includedBySupplier));
}

function problemsOf(
  state: Pick<PackageState, 'selection' | 'accepted' | 'flights'>,
  pkg: ReturnType<typeof usePackageDetail>['pkg'],
  flags: ReturnType<typeof bookingFlags>,
  soldOut: boolean,
  priced: boolean,
): Problem[] {
  const { selection, accepted } = state;
  const flights = namedFlights(selection, state.flights);
  const problems: Problem[] = [];
  const travellerErrors = validateTravellers(selection.adults, selection.children, selection.childAges);
  const roomErrors = flags.isHotelLessBooking ? [] : validateRooms(selection.rooms, selection.adults, selection.children);
  if (travellerErrors.length + roomErrors.length > 0) problems.push('travellers');
  if ((selection.without.flight || selection.without.hotel || selection.without.transit) && !accepted.exclusions) problems.push('exclusions');
  if (selection.type === 'premium' && !accepted.premium) problems.push('premium');
  // Booking spec §5: different home airports on the two legs, and a flight offer, each need the visitor's acceptance.
  if (!flags.isFlightLessBooking && differentHomeAirports(pkg.defaultServices.flight, flights) && !accepted.airports) problems.push('airports');
  if (offersFlights(pkg, selection, flags.includes.flight) && flights.outward && flights.return && !accepted.flightOffer) problems.push('flightOffer');
  if (soldOut) problems.push('soldOut');
  if (!priced) problems.push('price');
  return problems;
}

/**
 * The summary beside the customisation, the last of the steps (booking spec
 * §2 "Booking steps": then payment; "Summary sidebar"): the price engine's
 * breakdown as is, each line per person and in total; the totals; the
 * changed-price notice; the coupon box; the tourist-tax agreement; the
 * package's details with read-more; and the way on to booking, which checks
 * the prices on the server first (§4 "Price changes").
 *
 * On phones the summary comes after every step, so a bar at the foot of the
 * screen keeps the live total and the way on to booking in view the whole
 * way down (below 768 px, browsing spec §9).
 */
export function PackageSummary({ number, pageUrl, conditions }: { number: number; pageUrl: string; conditions?: BookingConditions }) {
  const t = useTranslations('package.customise');
  const tp = useTranslations('package');
  const tl = useTranslations('packages');
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const format = useFormatter();
  const router = useRouter();
  const id = useId();
  const { pkg } = usePackageDetail();
  const selection = usePackageState((state) => state.selection);
  const accepted = usePackageState((state) => state.accepted);
  const changedPrices = usePackageState((state) => state.changedPrices);
  const flights = usePackageState((state) => state.flights);
  const accept = usePackageState((state) => state.accept);
  const setChangedPrices = usePackageState((state) => state.setChangedPrices);
  const restoreFlights = usePackageState((state) => state.restoreFlights);
  const pricing = usePricing();
  const [checking, setChecking] = useState(false);
  const checkPrice = useMutationOnDemand(() => loadCalls().then((calls) => calls.packagePriceMutation(locale, pkg.id)));
  const [showProblems, setShowProblems] = useState(false);
  const [readMore, setReadMore] = useState(false);
  const problemList = useRef<HTMLUListElement>(null);

  const flags = bookingFlags(pkg, selection);
  const taxes = useTouristTaxes(selection);
  const soldOut = pkg.isSoldOut || resolveTickets(pkg, selection.tickets, ticketHolders(selection)).some((ticket) => ticket.soldOut);
  const problems = problemsOf({ selection, accepted, flights }, pkg, flags, soldOut, pricing.breakdown !== null);
  const extended = tripExtendedDays(pkg, selection);
  const period = selection.period ?? { startDate: pkg.startDate, endDate: pkg.endDate };
  const sport = tripWords(pkg.events);
  const names = {
    event: (eventId: number) => pkg.events.find((event) => event.id === eventId)?.title ?? '',
    hotel: (hotelId: number) => pkg.hotels.find((hotel) => hotel.id === hotelId)?.name ?? '',
    sport,
  };
  const bookHref = { pathname: '/packages/[slug]/book' as const, params: { slug: pkg.slug }, query: serializeSelection(selection, pkg) };

  async function goToBooking(from: 'summary' | 'bar') {
    if (problems.length > 0) {
      setShowProblems(true);
      // From the bar the problems are screens away: bring them into view, where the fixes are near.
      if (from === 'bar') {
        requestAnimationFrame(() => {
          problemList.current?.scrollIntoView({ block: 'center' });
          problemList.current?.focus();
        });
      }
      return;
    }
    setShowProblems(false);
    // Booking spec §4: changed prices once shown and accepted go on to booking with the new prices.
    if (changedPrices.length > 0 && accepted.changedPrices) {
      router.push(bookHref);
      return;
    }
    if (!pricing.input) return;
    setChecking(true);
    try {
      const { checkBeforeBooking } = await loadCalls();
      const changed = await checkBeforeBooking(checkPrice, pkg, selection, flights, pricing, accepted.changedPrices);
      if (changed.length === 0) {
        router.push(bookHref);
        return;
      }
      // Shown now; the next click confirms them (booking spec §4 "Submit booking" 5).
      setChangedPrices(changed, true);
    } catch (error) {
      if (error instanceof ApiError && error.code === FLIGHT_UNAVAILABLE) {
        // Booking spec §4: a flight the supplier no longer has is dropped; the visitor chooses again.
        const fields = Object.keys(error.errors ?? {});
        const lost = (['outward', 'return'] as const).filter((direction) => fields.some((field) => field.endsWith(`${direction}Flight.uid`)));
        restoreFlights({}, lost);
        toast.error(t('flightUnavailable'));
        return;
      }
      // Booking spec §8: each field message (in the site's language) after its field; otherwise the server's message.
      toast.error(
        error instanceof ApiError && error.errors
          ? t('errorToast', { message: Object.entries(error.errors).map(([field, messages]) => `${field}: ${messages.join(', ')}`).join('; ') })
          : errorText(error),
      );
    } finally {
      setChecking(false);
    }
  }

  const breakdown = pricing.breakdown;
  const bookLabel = changedPrices.length > 0 ? t('acceptAndBook') : tp('book');
  const bookLink = (from: 'summary' | 'bar', className: string) =>
    pkg.isSoldOut ? (
      <Link className={className} href={{ pathname: '/packages/[slug]/preorder', params: { slug: pkg.slug } }}>
        {tp('preorder')}
      </Link>
    ) : (
      <Link
        className={className}
        href={bookHref}
        aria-disabled={checking || undefined}
        onClick={(event) => {
          // Without script the link simply opens the booking page; with it, the prices are checked first.
          event.preventDefault();
          if (!checking) void goToBooking(from);
        }}
      >
        {bookLabel}
      </Link>
    );
  return (
    <>
      <aside className={`${panel.panel} ${styles.summary}`} aria-labelledby={`${id}-heading`}>
        <StepHeading id={`${id}-heading`} number={number}>
          {tp('steps.payment')}
        </StepHeading>
        <VariantChooser />

        {breakdown ? (
          <table className={styles.lines}>
            <caption className="visually-hidden">{t('linesCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('lineHeader')}</th>
                <th scope="col">{t('perPerson')}</th>
                <th scope="col">{t('total')}</th>
              </tr>
            </thead>
            <tbody>
              {/* A line that changes nothing (the included ticket, the morning bus) is not a line to read. */}
              {breakdown.lines
                .filter((line) => line.kind === 'package' || line.total !== 0)
                .map((line, index) => (
                  <tr key={index} data-kind={line.kind}>
                    <th scope="row">{lineLabel(line, t, names)}</th>
                    <td className="price">{formatPrice(line.perPerson, locale)}</td>
                    <td className="price">{formatPrice(line.total, locale)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        ) : (
          <p className={styles.alert}>{t('cannotPrice')}</p>
        )}

        {breakdown && (
          <dl className={`${styles.summaryTotals} ${styles.totals}`}>
            <dt>{t('totalPerPerson')}</dt>
            <dd className="price" data-testid="total-per-person">
              {formatPrice(breakdown.perPerson, locale)}
            </dd>
            <dt>{t('totalFor', { count: breakdown.passengers })}</dt>
            <dd className={`price ${styles.summaryTotal}`} data-testid="total">
              {formatPrice(breakdown.total, locale)}
            </dd>
          </dl>
        )}

        {changedPrices.length > 0 && (
          <div className={styles.notice} role="status">
            <p>{t('changedPrices.heading')}</p>
            <ul>
              {changedPrices.map((change) => (
                <li key={change.name}>
                  {t('changedPrices.line', {
                    name: t(`changedPrices.names.${change.name}`),
                    from: formatPrice(change.ourPrice, locale),
                    to: formatPrice(change.theirPrice, locale),
                  })}
                </li>
              ))}
            </ul>
          </div>
        )}

        <CouponBox />

        {taxes.length > 0 && (
          <label className={styles.toggle}>
            <input type="checkbox" checked={accepted.touristTax} onChange={(event) => accept('touristTax', event.target.checked)} />
            {t('touristTax', { taxes: [...new Set(taxes.map((tax) => tax.name))].join(', ') })}
          </label>
        )}
        {taxes.length > 0 && <PayableTaxModal taxes={taxes} />}

        <dl className={styles.details}>
          <dt>{tp('travelPeriodLabel')}</dt>
          <dd data-testid="travel-period">
            {formatTravelPeriod(format, (days) => tl('travelPeriod', days), period)}
            {extended > 0 && <> · {t('extendedBy', { count: extended })}</>}
          </dd>
          <dt>{t('travellersHeading')}</dt>
          <dd>{t('travellersLine', { adults: selection.adults, children: selection.children })}</dd>
          <dt>{t('ticketsHeading', { sport })}</dt>
          <dd>{t('ticketsLine', { count: ticketHolders(selection), events: pkg.events.length, sport })}</dd>
        </dl>
        <div className={styles.readMore}>
          <p id={`${id}-about`} className={readMore ? undefined : styles.clamped}>
            {pkg.description}
          </p>
          <button type="button" className={styles.linkButton} aria-expanded={readMore} aria-controls={`${id}-about`} onClick={() => setReadMore(!readMore)}>
            {readMore ? t('readLess') : t('readMore')}
          </button>
        </div>
        <OfferDownload pageUrl={pageUrl} conditions={conditions} />

        {showProblems && problems.length > 0 && (
          <ul className={styles.errors} role="alert" ref={problemList} tabIndex={-1}>
            {problems.map((problem) => (
              <li key={problem}>{t(`problems.${problem}`)}</li>
            ))}
          </ul>
        )}
        {bookLink('summary', `${buttons.button} ${buttons.primary} ${styles.book}`)}
        {/* A sold-out trip may still be had for a group another way: ask us (browsing spec §2 package inquiry). */}
        {pkg.isSoldOut && <PackageInquiryButton />}
        <AvailabilityAlert />
      </aside>
      <StickyTotal
        label={tp('steps.stickyLabel')}
        caption={breakdown ? t('totalFor', { count: breakdown.passengers }) : ''}
        total={breakdown ? formatPrice(breakdown.total, locale) : null}
        testId="sticky-total"
      >
        {bookLink('bar', `${buttons.button} ${buttons.primary}`)}
      </StickyTotal>
    </>
  );
}
