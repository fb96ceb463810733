import { and, eq, gte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/v1/[...path]/route';
import { availabilityAlerts, outboxMails, packages } from '@/server/db/schema';
import { notifyAvailableAlerts } from '@/server/modules/alerts/alerts';
import { TEST_TODAY, withTestDatabase } from '../support/database';

const test = withTestDatabase();

async function post(path: string, body: unknown, locale = 'da') {
  const response = await POST(new Request(`http://localhost/api/v1/${path}`, { method: 'POST', headers: { 'accept-language': locale, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A package on sale after the tests' today, made sold out for the test (a private copy of the catalogue). */
async function soldOutPackage(offset = 0): Promise<number> {
  const [pkg] = await test.db.select({ id: packages.id }).from(packages).where(gte(packages.startDate, TEST_TODAY)).orderBy(packages.id).offset(offset).limit(1);
  await test.db.update(packages).set({ isSoldOut: true }).where(eq(packages.id, pkg!.id));
  return pkg!.id;
}

const alertMails = (recipient: string) => test.db.select().from(outboxMails).where(and(eq(outboxMails.kind, 'availability-alert'), eq(outboxMails.recipient, recipient)));
const person = (email: string, packageId: number) => ({ email, packageId, filledMs: 5_000 });
const later = new Date(`${TEST_TODAY}T12:00:00Z`);

describe('availability alerts', () => {
  it('takes an address for a sold-out package once, however often it signs up, and refuses one for a trip that can be booked', async () => {
    const packageId = await soldOutPackage(0);
    for (const locale of ['da', 'sv', 'sv']) expect((await post('alerts', person(' Waiting@Example.com ', packageId), locale)).status).toBe(201);
    const rows = await test.db.select().from(availabilityAlerts).where(eq(availabilityAlerts.packageId, packageId));
    expect(rows).toEqual([expect.objectContaining({ email: 'waiting@example.com', locale: 'sv', notifiedAt: null, unsubscribedAt: null })]);
    expect(rows[0]!.token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const [open] = await test.db.select({ id: packages.id }).from(packages).where(and(eq(packages.isSoldOut, false), gte(packages.startDate, TEST_TODAY))).limit(1);
    const refused = await post('alerts', person('waiting@example.com', open!.id), 'no');
    expect(refused.status).toBe(422);
    expect(refused.body.errors.packageId).toEqual(['kan bestilles nå']);
    expect((await post('alerts', { ...person('bot@example.com', packageId), website: 'x' })).status).toBe(422);
    expect((await post('alerts', { ...person('bot@example.com', packageId), filledMs: 10 })).status).toBe(422);
  });

  it('mails each waiting address exactly once when the package can be booked again, however many workers run at once, with a link that unsubscribes', async () => {
    const packageId = await soldOutPackage(1);
    for (const email of ['ann@example.com', 'bo@example.com']) expect((await post('alerts', person(email, packageId))).status).toBe(201);
    expect((await post('alerts', person('cy@example.com', packageId), 'no')).status).toBe(201);

    // Still sold out: nobody is mailed.
    expect(await notifyAvailableAlerts(test.db, later)).toBe(0);
    await test.db.update(packages).set({ isSoldOut: false }).where(eq(packages.id, packageId));
    const mailed = await Promise.all(Array.from({ length: 4 }, () => notifyAvailableAlerts(test.db, later)));
    expect(mailed.reduce((sum, count) => sum + count, 0)).toBe(3);
    expect(await notifyAvailableAlerts(test.db, later)).toBe(0);
    for (const email of ['ann@example.com', 'bo@example.com', 'cy@example.com']) expect(await alertMails(email)).toHaveLength(1);
    const [norwegian] = await alertMails('cy@example.com');
    expect(norwegian!.locale).toBe('no');
    expect(norwegian!.subject).toMatch(/kan bestilles igjen$/);

    // The mail's link: its token unsubscribes, without a login; then the next return mails the others only.
    const token = /\?token=([A-Za-z0-9_-]{32})/.exec(norwegian!.text)?.[1];
    expect(token).toBeDefined();
    expect(await post('alerts/unsubscribe', { token })).toEqual({ status: 200, body: { unsubscribed: true } });
    expect(await post('alerts/unsubscribe', { token: 'x'.repeat(32) })).toEqual({ status: 200, body: { unsubscribed: true } });
    expect((await post('alerts/unsubscribe', { token: 'not a token' })).status).toBe(422);

    await test.db.update(packages).set({ isSoldOut: true }).where(eq(packages.id, packageId));
    for (const email of ['ann@example.com', 'cy@example.com']) await post('alerts', person(email, packageId), email === 'cy@example.com' ? 'no' : 'da');
    await test.db.update(availabilityAlerts).set({ unsubscribedAt: later }).where(eq(availabilityAlerts.email, 'cy@example.com'));
    await test.db.update(packages).set({ isSoldOut: false }).where(eq(packages.id, packageId));
    expect(await notifyAvailableAlerts(test.db, later)).toBe(1);
    expect(await alertMails('ann@example.com')).toHaveLength(2);
    expect(await alertMails('cy@example.com')).toHaveLength(1);
  });
});
