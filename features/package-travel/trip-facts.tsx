import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { daysBetween } from '@/lib/calendar-day';
import { airportClock } from '@/lib/i18n/flight-format';
import { calendarDay, formatTravelPeriod } from '@/lib/i18n/formats';
import { formatEventTime } from '@/lib/i18n/event-time';
import type { Locale } from '@/lib/i18n/locales';
import { organiserContact, formFacts } from '@/lib/legal/package-travel';
import { feeBands, feeBandWords } from '@/lib/legal/termination-fees';
import { documentCaseOf, TRAVEL_ADVICE_URL, UK_ETA_URL } from '@/lib/legal/travel-documents';
import type { ChosenFlight, ChosenFlights } from '@/lib/package/flights';
import { taxesPayableAtHotel } from '@/lib/package/hotels';
import { bookingFlags, defaultHotelId, type PackageSelection } from '@/lib/package/selection';
import { SITES } from '@/lib/site/sites';
import styles from './package-travel.module.css';

/** When the invoice must be paid: a date once the booking day is known, else the rule. */
type PaymentDue = { dueDate: string } | { dueDays: number };

interface Props {
  locale: Locale;
  /** Unique on the page: the section's heading is named by it. */
  id: string;
  pkg: PackageDetail;
  selection: PackageSelection;
  /** The flights with their times where they are known (chosen, or the package's own found); a leg without is told by its day. */
  flights: ChosenFlights;
  /** The total with every fee as the page shows it now; null: the page's summary shows it (the package page). */
  total: ReactNode | null;
  payment: PaymentDue;
  /** Where the facts stand: before the order button (booking) or on the package page. */
  place: 'booking' | 'package';
  level?: 2 | 3;
  /** The facts behind a disclosure with a line of what they hold (the package page; before the order button they stay in view). */
  collapsed?: boolean;
}

const hoursOf = (minutes: number) => Math.max(1, Math.round(minutes / 60));

/**
 * The trip's facts at the point of decision (Package Travel Directive art.
 * 5(1)): destination, dates and nights, transport with its times, the hotel
 * with its category and place, the matches with their ticket category,
 * whether the trip suits persons with reduced mobility (and how to ask),
 * passports and visas for the site's citizens, the total with every fee,
 * when it is paid, the standard termination fees as a table, and the
 * organiser's name, address, phone and email. A server component: no script.
 */
export async function TripFacts({ locale, id, pkg, selection, flights, total, payment, place, level = 2, collapsed = false }: Props) {
  const [t, tl, eventWords, format] = await Promise.all([
    getTranslations({ locale, namespace: 'packageTravel.facts' }),
    getTranslations({ locale, namespace: 'packages' }),
    getTranslations({ locale, namespace: 'eventTime' }),
    getFormatter({ locale }),
  ]);
  const Heading = `h${level}` as const;
  const flags = bookingFlags(pkg, selection);
  const period = selection.period ?? { startDate: pkg.startDate, endDate: pkg.endDate };
  const nights = daysBetween(period.startDate, period.endDate);
  const day = (isoDate: string) => format.dateTime(calendarDay(isoDate), 'dayMonth');
  const clock = (dateTime: string) => format.dateTime(airportClock(dateTime), { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  const site = SITES[locale];
  const contact = organiserContact();
  const { seller } = formFacts(locale);
  const tel = (href: string) =>
    function Tel(chunks: ReactNode) {
      return <a href={href}>{chunks}</a>;
    };
  const mail = (address: string) =>
    function Mail(chunks: ReactNode) {
      return <a href={`mailto:${address}`}>{chunks}</a>;
    };

  // Transport: the flight's legs with their times where known, else their days; the bus; or none.
  const transport: string[] = [];
  const legs = pkg.defaultServices.flight;
  if (!flags.isFlightLessBooking && legs) {
    const leg = (direction: 'outward' | 'return', flight: ChosenFlight | null, from: string, to: string, onDay: string) =>
      flight
        ? t('flightLeg', { direction, from: flight.from.name || flight.originAirport, to: flight.to.name || flight.destinationAirport, departure: clock(flight.from.dateTime), arrival: clock(flight.to.dateTime) })
        : t('flightLegApprox', { direction, from, to, day: day(onDay) });
    transport.push(
      leg('outward', flights.outward, legs.originAirport, legs.destinationAirport, period.startDate),
      leg('return', flights.return, legs.returnOriginAirport, legs.returnDestinationAirport, period.endDate),
    );
  }
  const route = flags.isTransitLessBooking ? undefined : pkg.transitRoutes[0];
  if (route) {
    const hours = hoursOf(route.transportationDuration);
    transport.push(
      t('bus', { direction: 'outward', from: route.originCity.name, to: route.destinationCity.name, day: day(period.startDate), time: selection.transit.outward, hours }),
      t('bus', { direction: 'return', from: route.destinationCity.name, to: route.originCity.name, day: day(period.endDate), time: selection.transit.return, hours }),
    );
  }

  const hotelId = selection.hotelIds[0] ?? defaultHotelId(pkg);
  const hotel = flags.isHotelLessBooking ? undefined : pkg.hotels.find((candidate) => candidate.id === hotelId);
  const roomTypes = new Set(selection.rooms.map((room) => room.roomType));
  const hotelTaxes = hotel ? taxesPayableAtHotel(hotel.rooms.filter((room) => roomTypes.has(room.roomType))) : [];

  const categories = new Map(
    selection.tickets.map(({ eventId, ticketId }) => [eventId, pkg.events.find((event) => event.id === eventId)?.tickets.find((ticket) => ticket.id === ticketId)?.venueBlock.name]),
  );
  const documents = documentCaseOf(site.country, pkg.destination.country.code);
  const bands = feeBands(pkg.terminationFees, place === 'booking' ? period.startDate : undefined);
  const dayYear = (isoDate: string) => format.dateTime(calendarDay(isoDate), 'dayMonthYear');

  const list = (
    <dl className={styles.list}>
      <dt>{t('destination')}</dt>
      <dd>{t('destinationValue', { city: pkg.destination.city.name, country: pkg.destination.country.name })}</dd>
      <dt>{t('period')}</dt>
      <dd>{t('periodValue', { period: formatTravelPeriod(format, (days) => tl('travelPeriod', days), period), nights })}</dd>
      <dt>{t('transport')}</dt>
      <dd>
        {transport.length > 0 ? (
          <ul>
            {transport.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          t('noTransport')
        )}
      </dd>
      <dt>{t('hotel')}</dt>
      <dd>{hotel ? t('hotelValue', { name: hotel.name, stars: hotel.star, city: pkg.destination.city.name }) : t('noHotel')}</dd>
      <dt>{t('events')}</dt>
      <dd>
        <ul>
          {pkg.events.map((event) => (
            <li key={event.id}>
              {t('eventValue', { event: event.title, time: formatEventTime(locale, eventWords, event) })}
              {categories.get(event.id) && <> · {t('ticketValue', { category: categories.get(event.id)! })}</>}
            </li>
          ))}
        </ul>
      </dd>
      <dt>{t('mobility')}</dt>
      <dd>
        <p>{t(`mobilityValue.${pkg.reducedMobility}`)}</p>
        <p>{t.rich('mobilityAsk', { phone: site.contact.phone, email: site.contact.email, tel: tel(site.contact.phoneHref), mail: mail(site.contact.email) })}</p>
      </dd>
      <dt>{t('documents')}</dt>
      <dd>
        <p>{t.rich(`documentsValue.${documents}`, { country: pkg.destination.country.name, eta: (chunks: ReactNode) => <a href={UK_ETA_URL}>{chunks}</a> })}</p>
        <p>{t('documentsOthers')}</p>
        <p>{t.rich('documentsSource', { link: (chunks: ReactNode) => <a href={TRAVEL_ADVICE_URL[locale]}>{chunks}</a> })}</p>
      </dd>
      <dt>{t('price')}</dt>
      <dd>
        {total !== null ? (
          <>
            <p className={styles.total}>{total}</p>
            <p>{t('priceIncludes')}</p>
          </>
        ) : (
          <p>{t('pricePackage')}</p>
        )}
        {hotelTaxes.length > 0 && <p>{t('hotelTaxes', { taxes: hotelTaxes.join(', ') })}</p>}
      </dd>
      <dt>{t('payment')}</dt>
      <dd>{'dueDate' in payment ? t('paymentDue', { date: dayYear(payment.dueDate) }) : t('paymentRule', { days: payment.dueDays })}</dd>
      <dt>{t('fees')}</dt>
      <dd>
        <table className={styles.fees}>
          <caption>{t('feesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('feesWhen')}</th>
              <th scope="col">{t('feesFee')}</th>
            </tr>
          </thead>
          <tbody>
            {bands.map((band, index) => {
              const { days, dates } = feeBandWords(band, index === bands.length - 1, (key, values) => t(key, values), dayYear);
              return (
                <tr key={band.fromDays}>
                  <th scope="row">
                    {days}
                    {dates && <span className={styles.feeDays}>{dates}</span>}
                  </th>
                  <td>{t('feesPercent', { percent: band.percent })}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </dd>
      <dt>{t('organiser')}</dt>
      <dd>
        <p>{t('organiserValue', { name: contact.name, address: contact.address })}</p>
        <p>{t.rich('organiserContact', { phone: contact.phone, email: contact.email, tel: tel(contact.phoneHref), mail: mail(contact.email) })}</p>
        {seller && <p>{t('sellerValue', { seller })}</p>}
      </dd>
    </dl>
  );

  return (
    <section className={styles.facts} aria-labelledby={`${id}-heading`} data-testid="trip-facts">
      <Heading id={`${id}-heading`} className={styles.heading}>
        {t(place === 'booking' ? 'heading' : 'headingPackage')}
      </Heading>
      {collapsed ? (
        <details className={styles.more}>
          <summary>{t('more')}</summary>
          {list}
        </details>
      ) : (
        list
      )}
    </section>
  );
}
