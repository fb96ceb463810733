'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import type { CmsBookingConfig } from '@/lib/api/contract/content';
import type { Coupon } from '@/lib/api/contract/coupons';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { daysBetween } from '@/lib/calendar-day';
import { useEventTime } from '@/lib/i18n/use-event-time';
import { formatTravelPeriod } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import { formatPrice } from '@/lib/i18n/money';
import { NO_FLIGHTS, type ChosenFlights } from '@/lib/package/flights';
import { namedFlights, offersFlights, siteCurrencyOf, toPriceInput } from '@/lib/package/price-input';
import { bookingFlags, defaultHotelId, resolveTickets, ticketHolders, type PackageSelection } from '@/lib/package/selection';
import { variantLabel } from '@/lib/packages/variants';
import { flightOfferAdminFee, priceBooking, PricingInputError, type PriceBreakdown } from '@/lib/pricing';
import { ORGANISER, SITES, TRAVEL_GUARANTEE } from '@/lib/site/sites';
import { conditionsFor, type BookingConditions } from '../steps/conditions-step';
import { FlightCard } from '../steps/transport/flight-card';
import { lineLabel } from '../price-lines';
import { premiumTexts } from '../steps/tickets/premium-block';
import { transitDuration } from '../steps/transport/transit-duration';
import styles from './offer-sheet.module.css';
import { sportWords, tripWords } from '@/lib/sport-words';

/** The trip as it was when the visitor asked for the offer: what the link names, priced as the page priced it. */
export interface OfferSnapshot {
  pkg: PackageDetail;
  bookingConfig: CmsBookingConfig;
  selection: PackageSelection;
  coupon: Coupon | null;
  flights: ChosenFlights;
  /** The package's own legs as the flight step found them (times the airline flies now); never priced. */
  includedFlights?: ChosenFlights;
}

export interface OfferSheetProps {
  offerId: number;
  snapshot: OfferSnapshot;
  /** The package page's absolute address, from the site's configuration. */
  pageUrl: string;
  conditions?: BookingConditions;
  madeOn: Date;
  /** Called once the sheet is in the document, with its element. */
  onReady: (sheet: HTMLElement) => void;
}

function breakdownOf(snapshot: OfferSnapshot): PriceBreakdown | null {
  try {
    return priceBooking(toPriceInput(snapshot.pkg, snapshot.selection, snapshot.bookingConfig, snapshot.coupon, { flights: snapshot.flights }));
  } catch (error) {
    if (error instanceof PricingInputError) return null;
    throw error;
  }
}

/** One section of the sheet: its heading and its blocks, each captured whole (features/package/offer/offer-pdf.ts). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.heading} data-pdf-block="">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The PDF offer as a page (booking spec §2 "PDF offer sections"): the header
 * with the offer number, the trip and its travel period, then tickets,
 * flights, bus, hotels, pricing, premium, insurance, the general and the
 * extraordinary conditions, support, and the footer with the company and its
 * travel guarantee fund number; in the site's language and money. Drawn
 * 800 px wide outside the screen while the PDF is made, never read by
 * assistive technology (the visitor is told of the download instead).
 */
export default function OfferSheet({ offerId, snapshot, pageUrl, conditions, madeOn, onReady }: OfferSheetProps) {
  const t = useTranslations('package.pdf');
  const tc = useTranslations('package.customise');
  const tp = useTranslations('package');
  const tl = useTranslations('packages');
  const tf = useTranslations('package.flights');
  const tfo = useTranslations('package.flightOffer');
  const format = useFormatter();
  const eventTime = useEventTime();
  const locale = useLocale() as Locale;
  const site = SITES[locale];
  const ref = useRef<HTMLDivElement>(null);
  const { pkg, selection } = snapshot;
  const flags = bookingFlags(pkg, selection);
  const breakdown = breakdownOf(snapshot);
  const period = selection.period ?? { startDate: pkg.startDate, endDate: pkg.endDate };
  const holders = ticketHolders(selection);
  const tickets = resolveTickets(pkg, selection.tickets, holders);
  const hotel = flags.isHotelLessBooking ? undefined : pkg.hotels.find((candidate) => candidate.id === (selection.hotelIds[0] ?? defaultHotelId(pkg)));
  const legs = pkg.defaultServices.flight;
  // Each leg as the page shows it: the one chosen, else the package's own as the airline flies it.
  const chosen = namedFlights(selection, snapshot.flights);
  const included = snapshot.includedFlights ?? NO_FLIGHTS;
  const shownLegs = { outward: chosen.outward ?? included.outward, return: chosen.return ?? included.return };
  // A flight-less package's flight offer: both legs at the airline's prices, plus the fee per person.
  const flightOffer = offersFlights(pkg, selection, flags.includes.flight) && chosen.outward && chosen.return ? { outward: chosen.outward, return: chosen.return } : null;
  const route = flags.includes.transit && !selection.without.transit ? pkg.transitRoutes[0] : undefined;
  const offerUrl = `${pageUrl}?utm_source=pdf_offer&offerId=${offerId}`;
  const sport = tripWords(pkg.events);
  const link = useRef<HTMLParagraphElement>(null);
  const names = {
    event: (eventId: number) => pkg.events.find((event) => event.id === eventId)?.title ?? '',
    hotel: (hotelId: number) => pkg.hotels.find((candidate) => candidate.id === hotelId)?.name ?? '',
    sport,
  };
  const answer = (value: boolean | null) => (value === null ? t('notAnswered') : value ? tc('yes') : tc('no'));
  const premium = premiumTexts(pkg);

  useEffect(() => {
    // The reopening link on one line, smaller where it must be: a link broken across two lines is two in the PDF's text.
    const line = link.current;
    if (line) {
      let size = 13;
      while (line.scrollWidth > line.clientWidth && size > 8) {
        size -= 0.5;
        line.style.fontSize = `${size}px`;
      }
      // Longer still (a very long address): broken rather than cut off.
      if (line.scrollWidth > line.clientWidth) line.style.whiteSpace = 'normal';
    }
    if (ref.current) onReady(ref.current);
    // Once: the sheet is drawn from the snapshot it was given.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={ref} className={styles.sheet} lang={site.htmlLang} aria-hidden="true" inert>
      <header className={styles.header} data-pdf-block="">
        <p className={styles.brand}>{site.brand}</p>
        <h1 className={styles.title}>{t('title', { offerId })}</h1>
        <p className={styles.trip}>{pkg.title}</p>
        <dl className={styles.facts}>
          <dt>{tp('travelPeriodLabel')}</dt>
          <dd data-testid="pdf-period">{formatTravelPeriod(format, (days) => tl('travelPeriod', days), period, 'dayMonthYear')}</dd>
          <dt>{tc('travellersHeading')}</dt>
          <dd>{tc('travellersLine', { adults: selection.adults, children: selection.children })}</dd>
          <dt>{tp('variantLabel')}</dt>
          <dd>{tl(`variants.${variantLabel(pkg, selection.type)}`, { sport })}</dd>
          <dt>{t('madeOn')}</dt>
          <dd>{format.dateTime(madeOn, { day: 'numeric', month: 'long', year: 'numeric', timeZone: site.timeZone })}</dd>
        </dl>
        <p className={styles.linkLabel}>{t('reopen')}</p>
        <p ref={link} className={styles.link} data-testid="pdf-link">
          <a href={offerUrl}>{offerUrl}</a>
        </p>
      </header>

      <Section title={tc('ticketsHeading', { sport })}>
        {tickets.map((resolved) => {
          const event = pkg.events.find((candidate) => candidate.id === resolved.eventId);
          const ticket = event?.tickets.find((candidate) => candidate.id === resolved.ticketId);
          if (!event) return null;
          return (
            <div key={event.id} className={styles.block} data-pdf-block="">
              <p className={styles.strong}>{event.title}</p>
              <p>
                {eventTime(event)} · {event.venue.name}, {event.venue.city.name}
              </p>
              <p>{ticket && !resolved.soldOut ? t('ticket', { count: holders, block: ticket.venueBlock.name }) : tc('eventSoldOut', { sport: sportWords(event.sportCategory.slug) })}</p>
              {ticket?.deliveryInfo && <p className={styles.muted}>{ticket.deliveryInfo}</p>}
            </div>
          );
        })}
      </Section>

      {flags.includes.flight && (
        <Section title={tc('flightHeading')}>
          <div className={styles.block} data-pdf-block="">
            {flags.isFlightLessBooking ? (
              <p>{tc('dropped.flight')}</p>
            ) : (
              <>
                <FlightCard
                  direction="outward"
                  flight={shownLegs.outward}
                  route={{ from: legs?.originAirport ?? '', to: legs?.destinationAirport ?? '' }}
                  headingLevel={3}
                />
                <FlightCard
                  direction="return"
                  flight={shownLegs.return}
                  route={{ from: legs?.returnOriginAirport ?? '', to: legs?.returnDestinationAirport ?? '' }}
                  headingLevel={3}
                />
                <p className={styles.muted}>{shownLegs.outward && shownLegs.return ? tf('localTimes') : t('flightTimes')}</p>
              </>
            )}
          </div>
        </Section>
      )}

      {flightOffer && (
        <Section title={tc('flightHeading')}>
          <div className={styles.block} data-pdf-block="">
            <p>{tfo('lead', { fee: formatPrice(flightOfferAdminFee(siteCurrencyOf(pkg.currency)), locale) })}</p>
            {(['outward', 'return'] as const).map((direction) => (
              <FlightCard
                key={direction}
                direction={direction}
                flight={flightOffer[direction]}
                route={{ from: flightOffer[direction].originAirport, to: flightOffer[direction].destinationAirport }}
                headingLevel={3}
              >
                <p>{tfo('airlinePrice', { price: formatPrice(flightOffer[direction].price, locale) })}</p>
              </FlightCard>
            ))}
            <p>{tfo('feeLine', { fee: formatPrice(flightOfferAdminFee(siteCurrencyOf(pkg.currency)), locale) })}</p>
            <p className={styles.muted}>{tf('localTimes')}</p>
          </div>
        </Section>
      )}

      {route && (
        <Section title={tc('transitHeading')}>
          <div className={styles.block} data-pdf-block="">
            {(['outward', 'return'] as const).map((leg) => {
              const [from, to] = leg === 'outward' ? [route.originCity.name, route.destinationCity.name] : [route.destinationCity.name, route.originCity.name];
              return (
                <p key={leg}>
                  {t(`busLeg.${leg}`, { from, to })}: {tc(`timepoints.${selection.transit[leg]}`)}
                </p>
              );
            })}
            <p className={styles.muted}>{tc('transitPlaces', { pickup: route.pickupLocation, dropoff: route.dropoffLocation, duration: transitDuration(route.transportationDuration, tc) })}</p>
          </div>
        </Section>
      )}

      {flags.includes.hotel && (
        <Section title={tc('hotelHeading')}>
          <div className={styles.block} data-pdf-block="">
            {hotel ? (
              <>
                <p className={styles.strong}>
                  {hotel.name} · {t('stars', { count: hotel.star })}
                </p>
                <p>{t('nights', { count: daysBetween(period.startDate, period.endDate) })}</p>
                <ul className={styles.plain}>
                  {selection.rooms.map((room, index) => (
                    <li key={index}>
                      {tc('roomLine', {
                        room: index + 1,
                        // The room type in the site's language, as the page names it (the hotel's own names are the supplier's, often English).
                        type: tc(`roomTypes.${room.roomType}`),
                        adults: room.adults,
                        children: room.children,
                      })}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{tc('dropped.hotel')}</p>
            )}
          </div>
        </Section>
      )}

      <Section title={t('pricing')}>
        <div className={styles.block} data-pdf-block="">
          {breakdown ? (
            <table className={styles.prices}>
              <thead>
                <tr>
                  <th scope="col">{tc('lineHeader')}</th>
                  <th scope="col">{tc('perPerson')}</th>
                  <th scope="col">{tc('total')}</th>
                </tr>
              </thead>
              <tbody>
                {breakdown.lines
                  .filter((line) => line.kind === 'package' || line.total !== 0)
                  .map((line, index) => (
                    <tr key={index}>
                      <th scope="row">{lineLabel(line, tc, names)}</th>
                      <td>{formatPrice(line.perPerson, locale)}</td>
                      <td>{formatPrice(line.total, locale)}</td>
                    </tr>
                  ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{tc('totalPerPerson')}</th>
                  <td colSpan={2}>{formatPrice(breakdown.perPerson, locale)}</td>
                </tr>
                <tr className={styles.total}>
                  <th scope="row">{tc('totalFor', { count: breakdown.passengers })}</th>
                  <td colSpan={2} data-testid="pdf-total">
                    {formatPrice(breakdown.total, locale)}
                  </td>
                </tr>
              </tfoot>
            </table>
          ) : (
            <p>{tc('cannotPrice')}</p>
          )}
          <p className={styles.muted}>{t('priceNote')}</p>
        </div>
      </Section>

      {flags.premiumOffered || selection.type === 'premium' ? (
        <Section title={tc('premiumHeading')}>
          <div className={styles.block} data-pdf-block="">
            <p className={styles.strong}>{selection.type === 'premium' ? t('premiumChosen') : t('premiumNotChosen')}</p>
            {(premium.length > 0 ? premium : [tc('premiumLead', { sport })]).map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        </Section>
      ) : null}

      {!flags.isTicketOnly && (
        <Section title={tc('insuranceHeading')}>
          <div className={styles.block} data-pdf-block="">
            <p>
              {t('matchInsurance', { price: formatPrice(pkg.extraFees.matchInsuranceFee, locale), sport })}: {answer(selection.hasMatchInsurance)}
            </p>
            <p>
              {t('travelInsurance')}: {answer(selection.hasInsurance)}
            </p>
          </div>
        </Section>
      )}

      {conditions &&
        conditionsFor(flags.isTicketOnly).map((kind) => (
          <Section key={kind} title={tp(`conditions.${kind}`, { sport })}>
            <div className={styles.conditions} data-pdf-flow="">
              {conditions[kind]}
            </div>
          </Section>
        ))}

      <Section title={t('support')}>
        <div className={styles.block} data-pdf-block="">
          <p>{t('supportLead')}</p>
          <p>
            {t('phone')}: {site.contact.phone} · {t('email')}: <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
          </p>
          <p>{t('hours', { weekdays: site.openingHours.weekdays, saturday: site.openingHours.saturday })}</p>
        </div>
      </Section>

      <footer className={styles.footer} data-pdf-block="">
        <p>
          {site.company.name} · {site.contact.address.slice(1).join(', ')} · {t(site.company.registrationLabel, { number: site.company.registrationNumber })}
        </p>
        {site.company.name !== ORGANISER.name && (
          <p>{t('onBehalf', { company: site.company.name, organiser: ORGANISER.name, number: ORGANISER.registrationNumber })}</p>
        )}
        <p data-testid="pdf-fund">
          {t('guarantee', { organiser: ORGANISER.name, fund: TRAVEL_GUARANTEE.fund, number: TRAVEL_GUARANTEE.memberNumber, url: TRAVEL_GUARANTEE.registryUrl })}
        </p>
      </footer>
    </div>
  );
}
