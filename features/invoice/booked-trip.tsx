import { getFormatter, getTranslations } from 'next-intl/server';
import type { InvoiceFlightLeg, InvoiceResponse } from '@/lib/api/contract/booking';
import { airportClock } from '@/lib/i18n/flight-format';
import { formatEventTime } from '@/lib/i18n/event-time';
import { calendarDay } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import { moneyIn } from '@/lib/i18n/money';
import { tripWords, type SportWords } from '@/lib/sport-words';
import styles from './invoice.module.css';

type Booking = NonNullable<InvoiceResponse['invoice']['booking']>;
type Line = Booking['lines'][number];

/**
 * What a booking bought, as its invoice shows it (booking spec §3 "Invoice":
 * booking, ticket to event): the matches with their tickets, the flight legs
 * with their times in each airport's own time, the hotel with its nights and
 * rooms, the bus, and the insurance answers. The trip page shows the same
 * view under its own heading (`level` 3): one builder, so the two pages read
 * a trip alike, flights included.
 */
export async function BookedTrip({ booking, locale, level = 2 }: { booking: Booking; locale: Locale; level?: 2 | 3 }) {
  const [t, tc, format, eventWords] = await Promise.all([
    getTranslations({ locale, namespace: 'invoice' }),
    getTranslations({ locale, namespace: 'package.customise' }),
    getFormatter({ locale }),
    getTranslations({ locale, namespace: 'eventTime' }),
  ]);
  const sport = tripWords(booking.tickets);
  const day = (date: string) => format.dateTime(calendarDay(date), 'dayMonthYear');
  const time = (dateTime: string) => format.dateTime(airportClock(dateTime), { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  const legDay = (dateTime: string) => format.dateTime(airportClock(dateTime), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const { flights, hotel, transit, insurance } = booking;
  const legs = flights ? (['outward', 'return'] as const).flatMap((direction) => (flights[direction] ? [{ direction, leg: flights[direction] }] : [])) : [];
  const timesNote = (shown: InvoiceFlightLeg[]) =>
    shown.some((leg) => leg.times === null) ? t('bought.noTimes') : shown.some((leg) => leg.times === 'schedule') ? t('bought.scheduleTimes') : t('bought.bookedTimes');
  const answer = (value: boolean | null) => (value === null ? t('bought.notAnswered') : value ? tc('yes') : tc('no'));
  const ticketOnly = !flights && !hotel && !transit;
  const Heading = level === 3 ? 'h3' : 'h2';

  return (
    <>
      {booking.tickets.length > 0 && (
        <>
          <Heading>{t('tickets')}</Heading>
          <ul className={styles.tickets}>
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
        <section aria-labelledby="invoice-flights-heading" data-testid="invoice-flights">
          <Heading id="invoice-flights-heading">{t('bought.flights')}</Heading>
          {flights?.offer && <p>{t('bought.flightOffer')}</p>}
          <ul className={styles.legs}>
            {legs.map(({ direction, leg }) => (
              <li key={direction}>
                <strong>{t(`bought.${direction}`)}</strong>{' '}
                {leg.departure && leg.arrival ? (
                  <>
                    {t('bought.leg', { day: legDay(leg.departure), from: leg.originAirport, departs: time(leg.departure), to: leg.destinationAirport, arrives: time(leg.arrival) })}
                    {leg.airline && leg.stops !== null && <> · {t('bought.legFacts', { airline: leg.airline, stops: leg.stops })}</>}
                  </>
                ) : (
                  t('bought.route', { from: leg.originAirport, to: leg.destinationAirport })
                )}
              </li>
            ))}
          </ul>
          <p className={styles.hint}>{timesNote(legs.map(({ leg }) => leg))}</p>
        </section>
      )}
      {hotel && (
        <section aria-labelledby="invoice-hotel-heading" data-testid="invoice-hotel">
          <Heading id="invoice-hotel-heading">{t('bought.hotel')}</Heading>
          <p>
            <strong>{hotel.name}</strong>
            {hotel.stars !== null && hotel.stars > 0 && <> · {t('bought.stars', { count: hotel.stars })}</>}
          </p>
          {hotel.address && <p>{hotel.address}</p>}
          <p>{t('bought.stay', { nights: hotel.nights, checkin: day(hotel.checkin), checkout: day(hotel.checkout) })}</p>
          {hotel.rooms.length > 0 && (
            <ul className={styles.rooms}>
              {hotel.rooms.map((room, index) => (
                <li key={index}>{tc('roomLine', { room: index + 1, type: tc(`roomTypes.${room.roomType}`), adults: room.adults, children: room.children })}</li>
              ))}
            </ul>
          )}
        </section>
      )}
      {transit && (
        <section aria-labelledby="invoice-bus-heading">
          <Heading id="invoice-bus-heading">{t('bought.bus')}</Heading>
          <ul className={styles.legs}>
            {(['outward', 'return'] as const).map((leg) => {
              const [from, to] = leg === 'outward' ? [transit.from, transit.to] : [transit.to, transit.from];
              return <li key={leg}>{t('bought.busLeg', { leg, from, to, time: tc(`timepoints.${transit[leg]}`) })}</li>;
            })}
          </ul>
        </section>
      )}
      {booking.kind === 'booking' && !ticketOnly && (
        <section aria-labelledby="invoice-insurance-heading">
          <Heading id="invoice-insurance-heading">{t('bought.insurance')}</Heading>
          <dl className={styles.facts}>
            <dt>{t('bought.matchInsurance', { sport })}</dt>
            <dd>{answer(insurance.match)}</dd>
            <dt>{t('bought.travelInsurance')}</dt>
            {/* A wish the shop answers with an offer: it has no price here and is not part of the total. */}
            <dd>{insurance.travel === true ? t('bought.travelWished') : answer(insurance.travel)}</dd>
          </dl>
        </section>
      )}
    </>
  );
}

/** A price line's name as the package page's summary writes it: the match or the hotel it is for. */
function lineLabel(line: Line, tc: Awaited<ReturnType<typeof getTranslations<'package.customise'>>>, sport: SportWords): string {
  if (line.kind === 'tickets' || line.kind === 'ticketUpgradeFee') return tc(`lines.${line.kind}`, { event: line.about ?? '' });
  if (line.kind === 'hotel') return tc('lines.hotel', { hotel: line.about ?? '' });
  return tc(`lines.${line.kind}`, { sport });
}

/**
 * The price lines the total was made of (booking spec §9 "Total"), for all
 * travellers, in the words of the package page's summary: what the invoice's
 * total explains. A line of nothing (the ticket the package includes) is left
 * out, but for the trip itself.
 */
export async function PriceLines({ booking, currency, locale }: { booking: Booking; currency: string; locale: Locale }) {
  const money = moneyIn(currency);
  const [t, tc] = await Promise.all([getTranslations({ locale, namespace: 'invoice' }), getTranslations({ locale, namespace: 'package.customise' })]);
  const lines = booking.lines.filter((line) => line.kind === 'package' || Math.abs(line.amount) >= 0.005);
  if (lines.length === 0) return null;
  const sport = tripWords(booking.tickets);
  return (
    <table className={styles.lines} data-testid="invoice-lines">
      <caption>{t('bought.linesHeading')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('bought.service')}</th>
          <th scope="col">{t('bought.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <th scope="row">{lineLabel(line, tc, sport)}</th>
            <td>{line.amount < 0 ? `−${money(-line.amount)}` : money(line.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
