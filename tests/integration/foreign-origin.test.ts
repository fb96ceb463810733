import { describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '@/server/db/schema';
import { callApi } from '../support/api';
import { withTestDatabase } from '../support/database';
import { withTestShop } from '../support/shop';

/** A write sent from another site's page is refused before it is read (server/http/origin.ts); the shop's own pages, servers and the gateways' callbacks are not. */
const test = withTestDatabase();
withTestShop({ domains: true });

const signup = (email: string, headers: Record<string, string>) => callApi('newsletter', { method: 'POST', locale: 'da', json: { email, name: 'Origin' }, headers });
const count = async () => (await test.db.select().from(newsletterSubscriptions)).length;

describe('a write from another site', () => {
  it('is 403 with the reason in the visitor’s language, and writes nothing', async () => {
    const before = await count();
    const attempts: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'https://fantur.dk.evil.example', host: 'fantur.dk' }];
    for (const headers of attempts) {
      const refused = await signup('foreign@example.com', headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.body).toMatchObject({ code: 'foreign_origin', message: 'Forespørgsler fra en anden side afvises' });
    }
    expect(await count()).toBe(before);
  });

  it('passes from the shop’s own site (configured, or the address the request went to), and from a caller that names no page', async () => {
    expect((await signup('own-site@example.com', { origin: 'https://fantur.no' })).status).toBe(201);
    expect((await signup('sister-site@example.com', { origin: 'https://fantur.se', 'sec-fetch-site': 'cross-site' })).status).toBe(201);
    expect((await signup('same-host@example.com', { origin: 'http://shop.test:3000', host: 'shop.test:3000' })).status).toBe(201);
    expect((await signup('same-origin@example.com', { 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    // A same-origin form under no-referrer: Chromium says "null" for its Origin, and same-origin for the fetch.
    expect((await signup('no-referrer@example.com', { 'sec-fetch-site': 'same-origin', origin: 'null' })).status).toBe(201);
    expect((await signup('server@example.com', {})).status).toBe(201);
    // Reads stay open to any page.
    expect((await callApi('packages?limit=1', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
    // A gateway's callback is judged by its signature, whatever it names.
    expect((await callApi('payments/test/callback', { method: 'POST', json: '{}', headers: { origin: 'https://evil.example' } })).status).not.toBe(403);
  });
});
