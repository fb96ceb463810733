/**
 * Fixture changes (issue 37): the sandbox feed's control, and a change
 * reaching the catalogue and every affected booking exactly once, in one
 * transaction: delivered many times, by two workers at once, and a
 * postponement, a new date and a cancellation in order and out of order.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { packageResponse, type PackageDetail } from '@/lib/api/contract/packages';
import { now as shopNow } from '@/server/clock';
import { bookingChanges, bookingFixtureStatuses, bookings, catalogueVersion, events, fixtureChanges, invoices, outboxMails } from '@/server/db/schema';
import { findInvoice } from '@/server/modules/invoices/invoices';
import { applyFixtureChange, type FixtureChangeInput } from '@/server/modules/fixtures/apply';
import { recordFixtureChangeByStaff } from '@/server/modules/fixtures/staff';
import { fixtureStatusesOf } from '@/server/modules/fixtures/statuses';
import { tripFixtureStatus } from '@/lib/api/contract/fixtures';
import { runFixtureFeedRound } from '@/server/modules/fixtures/worker';
import { GET as staffFixtures, POST as recordByStaff } from '@/app/staff/fixtures/route';
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/client-address';
import { setStaffUser } from '@/server/modules/staff/credentials';
import { startSession } from '@/server/modules/staff/sessions';
import { callApi } from '../support/api';
import { bookingOf, packageFinder } from '../support/booking-fixture';
import { withTestDatabase } from '../support/database';
import { withTestShop } from '../support/shop';

const test = withTestDatabase();
const openPackage = packageFinder();
withTestShop({ domains: true });

const HOUR = 60 * 60 * 1000;
const LOCALES = ['da', 'no', 'sv'] as const;

beforeEach(() => {
  vi.stubEnv('SANDBOX_CONTROL', 'on');
});
afterEach(() => {
  vi.stubEnv('SANDBOX_CONTROL', undefined);
});

const detail = async (slug: string, locale: string) => {
  const answer = await callApi(`packages/${slug}`, { locale });
  return answer.status === 200 ? packageResponse.parse(answer.body).package : null;
};

const usedEvents = new Set<number>();

/** A package sold on all three sites, one booking of it on each; its one event. */
async function bookedOnEverySite(): Promise<{ pkg: PackageDetail; eventId: number; bookingIds: Record<(typeof LOCALES)[number], number> }> {
  for (let tries = 0; tries < 30; tries++) {
    const pkg = await openPackage();
    const details = await Promise.all(LOCALES.map((locale) => detail(pkg.slug, locale)));
    // One match per test: a match another test moved is no one else's to book.
    if (details.some((found) => found === null || !found.defaultServices.flight) || pkg.events.length !== 1 || usedEvents.has(pkg.events[0]!.id)) continue;
    usedEvents.add(pkg.events[0]!.id);
    const bookingIds = {} as Record<(typeof LOCALES)[number], number>;
    for (const [index, locale] of LOCALES.entries()) {
      // Hotels are shared between packages: one whose rooms the earlier tests took is passed over.
      const answer = await callApi('bookings', { method: 'POST', locale, json: (await bookingOf(details[index]!, locale)).body, headers: { 'idempotency-key': randomUUID() } });
      if (answer.status === 409) break;
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const [row] = await test.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.orderNumber, answer.body.orderNumber));
      bookingIds[locale] = row!.id;
    }
    if (Object.keys(bookingIds).length === LOCALES.length) return { pkg, eventId: pkg.events[0]!.id, bookingIds };
  }
  throw new Error('no package sold on all three sites');
}

const report = (eventId: number, body: unknown) => callApi(`sandbox/fixtures/${eventId}`, { method: 'POST', json: body });
const version = async () => (await test.db.select({ value: catalogueVersion.value }).from(catalogueVersion))[0]!.value;
const mailsOf = (bookingIds: number[]) =>
  test.db.select().from(outboxMails).where(and(inArray(outboxMails.bookingId, bookingIds), eq(outboxMails.kind, 'fixture-changed'))).orderBy(outboxMails.id);
const statusOf = async (bookingId: number, eventId: number) =>
  (await test.db.select().from(bookingFixtureStatuses).where(and(eq(bookingFixtureStatuses.bookingId, bookingId), eq(bookingFixtureStatuses.eventId, eventId))))[0];

describe('the sandbox fixture feed’s control', () => {
  it('does not exist without SANDBOX_CONTROL=on', async () => {
    vi.stubEnv('SANDBOX_CONTROL', undefined);
    const answer = await report(1, { change: 'postponed' });
    expect(answer.status).toBe(404);
    vi.stubEnv('SANDBOX_CONTROL', 'off');
    expect((await report(1, { change: 'cancelled' })).status).toBe(404);
  });

  it('answers malformed bodies and ids with 4xx and field messages, never 500', async () => {
    const [event] = await test.db.select({ id: events.id }).from(events).limit(1);
    const unknownChange = await report(event!.id, { change: 'rescheduled' });
    expect(unknownChange.status).toBe(422);
    expect(unknownChange.body.errors).toHaveProperty('change');
    const noKickoff = await report(event!.id, { change: 'moved' });
    expect(noKickoff.status).toBe(422);
    expect(noKickoff.body.errors).toHaveProperty('kickoff');
    const badKickoff = await report(event!.id, { change: 'moved', kickoff: '2027-13-45T25:00' });
    expect(badKickoff.status).toBe(422);
    expect(badKickoff.body.errors).toHaveProperty('kickoff');
    expect((await report(event!.id, '{"change":')).status).toBe(400);
    expect((await report(event!.id, [])).status).toBe(400);
    for (const id of ['2147483648', '99999999999999999999', '0', '-1', 'abc', '1.5']) {
      const answer = await report(id as unknown as number, { change: 'postponed' });
      expect(answer.status, id).toBeGreaterThanOrEqual(400);
      expect(answer.status, id).toBeLessThan(500);
    }
    expect((await report(2_147_483_647, { change: 'postponed' })).status).toBe(404);
    // Nothing was reported by any of them.
    expect(await runFixtureFeedRound(shopNow())).toEqual([]);
  });
});

describe('a moved match', () => {
  it('moves in the package answer, moves the catalogue version, and reaches each booking once, in its language, however often it is delivered', async () => {
    const { pkg, eventId, bookingIds } = await bookedOnEverySite();
    const ids = Object.values(bookingIds);
    const before = await version();
    const kickoff = new Date(new Date(pkg.events[0]!.eventDateTime).getTime() + 2 * HOUR);

    const told = await report(eventId, { change: 'moved', kickoff: kickoff.toISOString() });
    expect(told.status).toBe(202);
    const first = await runFixtureFeedRound(shopNow());
    expect(first).toEqual([{ changeId: told.body.changeId, outcome: 'applied', affectedBookings: 3 }]);

    // Delivered again and again: by the next rounds, and by hand under the same change id, many at once.
    expect(await runFixtureFeedRound(shopNow())).toEqual([]);
    const again: FixtureChangeInput = { changeId: told.body.changeId, source: 'feed:sandbox', eventId, kind: 'moved', kickoff, occurredAt: shopNow() };
    const repeats = await Promise.all(Array.from({ length: 10 }, () => applyFixtureChange(test.db, again, { now: shopNow(), actor: 'system' })));
    expect(repeats.every((repeat) => repeat.outcome === 'duplicate')).toBe(true);

    expect(await version()).toBeGreaterThan(before);
    for (const locale of LOCALES) {
      const read = await detail(pkg.slug, locale);
      expect(new Date(read!.events[0]!.eventDateTime).getTime()).toBe(kickoff.getTime());
    }
    const mails = await mailsOf(ids);
    expect(mails.map((mail) => mail.bookingId).sort()).toEqual([...ids].sort());
    const subjects = { da: /har fået nyt tidspunkt/, no: /har fått nytt tidspunkt/, sv: /har fått ny tid/ };
    const tripPaths = { da: 'https://fantur.dk/da/min-rejse/v1.', no: 'https://fantur.no/no/min-reise/v1.', sv: 'https://fantur.se/sv/min-resa/v1.' };
    for (const locale of LOCALES) {
      const mail = mails.find((found) => found.bookingId === bookingIds[locale])!;
      expect(mail.locale).toBe(locale);
      expect(mail.subject).toMatch(subjects[locale]);
      expect(mail.text).toContain(tripPaths[locale]);
      const status = await statusOf(bookingIds[locale], eventId);
      expect(status).toMatchObject({ status: 'moved_within', choice: null, choiceDeadline: null });
    }
    const audit = await test.db.select().from(bookingChanges).where(and(inArray(bookingChanges.bookingId, ids), eq(bookingChanges.kind, 'fixture_changed')));
    expect(audit).toHaveLength(3);
    expect(audit.every((row) => row.actor === 'system' && row.detail.changeId === told.body.changeId)).toBe(true);
    expect(JSON.stringify(audit)).not.toMatch(/@/); // no personal data in the audit
  });

  it('outside the travel period asks for a choice by a deadline, and leaves a cancelled booking alone', async () => {
    const { pkg, eventId, bookingIds } = await bookedOnEverySite();
    await test.db.update(bookings).set({ cancelledAt: shopNow(), cancelledBy: 'traveller' }).where(eq(bookings.id, bookingIds.sv));
    const kickoff = new Date(new Date(pkg.events[0]!.eventDateTime).getTime() + 30 * 24 * HOUR);
    const told = await report(eventId, { change: 'moved', kickoff: kickoff.toISOString() });
    const [applied] = await runFixtureFeedRound(shopNow());
    expect(applied).toMatchObject({ changeId: told.body.changeId, outcome: 'applied', affectedBookings: 2 });
    for (const locale of ['da', 'no'] as const) {
      const status = await statusOf(bookingIds[locale], eventId);
      expect(status).toMatchObject({ status: 'moved_outside', choice: null, defaultChoice: 'terminate' });
      expect(status!.choiceDeadline!.getTime()).toBeGreaterThanOrEqual(shopNow().getTime() + 48 * HOUR);
    }
    expect(await statusOf(bookingIds.sv, eventId)).toBeUndefined();
    const [read] = await fixtureStatusesOf(test.db, bookingIds.da);
    expect(tripFixtureStatus.parse(read)).toMatchObject({ eventId, status: 'moved_outside', kickoff: kickoff.toISOString(), previousKickoff: new Date(pkg.events[0]!.eventDateTime).toISOString(), choice: null, defaultChoice: 'terminate' });
    expect(read!.choiceDeadline).not.toBeNull();
    expect(await fixtureStatusesOf(test.db, bookingIds.sv)).toEqual([]);
    const mails = await mailsOf(Object.values(bookingIds));
    expect(mails.map((mail) => mail.bookingId).sort()).toEqual([bookingIds.da, bookingIds.no].sort());
    const da = mails.find((mail) => mail.bookingId === bookingIds.da)!;
    expect(da.subject).toMatch(/er flyttet uden for din rejse/);
    expect(da.text).toMatch(/Afbestille rejsen uden gebyr/);
    expect(da.text).toMatch(/Hører vi ikke fra dig inden da, afbestiller vi rejsen/);
    expect(mails.find((mail) => mail.bookingId === bookingIds.no)!.text).toMatch(/Avbestille reisen uten gebyr/);
  });

  it('applies once when two workers poll the same feed at once', async () => {
    const { pkg, eventId, bookingIds } = await bookedOnEverySite();
    const kickoff = new Date(new Date(pkg.events[0]!.eventDateTime).getTime() + 3 * HOUR);
    await report(eventId, { change: 'moved', kickoff: kickoff.toISOString() });
    await report(eventId, { change: 'postponed' });
    const [one, two] = await Promise.all([runFixtureFeedRound(shopNow()), runFixtureFeedRound(shopNow())]);
    const applied = [...one!, ...two!].filter((change) => change.outcome === 'applied');
    expect(applied).toHaveLength(2);
    const mails = await mailsOf(Object.values(bookingIds));
    expect(mails).toHaveLength(6);
    const [event] = await test.db.select({ fixtureStatus: events.fixtureStatus }).from(events).where(eq(events.id, eventId));
    expect(event!.fixtureStatus).toBe('postponed');
  });
});

describe('a postponement, a new date, then a cancellation', () => {
  const steps = (eventId: number, kickoff: Date, base: Date): FixtureChangeInput[] => [
    { changeId: `t-${randomUUID()}`, source: 'feed:test', eventId, kind: 'postponed', kickoff: null, occurredAt: new Date(base.getTime() + 1 * HOUR) },
    { changeId: `t-${randomUUID()}`, source: 'feed:test', eventId, kind: 'moved', kickoff, occurredAt: new Date(base.getTime() + 2 * HOUR) },
    { changeId: `t-${randomUUID()}`, source: 'feed:test', eventId, kind: 'cancelled', kickoff: null, occurredAt: new Date(base.getTime() + 3 * HOUR) },
  ];

  it('in order: each reaches the bookings, and the last one stands', async () => {
    const { pkg, eventId, bookingIds } = await bookedOnEverySite();
    const kickoff = new Date(new Date(pkg.events[0]!.eventDateTime).getTime() + 7 * 24 * HOUR);
    const seen: string[] = [];
    // The invoice tells the match's state instead of a kick-off that will not happen.
    const [invoice] = await test.db.select({ uuid: invoices.uuid }).from(invoices).where(eq(invoices.bookingId, bookingIds.da));
    const onInvoice: (string | null)[] = [];
    for (const change of steps(eventId, kickoff, shopNow())) {
      expect((await applyFixtureChange(test.db, change, { now: shopNow(), actor: 'system' })).outcome).toBe('applied');
      seen.push((await statusOf(bookingIds.da, eventId))!.status);
      const read = await findInvoice(test.db, invoice!.uuid, 'da');
      onInvoice.push(read!.invoice.booking!.tickets[0]!.fixtureStatus);
    }
    expect(seen).toEqual(['postponed', 'moved_outside', 'cancelled']);
    expect(onInvoice).toEqual(['postponed', null, 'cancelled']);
    const [event] = await test.db.select({ fixtureStatus: events.fixtureStatus, kickoff: events.eventDateTime }).from(events).where(eq(events.id, eventId));
    expect(event).toEqual({ fixtureStatus: 'cancelled', kickoff });
    const mails = await mailsOf([bookingIds.sv]);
    expect(mails.map((mail) => mail.subject.split(' – ')[0])).toEqual([expect.stringMatching(/har skjutits upp$/), expect.stringMatching(/har flyttats utanför din resa$/), expect.stringMatching(/har ställts in$/)]);
  });

  it('out of order: an older change delivered late changes nothing, and the end is the same', async () => {
    const { pkg, eventId, bookingIds } = await bookedOnEverySite();
    const originalKickoff = new Date(pkg.events[0]!.eventDateTime);
    const kickoff = new Date(originalKickoff.getTime() + 7 * 24 * HOUR);
    const [postponed, moved, cancelled] = steps(eventId, kickoff, shopNow());
    const outcomes = [];
    for (const change of [cancelled!, postponed!, moved!]) outcomes.push((await applyFixtureChange(test.db, change, { now: shopNow(), actor: 'system' })).outcome);
    expect(outcomes).toEqual(['applied', 'superseded', 'superseded']);
    const [event] = await test.db.select({ fixtureStatus: events.fixtureStatus, kickoff: events.eventDateTime }).from(events).where(eq(events.id, eventId));
    expect(event).toEqual({ fixtureStatus: 'cancelled', kickoff: originalKickoff });
    expect((await statusOf(bookingIds.no, eventId))!.status).toBe('cancelled');
    const mails = await mailsOf(Object.values(bookingIds));
    expect(mails).toHaveLength(3);
    expect(mails.every((mail) => /aflyst|avlyst|ställts in/.test(mail.subject))).toBe(true);
    // A cancelled match leaves nothing to keep: the mail offers only the termination without a fee, and says when the shop makes it.
    for (const mail of mails) {
      expect(mail.text).not.toMatch(/Beholde rejsen|Beholde reisen|Behålla resan/);
      expect(mail.text).toMatch(/afbestille den uden gebyr|avbestille den uten gebyr|avboka den utan avgift/);
    }
    const recorded = await test.db.select({ outcome: fixtureChanges.outcome }).from(fixtureChanges).where(eq(fixtureChanges.eventId, eventId));
    expect(recorded.map((row) => row.outcome).sort()).toEqual(['applied', 'superseded', 'superseded']);

    // A new date after the cancellation (a replay) stands again.
    const replay = new Date(originalKickoff.getTime() + 3 * HOUR);
    const later = { changeId: `t-${randomUUID()}`, source: 'feed:test', eventId, kind: 'moved' as const, kickoff: replay, occurredAt: new Date(shopNow().getTime() + 4 * HOUR) };
    expect((await applyFixtureChange(test.db, later, { now: shopNow(), actor: 'system' })).outcome).toBe('applied');
    expect((await statusOf(bookingIds.no, eventId))!).toMatchObject({ status: 'moved_within', choiceDeadline: null });
  });
});

describe('a change recorded by staff', () => {
  it('takes the feed’s path, with the staff member as actor', async () => {
    const { eventId, bookingIds } = await bookedOnEverySite();
    const applied = await recordFixtureChangeByStaff(test.db, { eventId, kind: 'postponed', kickoff: null }, { staff: 'mette', now: shopNow(), changeId: 'form-1' });
    expect(applied).toMatchObject({ outcome: 'applied', affectedBookings: 3 });
    const again = await recordFixtureChangeByStaff(test.db, { eventId, kind: 'postponed', kickoff: null }, { staff: 'mette', now: shopNow(), changeId: 'form-1' });
    expect(again.outcome).toBe('duplicate');
    const audit = await test.db.select().from(bookingChanges).where(and(eq(bookingChanges.bookingId, bookingIds.da), eq(bookingChanges.kind, 'fixture_changed')));
    expect(audit).toEqual([expect.objectContaining({ actor: 'staff:mette' })]);
    const [recorded] = await test.db.select().from(fixtureChanges).where(eq(fixtureChanges.changeId, 'staff-form-1'));
    expect(recorded).toMatchObject({ source: 'staff:mette', outcome: 'applied', affectedBookings: 3 });
    expect((await mailsOf([bookingIds.da, bookingIds.no, bookingIds.sv])).length).toBe(3);
    void sql;
  });

  it('is not told twice when the feed reports later what staff recorded', async () => {
    const { pkg, eventId, bookingIds } = await bookedOnEverySite();
    const kickoff = new Date(new Date(pkg.events[0]!.eventDateTime).getTime() + 24 * HOUR);
    expect((await recordFixtureChangeByStaff(test.db, { eventId, kind: 'moved', kickoff }, { staff: 'mette', now: shopNow() })).outcome).toBe('applied');
    await report(eventId, { change: 'moved', kickoff: kickoff.toISOString() });
    expect((await runFixtureFeedRound(new Date(shopNow().getTime() + HOUR))).map((change) => change.outcome)).toEqual(['unchanged']);
    expect(await mailsOf(Object.values(bookingIds))).toHaveLength(3);
  });

  it('through the inbox’s form: recorded once however often it is sent, and a bad form answered with its messages', async () => {
    const { eventId, bookingIds } = await bookedOnEverySite();
    await setStaffUser(test.db, 'mette', 'mette-has-a-long-password', new Date());
    const cookie = await startSession(test.db, 'mette', true, new Date());
    const request = (method: 'GET' | 'POST', body?: Record<string, string>) =>
      new Request('http://shop.test/staff/fixtures', {
        method,
        headers: {
          host: 'shop.test',
          [CLIENT_ADDRESS_HEADER]: '198.51.100.77',
          cookie: `__Host-staff-session=${cookie}`,
          ...(method === 'POST' ? { 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: body && new URLSearchParams(body).toString(),
      });
    const page = await staffFixtures(request('GET'));
    expect(page.status).toBe(200);
    const formId = /name="formId" value="([^"]+)"/.exec(await page.text())![1]!;

    const bad = await recordByStaff(request('POST', { eventId: '2147483648', kind: 'moved', kickoff: '', formId }));
    expect(bad.status).toBe(400);
    const badText = await bad.text();
    expect(badText).toContain('Skriv begivenhedens nummer');
    expect(badText).toContain('Skriv det nye tidspunkt');
    expect((await recordByStaff(request('POST', { eventId: '2147483647', kind: 'cancelled', formId }))).status).toBe(400);

    const fields = { eventId: String(eventId), kind: 'moved', kickoff: '2027-01-01T18:30', formId };
    const answers = await Promise.all([recordByStaff(request('POST', fields)), recordByStaff(request('POST', fields))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const texts = await Promise.all(answers.map((answer) => answer.text()));
    expect(texts.filter((text) => text.includes('har nået 3 bookinger'))).toHaveLength(1);
    expect(texts.filter((text) => text.includes('allerede registreret'))).toHaveLength(1);
    const [event] = await test.db.select({ kickoff: events.eventDateTime }).from(events).where(eq(events.id, eventId));
    expect(event!.kickoff.toISOString()).toBe('2027-01-01T17:30:00.000Z');
    expect(await mailsOf(Object.values(bookingIds))).toHaveLength(3);
    const audit = await test.db.select({ actor: bookingChanges.actor }).from(bookingChanges).where(and(eq(bookingChanges.bookingId, bookingIds.no), eq(bookingChanges.kind, 'fixture_changed')));
    expect(audit).toEqual([{ actor: 'staff:mette' }]);
  });
});
