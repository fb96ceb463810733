'use client';

import dynamic from 'next/dynamic';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useCallback, useId, useState, type FormEvent } from 'react';
import type { FlightDirection } from '@/lib/api/contract/availability';
import { differentHomeAirports, type ChosenFlight } from '@/lib/booking/flights';
import { offersFlights } from '@/lib/booking/price-input';
import {
  bookingFlags,
  canChangeTravelPeriod,
  checkTravelPeriod,
  periodBounds,
  type PeriodProblem,
  defaultHotelId,
  type ExcludableService,
} from '@/lib/booking/selection';
import { calendarDay } from '@/lib/i18n/formats';
import { formatPrice } from '@/lib/i18n/money';
import { flightOfferAdminFee, TIMEPOINTS, transitLegPrice, variantPrice, type PriceLineKind } from '@/lib/pricing';
import { siteCurrencyOf } from '@/lib/booking/price-input';
import { useBooking, useBookingPackage } from './booking-store';
import styles from './customise.module.css';
import type { FlightModalMode } from './flight-modal';
import { StaticPageModal } from './static-page-modal';
import { usePricing } from './use-pricing';

/** The change modals load after the page: a visitor who never opens them never waits for them. */
const FlightModal = dynamic(() => import('./flight-modal').then((module) => module.FlightModal), { ssr: false });
const HotelModal = dynamic(() => import('./hotel-modal').then((module) => module.HotelModal), { ssr: false });

function DropToggle({ service }: { service: ExcludableService }) {
  const t = useTranslations('package.customise');
  const dropped = useBooking((state) => state.selection.without[service]);
  const setWithout = useBooking((state) => state.setWithout);
  return (
    <label className={styles.toggle}>
      <input type="checkbox" checked={dropped} onChange={(event) => setWithout(service, event.target.checked)} />
      {t(`drop.${service}`)}
    </label>
  );
}

/** Travel period (booking spec §4): extension only, by at most the package's bound in all; shortening is refused in red. */
export function TravelPeriodSection() {
  const t = useTranslations('package.customise');
  const format = useFormatter();
  const { pkg } = useBookingPackage();
  const selection = useBooking((state) => state.selection);
  const setPeriod = useBooking((state) => state.setPeriod);
  const id = useId();
  const current = selection.period ?? { startDate: pkg.startDate, endDate: pkg.endDate };
  const [draft, setDraft] = useState(current);
  const [problem, setProblem] = useState<PeriodProblem | null>(null);
  if (pkg.isResidualSale || !canChangeTravelPeriod(pkg, selection)) return null;
  const bound = pkg.maxAllowedTravelDurationDayBound;
  // A day that cannot be booked cannot be picked: not before today, not beyond the bound.
  const { earliestStart, latestEnd } = periodBounds(pkg);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkTravelPeriod(pkg, draft.startDate, draft.endDate);
    if (!check.ok) {
      setProblem(check.reason);
      return;
    }
    setProblem(null);
    setPeriod(check.tripExtendedDays === 0 ? null : draft);
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('periodHeading')}</h2>
      <p>
        {t('periodNow', {
          from: format.dateTime(calendarDay(current.startDate), 'weekdayDayMonth'),
          to: format.dateTime(calendarDay(current.endDate), 'weekdayDayMonth'),
        })}
      </p>
      <form className={styles.fields} onSubmit={apply} noValidate>
        <label className={styles.field}>
          <span>{t('periodFrom')}</span>
          <input
            type="date"
            value={draft.startDate}
            min={earliestStart}
            max={pkg.startDate}
            onChange={(event) => setDraft({ ...draft, startDate: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          <span>{t('periodTo')}</span>
          <input
            type="date"
            value={draft.endDate}
            min={pkg.endDate}
            max={latestEnd}
            onChange={(event) => setDraft({ ...draft, endDate: event.target.value })}
          />
        </label>
        <button type="submit" className="button button--secondary">
          {t('periodApply')}
        </button>
      </form>
      <p className={styles.hint}>{t('periodHint', { days: bound })}</p>
      {problem && (
        <p className={styles.alert} role="alert">
          {t(`periodProblem.${problem}`, { days: bound })}
        </p>
      )}
    </section>
  );
}

/** Bus (booking spec §3 "Transit route"): outward and return route, each leg morning (included), evening or night. */
export function TransitSection() {
  const t = useTranslations('package.customise');
  const locale = useLocale();
  const { pkg } = useBookingPackage();
  const selection = useBooking((state) => state.selection);
  const setTransit = useBooking((state) => state.setTransit);
  const id = useId();
  const flags = bookingFlags(pkg, selection);
  const route = pkg.transitRoutes[0];
  if (!flags.includes.transit || !route) return null;
  const legs = [
    { leg: 'outward' as const, from: route.originCity.name, to: route.destinationCity.name },
    { leg: 'return' as const, from: route.destinationCity.name, to: route.originCity.name },
  ];
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-heading`}>{t('transitHeading')}</h2>
        <DropToggle service="transit" />
      </div>
      {!selection.without.transit &&
        legs.map(({ leg, from, to }) => (
          <fieldset key={leg} className={styles.choiceGroup}>
            <legend>{t(`transitLeg.${leg}`, { from, to })}</legend>
            {TIMEPOINTS.map((timepoint) => {
              const price = transitLegPrice(route, timepoint);
              return (
                <label key={timepoint} className={styles.toggle}>
                  <input
                    type="radio"
                    name={`${id}-${leg}`}
                    value={timepoint}
                    checked={selection.transit[leg] === timepoint}
                    onChange={() => setTransit(leg, timepoint)}
                  />
                  {t(`timepoints.${timepoint}`)}{' '}
                  <span className={styles.price}>{price === 0 ? t('included') : `+${formatPrice(price, locale)} ${t('perPersonShort')}`}</span>
                </label>
              );
            })}
          </fieldset>
        ))}
      <p className={styles.hint}>
        {t('transitPlaces', { pickup: route.pickupLocation, dropoff: route.dropoffLocation, minutes: route.transportationDuration })}
      </p>
    </section>
  );
}

/**
 * Flight and hotel (booking spec §2 "Customise page sections", §4
 * "Exclusions"): the package's own flight and hotel, each with a way to drop
 * it; fixed notices where the package has none or is a residual sale.
 */
export function FlightHotelSection() {
  const t = useTranslations('package.customise');
  const tp = useTranslations('package');
  const { pkg } = useBookingPackage();
  const selection = useBooking((state) => state.selection);
  const id = useId();
  const flags = bookingFlags(pkg, selection);
  const flight = pkg.defaultServices.flight;
  const hotelId = selection.hotelIds[0] ?? defaultHotelId(pkg);
  const hotel = pkg.hotels.find((candidate) => candidate.id === hotelId);

  if (pkg.isResidualSale) {
    return (
      <section className={styles.section} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>{t('servicesHeading')}</h2>
        <p className={styles.notice}>{t('notices.residualSale')}</p>
      </section>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('servicesHeading')}</h2>
      <div className={styles.card}>
        <h3>{t('flightHeading')}</h3>
        {flags.includes.flight && flight ? (
          <>
            {!selection.without.flight && <FlightLegs />}
            <DropToggle service="flight" />
          </>
        ) : (
          <>
            <p className={styles.notice}>{t(selection.type === 'withTransit' ? 'notices.busInsteadOfFlight' : 'notices.flightLess')}</p>
            <FlightOfferChooser />
          </>
        )}
      </div>
      <div className={styles.card}>
        <h3>{t('hotelHeading')}</h3>
        {flags.includes.hotel && hotel ? (
          <>
            {!selection.without.hotel && (
              <>
                <p>
                  <strong>{hotel.name}</strong>{' '}
                  <span className="stars" aria-label={tp('stars', { count: hotel.star })}>
                    {'★'.repeat(Math.floor(hotel.star))}
                    {hotel.star % 1 ? '½' : ''}
                  </span>
                </p>
                <ul className={styles.facts}>
                  {selection.rooms.map((room, index) => (
                    <li key={index}>{t('roomLine', { room: index + 1, type: t(`roomTypes.${room.roomType}`), adults: room.adults, children: room.children })}</li>
                  ))}
                </ul>
                {pkg.defaultServices.hotels[0]?.isMutable === true && pkg.hotels.length > 0 && <ChangeHotelButton />}
              </>
            )}
            <DropToggle service="hotel" />
          </>
        ) : (
          <p className={styles.notice}>{t('notices.hotelLess')}</p>
        )}
      </div>
      {pkg.isTransitLess && <p className={styles.hint}>{t('notices.transitLess')}</p>}
      <ExclusionNotice />
    </section>
  );
}

/** Opens a modal and keeps a stable close callback (the modals load on open and must not reload on every render). */
function useModal<T>() {
  const [opened, setOpened] = useState<T | null>(null);
  const close = useCallback(() => setOpened(null), []);
  return { opened, open: setOpened, close };
}

function legText(t: ReturnType<typeof useTranslations<'package.flights'>>, flight: ChosenFlight) {
  return t('chosenLeg', {
    airline: flight.supplierName,
    from: flight.originAirport,
    to: flight.destinationAirport,
    departs: flight.from.dateTime.slice(11, 16),
    arrives: flight.to.dateTime.slice(11, 16),
    count: flight.stops.length,
  });
}

/**
 * The package's flight legs (booking spec §2 "Flight: outward and return
 * cards, each with a change button"): the chosen flight of a leg, else the
 * package's; a change button when the flight is mutable (§4 "Exclusions");
 * the acceptance of different home airports (§5); the baggage rules.
 */
function FlightLegs() {
  const t = useTranslations('package.flights');
  const { pkg } = useBookingPackage();
  const chosen = useBooking((state) => state.flights);
  const selection = useBooking((state) => state.selection);
  const accepted = useBooking((state) => state.accepted.airports);
  const accept = useBooking((state) => state.accept);
  const clearFlights = useBooking((state) => state.clearFlights);
  const modal = useModal<FlightDirection>();
  const flight = pkg.defaultServices.flight;
  if (!flight) return null;
  const current = {
    outward: chosen.outward?.uid === selection.ofid ? chosen.outward : null,
    return: chosen.return?.uid === selection.rfid ? chosen.return : null,
  };
  const legs: { leg: FlightDirection; fallback: string }[] = [
    { leg: 'outward', fallback: `${flight.originAirport} → ${flight.destinationAirport}` },
    { leg: 'return', fallback: `${flight.returnOriginAirport} → ${flight.returnDestinationAirport}` },
  ];
  return (
    <>
      <ul className={styles.facts}>
        {legs.map(({ leg, fallback }) => {
          const picked = current[leg];
          return (
            <li key={leg}>
              <strong>{t(`directions.${leg}`)}:</strong> {picked ? legText(t, picked) : fallback}{' '}
              {flight.isMutable && (
                <button type="button" className={styles.linkButton} onClick={() => modal.open(leg)} aria-haspopup="dialog">
                  {t(`change.${leg}`)}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {(current.outward || current.return) && (
        <button type="button" className={styles.linkButton} onClick={clearFlights}>
          {t('backToPackageFlight')}
        </button>
      )}
      {differentHomeAirports(flight, current) && (
        <label className={styles.toggle}>
          <input type="checkbox" checked={accepted} onChange={(event) => accept('airports', event.target.checked)} />
          {t('acceptAirports')}
        </label>
      )}
      <p className={styles.hint}>
        <StaticPageModal slug="bagageregler" label={t('baggageRules')} />
      </p>
      <FlightModal open={modal.opened !== null} onClose={modal.close} primary={modal.opened ?? 'outward'} mode="change" />
    </>
  );
}

/**
 * A flight-less package's flight offer (booking spec §2, §9, flightLessMode
 * `offer`): flights at the airline's standard prices plus the administration
 * fee per person, accepted by a checkbox; the engine prices it as the
 * flight-offer lines.
 */
function FlightOfferChooser() {
  const t = useTranslations('package.flightOffer');
  const tf = useTranslations('package.flights');
  const locale = useLocale();
  const { pkg } = useBookingPackage();
  const selection = useBooking((state) => state.selection);
  const chosen = useBooking((state) => state.flights);
  const accepted = useBooking((state) => state.accepted.flightOffer);
  const accept = useBooking((state) => state.accept);
  const clearFlights = useBooking((state) => state.clearFlights);
  const modal = useModal<FlightModalMode>();
  const flags = bookingFlags(pkg, selection);
  if (!offersFlights(pkg, selection, flags.includes.flight)) return null;
  const fee = flightOfferAdminFee(siteCurrencyOf(pkg.currency));
  const outward = chosen.outward?.uid === selection.ofid ? chosen.outward : null;
  const back = chosen.return?.uid === selection.rfid ? chosen.return : null;
  const complete = outward !== null && back !== null;
  return (
    <div className={styles.offer}>
      <p>{t('lead', { fee: formatPrice(fee, locale) })}</p>
      {complete && (
        <>
          <ul className={styles.facts}>
            <li>
              <strong>{tf('directions.outward')}:</strong> {legText(tf, outward)} · {t('airlinePrice', { price: formatPrice(outward.price, locale) })}
            </li>
            <li>
              <strong>{tf('directions.return')}:</strong> {legText(tf, back)} · {t('airlinePrice', { price: formatPrice(back.price, locale) })}
            </li>
            <li>{t('feeLine', { fee: formatPrice(fee, locale) })}</li>
          </ul>
          <label className={styles.toggle}>
            <input type="checkbox" checked={accepted} onChange={(event) => accept('flightOffer', event.target.checked)} />
            {t('accept')}
          </label>
        </>
      )}
      <p>
        <button type="button" className="button button--secondary" onClick={() => modal.open('offer')} aria-haspopup="dialog">
          {complete ? t('change') : t('choose')}
        </button>{' '}
        {complete && (
          <button type="button" className={styles.linkButton} onClick={clearFlights}>
            {t('remove')}
          </button>
        )}
      </p>
      <FlightModal open={modal.opened !== null} onClose={modal.close} primary="outward" mode="offer" />
    </div>
  );
}

function ChangeHotelButton() {
  const t = useTranslations('package.hotels');
  const modal = useModal<true>();
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => modal.open(true)} aria-haspopup="dialog">
        {t('change')}
      </button>
      <HotelModal open={modal.opened !== null} onClose={modal.close} />
    </>
  );
}

const DEDUCTION_LINES: Partial<Record<ExcludableService, PriceLineKind>> = { flight: 'flightLessDiscount', hotel: 'hotelLessDiscount' };

/** The drop's message, its deducted price and the acceptance it needs (booking spec §4 "Exclusions"). */
function ExclusionNotice() {
  const t = useTranslations('package.customise');
  const locale = useLocale();
  const { breakdown } = usePricing();
  const without = useBooking((state) => state.selection.without);
  const accepted = useBooking((state) => state.accepted.exclusions);
  const accept = useBooking((state) => state.accept);
  const dropped = (['flight', 'hotel', 'transit'] as const).filter((service) => without[service]);
  if (dropped.length === 0) return null;
  return (
    <div className={styles.notice} role="status">
      <ul>
        {dropped.map((service) => {
          const line = DEDUCTION_LINES[service];
          const deducted = line ? -(breakdown?.lines.find((candidate) => candidate.kind === line)?.total ?? 0) : 0;
          return (
            <li key={service}>
              {t(`dropped.${service}`)} {deducted > 0 && t('deducted', { price: formatPrice(deducted, locale) })}
            </li>
          );
        })}
      </ul>
      {without.flight && without.hotel && <p>{t('notices.ticketOnly')}</p>}
      <label className={styles.toggle}>
        <input type="checkbox" checked={accepted} onChange={(event) => accept('exclusions', event.target.checked)} />
        {t('acceptExclusions')}
      </label>
    </div>
  );
}

/** Premium (booking spec §4): only when the package offers it and nothing is dropped; accepted by a checkbox. */
export function PremiumSection() {
  const t = useTranslations('package.customise');
  const locale = useLocale();
  const { pkg } = useBookingPackage();
  const selection = useBooking((state) => state.selection);
  const accepted = useBooking((state) => state.accepted.premium);
  const setVariant = useBooking((state) => state.setVariant);
  const accept = useBooking((state) => state.accept);
  const id = useId();
  const flags = bookingFlags(pkg, selection);
  const premium = variantPrice(pkg.prices, 'premium');
  if (!flags.premiumOffered || premium === null) return null;
  const extra = premium - pkg.prices.defaultPrice;
  const isPremium = selection.type === 'premium';
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('premiumHeading')}</h2>
      <p>{t('premiumLead')}</p>
      <label className={styles.toggle}>
        <input type="checkbox" checked={isPremium} onChange={(event) => setVariant(event.target.checked ? 'premium' : 'default')} />
        {t('premiumChoose', { price: formatPrice(extra, locale) })}
      </label>
      {isPremium && (
        <label className={styles.toggle}>
          <input type="checkbox" checked={accepted} onChange={(event) => accept('premium', event.target.checked)} />
          {t('premiumAccept')}
        </label>
      )}
    </section>
  );
}

function YesNo({ legend, value, onChange, name }: { legend: string; value: boolean | null; onChange: (answer: boolean) => void; name: string }) {
  const t = useTranslations('package.customise');
  return (
    <fieldset className={styles.choiceGroup}>
      <legend>{legend}</legend>
      <label className={styles.toggle}>
        <input type="radio" name={name} checked={value === true} onChange={() => onChange(true)} />
        {t('yes')}
      </label>
      <label className={styles.toggle}>
        <input type="radio" name={name} checked={value === false} onChange={() => onChange(false)} />
        {t('no')}
      </label>
    </fieldset>
  );
}

/** Match cancellation and travel insurance (booking spec §4): each answered yes or no; none for ticket-only bookings. */
export function InsuranceSection() {
  const t = useTranslations('package.customise');
  const locale = useLocale();
  const { pkg } = useBookingPackage();
  const selection = useBooking((state) => state.selection);
  const setInsurance = useBooking((state) => state.setInsurance);
  const id = useId();
  if (bookingFlags(pkg, selection).isTicketOnly) return null;
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('insuranceHeading')}</h2>
      <YesNo
        name={`${id}-match`}
        legend={t('matchInsurance', { price: formatPrice(pkg.extraFees.matchInsuranceFee, locale) })}
        value={selection.hasMatchInsurance}
        onChange={(answer) => setInsurance('hasMatchInsurance', answer)}
      />
      <YesNo
        name={`${id}-travel`}
        legend={t('travelInsurance')}
        value={selection.hasInsurance}
        onChange={(answer) => setInsurance('hasInsurance', answer)}
      />
    </section>
  );
}
