import { getFormatter, getTranslations } from 'next-intl/server';
import { airportClock } from '@/lib/i18n/flight-format';
import { formatEventTime } from '@/lib/i18n/event-time';
import { calendarDay, formatTravelPeriod } from '@/lib/i18n/formats';
import { tripWords } from '@/lib/sport-words';
import type { TripSectionProps } from './trip-page';
import styles from './trip.module.css';

/**
 * The trip as booked: where and when, the matches with their ticket
 * category, the flights on each airport's own clock, the hotel with its
 * nights and rooms, the bus, and the travellers. In the invoice's words
 * (messages `invoice`), so the trip reads the same on both pages.
 */
export async function TripPlan({ trip, locale }: TripSectionProps) {
  const [t, tc, tt, eventWords, format] = await Promise.all([
    getTranslations({ locale, namespace: 'invoice' }),
    getTranslations({ locale, namespace: 'package.customise' }),
    getTranslations({ locale, namespace: 'trip.plan' }),
    getTranslations({ locale, namespace: 'eventTime' }),
    getFormatter({ locale }),
  ]);
  const booking = trip.invoice.booking!;
  const sport = tripWords(booking.tickets);
  const day = (date: string) => format.dateTime(calendarDay(date), 'dayMonthYear');
  const time = (dateTime: string) => format.dateTime(airportClock(dateTime), { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  const legDay = (dateTime: string) => format.dateTime(airportClock(dateTime), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const { flights, hotel, transit } = booking;
  const legs = flights ? (['outward', 'return'] as const).flatMap((direction) => (flights[direction] ? [{ direction, leg: flights[direction] }] : [])) : [];
  return (
    <section aria-labelledby="trip-plan-heading" data-testid="trip-plan">
      <h2 id="trip-plan-heading">{tt('heading')}</h2>
      <dl className={styles.facts}>
        <dt>{t('trip')}</dt>
        <dd>{booking.package.title}</dd>
        <dt>{booking.startDate === booking.endDate ? t('date') : t('period')}</dt>
        <dd>{formatTravelPeriod(format, (days) => t('periodRange', days), booking, 'dayMonthYear')}</dd>
        {booking.destination && (
          <>
            <dt>{t('destination')}</dt>
            <dd>{`${booking.destination.city}, ${booking.destination.country}`}</dd>
          </>
        )}
      </dl>
      {booking.tickets.length > 0 && (
        <>
          <h3>{t('tickets')}</h3>
          <ul className={styles.list}>
            {booking.tickets.map((ticket, index) => (
              <li key={index}>
                {t('ticketLine', {
                  seats: ticket.seats,
                  event: ticket.eventTitle,
                  date: formatEventTime(locale, eventWords, ticket, { year: true }),
                  venue: ticket.venue ?? 'none',
                  category: ticket.category ?? 'none',
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {legs.length > 0 && (
        <>
          <h3>{t('bought.flights')}</h3>
          <ul className={styles.list} data-testid="trip-flights">
            {legs.map(({ direction, leg }) => (
              <li key={direction}>
                <strong>{t(`bought.${direction}`)}</strong>{' '}
                {leg.departure && leg.arrival
                  ? t('bought.leg', { day: legDay(leg.departure), from: leg.originAirport, departs: time(leg.departure), to: leg.destinationAirport, arrives: time(leg.arrival) })
                  : t('bought.route', { from: leg.originAirport, to: leg.destinationAirport })}
                {leg.airline && leg.stops !== null && <> · {t('bought.legFacts', { airline: leg.airline, stops: leg.stops })}</>}
              </li>
            ))}
          </ul>
          <p className={styles.hint}>{legs.some(({ leg }) => leg.times === null) ? t('bought.noTimes') : t('bought.bookedTimes')}</p>
        </>
      )}
      {hotel && (
        <>
          <h3>{t('bought.hotel')}</h3>
          <p>
            <strong>{hotel.name}</strong>
            {hotel.stars !== null && hotel.stars > 0 && <> · {t('bought.stars', { count: hotel.stars })}</>}
          </p>
          {hotel.address && <p>{hotel.address}</p>}
          <p>{t('bought.stay', { nights: hotel.nights, checkin: day(hotel.checkin), checkout: day(hotel.checkout) })}</p>
          {hotel.rooms.length > 0 && (
            <ul className={styles.list}>
              {hotel.rooms.map((room, index) => (
                <li key={index}>{tc('roomLine', { room: index + 1, type: tc(`roomTypes.${room.roomType}`), adults: room.adults, children: room.children })}</li>
              ))}
            </ul>
          )}
        </>
      )}
      {transit && (
        <>
          <h3>{t('bought.bus')}</h3>
          <ul className={styles.list}>
            {(['outward', 'return'] as const).map((leg) => {
              const [from, to] = leg === 'outward' ? [transit.from, transit.to] : [transit.to, transit.from];
              return <li key={leg}>{t('bought.busLeg', { leg, from, to, time: tc(`timepoints.${transit[leg]}`) })}</li>;
            })}
          </ul>
        </>
      )}
      <h3>{t('travellers')}</h3>
      <ol className={styles.list} data-testid="trip-travellers">
        {booking.travellers.map((traveller, index) => (
          <li key={index}>
            {/* Typed by the visitor: a right-to-left mark in a name turns only the name. */}
            <bdi>{[traveller.firstName, traveller.lastName].filter(Boolean).join(' ')}</bdi>
            {traveller.hasTicket ? ` (${t('hasTicket', { sport })})` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
