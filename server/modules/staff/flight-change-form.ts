/**
 * The staff's form for a moved flight, on a booking's page in the inbox: per
 * leg the times it has now and fields for the new ones, on each airport's
 * own clock (`datetime-local`, read in the airport's zone), and the airline.
 * Posted to `/staff/booking/{id}/flight`, it calls recordFlightChange
 * (server/modules/trips/flight-change.ts), the path a supplier's feed would
 * take too, and comes back to the booking's page with what happened.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import da from '@/messages/da.json';
import type { Database, Executor } from '@/server/db';
import { bookings } from '@/server/db/schema';
import { today } from '@/server/clock';
import { legOfFlight } from '@/lib/package/flights';
import { scheduledLegWithin } from '../availability/flights';
import { availabilityServices } from '../availability/services';
import { FLIGHT_DIRECTIONS, FlightChangeRefused, recordFlightChange, type FlightChangeDirection } from '../trips/flight-change';
import { legTime } from './inbox';
import { html } from './pages';

const t = createTranslator({ locale: 'da', messages: da, namespace: 'staff.flightChange' });

type Field = 'departure' | 'arrival' | 'airline';

/** What a refused form shows again: the leg, the values typed and a message per field. */
export interface FlightFormState {
  direction: FlightChangeDirection;
  values: Partial<Record<Field, string>>;
  errors: Partial<Record<Field | 'direction', string>>;
}

/** The notice after a change: saved, or nothing to change. */
export type FlightNotice = 'saved' | 'unchanged';


/** The booking page's flight section; null for a booking without a flight. */
export async function flightChangeSection(db: Executor, bookingId: number, { notice, state }: { notice?: FlightNotice | null; state?: FlightFormState | null } = {}) {
  const [booking] = await db
    .select({ selection: bookings.selection, packageId: bookings.packageId, locale: bookings.locale, startDate: bookings.startDate, endDate: bookings.endDate })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const flights = booking?.selection?.flights;
  if (!booking || !flights || (!flights.outward && !flights.return)) return null;
  // A package's own leg without booked times: the airline's schedule, as the traveller's trip page and invoice show it.
  const scheduled = async (direction: FlightChangeDirection) => {
    const leg = flights[direction];
    if (!leg || (leg.departure && leg.arrival)) return null;
    const flight = await scheduledLegWithin(db, booking.packageId, direction, leg, direction === 'outward' ? booking.startDate : booking.endDate, { locale: booking.locale, today: today(), services: availabilityServices() });
    return flight ? legOfFlight(flight) : null;
  };
  const schedules = Object.fromEntries(await Promise.all(FLIGHT_DIRECTIONS.map(async (direction) => [direction, await scheduled(direction)] as const)));
  const forms = FLIGHT_DIRECTIONS.flatMap((direction) => {
    const leg = flights[direction];
    if (!leg) return [];
    const schedule = schedules[direction];
    const mine = state?.direction === direction ? state : null;
    const value = (field: Field, fallback: string) => mine?.values[field] ?? fallback;
    const id = (field: Field) => `${direction}-${field}`;
    const error = (field: Field) => mine?.errors[field];
    const input = (field: Field, type: string, fallback: string, required: boolean) =>
      html`<label for="${id(field)}">${t(field)}</label>
      <input id="${id(field)}" name="${field}" type="${type}" value="${value(field, fallback)}"${required ? html` required` : null}${field === 'airline' ? html` maxlength="100"` : null}${error(field) ? html` aria-invalid="true" aria-describedby="${id(field)}-error"` : null}>
      ${error(field) ? html`<p class="error" id="${id(field)}-error">${error(field)}</p>` : null}`;
    const times =
      leg.departure && leg.arrival
        ? `${legTime(leg.departure)} – ${legTime(leg.arrival)}`
        : schedule
          ? t('scheduleTimes', { times: `${legTime(schedule.departure)} – ${legTime(schedule.arrival)}` })
          : t('noTimes');
    return [
      html`<form class="panel" method="post" action="/staff/booking/${bookingId}/flight">
        <h3>${t(direction)}: ${leg.originAirport} – ${leg.destinationAirport}</h3>
        <p class="muted">${t('now', { times })}${leg.airline ? `, ${leg.airline}` : ''}</p>
        ${mine?.errors.direction ? html`<p class="error" role="alert">${mine.errors.direction}</p>` : null}
        <input type="hidden" name="direction" value="${direction}">
        <div>${input('departure', 'datetime-local', leg.departure?.slice(0, 16) ?? '', true)}</div>
        <div>${input('arrival', 'datetime-local', leg.arrival?.slice(0, 16) ?? '', true)}</div>
        <div>${input('airline', 'text', '', false)}</div>
        <button type="submit">${t('submit')}</button>
      </form>`,
    ];
  });
  return html`<section aria-labelledby="flight-change">
    <h2 id="flight-change">${t('heading')}</h2>
    ${notice ? html`<p role="status">${t(notice)}</p>` : null}
    <p class="muted">${t('lead')}</p>
    ${forms}
  </section>`;
}

/** The notice a booking page's address carries after a change (`?flight=saved`). */
export function flightNoticeOf(url: URL): FlightNotice | null {
  const notice = url.searchParams.get('flight');
  return notice === 'saved' || notice === 'unchanged' ? notice : null;
}

/**
 * A posted form: the change recorded (`notice`) or refused (`state`, to show
 * the form again with its messages).
 */
export async function postFlightChange(
  db: Database,
  bookingId: number,
  user: string,
  fields: URLSearchParams,
  now: Date,
): Promise<{ notice: FlightNotice } | { state: FlightFormState }> {
  const direction = fields.get('direction');
  const values = { departure: fields.get('departure')?.trim() ?? '', arrival: fields.get('arrival')?.trim() ?? '', airline: fields.get('airline')?.trim().slice(0, 100) ?? '' };
  if (direction !== 'outward' && direction !== 'return') return { state: { direction: 'outward', values, errors: { direction: t('errors.leg') } } };
  try {
    const { changed } = await recordFlightChange(db, { bookingId, direction, departure: values.departure, arrival: values.arrival, airline: values.airline || null, actor: `staff:${user}` }, now);
    return { notice: changed ? 'saved' : 'unchanged' };
  } catch (error) {
    if (!(error instanceof FlightChangeRefused)) throw error;
    const errors: FlightFormState['errors'] = {};
    for (const [field, problem] of Object.entries(error.problems)) errors[field as keyof typeof errors] = t(`errors.${problem}`);
    return { state: { direction, values, errors } };
  }
}
