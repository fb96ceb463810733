/**
 * The forms' limits, without zod: a form on the page reads them before its
 * schema loads (the schemas load with the form's first use).
 */

/** The earliest birth date the booking form offers (booking spec §9). */
export const BIRTH_YEAR_MIN = 1910;

/** A gift card's amount in the site's currency, and its message's length. */
export const GIFT_CARD_AMOUNT = { min: 100, max: 25_000 } as const;
export const GIFT_CARD_MESSAGE_MAX = 500;

/** The inquiry forms' limits (./forms.ts). */
export const INQUIRY_NAME_MAX = 100;
export const INQUIRY_PHONE_MAX = 30;
export const INQUIRY_MESSAGE_MAX = 4_000;
export const INQUIRY_COMPANY_MAX = 150;
export const INQUIRY_PEOPLE_MAX = 1_000;
export const INQUIRY_PERSONS_MAX = 50;
/** A form filled faster than this was not filled by a person: refused, and the page waits this long before it sends. */
export const MIN_FILL_MS = 2_000;
/** The honeypot's name: a field people never see, so never fill. */
export const HONEYPOT_FIELD = 'website';
/** An availability alert's unsubscribe token, as its mail's link carries it. */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
