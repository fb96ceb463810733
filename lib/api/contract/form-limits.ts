/** The inquiry forms' limits (./forms.ts), without zod: the forms on the page read them before their schema loads. */
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
