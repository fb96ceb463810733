import 'server-only';
import type { NationalitiesResponse, Nationality } from '@/lib/api/contract/geography';
import type { Locale } from '@/lib/i18n/locales';
import type { Executor } from '@/server/db';
import { nationalities } from '@/server/db/schema';
import { pick } from '../localize';
import { byName } from './names';

/**
 * `GET nationalities`: the booking form's nationality select (booking spec
 * §3), every one labelled in the visitor's language and ordered by that label
 * in the visitor's alphabet.
 */
export async function listNationalities(db: Executor, locale: Locale): Promise<NationalitiesResponse> {
  const rows = await db.select().from(nationalities);
  const order = byName(locale);
  const all: Nationality[] = rows
    .map((row) => ({ id: row.id, code: row.code, label: pick(row.label, locale) }))
    .sort((a, b) => order({ id: a.id, name: a.label }, { id: b.id, name: b.label }));
  return { nationalities: all };
}
