/**
 * A date typed as its parts (components/ui/form `DatePartsField`: day, month
 * and year in three fields) as the one calendar day the contract takes
 * (`YYYY-MM-DD`), so the API receives what it always has. No zod: the form's
 * schema calls it on the controls' values before the rules read them.
 */

const DIGITS = /^\d+$/;

/**
 * The day the parts make: nothing typed is absent (`is required`); parts
 * that make no day (a part missing, a letter, a two-digit year, 31 February)
 * come out as a text that is no day, for the date rule to refuse. Anything
 * else (a day already whole) passes unchanged.
 */
export function dayOfParts(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const { day, month, year } = value as Record<string, unknown>;
  const parts = [day, month, year].map((part) => (typeof part === 'string' ? part.trim() : part === undefined || part === null ? '' : String(part)));
  if (parts.every((part) => part === '')) return undefined;
  const [d, m, y] = parts as [string, string, string];
  if (!parts.every((part) => DIGITS.test(part)) || y.length !== 4 || d.length > 2 || m.length > 2) return `${y}-${m}-${d}`;
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}
