/**
 * `GET /api/v1/nationalities`: the booking form's nationality select (booking
 * spec §3 "Nationality: id, code, nationality label"), labelled in the
 * visitor's language and ordered by that label in the visitor's alphabet.
 */
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api/client';
import { nationalitiesResponse } from '@/lib/api/contract/geography';
import { getNationalities } from '@/lib/api/endpoints/geography';
import { nationalities } from '@/server/db/schema';
import { handleApiRequest } from '@/server/http/api';
import { callApi } from '../support/api';
import { withTestDatabase } from '../support/database';

const test = withTestDatabase();

type NationalityBody = { id: number; code: string; label: string };

const labelOf = (body: { nationalities: NationalityBody[] }, code: string) => body.nationalities.find((entry) => entry.code === code)?.label;

describe('GET /api/v1/nationalities', () => {
  it('answers every nationality as { id, code, label } and nothing else', async () => {
    const [{ value: total } = { value: 0 }] = await test.db.select({ value: count() }).from(nationalities);
    const { status, body } = await callApi('nationalities', { locale: 'da' });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['nationalities']);
    expect(nationalitiesResponse.strict().safeParse(body).success).toBe(true);
    expect(body.nationalities).toHaveLength(total);
    expect(total).toBeGreaterThan(3);
    expect(body.nationalities.find((entry: NationalityBody) => entry.code === 'DK')).toEqual({ id: expect.any(Number), code: 'DK', label: 'Dansk' });
    for (const entry of body.nationalities) expect(Object.keys(entry).sort()).toEqual(['code', 'id', 'label']);
    // Each one once: the select must not offer a nationality twice.
    expect(new Set(body.nationalities.map((entry: NationalityBody) => entry.code)).size).toBe(total);
  });

  it('labels them in the visitor language: da, no and sv', async () => {
    const [da, no, sv] = await Promise.all(['da', 'no', 'sv'].map(async (locale) => (await callApi('nationalities', { locale })).body));
    expect([labelOf(da, 'NL'), labelOf(no, 'NL'), labelOf(sv, 'NL')]).toEqual(['Hollandsk', 'Nederlandsk', 'Nederländsk']);
    expect([labelOf(da, 'AT'), labelOf(no, 'AT'), labelOf(sv, 'AT')]).toEqual(['Østrigsk', 'Østerriksk', 'Österrikisk']);
    expect([labelOf(da, 'FI'), labelOf(no, 'FI'), labelOf(sv, 'FI')]).toEqual(['Finsk', 'Finsk', 'Finländsk']);
    // The same ids and codes on every site: only the labels change.
    const idsAndCodes = (body: { nationalities: NationalityBody[] }) => body.nationalities.map(({ id, code }) => `${id}:${code}`).sort();
    expect(idsAndCodes(no)).toEqual(idsAndCodes(da));
    expect(idsAndCodes(sv)).toEqual(idsAndCodes(da));
  });

  it('orders them by label in the visitor alphabet (Æ Ø Å, Å Ä Ö after Z)', async () => {
    for (const locale of ['da', 'no', 'sv'] as const) {
      const { body } = await callApi('nationalities', { locale });
      const labels = body.nationalities.map((entry: NationalityBody) => entry.label);
      const collator = new Intl.Collator(locale === 'no' ? 'nb' : locale, { sensitivity: 'base' });
      expect(labels.every((label: string, index: number) => index === 0 || collator.compare(labels[index - 1], label) <= 0)).toBe(true);
    }
    const { body: sv } = await callApi('nationalities', { locale: 'sv' });
    expect(sv.nationalities.at(-1)).toMatchObject({ code: 'AT', label: 'Österrikisk' });
  });

  it('speaks Danish, the default site, without an accept-language', async () => {
    const { body } = await callApi('nationalities');
    expect(labelOf(body, 'NL')).toBe('Hollandsk');
  });

  it('is what the typed client’s getNationalities reads', async () => {
    const client = createApiClient({ locale: 'sv', baseUrl: 'http://localhost/api/v1', transport: handleApiRequest });
    expect(await getNationalities(client)).toEqual((await callApi('nationalities', { locale: 'sv' })).body.nationalities);
  });
});
