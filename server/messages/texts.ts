import 'server-only';

/**
 * Every English text the API answers, as the code writes it: the `message`
 * of an error and the field messages under `errors`. The English is the key
 * (as in gettext): the code and the contract keep their readable texts, and
 * the router translates an answer once, on its way out (./index.ts). A
 * `{name}` stands for a value the text is built with (a number, an id, a
 * list); a translation places the same value.
 *
 * Each locale's catalogue (da.ts, no.ts, sv.ts) is typed by this list, so a
 * text missing in one of them does not compile.
 */
export const SERVER_TEXTS = [
  // ─── Any endpoint (server/http) ───────────────────────────────────────────
  'Not found',
  'No endpoint {path}',
  'The address is not valid',
  'Method {method} is not allowed here',
  'Something went wrong on our side. Please try again.',
  'The shop cannot reach its database right now. Please try again in a moment.',
  'The request has invalid fields',
  'The address has an invalid part',
  'The body must be at most {size} KiB',
  'The body is not valid JSON',
  'The body must be a JSON object',
  'Send the body as JSON (Content-Type: application/json)',
  'The Idempotency-Key header is not valid',
  'This request needs an Idempotency-Key header',
  'This Idempotency-Key was already used for another request',
  'The first request with this key is still running; try again',
  'must be 1 to 255 visible ASCII characters',

  // ─── Not found ────────────────────────────────────────────────────────────
  'Package not found',
  'Club not found',
  'Page not found',
  'Article not found',
  'Blog category not found',
  'There is no content for this site',
  'The coupon code is not valid',
  'This gift card was bought on {site} and can only be used there',

  // ─── Field messages of the contract (lib/api/contract) ────────────────────
  'is required',
  'is not valid',
  'must be a whole number',
  'must be a positive whole number',
  'must be a number',
  'must be positive',
  'must be 0 or more',
  'must be at least {min}',
  'must be at most {max}',
  'must be at most {max} characters',
  'must be true or false',
  'must be text',
  'must be a slug (lowercase letters, digits and dashes)',
  'must be an id or a slug',
  'must be letters, digits, dashes or underscores',
  'must be letters, digits, dots, colons, dashes or underscores',
  'must be one of {values}',
  'must be morning, evening or night',
  'must be minimal or full',
  'must be a date (YYYY-MM-DD)',
  'must be on or before dateTo',
  'must be a list',
  'must be a comma list',
  'must not be empty',
  'must have at most 1 item',
  'must have at most {max} items',
  'must be a valid email address',
  'must be at least {min} characters',
  'is not a valid phone number',
  'contains characters that cannot be used',
  'must be a three-letter airport code',
  'must be a three-letter airport code in capitals',
  'must be a two-letter country code',
  'must be a venue id',
  'must be a hotel id or slug',
  'must be a list of ages',
  'must be a list of rooms',
  'must be a JSON list of rooms, e.g. [{"adults":2,"children":[]}]',
  'must have at least one room',
  'must have at most {max} rooms',
  'must have at most {max} children',
  'must hold at most {max} adults in all',
  'must hold at most {max} children in all',
  'a single room takes one adult',
  'must be after checkin',

  // ─── zod's own texts, for a field the contract gives no message ───────────
  'Invalid input',
  'Invalid input: expected {expected}, received {received}',
  'Invalid option: expected one of {values}',
  'Unrecognized key: {keys}',
  'Unrecognized keys: {keys}',

  // ─── Flight and hotel searches (server/modules/availability) ──────────────
  'The flight supplier could not answer the search. Please try again.',
  'The hotel supplier could not answer the search. Please try again.',
  'The flight supplier did not answer in time. Please try again.',
  'The hotel supplier did not answer in time. Please try again.',
  'This is a residual-sale package: it comes without flights',
  'This is a residual-sale package: it comes without hotels',
  'must not be in the past',
  'must be at most {days} days ahead',
  'must be at most {nights} nights after checkin',
  'must be hotels of this package; not {hotels}',
  'must be the venue of an event of this package',
  'must be departure airports of {region}; not {airports}',

  // ─── The price check (server/modules/package, lib/pricing) ────────────
  'The selection is not possible for this package',
  'A chosen flight is no longer available',
  'is no longer available: choose another flight',
  'must be the package of the address',
  'the package has no {variant} variant',
  'the {variant} variant is not available',
  'must have one age per child',
  'must be below the number of passengers',
  'is not an event of the package',
  'is not a ticket of the event',
  'has a ticket already',
  'the variant has no flight to drop',
  'the variant has no hotel to drop',
  'the variant has no bus to drop',
  'the {variant} variant has no flight to drop',
  'the {variant} variant has no hotel to drop',
  'premium is not offered without the flight or the hotel',
  'the booking has no hotel',
  'is not a hotel of the package',
  'the booking has no bus',
  'the booking has no flight to change',
  "the package's flight cannot be changed",
  'the booking has no flight offer',
  'cannot be sent with outwardFlight or returnFlight',
  'is required with the other date',
  'the travel period can only be extended',
  'may extend the trip by at most {days} days',
  'must be on or after startDate',
  'the trip cannot start before today',
  'the travel period of this booking cannot change',
  'a ticket-only booking has no insurance',
  'must be from {min} to {max}',
  'child {child} needs an age',
  'child {child} must be 0 to {max} years old',
  'a hotel needs at least one room',
  'room {room} needs an adult',
  'room {room} takes at most {max} adults',
  'room {room}: a triple room for three adults is not possible, add a single room',
  'room {room} is too small for its guests',
  'the rooms hold {placed} of {adults} adults',
  'the rooms hold {placed} of {children} children',
  'must be a whole number from {min} to {max}',
  'must be an amount of 0 or more',
  'a booking needs at least one passenger',
  'a percent must be at most 100',
  'a residual-sale booking has no flight',
  'a residual-sale booking has no hotel',
  'a residual-sale booking has no transit',
  'a flight cannot be chosen together with a dropped flight or a flight offer',
  'a hotel cannot be chosen when the hotel is dropped',

  // ─── Bookings (server/modules/booking, lib/booking) ───────────────────────
  'must be accepted',
  'must be {min} or older on the travel date',
  'must be {max} or younger on the travel date',
  'must give a match ticket to {count} travellers',
  'must be one of the travellers',
  'must be a whole amount from {min} to {max}',
  'must be a date from {year} until today',
  'must have {count} items',
  'must have at least 1 item',
  'a residual-sale booking has no flight, hotel or bus',
  'must say whether the package is a residual sale',
  'The prices have changed since you accepted them',
  'The tickets are sold out',
  'The package is sold out',
  'This trip can be booked now: book it instead',
  'The hotel has no more rooms of this kind',
  'Invoice not found',
  'must be a uuid',
  'is not a nationality',
  'is not a country',
  // Payments (server/modules/payments).
  'GateWay not found',
  'The amount is more than is due',
  'The invoice is paid',
  'nothing is due',
  'The payment gateway did not answer; try again',
  'The callback was rejected: {reason}',
  'No payment has this reference',
  'Payment not found',
  'is not a gateway',
  'is not a test gateway payment',
  'must be approve, decline or abandon',
  'The booking was released: its invoice can no longer be paid',
  // Finding an invoice, rate limits (server/modules/invoices, server/http/rate-limit.ts).
  'No invoice has this order number and email',
  'must be an order number',
  'Too many attempts; try again later',
  // Split payment (server/modules/payments/shares.ts).
  'Payment link not found',
  'This share is paid',
  'is not a traveller of this booking',
  'already has a payment link',
  'is named twice',
  'The shares add up to more than is due',
  'must add up to at most {max}',

  // ─── Offers, inquiry forms, the sandbox's control ─────────────────────────
  'The offer link cannot be read',
  'The offer link names no package of the shop',
  'names no package',
  'Offer not found',
  'must be an offer link',
  'is not a field of an offer link',
  'must be yes or no',
  'must give an age (or -) for each child',
  'must be type:adults:children',
  'must be eventId:ticketId',
  'must name one ticket per match',
  'needs two travellers or more',
  'must be outward:return',
  'must not be before startDate',
  'must be a flight id',
  'must be a region and its airports (DK:CPH.BLL)',
  'must be a code of capital letters, digits, - and _',
  'The form names something the shop does not have',
  'is not the package asked about',
  'names no offer page of the site',
  'is not a departure area of the site',
  'must be an offer page',
  'No package offers this hotel',
  "A package's own hotel cannot be withdrawn",
  'The form could not be sent',
  'The form was sent too quickly; please try again',
  'The trip can be booked now',
  'can be booked now',
  'must be an unsubscribe link',
  'must name a package or a match, not both',
  'names no match',
  'The match has been played',
  'has been played',
  'The match has a trip already',
  'has a trip already',
  // Content-Security-Policy reports (server/modules/security).
  'Send the report as application/csp-report or application/reports+json',
  'Requests from another site are refused',
] as const;

export type ServerText = (typeof SERVER_TEXTS)[number];

/** The values a text is built with, by placeholder name; numbers as the code wrote them. */
export type TextValues = Readonly<Record<string, string>>;

/** A translation: the text with the same `{name}` placeholders, or a function of them where a number needs its singular. */
export type Translation = string | ((values: TextValues) => string);

export type Catalogue = Readonly<Record<ServerText, Translation>>;

/** The singular or the plural word for a count (all three languages have just these two forms). */
export const countWord = (count: string | undefined, one: string, other: string): string => (count === '1' ? one : other);

/** A value's word in a language (zod's type names: `object` → `et objekt`); a value it lacks as it is. */
export const wordsFor =
  (words: Readonly<Record<string, string>>) =>
  (value: string | undefined): string =>
    value === undefined ? '' : (words[value] ?? value);
