import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as inbox } from '@/app/staff/route';
import { GET as entry, POST as mark } from '@/app/staff/[kind]/[id]/route';
import { GET as signInForm, POST as signInStep } from '@/app/staff/sign-in/route';
import { POST as signOut } from '@/app/staff/sign-out/route';
import { POST as api } from '@/app/api/v1/[...path]/route';
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/client-address';
import { RATE_LIMIT_REDIS } from '@/lib/process-keys.mjs';
import { consumeLimit } from '@/server/http/rate-limit';
import { availabilityAlerts, inquiries, packages, staffMarks, staffRecoveryCodes, staffSessions, staffSignIns, staffUsers } from '@/server/db/schema';
import { INBOX_PAGE, listInbox, parseCursor, cursorText } from '@/server/modules/staff/inbox';
import { seededStaffUsers, setStaffUser } from '@/server/modules/staff/credentials';
import { findSession, IDLE_TIMEOUT_MS, startSession } from '@/server/modules/staff/sessions';
import { withTestDatabase } from '../support/database';

const test = withTestDatabase();
/** The authenticator secret of the users STAFF_USERS seeds (base32). */
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const PASSWORDS = { anna: 'anna-has-a-long-password', bo: 'bo-has-one-too-12', cy: 'cy-is-on-the-phone', eva: 'eva-signs-out-often', finn: 'finn-leaves-for-lunch', gry: 'gry-mistypes-codes' } as const;
type Name = keyof typeof PASSWORDS;
const USERS = Object.entries(PASSWORDS)
  .map(([name, password]) => `${name}:${password}:${SECRET}`)
  .join(',');
let visitors = 0;
const nextVisitor = () => `198.51.100.${++visitors}`;

function staffRequest(
  path: string,
  { cookie = null, method = 'GET', headers = {}, visitor = nextVisitor(), body }: { cookie?: string | null; method?: string; headers?: Record<string, string>; visitor?: string; body?: string } = {},
) {
  return new Request(`http://shop.test${path}`, {
    method,
    headers: {
      host: 'shop.test',
      [CLIENT_ADDRESS_HEADER]: visitor,
      ...(cookie ? { cookie: `__Host-staff-session=${cookie}` } : {}),
      ...(method === 'POST' ? { 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...headers,
    },
    body,
  });
}
const params = (kind: string, id: number | string) => ({ params: Promise.resolve({ kind, id: String(id) }) });
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** The session token an answer sets, or '' when it clears the cookie. */
const cookieOf = (answer: Response) => /^__Host-staff-session=([^;]*)/.exec(answer.headers.get('set-cookie') ?? '')?.[1] ?? null;
const codeNow = (secret = SECRET) => generate({ secret });

/** The first step: a session that waits for a code (its token), or the refusal. */
async function passwordStep(name: string, password: string, visitor = nextVisitor()) {
  return signInStep(staffRequest('/staff/sign-in', { method: 'POST', visitor, body: form({ step: 'password', name, password }) }));
}
async function codeStep(pending: string, code: string, visitor = nextVisitor()) {
  return signInStep(staffRequest('/staff/sign-in', { method: 'POST', cookie: pending, visitor, body: form({ step: 'code', code }) }));
}
/** Signs `name` in from `visitor` with the password and the app's code now: the session's token. */
async function signIn(name: Name, visitor = nextVisitor(), code?: string): Promise<string> {
  const first = await passwordStep(name, PASSWORDS[name], visitor);
  expect(first.status).toBe(303);
  expect(first.headers.get('location')).toBe('/staff/sign-in');
  const second = await codeStep(cookieOf(first)!, code ?? (await codeNow()), visitor);
  expect(second.status, await second.clone().text()).toBe(303);
  expect(second.headers.get('location')).toBe('/staff');
  return cookieOf(second)!;
}

let inquiryId: number;
let anna: string;
const MARKUP = '<script>alert("x")</script>Vi er <b>12</b>';
const logged: string[] = [];

beforeAll(async () => {
  process.env.STAFF_USERS = USERS;
  vi.spyOn(console, 'info').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
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
  anna = await signIn('anna');
});

afterEach(() => {
  logged.length = 0;
});

afterAll(() => {
  delete process.env.STAFF_USERS;
  vi.restoreAllMocks();
});

describe('the staff sign-in', () => {
  it('sends every staff page to the sign-in without a session or with one that is not there, and is never cached or indexed', async () => {
    for (const cookie of [null, 'x'.repeat(43), 'not a token']) {
      const answer = await inbox(staffRequest('/staff', { cookie }));
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('/staff/sign-in');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect((await entry(staffRequest(`/staff/inquiry/${inquiryId}`, { cookie }), params('inquiry', inquiryId))).status).toBe(303);
      expect((await mark(staffRequest(`/staff/inquiry/${inquiryId}`, { cookie, method: 'POST' }), params('inquiry', inquiryId))).status).toBe(303);
    }
    expect(await test.db.select().from(staffMarks)).toEqual([]);
    const page = await signInForm(staffRequest('/staff/sign-in'));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await page.text();
    expect(html).toContain('autocomplete="current-password"');
    expect(html).not.toContain('Greta');
  });

  it('signs in with the password, then the app’s code: a __Host- cookie, HttpOnly, Secure, SameSite=Strict, for the whole host, gone with the browser', async () => {
    const visitor = nextVisitor();
    const first = await passwordStep('cy', PASSWORDS.cy, visitor);
    const pendingCookie = first.headers.get('set-cookie')!;
    // Half signed in: the inbox is not open yet, the sign-in asks for the code.
    expect((await inbox(staffRequest('/staff', { cookie: cookieOf(first) }))).status).toBe(303);
    expect(await (await signInForm(staffRequest('/staff/sign-in', { cookie: cookieOf(first) }))).text()).toContain('autocomplete="one-time-code"');

    const second = await codeStep(cookieOf(first)!, await codeNow(), visitor);
    const cookie = second.headers.get('set-cookie')!;
    for (const header of [pendingCookie, cookie]) {
      expect(header).toMatch(/^__Host-staff-session=[A-Za-z0-9_-]{43}; /);
      expect(header.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Path=/', 'SameSite=Strict', 'Secure']);
    }
    // The half-way token is worth nothing now; the new one opens the inbox.
    expect(cookieOf(second)).not.toBe(cookieOf(first));
    expect((await inbox(staffRequest('/staff', { cookie: cookieOf(first) }))).status).toBe(303);
    const page = await inbox(staffRequest('/staff', { cookie: cookieOf(second) }));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Logget ind som cy');
    expect(html).toContain('action="/staff/sign-out"');
    // The sessions table holds no token, only its hash.
    const rows = await test.db.select().from(staffSessions).where(eq(staffSessions.name, 'cy'));
    expect(rows.map((row) => row.tokenHash)).not.toContain(cookieOf(second));
  });

  it('refuses a wrong password and an unknown name alike, and audits each attempt without the password', async () => {
    const visitor = nextVisitor();
    const wrong = await passwordStep('bo', 'a-wrong-password-for-bo', visitor);
    const unknown = await passwordStep('nobody', 'a-wrong-password-for-bo', visitor);
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(cookieOf(answer)).toBeNull();
      expect(await answer.text()).toContain('Forkert brugernavn eller adgangskode.');
    }
    const audit = await test.db.select().from(staffSignIns).where(eq(staffSignIns.address, visitor));
    expect(audit.map(({ name, success, reason }) => ({ name, success, reason }))).toEqual([
      { name: 'bo', success: false, reason: 'wrong-password' },
      { name: 'nobody', success: false, reason: 'wrong-password' },
    ]);
    expect(logged.filter((line) => line.includes(visitor))).toHaveLength(2);
    expect(logged.join('\n')).not.toContain('a-wrong-password-for-bo');
    expect(JSON.stringify(await test.db.select().from(staffSignIns))).not.toMatch(/password-for|has-a-long/);
  });

  it('does not lock the owner out after 55 wrong passwords for the name from 11 other addresses; only those addresses wait, longer and longer', async () => {
    const strangers = Array.from({ length: 11 }, (_, n) => `203.0.113.${n + 1}`);
    // Five from each address, the addresses at once.
    const answers = await Promise.all(strangers.map(async (visitor) => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await passwordStep('bo', `wrong-${attempt}-password`, visitor)).status);
      return statuses;
    }));
    expect(answers.flat()).toEqual(Array(55).fill(401));
    // The owner, from their own address, gets in at once with the password and the code.
    const owner = await signIn('bo', '192.0.2.250');
    expect((await inbox(staffRequest('/staff', { cookie: owner }))).status).toBe(200);
    // A stranger's address waits, the right password too (the answer does not tell), until its window ends.
    const waiting = await passwordStep('bo', PASSWORDS.bo, strangers[0]);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(waiting.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await waiting.text()).toMatch(/For mange forsøg\. Prøv igen om \d+ sekund/);
    const audit = await test.db.select().from(staffSignIns).where(eq(staffSignIns.name, 'bo'));
    expect(audit.filter((row) => row.reason === 'throttled')).toHaveLength(1);
    expect(audit.filter((row) => row.success).map((row) => row.reason)).toEqual(['password', 'code']);
  }, 240_000);

  it.skipIf(!process.env.TEST_REDIS_URL)('does the same with the limits counted in Redis', async () => {
    process.env.REDIS_URL = process.env.TEST_REDIS_URL;
    try {
      // The process's Redis client is made on first use; until it is connected the database counts instead.
      await consumeLimit({ name: 'staff-test-warm-up', points: 1_000, durationS: 1 }, 'warm-up');
      const redis = () => (globalThis as { [RATE_LIMIT_REDIS]?: { client: { status: string } } })[RATE_LIMIT_REDIS]?.client.status;
      await vi.waitFor(() => expect(redis()).toBe('ready'), { timeout: 30_000 });
      // A user and addresses of this run only: Redis keeps its counts between runs.
      const run = randomBytes(3);
      const name = `ida-${run.toString('hex')}`;
      const password = 'ida-counts-in-redis-too';
      const { secret } = await setStaffUser(test.db, name, password, new Date());
      const strangers = Array.from({ length: 11 }, (_, n) => `10.${run[0]}.${run[1]}.${n + 1}`);
      const answers = await Promise.all(strangers.map(async (visitor) => {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await passwordStep(name, `wrong-${attempt}-password`, visitor)).status);
        return statuses;
      }));
      expect(answers.flat()).toEqual(Array(55).fill(401));
      const owner = `10.${run[0]}.${run[1]}.200`;
      const first = await passwordStep(name, password, owner);
      expect(first.status).toBe(303);
      expect((await codeStep(cookieOf(first)!, await codeNow(secret), owner)).status).toBe(303);
      expect((await passwordStep(name, password, strangers[0])).status).toBe(429);
    } finally {
      delete process.env.REDIS_URL;
    }
  }, 240_000);

  it('counts guesses sent at once: of eight from one address, five are checked and three wait', async () => {
    const visitor = '192.0.2.66';
    const wrong = await Promise.all(Array.from({ length: 8 }, (_, attempt) => passwordStep('gry', `wrong-${attempt}-password`, visitor)));
    expect(wrong.map((answer) => answer.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  }, 120_000);

  it('makes an address wait after twenty wrong sign-ins, whatever the names', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      // A new address in the same /64 each time is the same visitor.
      expect((await passwordStep(`name${attempt}`, 'wrong-password-123', `2001:db8:dead:beef::${attempt + 1}`)).status).toBe(401);
    }
    expect((await passwordStep('anna', PASSWORDS.anna, '2001:db8:dead:beef::99')).status).toBe(429);
  }, 120_000);

  it('refuses a wrong code and asks again; after five the password is asked again; a code is taken once', async () => {
    const visitor = nextVisitor();
    const first = await passwordStep('gry', PASSWORDS.gry, visitor);
    expect(first.status).toBe(303);
    const pending = cookieOf(first)!;
    const right = await codeNow();
    const wrongCode = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await codeStep(pending, wrongCode, visitor);
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Koden passer ikke.');
    expect((await inbox(staffRequest('/staff', { cookie: pending }))).status).toBe(303);
    for (let attempt = 2; attempt < 5; attempt += 1) expect((await codeStep(pending, wrongCode, visitor)).status).toBe(401);
    const fifth = await codeStep(pending, wrongCode, visitor);
    expect(fifth.status).toBe(401);
    expect(await fifth.text()).toContain('Log ind igen.');
    expect(fifth.headers.get('set-cookie')).toMatch(/^__Host-staff-session=; .*Max-Age=0/);
    // The half sign-in is over: even the right code no longer opens it, the sign-in starts again.
    const over = await codeStep(pending, right, visitor);
    expect(over.status).toBe(303);
    expect(over.headers.get('location')).toBe('/staff/sign-in');
    expect((await inbox(staffRequest('/staff', { cookie: pending }))).status).toBe(303);

    // Five misses in a minute make this address wait for gry's name; from the next one, the right code opens the inbox.
    const elsewhere = nextVisitor();
    const signedIn = await signIn('gry', elsewhere, right);
    expect((await inbox(staffRequest('/staff', { cookie: signedIn }))).status).toBe(200);
    // The same code a second time (seen over a shoulder) is refused.
    const again = await passwordStep('gry', PASSWORDS.gry, elsewhere);
    expect((await codeStep(cookieOf(again)!, right, elsewhere)).status).toBe(401);
    const reasons = async (address: string) => (await test.db.select().from(staffSignIns).where(eq(staffSignIns.name, 'gry'))).filter((row) => row.address === address).map((row) => row.reason);
    expect(await reasons(visitor)).toEqual(['password', 'wrong-code', 'wrong-code', 'wrong-code', 'wrong-code', 'code-expired']);
    expect(await reasons(elsewhere)).toEqual(['password', 'code', 'password', 'wrong-code']);
    expect(logged.join('\n')).not.toContain(right);
    expect(logged.join('\n')).not.toContain(wrongCode);
  }, 120_000);

  it('takes a recovery code instead of the app’s, once; the set-up keeps only hashes', async () => {
    const password = 'dag-lost-the-phone-again';
    const secrets = await setStaffUser(test.db, 'dag', password, new Date());
    expect(secrets.otpauthUri).toMatch(/^otpauth:\/\/totp\/Fantur%20staff:dag\?secret=[A-Z2-7]{32}&issuer=Fantur%20staff/);
    expect(secrets.recoveryCodes).toHaveLength(10);
    expect(new Set(secrets.recoveryCodes).size).toBe(10);
    const [user] = await test.db.select().from(staffUsers).where(eq(staffUsers.name, 'dag'));
    expect(user!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(JSON.stringify(await test.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.name, 'dag')))).not.toContain(secrets.recoveryCodes[0]!.replace('-', ''));

    const visitor = nextVisitor();
    const code = secrets.recoveryCodes[3]!;
    const used = await codeStep(cookieOf(await passwordStep('dag', password, visitor))!, code.toUpperCase(), visitor);
    expect(used.status).toBe(303);
    expect((await inbox(staffRequest('/staff', { cookie: cookieOf(used) }))).status).toBe(200);
    const twice = await codeStep(cookieOf(await passwordStep('dag', password, visitor))!, code, visitor);
    expect(twice.status).toBe(401);
    const codes = await test.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.name, 'dag'));
    expect(codes.filter((row) => row.usedAt !== null)).toHaveLength(1);
    // The app's code works too.
    expect((await codeStep(cookieOf(await passwordStep('dag', password, visitor))!, await codeNow(secrets.secret), visitor)).status).toBe(303);
    const reasons = (await test.db.select().from(staffSignIns).where(eq(staffSignIns.name, 'dag'))).map((row) => row.reason);
    expect(reasons).toEqual(['password', 'recovery-code', 'password', 'wrong-code', 'password', 'code']);
  }, 60_000);

  it('ends the session on sign-out, for good; a sign-out from another site is refused', async () => {
    const cookie = await signIn('eva');
    const foreign = await signOut(staffRequest('/staff/sign-out', { method: 'POST', cookie, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }));
    expect(foreign.status).toBe(403);
    expect((await inbox(staffRequest('/staff', { cookie }))).status).toBe(200);
    const out = await signOut(staffRequest('/staff/sign-out', { method: 'POST', cookie }));
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/staff/sign-in');
    expect(out.headers.get('set-cookie')).toMatch(/^__Host-staff-session=; .*Max-Age=0/);
    // The browser may keep the old cookie: the server no longer knows it.
    expect((await inbox(staffRequest('/staff', { cookie }))).status).toBe(303);
    expect(await test.db.select().from(staffSessions).where(eq(staffSessions.name, 'eva'))).toEqual([]);
  });

  it('ends a session idle for 30 minutes, and any session 8 hours after it began', async () => {
    const cookie = await signIn('finn');
    expect((await inbox(staffRequest('/staff', { cookie }))).status).toBe(200);
    await test.db.update(staffSessions).set({ lastSeenAt: new Date(Date.now() - IDLE_TIMEOUT_MS - 1_000) }).where(eq(staffSessions.name, 'finn'));
    expect((await inbox(staffRequest('/staff', { cookie }))).status).toBe(303);

    // On the sessions' own clock: each use moves the idle timeout on, but not the end.
    const start = new Date('2020-01-01T08:00:00Z');
    const token = await startSession(test.db, 'finn', true, start);
    const minutes = (count: number) => new Date(start.getTime() + count * 60_000);
    for (let at = 25; at <= 475; at += 25) expect(await findSession(test.db, token, minutes(at)), `${at} min`).toMatchObject({ name: 'finn', verified: true });
    expect(await findSession(test.db, token, minutes(481))).toBeNull();
    const idle = await startSession(test.db, 'finn', true, start);
    expect(await findSession(test.db, idle, minutes(29))).not.toBeNull();
    expect(await findSession(test.db, idle, minutes(60))).toBeNull();
    // A half sign-in waits five minutes for its code.
    const pending = await startSession(test.db, 'finn', false, start);
    expect(await findSession(test.db, pending, minutes(4))).toMatchObject({ verified: false });
    expect(await findSession(test.db, pending, minutes(6))).toBeNull();
  });

  it('answers malformed input with 400 and the field’s message, never a 500', async () => {
    const cases: [string, Record<string, string>, RegExp][] = [
      ['', {}, /Udfyld feltet\./],
      [form({ step: 'password', name: '', password: '' }), {}, /Udfyld feltet\./],
      [form({ step: 'password', name: 'anna\u0000x', password: 'whatever-long' }), {}, /Et brugernavn består af/],
      [form({ step: 'password', name: 'a'.repeat(65), password: 'whatever-long' }), {}, /Et brugernavn består af/],
      [form({ step: 'password', name: 'anna', password: 'x'.repeat(201) }), {}, /Højst 200 tegn\./],
      ['name=%FF%FE&password=%C3', {}, /Udfyld feltet\.|Et brugernavn/],
    ];
    for (const [body, headers, message] of cases) {
      const answer = await signInStep(staffRequest('/staff/sign-in', { method: 'POST', body, headers }));
      expect(answer.status, body).toBe(400);
      expect(await answer.text(), body).toMatch(message);
    }
    const bytes = await signInStep(new Request('http://shop.test/staff/sign-in', { method: 'POST', headers: { host: 'shop.test', 'sec-fetch-site': 'same-origin' }, body: new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff]) }));
    expect(bytes.status).toBe(400);
    const pending = cookieOf(await passwordStep('cy', PASSWORDS.cy))!;
    for (const code of ['', '12345', '1234567', 'abc', '\u0000\u0000\u0000\u0000\u0000\u0000']) {
      const answer = await codeStep(pending, code);
      expect(answer.status, code).toBe(400);
      expect(await answer.text()).toMatch(/Udfyld feltet\.|Skriv seks cifre/);
    }
    const tooLarge = await signInStep(staffRequest('/staff/sign-in', { method: 'POST', body: `name=${'a'.repeat(70_000)}` }));
    expect(tooLarge.status).toBe(413);
  });

  it('reads STAFF_USERS strictly: a short password, a name without one or a missing secret is a configuration error', () => {
    expect(seededStaffUsers({ STAFF_USERS: USERS }).map((user) => user.name)).toEqual(Object.keys(PASSWORDS));
    expect(seededStaffUsers({ STAFF_USERS: `anna:a:password:with:colons:${SECRET}` })).toEqual([{ name: 'anna', password: 'a:password:with:colons', secret: SECRET }]);
    // A secret under 128 bits (24 letters are 120) is one no code could ever match: refused at once, not at the sign-in.
    expect(() => seededStaffUsers({ STAFF_USERS: 'anna:anna-has-a-long-password:JBSWY3DPEHPK3PXPJBSWY3DP' })).toThrow(/at least 26/);
    expect(() => seededStaffUsers({ STAFF_USERS: `anna:short:${SECRET}` })).toThrow(/12 to 200/);
    expect(() => seededStaffUsers({ STAFF_USERS: 'anna' })).toThrow(/name:password:SECRET/);
    expect(() => seededStaffUsers({ STAFF_USERS: 'anna:anna-has-a-long-password' })).toThrow(/name:password:SECRET/);
    expect(() => seededStaffUsers({ STAFF_USERS: 'anna:anna-has-a-long-password:not-base32!' })).toThrow(/base32/);
  });
});

describe('the staff inbox', () => {
  it('lists the new inquiry newest first and finds it by name, email or number; what the visitor typed is shown as text', async () => {
    const page = await (await inbox(staffRequest('/staff', { cookie: anna }))).text();
    expect(page).toContain('Greta Lund');
    for (const q of ['greta', 'GRETA.LUND@example', String(inquiryId)]) {
      expect(await (await inbox(staffRequest(`/staff?q=${encodeURIComponent(q)}`, { cookie: anna }))).text(), q).toContain(`href="/staff/inquiry/${inquiryId}"`);
    }
    expect(await (await inbox(staffRequest('/staff?q=nobody-has-this-name', { cookie: anna }))).text()).not.toContain('Greta');

    const detail = await entry(staffRequest(`/staff/inquiry/${inquiryId}`, { cookie: anna }), params('inquiry', inquiryId));
    const text = await detail.text();
    expect(detail.status).toBe(200);
    expect(text).not.toContain('<script>alert');
    expect(text).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;Vi er &#60;b&#62;12&#60;/b&#62;');
    expect(text).toMatch(/utm_source=pdf_offer&#38;offerId=\d+/);
    expect(text).toContain('Ikke behandlet');
  });

  it('marks an entry handled with who and when, once; a form from another site is refused', async () => {
    const foreign = await mark(staffRequest(`/staff/inquiry/${inquiryId}`, { method: 'POST', cookie: anna, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }), params('inquiry', inquiryId));
    expect(foreign.status).toBe(403);
    const marked = await mark(staffRequest(`/staff/inquiry/${inquiryId}`, { method: 'POST', cookie: anna, headers: { origin: 'http://shop.test' } }), params('inquiry', inquiryId));
    expect(marked.status).toBe(303);
    expect(marked.headers.get('location')).toBe(`/staff/inquiry/${inquiryId}`);
    const cy = await signIn('cy', nextVisitor(), await generate({ secret: SECRET, epoch: Math.floor(Date.now() / 1000) + 30 }));
    const again = await mark(staffRequest(`/staff/inquiry/${inquiryId}`, { cookie: cy, method: 'POST' }), params('inquiry', inquiryId));
    expect(again.status).toBe(303);
    const marks = await test.db.select().from(staffMarks).where(eq(staffMarks.refId, inquiryId));
    expect(marks).toEqual([expect.objectContaining({ kind: 'inquiry', handledBy: 'anna' })]);
    expect(await (await entry(staffRequest(`/staff/inquiry/${inquiryId}`, { cookie: anna }), params('inquiry', inquiryId))).text()).toMatch(/anna, \d/);
  });

  it('lists availability alerts with their state, and marks them handled like any entry', async () => {
    const [pkg] = await test.db.select({ id: packages.id }).from(packages).limit(1);
    await test.db.update(packages).set({ isSoldOut: true }).where(eq(packages.id, pkg!.id));
    const signup = await api(
      new Request('http://localhost/api/v1/alerts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'venter@example.com', packageId: pkg!.id, filledMs: 4_000 }) }),
    );
    expect(signup.status).toBe(201);
    const page = await (await inbox(staffRequest('/staff?q=venter', { cookie: anna }))).text();
    const id = Number(/href="\/staff\/alert\/(\d+)"/.exec(page)?.[1]);
    expect(page).toContain('Besked om ledige pladser');
    expect(page).toContain('Venter');
    const marked = await mark(staffRequest(`/staff/alert/${id}`, { method: 'POST', cookie: anna }), params('alert', id));
    expect(marked.status).toBe(303);
    expect(await (await entry(staffRequest(`/staff/alert/${id}`, { cookie: anna }), params('alert', id))).text()).toMatch(/anna, \d/);
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
    expect((await inbox(staffRequest('/staff?before=2020-01-01T10:00:00.123Z~inquiry~5', { cookie: anna }))).status).toBe(200);
  });

  it('finds nothing, and answers, for a search holding a NUL or half of a surrogate pair', async () => {
    for (const q of ['Ida\u0000', '\u0000', 'Ida\ud800', '\udc00']) expect(await listInbox(test.db, { q }), JSON.stringify(q)).toEqual({ entries: [], older: null });
    const answer = await inbox(staffRequest('/staff?q=Ida%00Holm', { cookie: anna }));
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
    const html = await (await inbox(staffRequest(`/staff?before=${encodeURIComponent(cursorText({ createdAt: new Date(at.getTime() + 1), kind: 'inquiry', id: 1 }))}`, { cookie: anna }))).text();
    expect(html).toContain('Tidlig 0');
    expect(html).not.toContain('before=');
  });

  it('answers 404 for an entry that is not there or cannot be one, without a 500', async () => {
    for (const [kind, id] of [['inquiry', 2_147_483_647], ['booking', '99999999999999999999'], ['nothing', 1], ['gift-card', 'abc'], ['inquiry', '-1']] as const) {
      expect((await entry(staffRequest(`/staff/${kind}/${id}`, { cookie: anna }), params(kind, id))).status, `${kind}/${id}`).toBe(404);
    }
  });
});
