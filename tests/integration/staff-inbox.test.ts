import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as inbox } from '@/app/staff/route';
import { GET as entry, POST as mark } from '@/app/staff/[kind]/[id]/route';
import { POST as api } from '@/app/api/v1/[...path]/route';
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/client-address';
import { availabilityAlerts, inquiries, packages, staffMarks } from '@/server/db/schema';
import { INBOX_PAGE, listInbox, parseCursor, cursorText } from '@/server/modules/staff/inbox';
import { staffUsers } from '@/server/modules/staff/auth';
import { withTestDatabase } from '../support/database';

const test = withTestDatabase();
const USERS = 'anna:anna-has-a-long-password,bo:bo-has-one-too-12,cy:cy-is-on-the-phone';
const basic = (name: string, password: string) => `Basic ${Buffer.from(`${name}:${password}`).toString('base64')}`;
const ANNA = basic('anna', 'anna-has-a-long-password');
let visitors = 0;

function staffRequest(path: string, { auth = ANNA, method = 'GET', headers = {}, visitor = `198.51.100.${++visitors}` }: { auth?: string | null; method?: string; headers?: Record<string, string>; visitor?: string } = {}) {
  return new Request(`http://shop.test${path}`, {
    method,
    headers: { host: 'shop.test', [CLIENT_ADDRESS_HEADER]: visitor, ...(auth ? { authorization: auth } : {}), ...headers },
  });
}
const params = (kind: string, id: number | string) => ({ params: Promise.resolve({ kind, id: String(id) }) });

let inquiryId: number;
const MARKUP = '<script>alert("x")</script>Vi er <b>12</b>';

beforeAll(async () => {
  process.env.STAFF_USERS = USERS;
  const [pkg] = await test.db.select({ id: packages.id }).from(packages).limit(1);
  const response = await api(
    new Request('http://localhost/api/v1/forms/offer-request', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'sv' },
      body: JSON.stringify({ name: 'Greta Lund', email: 'greta.lund@example.com', phone: '+46701234567', message: MARKUP, packageId: pkg!.id, offerLink: `packageId=${pkg!.id}&adults=4`, filledMs: 8_000 }),
    }),
  );
  expect(response.status).toBe(201);
  inquiryId = ((await response.json()) as { inquiry: { id: number } }).inquiry.id;
});

afterAll(() => {
  delete process.env.STAFF_USERS;
});

describe('the staff inbox', () => {
  it('asks for a sign-in (401 with the basic challenge) without credentials or with wrong ones, and is never cached or indexed', async () => {
    for (const auth of [null, basic('anna', 'wrong-password-123'), basic('nobody', 'anna-has-a-long-password'), 'Bearer token']) {
      const answer = await inbox(staffRequest('/staff', { auth }));
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.text()).not.toContain('Greta');
    }
    const signedIn = await inbox(staffRequest('/staff'));
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(signedIn.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('locks a name out at an address after five wrong passwords, even with the right one, while the colleague signs in elsewhere; guesses sent at once are counted too', async () => {
    const guesser = '192.0.2.66';
    const wrong = await Promise.all(Array.from({ length: 8 }, (_, attempt) => inbox(staffRequest('/staff', { auth: basic('bo', `wrong-${attempt}-password`), visitor: guesser }))));
    // Each guess takes its point before the password is compared: of eight at once, five are answered, three refused.
    expect(wrong.map((answer) => answer.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const locked = await inbox(staffRequest('/staff', { auth: basic('bo', 'bo-has-one-too-12'), visitor: guesser }));
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await inbox(staffRequest('/staff', { auth: basic('bo', 'bo-has-one-too-12') }))).status).toBe(200);
  });

  it('locks an address out after ten wrong sign-ins, whatever the names', async () => {
    const guesser = '2001:db8:dead:beef::1';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      // A new address in the same /64 each time is the same visitor.
      const visitor = guesser.replace(/1$/, String(attempt + 1));
      expect((await inbox(staffRequest('/staff', { auth: basic(`name${attempt}`, 'wrong-password-123'), visitor }))).status).toBe(401);
    }
    expect((await inbox(staffRequest('/staff', { visitor: '2001:db8:dead:beef::99' }))).status).toBe(429);
  });

  it('lists the new inquiry newest first and finds it by name, email or number; what the visitor typed is shown as text', async () => {
    const page = await (await inbox(staffRequest('/staff'))).text();
    expect(page).toContain('Greta Lund');
    for (const q of ['greta', 'GRETA.LUND@example', String(inquiryId)]) {
      expect(await (await inbox(staffRequest(`/staff?q=${encodeURIComponent(q)}`))).text(), q).toContain(`href="/staff/inquiry/${inquiryId}"`);
    }
    expect(await (await inbox(staffRequest('/staff?q=nobody-has-this-name'))).text()).not.toContain('Greta');

    const detail = await entry(staffRequest(`/staff/inquiry/${inquiryId}`), params('inquiry', inquiryId));
    const text = await detail.text();
    expect(detail.status).toBe(200);
    expect(text).not.toContain('<script>alert');
    expect(text).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;Vi er &#60;b&#62;12&#60;/b&#62;');
    expect(text).toMatch(/utm_source=pdf_offer&#38;offerId=\d+/);
    expect(text).toContain('Ikke behandlet');
  });

  it('marks an entry handled with who and when, once; a form from another site is refused', async () => {
    const foreign = await mark(staffRequest(`/staff/inquiry/${inquiryId}`, { method: 'POST', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }), params('inquiry', inquiryId));
    expect(foreign.status).toBe(403);
    const marked = await mark(staffRequest(`/staff/inquiry/${inquiryId}`, { method: 'POST', headers: { origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' } }), params('inquiry', inquiryId));
    expect(marked.status).toBe(303);
    expect(marked.headers.get('location')).toBe(`/staff/inquiry/${inquiryId}`);
    const again = await mark(staffRequest(`/staff/inquiry/${inquiryId}`, { auth: basic('cy', 'cy-is-on-the-phone'), method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } }), params('inquiry', inquiryId));
    expect(again.status).toBe(303);
    const marks = await test.db.select().from(staffMarks).where(eq(staffMarks.refId, inquiryId));
    expect(marks).toEqual([expect.objectContaining({ kind: 'inquiry', handledBy: 'anna' })]);
    expect(await (await entry(staffRequest(`/staff/inquiry/${inquiryId}`), params('inquiry', inquiryId))).text()).toMatch(/anna, \d/);
  });

  it('lists availability alerts with their state, and marks them handled like any entry', async () => {
    const [pkg] = await test.db.select({ id: packages.id }).from(packages).limit(1);
    await test.db.update(packages).set({ isSoldOut: true }).where(eq(packages.id, pkg!.id));
    const signup = await api(
      new Request('http://localhost/api/v1/alerts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'venter@example.com', packageId: pkg!.id, filledMs: 4_000 }) }),
    );
    expect(signup.status).toBe(201);
    const page = await (await inbox(staffRequest('/staff?q=venter'))).text();
    const id = Number(/href="\/staff\/alert\/(\d+)"/.exec(page)?.[1]);
    expect(page).toContain('Besked om ledige pladser');
    expect(page).toContain('Venter');
    const marked = await mark(staffRequest(`/staff/alert/${id}`, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } }), params('alert', id));
    expect(marked.status).toBe(303);
    expect(await (await entry(staffRequest(`/staff/alert/${id}`), params('alert', id))).text()).toMatch(/anna, \d/);
  });

  it('pages through entries of one millisecond without skipping or repeating one, across kinds', async () => {
    const at = new Date('2020-01-01T10:00:00.123Z');
    const [pkg] = await test.db.select({ id: packages.id }).from(packages).limit(1);
    const asked = await test.db
      .insert(inquiries)
      .values(Array.from({ length: INBOX_PAGE + 7 }, (_, n) => ({ form: 'business-inquiry' as const, locale: 'da' as const, name: `Samme Tid ${n}`, email: `same.${n}@example.com`, phone: '12345678', fields: {}, createdAt: at })))
      .returning({ id: inquiries.id });
    const waiting = await test.db
      .insert(availabilityAlerts)
      .values(Array.from({ length: 5 }, (_, n) => ({ email: `same.${n}@example.com`, locale: 'da' as const, packageId: pkg!.id, token: `same-millisecond-token-${n}`.padEnd(32, 'x'), createdAt: at })))
      .returning({ id: availabilityAlerts.id });
    const seen: string[] = [];
    let before = parseCursor(cursorText({ createdAt: new Date(at.getTime() + 1), kind: 'inquiry', id: 1 }));
    for (let page = 0; page < 5; page++) {
      const { entries, older } = await listInbox(test.db, { before });
      seen.push(...entries.filter((entry) => entry.createdAt.getTime() === at.getTime()).map((entry) => `${entry.kind}:${entry.id}`));
      if (older === null) break;
      expect(older).toBe(cursorText(entries[entries.length - 1]!));
      before = parseCursor(older);
    }
    expect(seen).toEqual([...asked.map(({ id }) => `inquiry:${id}`).reverse(), ...waiting.map(({ id }) => `alert:${id}`).reverse()]);
    expect(parseCursor('2020-01-01T10:00:00.123Z~booking~99999999999')).toBeNull();
    expect(parseCursor('yesterday')).toBeNull();
    expect((await inbox(staffRequest('/staff?before=2020-01-01T10:00:00.123Z~inquiry~5'))).status).toBe(200);
  });

  it('finds nothing, and answers, for a search holding a NUL or half of a surrogate pair', async () => {
    for (const q of ['Ida\u0000', '\u0000', 'Ida\ud800', '\udc00']) expect(await listInbox(test.db, { q }), JSON.stringify(q)).toEqual({ entries: [], older: null });
    const answer = await inbox(staffRequest('/staff?q=Ida%00Holm'));
    expect(answer.status).toBe(200);
  });

  it('offers no older page after a full page with nothing behind it', async () => {
    const at = new Date('1999-12-31T23:00:00.000Z');
    await test.db
      .insert(inquiries)
      .values(Array.from({ length: INBOX_PAGE }, (_, n) => ({ form: 'business-inquiry' as const, locale: 'da' as const, name: `Tidlig ${n}`, email: `early.${n}@example.com`, phone: '12345678', fields: {}, createdAt: at })));
    const before = parseCursor(cursorText({ createdAt: new Date(at.getTime() + 1), kind: 'inquiry', id: 1 }));
    const { entries, older } = await listInbox(test.db, { before });
    expect(entries).toHaveLength(INBOX_PAGE);
    expect(older).toBeNull();
    const html = await (await inbox(staffRequest(`/staff?before=${encodeURIComponent(cursorText({ createdAt: new Date(at.getTime() + 1), kind: 'inquiry', id: 1 }))}`))).text();
    expect(html).toContain('Tidlig 0');
    expect(html).not.toContain('before=');
  });

  it('answers 404 for an entry that is not there or cannot be one, without a 500', async () => {
    for (const [kind, id] of [['inquiry', 2_147_483_647], ['booking', '99999999999999999999'], ['nothing', 1], ['gift-card', 'abc'], ['inquiry', '-1']] as const) {
      expect((await entry(staffRequest(`/staff/${kind}/${id}`), params(kind, id))).status, `${kind}/${id}`).toBe(404);
    }
  });

  it('reads STAFF_USERS strictly: a short password or a name without one is a configuration error', () => {
    expect([...staffUsers({ STAFF_USERS: USERS }).keys()]).toEqual(['anna', 'bo', 'cy']);
    expect(() => staffUsers({ STAFF_USERS: 'anna:short' })).toThrow(/at least 12/);
    expect(() => staffUsers({ STAFF_USERS: 'anna' })).toThrow(/name:password/);
  });
});
