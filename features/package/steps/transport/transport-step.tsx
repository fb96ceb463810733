'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import type { FlightDirection } from '@/lib/api/contract/availability';
import { differentHomeAirports } from '@/lib/package/flights';
import { offersFlights, siteCurrencyOf } from '@/lib/package/price-input';
import { bookingFlags } from '@/lib/package/selection';
import { formatPrice } from '@/lib/i18n/money';
import { flightOfferAdminFee, TIMEPOINTS, transitLegPrice } from '@/lib/pricing';
import type { FlightModalMode } from '@/lib/availability/modals';
import { PackageFlightModal } from '../../slots/availability-modals';
import { usePackageState, usePackageDetail } from '../../store/package-store';
import styles from '../../customise.module.css';
import { DropToggle } from '../drop-toggle';
import buttons from '@/components/ui/buttons.module.css';
import { FlightCard } from './flight-card';
import { StaticPageModal } from '../static-page-modal';
import { StepHeading } from '../step-heading';
import { transitDuration } from './transit-duration';
import { useIncludedFlights, type IncludedLeg } from './use-included-flights';
import { useModal } from '../use-modal';

const DIRECTIONS: FlightDirection[] = ['outward', 'return'];

const ownUid = (leg: IncludedLeg) => (leg.status === 'found' ? leg.flight.uid : undefined);

/** Bus (booking spec §3 "Transit route"): outward and return route, each leg morning (included), evening or night. */
function BusLegs() {
  const t = useTranslations('package.customise');
  const locale = useLocale();
  const { pkg } = usePackageDetail();
  const selection = usePackageState((state) => state.selection);
  const setTransit = usePackageState((state) => state.setTransit);
  const id = useId();
  const route = pkg.transitRoutes[0];
  if (!route) return null;
  const legs = [
    { leg: 'outward' as const, from: route.originCity.name, to: route.destinationCity.name },
    { leg: 'return' as const, from: route.destinationCity.name, to: route.originCity.name },
  ];
  return (
    <>
      <p>{t('notices.busInsteadOfFlight')}</p>
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
      {!selection.without.transit && (
        <p className={styles.hint}>
          {t('transitPlaces', { pickup: route.pickupLocation, dropoff: route.dropoffLocation, duration: transitDuration(route.transportationDuration, t) })}
        </p>
      )}
      <DropToggle service="transit" />
    </>
  );
}

/**
 * The package's flight legs (booking spec §2 "Flight: outward and return
 * cards, each with a change button"): the chosen flight of a leg, else the
 * package's own as the airline flies it now; a change button when the flight
 * is mutable (§4 "Exclusions"); the acceptance of different home airports
 * (§5); the baggage rules.
 */
function FlightLegs() {
  const t = useTranslations('package.flights');
  const { pkg } = usePackageDetail();
  const chosen = usePackageState((state) => state.flights);
  const selection = usePackageState((state) => state.selection);
  const accepted = usePackageState((state) => state.accepted.airports);
  const accept = usePackageState((state) => state.accept);
  const clearFlights = usePackageState((state) => state.clearFlights);
  const modal = useModal<FlightDirection>();
  const cards = useRef<HTMLDivElement>(null);
  const flight = pkg.defaultServices.flight;
  const current = {
    outward: chosen.outward?.uid === selection.ofid ? chosen.outward : null,
    return: chosen.return?.uid === selection.rfid ? chosen.return : null,
  };
  const setIncludedFlights = usePackageState((state) => state.setIncludedFlights);
  const [included, includedLoader] = useIncludedFlights(cards, {
    packageId: pkg.id,
    legs: flight,
    startDate: selection.period?.startDate ?? pkg.startDate,
    endDate: selection.period?.endDate ?? pkg.endDate,
  });
  const ownOutward = included.outward.status === 'found' ? included.outward.flight : null;
  const ownReturn = included.return.status === 'found' ? included.return.flight : null;
  // The legs the cards show, kept for the PDF offer (../../offer/offer-download.tsx).
  useEffect(() => setIncludedFlights({ outward: ownOutward, return: ownReturn }), [ownOutward, ownReturn, setIncludedFlights]);
  if (!flight) return null;
  const routes = {
    outward: { from: flight.originAirport, to: flight.destinationAirport },
    return: { from: flight.returnOriginAirport, to: flight.returnDestinationAirport },
  };
  return (
    <>
      <div ref={cards} className={styles.flightCards}>
        {includedLoader}
        {DIRECTIONS.map((leg) => {
          const own = included[leg];
          return (
            <FlightCard
              key={leg}
              direction={leg}
              flight={current[leg] ?? (own.status === 'found' ? own.flight : null)}
              route={routes[leg]}
              loading={!current[leg] && own.status === 'loading'}
            >
              {flight.isMutable && (
                <button type="button" className={styles.linkButton} onClick={() => modal.open(leg)} aria-haspopup="dialog">
                  {t(`change.${leg}`)}
                </button>
              )}
            </FlightCard>
          );
        })}
      </div>
      <p className={styles.hint}>{t('localTimes')}</p>
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
      <PackageFlightModal
        open={modal.opened !== null}
        onClose={modal.close}
        primary={modal.opened ?? 'outward'}
        mode="change"
        included={{ outward: ownUid(included.outward), return: ownUid(included.return) }}
      />
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
  const locale = useLocale();
  const { pkg } = usePackageDetail();
  const selection = usePackageState((state) => state.selection);
  const chosen = usePackageState((state) => state.flights);
  const accepted = usePackageState((state) => state.accepted.flightOffer);
  const accept = usePackageState((state) => state.accept);
  const clearFlights = usePackageState((state) => state.clearFlights);
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
          <div className={styles.flightCards}>
            {[outward, back].map((leg) => (
              <FlightCard key={leg.direction} direction={leg.direction} flight={leg} route={{ from: leg.originAirport, to: leg.destinationAirport }}>
                <p className={styles.flightPrice}>{t('airlinePrice', { price: formatPrice(leg.price, locale) })}</p>
              </FlightCard>
            ))}
          </div>
          <p>{t('feeLine', { fee: formatPrice(fee, locale) })}</p>
          <label className={styles.toggle}>
            <input type="checkbox" checked={accepted} onChange={(event) => accept('flightOffer', event.target.checked)} />
            {t('accept')}
          </label>
        </>
      )}
      <p>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={() => modal.open('offer')} aria-haspopup="dialog">
          {complete ? t('change') : t('choose')}
        </button>{' '}
        {complete && (
          <button type="button" className={styles.linkButton} onClick={clearFlights}>
            {t('remove')}
          </button>
        )}
      </p>
      <PackageFlightModal open={modal.opened !== null} onClose={modal.close} primary="outward" mode="offer" />
    </div>
  );
}

/**
 * Step 2 (booking spec §2 "Booking steps": transit or flight): the bus of the
 * bus variant, else the flight with its cards and change buttons, the drop,
 * or a flight-less package's notice and flight offer.
 */
export function TransportStep({ number }: { number: number }) {
  const t = useTranslations('package.customise');
  const { pkg } = usePackageDetail();
  const selection = usePackageState((state) => state.selection);
  const id = useId();
  const flags = bookingFlags(pkg, selection);
  const bus = flags.includes.transit;
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <StepHeading id={`${id}-heading`} number={number}>
        {t(bus ? 'transitHeading' : 'flightHeading')}
      </StepHeading>
      {bus ? (
        <BusLegs />
      ) : flags.includes.flight && pkg.defaultServices.flight ? (
        <>
          {!selection.without.flight && <FlightLegs />}
          <DropToggle service="flight" />
        </>
      ) : (
        <>
          <p className={styles.notice}>{t('notices.flightLess')}</p>
          <FlightOfferChooser />
        </>
      )}
      {pkg.isTransitLess && !bus && <p className={styles.hint}>{t('notices.transitLess')}</p>}
    </section>
  );
}
