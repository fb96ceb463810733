import { z } from 'zod';
import { FLIGHT_UNAVAILABLE } from './constants';

export { FLIGHT_UNAVAILABLE };
import { flightSearchBody } from './availability';
import { calendarDay as day, jsonId as id, ROOM_TYPES } from './common';

// ─── POST packages/{id}/service-availability ────────────────────────────────

const count = (min: number, max: number) =>
  z.number({ error: 'must be a number' }).int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);
const timepoint = z.enum(['morning', 'evening', 'night'], { error: 'must be morning, evening or night' });


/**
 * A flight the visitor chose (booking spec §3 outwardFlight, returnFlight):
 * its uid, the price per person the page showed (its "our" price), and the
 * search that found it, as `POST packages/{id}/service-availability/outward-flights`
 * (`/return-flights`) takes it: the departure region and airports, and the
 * stops. Passengers and the leg's day are the booking's. The server searches
 * again with these (the supplier's answers are kept briefly, so it is cheap)
 * and prices the flight as found now. Any search with at least the flight's
 * own stops finds it; the page sends its stops, the narrowest such search.
 */
export const chosenFlightLeg = flightSearchBody.pick({ country: true, cities: true, maxChanges: true }).extend({
  uid: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'is required')
    .max(100, 'must be at most 100 characters'),
  price: z.number({ error: 'must be a number' }).min(0, 'must be 0 or more'),
});
export type ChosenFlightLeg = z.input<typeof chosenFlightLeg>;

export const PRICE_CHECK_VARIANTS = ['default', 'premium', 'defaultFlightLess', 'defaultHotelLess', 'withTransit'] as const;

/**
 * The selection to price (booking spec §7: packageId, contactInfo,
 * passengers, services, coupon, extra). Ticket prices are the ones the page
 * showed (its "our" prices); the server answers its own next to them.
 * Chosen flights (`services.outwardFlight`, `returnFlight`, `flightOffer`)
 * are searched again: one no longer found is answered 422 with the code
 * `flight_unavailable` and a message on its `uid` field; a supplier failure
 * 502 or 504, as the flight searches answer it.
 */
export const priceCheckBody = z.object({
  packageId: id,
  type: z.enum(PRICE_CHECK_VARIANTS, { error: `must be one of ${PRICE_CHECK_VARIANTS.join(', ')}` }),
  adults: count(1, 6),
  children: count(0, 6).default(0),
  childAges: z.array(count(0, 15)).max(6, 'must have at most 6 items').default([]),
  services: z.object({
    tickets: z
      .array(z.object({ eventId: id, ticketId: id, price: z.number().min(0, 'must be 0 or more').optional() }))
      .max(20, 'must have at most 20 items')
      .default([]),
    /** Limited ticket mode: how many passengers hold a ticket; null or absent: all of them. */
    ticketCount: count(1, 12).nullable().default(null),
    hotels: z
      .array(
        z.object({
          hotelId: id,
          rooms: z
            .array(z.object({ roomType: z.enum(ROOM_TYPES, { error: `must be one of ${ROOM_TYPES.join(', ')}` }), adults: count(0, 6), children: count(0, 6).default(0) }))
            .max(7, 'must have at most 7 items')
            .default([]),
        }),
      )
      .max(1, 'must have at most 1 item')
      .default([]),
    transit: z.object({ outward: timepoint, return: timepoint }).nullable().default(null),
    /** A leg chosen in place of the package's own; null or absent: the package's leg. */
    outwardFlight: chosenFlightLeg.nullable().default(null),
    returnFlight: chosenFlightLeg.nullable().default(null),
    /** A flight-less package's flight offer (booking spec §9): both legs at the airline's prices, plus the fee. */
    flightOffer: z.object({ outwardFlight: chosenFlightLeg, returnFlight: chosenFlightLeg }).nullable().default(null),
    startDate: day.optional(),
    endDate: day.optional(),
  }),
  coupon: z.object({ code: z.string().trim().min(1, 'is required').max(50, 'must be at most 50 characters') }).nullable().default(null),
  extra: z
    .object({
      hasInsurance: z.boolean({ error: 'must be true or false' }).default(false),
      hasMatchInsurance: z.boolean({ error: 'must be true or false' }).default(false),
      isFlightLessBooking: z.boolean({ error: 'must be true or false' }).default(false),
      isHotelLessBooking: z.boolean({ error: 'must be true or false' }).default(false),
      isTransitLessBooking: z.boolean({ error: 'must be true or false' }).default(false),
    })
    .default({ hasInsurance: false, hasMatchInsurance: false, isFlightLessBooking: false, isHotelLessBooking: false, isTransitLessBooking: false }),
  /** Sent by the booking form; a price check does not read them. */
  contactInfo: z.unknown().optional(),
  passengers: z.array(z.unknown()).max(12, 'must have at most 12 items').optional(),
});
export type PriceCheckBody = z.input<typeof priceCheckBody>;
export type ParsedPriceCheckBody = z.infer<typeof priceCheckBody>;

/** Our price (the page's) and theirs (now), for every passenger, rounded up. */
export const comparedPrice = z.object({ ourPrice: z.number(), theirPrice: z.number() });
export type ComparedPrice = z.infer<typeof comparedPrice>;

export const priceCheckResponse = z.object({
  price: z.object({
    hotels: comparedPrice.nullable(),
    outwardFlight: comparedPrice.nullable(),
    returnFlight: comparedPrice.nullable(),
    tickets: comparedPrice.nullable(),
    total: comparedPrice,
  }),
  /** The services whose rounded prices differ (booking spec §4), `total` among them when it changed. */
  changedPrices: z.array(z.object({ name: z.enum(['hotels', 'outwardFlight', 'returnFlight', 'tickets', 'total']), ourPrice: z.number(), theirPrice: z.number() })),
  /** Each event's ticket as it would be booked now: another one when the chosen ticket has too few seats. */
  tickets: z.array(z.object({ eventId: z.number(), ticketId: z.number(), price: z.number() })),
});
export type PriceCheckResponse = z.infer<typeof priceCheckResponse>;
