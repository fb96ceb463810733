import { and, asc, eq, gt, gte, notExists, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GET, POST } from '@/app/api/v1/[...path]/route';
import { availabilityAlerts, clubs, events, inquiries, outboxMails, packageEvents, packages, staffMarks, staffSignIns } from '@/server/db/schema';
import { listAnnouncedMatches } from '@/server/modules/catalogue/announced-matches';
import { findInboxEntry } from '@/server/modules/staff/inbox';
import { purgeInquiries } from '@/server/modules/booking/privacy';
import { notifyAvailableAlerts } from '@/server/modules/alerts/alerts';
import { TEST_TODAY, withTestDatabase } from '../support/database';

const test = withTestDatabase();

beforeEach(() => {
  vi.stubEnv('SHOP_NOW', TEST_TODAY);
});

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

  it('takes an address for a match no trip includes yet, lists such matches on the club, and mails once when a trip to the match can be booked', async () => {
    // A match of the seed's "announced" ones: after today, in no package.
    const [match] = await test.db
      .select({ id: events.id, title: events.title, club: clubs.slug })
      .from(events)
      .innerJoin(clubs, eq(clubs.id, events.homeClubId))
      .where(and(gt(events.eventDateTime, later), notExists(test.db.select({ one: sql`1` }).from(packageEvents).where(eq(packageEvents.eventId, events.id)))))
      .orderBy(asc(events.eventDateTime))
      .limit(1);
    expect(match).toBeDefined();
    const listed = await GET(new Request(`http://localhost/api/v1/clubs/${match!.club}/announced-matches`, { headers: { 'accept-language': 'sv' } }));
    expect(listed.status).toBe(200);
    expect((await listed.json()).matches).toContainEqual(expect.objectContaining({ id: match!.id, title: match!.title.sv, timeZone: expect.stringMatching(/^Europe\//) }));
    expect((await GET(new Request('http://localhost/api/v1/clubs/no-such-club/announced-matches'))).status).toBe(404);

    const fan = (email: string) => ({ email, eventId: match!.id, filledMs: 5_000 });
    expect((await post('alerts', fan('dag@example.com'), 'sv')).status).toBe(201);
    expect((await post('alerts', fan('dag@example.com'), 'sv')).status).toBe(201);
    expect((await post('alerts', fan('eva@example.com'), 'da')).status).toBe(201);
    const waiting = await test.db.select().from(availabilityAlerts).where(eq(availabilityAlerts.eventId, match!.id));
    expect(waiting).toHaveLength(2);
    // The staff inbox names the match.
    expect((await findInboxEntry(test.db, 'alert', waiting[0]!.id))?.fields).toEqual([['match', match!.title[waiting[0]!.locale as 'da' | 'no' | 'sv']]]);

    // Both targets, a match with a trip, no such match, an id beyond the database's range: field messages, nothing stored.
    const [inTrip] = await test.db.select({ eventId: packageEvents.eventId, packageId: packageEvents.packageId }).from(packageEvents).innerJoin(packages, eq(packages.id, packageEvents.packageId)).where(gte(packages.startDate, TEST_TODAY)).limit(1);
    const both = await post('alerts', { ...fan('x@example.com'), packageId: inTrip!.packageId }, 'da');
    expect(both).toMatchObject({ status: 422, body: { errors: { packageId: ['skal pege på en rejse eller en kamp, ikke begge'] } } });
    expect(await post('alerts', fan('x@example.com'), 'da').then(() => post('alerts', { ...fan('x@example.com'), eventId: inTrip!.eventId }, 'da'))).toMatchObject({ status: 422, body: { errors: { eventId: ['har allerede en rejse'] } } });
    expect(await post('alerts', { ...fan('x@example.com'), eventId: 99_999_999 }, 'sv')).toMatchObject({ status: 422, body: { errors: { eventId: ['pekar inte på någon match'] } } });
    expect((await post('alerts', { ...fan('x@example.com'), eventId: 2_147_483_648 })).status).toBe(422);
    expect((await post('alerts', { email: 'x@example.com', filledMs: 5_000 })).status).toBe(422);

    // No trip yet: nobody is mailed. A trip that includes the match is published: each address once, however many workers run.
    const before = await notifyAvailableAlerts(test.db, later);
    expect(await alertMails('dag@example.com')).toHaveLength(0);
    const [trip] = await test.db.select({ id: packages.id, slug: packages.slug }).from(packages).where(and(eq(packages.isSoldOut, false), gte(packages.startDate, TEST_TODAY))).orderBy(packages.id).limit(1);
    await test.db.insert(packageEvents).values({ packageId: trip!.id, eventId: match!.id, position: 9 });
    const mailed = await Promise.all(Array.from({ length: 4 }, () => notifyAvailableAlerts(test.db, later)));
    expect(before + mailed.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(2);
    expect(await notifyAvailableAlerts(test.db, later)).toBe(0);
    const [swedish] = await alertMails('dag@example.com');
    expect(await alertMails('dag@example.com')).toHaveLength(1);
    expect(await alertMails('eva@example.com')).toHaveLength(1);
    expect(swedish!.subject).toBe(`Nu finns det resor till ${match!.title.sv}`);
    expect(swedish!.text).toContain(`/sv/`);
    expect(swedish!.text).toContain(trip!.slug);
    expect(swedish!.text).toMatch(/\?token=[A-Za-z0-9_-]{32}/);

    // The match is in a trip now: the club no longer lists it.
    const now = await listAnnouncedMatches(test.db, match!.club, TEST_TODAY, 'da');
    expect(now!.map((m) => m.id)).not.toContain(match!.id);
  });

  it('forgets inquiries and alerts after the retention months: inquiries blanked, alerts of past trips and matches deleted with their inbox marks, their mails blanked', async () => {
    const packageId = await soldOutPackage(2);
    expect((await post('alerts', person('old.fan@example.com', packageId))).status).toBe(201);
    const [inquiry] = await test.db
      .insert(inquiries)
      .values({ form: 'business-inquiry', locale: 'da', name: 'Gammel Kunde', email: 'gammel@example.com', phone: '12345678', fields: { company: 'Firma', message: 'Hej' }, createdAt: new Date(`${TEST_TODAY}T08:00:00Z`) })
      .returning({ id: inquiries.id });
    const [pkg] = await test.db.select({ endDate: packages.endDate }).from(packages).where(eq(packages.id, packageId));
    const [alert] = await test.db.select({ id: availabilityAlerts.id }).from(availabilityAlerts).where(eq(availabilityAlerts.email, 'old.fan@example.com'));
    await test.db.insert(staffMarks).values({ kind: 'alert', refId: alert!.id, handledBy: 'kirsten', handledAt: new Date(`${TEST_TODAY}T09:00:00Z`) });
    const alertMarks = () => test.db.select().from(staffMarks).where(and(eq(staffMarks.kind, 'alert'), eq(staffMarks.refId, alert!.id)));
    // The staff's sign-in audit lines: one as old as the inquiry, one from the day the purge runs later.
    await test.db.insert(staffSignIns).values({ at: new Date(`${TEST_TODAY}T07:00:00Z`), name: 'kirsten', address: '192.0.2.7', success: true, reason: 'code' });

    // Within the months: nothing changes.
    expect(await purgeInquiries(test.db, { today: TEST_TODAY, months: 6 })).toEqual({ inquiries: 0, alerts: 0, signIns: 0 });
    expect(await alertMarks()).toHaveLength(1);
    // Seven months after the trip ended: both are gone; a second run finds nothing more.
    const later = `${Number(pkg!.endDate.slice(0, 4)) + 1}${pkg!.endDate.slice(4, 10)}`;
    await test.db.insert(staffSignIns).values({ at: new Date(`${later}T07:00:00Z`), name: 'kirsten', address: '192.0.2.7', success: false, reason: 'wrong-password' });
    const purged = await purgeInquiries(test.db, { today: later, months: 6 });
    expect(purged.signIns).toBe(1);
    expect(await test.db.select({ at: staffSignIns.at }).from(staffSignIns)).toEqual([{ at: new Date(`${later}T07:00:00Z`) }]);
    expect(purged.inquiries).toBeGreaterThanOrEqual(1);
    expect(purged.alerts).toBeGreaterThanOrEqual(1);
    const [blank] = await test.db.select().from(inquiries).where(eq(inquiries.id, inquiry!.id));
    expect(blank).toMatchObject({ name: '', email: '', phone: '', fields: {}, form: 'business-inquiry' });
    expect(await test.db.select().from(availabilityAlerts).where(eq(availabilityAlerts.email, 'old.fan@example.com'))).toEqual([]);
    expect(await alertMarks()).toEqual([]);
    expect(await purgeInquiries(test.db, { today: later, months: 6 })).toEqual({ inquiries: 0, alerts: 0, signIns: 0 });
  });

  it('keeps the alerts of a trip whose match is postponed past its old date, until the match has a date again', async () => {
    const packageId = await soldOutPackage(5);
    expect((await post('alerts', person('waiting.fan@example.com', packageId))).status).toBe(201);
    const [pkg] = await test.db.select({ endDate: packages.endDate }).from(packages).where(eq(packages.id, packageId));
    const [link] = await test.db.select({ eventId: packageEvents.eventId }).from(packageEvents).where(eq(packageEvents.packageId, packageId)).limit(1);
    await test.db.update(events).set({ fixtureStatus: 'postponed' }).where(eq(events.id, link!.eventId));
    const waiting = () => test.db.select().from(availabilityAlerts).where(eq(availabilityAlerts.email, 'waiting.fan@example.com'));
    // A year after the old date: the match has no new date, so the fan still waits for it.
    const later = `${Number(pkg!.endDate.slice(0, 4)) + 1}${pkg!.endDate.slice(4, 10)}`;
    await purgeInquiries(test.db, { today: later, months: 6 });
    expect(await waiting()).toHaveLength(1);
    // Played (or called off) and as long past: the alert goes.
    await test.db.update(events).set({ fixtureStatus: null }).where(eq(events.id, link!.eventId));
    await purgeInquiries(test.db, { today: later, months: 6 });
    expect(await waiting()).toEqual([]);
  });
});
