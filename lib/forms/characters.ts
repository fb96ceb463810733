/**
 * Characters no text of the shop can keep or look up: NUL, which PostgreSQL
 * refuses in text and JSON columns, and half of a surrogate pair (a lone
 * UTF-16 surrogate), which is no character at all and has no UTF-8 form for
 * the database, a mail or an address. No zod here: the API's guard
 * (server/http/errors.ts) and the staff inbox's search read it too.
 */
const UNUSABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `text` holds a NUL or half of a surrogate pair. */
export const hasUnusableCharacters = (text: string): boolean => UNUSABLE.test(text);
