/**
 * The contract's fixed values — error codes and enumerations — without zod,
 * so client code can use them without loading the schemas. The contract
 * modules build their schemas from these and re-export them.
 */

/** `GET coupons/{code}`: no coupon or gift card has the code (booking spec §8). */
export const COUPON_NOT_FOUND = 'requested_coupon_not_found';
/** A gift card's code typed on another country's site than the one it was bought on (its message names that site). */
export const GIFT_CARD_OTHER_SITE = 'gift_card_other_site';

/**
 * `GET coupons/{code}` 422: a campaign's coupon that exists but cannot be used
 * today, each with its own message (booking spec §8 "other coupon failure"):
 * withdrawn by the shop, not valid yet, or expired.
 */
export const COUPON_INACTIVE = 'coupon_inactive';
export const COUPON_NOT_YET_VALID = 'coupon_not_yet_valid';
export const COUPON_EXPIRED = 'coupon_expired';

/** The query parameter of a gateway's cancel link back to the invoice or share page (`?transaction=…&cancelled=1`). */
export const CANCELLED_PARAM = 'cancelled';

/** `POST bookings` 409: the prices changed since the visitor accepted the total (booking spec §4). */
export const PRICES_CHANGED = 'prices_changed';

/** The price check: a chosen flight can no longer be had. */
export const FLIGHT_UNAVAILABLE = 'flight_unavailable';

/** The kinds of line the price engine writes (lib/pricing), as a booking keeps them and its invoice lists them. */
export const PRICE_LINE_KINDS = [
  'package',
  'premiumWithoutTicket',
  'transit',
  'flights',
  'flightOffer',
  'flightOfferFee',
  'hotel',
  'tickets',
  'ticketUpgradeFee',
  'extraDays',
  'matchInsurance',
  'flightLessDiscount',
  'hotelLessDiscount',
  'coupon',
  /** A traveller's place transferred to another person after booking (server/modules/trips/changes.ts). */
  'transferFee',
  /** The difference of a trip kept with new dates after its match moved (server/modules/fixtures/choices.ts). */
  'fixtureRebooking',
] as const;

/** The room types of hotels (booking spec §3). */
export const ROOM_TYPES = ['single', 'double', 'twin', 'triple', 'family', 'double_or_twin'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

export const MATCH_TYPES = ['league', 'cup', 'international', 'friendly', 'race', 'game'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

export const PACKAGE_TYPES = ['single', 'bundle', 'roundTrip'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

/** `Accept-Representations` on the packages and articles lists: `minimal` (the default) or `full`. */
export const REPRESENTATIONS = ['minimal', 'full'] as const;
export type Representation = (typeof REPRESENTATIONS)[number];
export const REPRESENTATION_HEADER = 'Accept-Representations';

export const PACKAGE_TYPE_FILTERS = ['all', 'bundle', 'roundTrip', 'single'] as const;
export const PACKAGE_SORTS = ['date', 'price', '-price', 'popularity'] as const;
export type PackageSort = (typeof PACKAGE_SORTS)[number];

/** A slug in an address or query: lowercase letters, digits and single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The largest id the database holds: ids are PostgreSQL `integer` columns, so
 * every id the API reads, in an address, a query or a body, is validated to
 * 1..MAX_ID before it reaches a query (docs/adr/0008).
 */
export const MAX_ID = 2_147_483_647;

/** `42` in an address or query: digits without a leading zero, at most MAX_ID. */
export const isIdText = (value: string) => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID;
