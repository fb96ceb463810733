/**
 * A fixture change and what the catalogue sells (issue 37): a moved match
 * takes its trips along (their dates follow it where a period of their
 * length holds their matches, so the package page offers periods that
 * contain the match); a trip whose match is postponed, cancelled or no
 * longer within its dates is not sold (listed or not, it says why, and
 * nothing prices, books or preorders it); the match's preorders keep
 * pointing at it, and a cancellation closes its availability alerts, each
 * with a mail in its language; and a change the shop cannot apply does not
 * hold up the feed's later ones.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, notExists, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { packageResponse, type MinimalPackage, type PackageDetail } from '@/lib/api/contract/packages';
import type { PreorderBody } from '@/lib/api/contract/booking';
import { addDays, daysBetween } from '@/lib/calendar-day';
import { fixtureHoldOf, matchDay } from '@/lib/packages/fixture-hold';
import { periodBounds, defaultSelection } from '@/lib/package/selection';
import { priceCheckRequest } from '@/lib/package/price-check';
import { packageVariants } from '@/lib/packages/variants';
import { clearCache } from '@/server/cache';
import { now as shopNow } from '@/server/clock';
import {
  availabilityAlerts,
  bookingChanges,
  bookings,
  cities,
  countries,
  events,
  fixtureChanges,
  invoices,
  outboxMails,
  packageEvents,
  packages,
  venues,
  type FixtureChangeKind,
} from '@/server/db/schema';
import { notifyAvailableAlerts } from '@/server/modules/alerts/alerts';
import { applyFixtureChange } from '@/server/modules/fixtures/apply';
import { runFixtureFeedRound } from '@/server/modules/fixtures/worker';
import { timeZoneOf } from '@/server/modules/geography/time-zones';
import { formatMailEventTime } from '@/server/modules/mail/compose';
import type { FixtureChangeReport, FixtureFeed } from '@/server/suppliers/fixtures/types';
import { callApi } from '../support/api';
import { bookingOf, CONTACT, packageFinder, traveller } from '../support/booking-fixture';
import { TEST_TODAY, withTestDatabase } from '../support/database';
import { withTestShop } from '../support/shop';

const test = withTestDatabase();
const openPackage = packageFinder();
withTestShop({ domains: true });

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** Changes of one test file told in order: each a little later than the one before, as a feed tells them. */
let told = 0;
async function change(eventId: number, kind: FixtureChangeKind, kickoff: Date | null = null) {
  told += 1;
  const at = new Date(shopNow().getTime() + told * 1000);
  const applied = await applyFixtureChange(test.db, { changeId: `test-${randomUUID()}`, source: 'feed:test', eventId, kind, kickoff, occurredAt: at }, { now: at, actor: 'system' });
  expect(applied.outcome).toBe('applied');
  clearCache();
  return applied;
}

const detail = async (slug: string, locale = 'da') => packageResponse.parse((await callApi(`packages/${slug}`, { locale })).body).package;

/** Every package the list answers for a query. */
async function listAll(query: string, locale = 'da'): Promise<MinimalPackage[]> {
  const found: MinimalPackage[] = [];
  for (;;) {
    const { body } = await callApi(`packages?${query}&limit=100&offset=${found.length}`, { locale });
    found.push(...(body.packages as MinimalPackage[]));
    if (body.packages.length === 0 || found.length >= body.totalResults) return found;
  }
}

const periodOf = async (packageId: number) =>
  (await test.db.select({ startDate: packages.startDate, endDate: packages.endDate }).from(packages).where(eq(packages.id, packageId)))[0]!;

/** The packages of a match, by id. */
const packagesOfMatch = async (eventId: number) =>
  (await test.db.select({ id: packageEvents.packageId }).from(packageEvents).where(eq(packageEvents.eventId, eventId))).map((row) => row.id);

const priceCheck = (pkg: PackageDetail, locale = 'da') =>
  callApi(`packages/${pkg.id}/service-availability`, { method: 'POST', locale, json: priceCheckRequest(pkg, defaultSelection(pkg)) });

function preorderOf(pkg: Pick<PackageDetail, 'id' | 'startDate'>, email: string): PreorderBody {
  return {
    packageId: pkg.id,
    adults: 2,
    children: 0,
    contactInfo: { ...CONTACT, email },
    passengers: [traveller(0, pkg.startDate, 40), traveller(1, pkg.startDate, 38)],
    comment: '',
    extra: { hasAcceptedExtraordinaryConditions: true, hasAcceptedGeneralTerms: true },
  };
}
const preorder = (slug: string, body: unknown, locale: string) =>
  callApi(`packages/${slug}/preorder`, { method: 'POST', locale, json: body, headers: { 'idempotency-key': randomUUID() } });

const signUp = (body: Record<string, unknown>, locale: string) => callApi('alerts', { method: 'POST', locale, json: { filledMs: 5_000, ...body } });

const mailsTo = (recipient: string, kind?: string) =>
  test.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.recipient, recipient), kind ? eq(outboxMails.kind, kind) : undefined))
    .orderBy(asc(outboxMails.id));

describe('the seeded catalogue', () => {
  it('sells every trip over days that hold all its matches, on their venues’ clocks', async () => {
    const rows = await test.db
      .select({ id: packages.id, startDate: packages.startDate, endDate: packages.endDate, eventDateTime: events.eventDateTime, countryCode: countries.code })
      .from(packages)
      .innerJoin(packageEvents, eq(packageEvents.packageId, packages.id))
      .innerJoin(events, eq(events.id, packageEvents.eventId))
      .innerJoin(venues, eq(venues.id, events.venueId))
      .innerJoin(cities, eq(cities.id, venues.cityId))
      .innerJoin(countries, eq(countries.id, cities.countryId));
    const byPackage = new Map<number, { startDate: string; endDate: string; events: { eventDateTime: string; timeZone: string; fixtureStatus: null }[] }>();
    for (const row of rows) {
      const pkg = byPackage.get(row.id) ?? { startDate: row.startDate, endDate: row.endDate, events: [] };
      pkg.events.push({ eventDateTime: row.eventDateTime.toISOString(), timeZone: timeZoneOf(row.countryCode), fixtureStatus: null });
      byPackage.set(row.id, pkg);
    }
    expect(byPackage.size).toBeGreaterThan(100);
    const held = [...byPackage].filter(([, pkg]) => fixtureHoldOf(pkg) !== null).map(([id]) => id);
    expect(held).toEqual([]);
  });
});

describe('a match moved outside its trips’ dates', () => {
  it('takes every trip of the match along, nights and days around the match kept, so the page offers periods that hold it; a booking keeps its own dates', async () => {
    const pkg = await openPackage();
    const eventId = pkg.events[0]!.id;
    const booked = await callApi('bookings', { method: 'POST', locale: 'da', json: (await bookingOf(pkg, 'da')).body, headers: { 'idempotency-key': randomUUID() } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const before = new Map(await Promise.all((await packagesOfMatch(eventId)).map(async (id) => [id, await periodOf(id)] as const)));
    expect(before.size).toBeGreaterThanOrEqual(1);

    const kickoff = new Date(new Date(pkg.events[0]!.eventDateTime).getTime() + 9 * DAY + 2 * HOUR);
    await change(eventId, 'moved', kickoff);

    const moved = await detail(pkg.slug);
    const newDay = matchDay({ eventDateTime: kickoff.toISOString(), timeZone: moved.events[0]!.timeZone });
    const shift = daysBetween(matchDay(pkg.events[0]!), newDay);
    expect(shift).toBe(9);
    expect(moved.events[0]!.eventDateTime).toBe(kickoff.toISOString());
    expect({ startDate: moved.startDate, endDate: moved.endDate, nights: moved.nights }).toEqual({ startDate: addDays(pkg.startDate, shift), endDate: addDays(pkg.endDate, shift), nights: pkg.nights });
    expect(moved.fixtureHold).toBeNull();
    expect(moved.startDate <= newDay && newDay <= moved.endDate).toBe(true);
    // The picker's days are around the trip's new dates, and the match is on a day of any period it offers.
    const bounds = periodBounds(moved);
    expect(bounds.earliestStart <= moved.startDate && bounds.latestEnd >= moved.endDate).toBe(true);
    for (const [id, period] of before) {
      expect(await periodOf(id)).toEqual({ startDate: addDays(period.startDate, shift), endDate: addDays(period.endDate, shift) });
    }
    // Sold at the new dates: a card of the list and the price check agree.
    const [card] = (await listAll(`dateFrom=${moved.startDate}&dateTo=${moved.endDate}&packageType=single`)).filter((listed) => listed.id === pkg.id);
    expect(card).toMatchObject({ startDate: moved.startDate, endDate: moved.endDate, fixtureHold: null });
    expect(card!.events[0]!.eventDateTime).toBe(kickoff.toISOString());
    expect(packageVariants(card!).some((option) => option.available)).toBe(true);
    expect((await priceCheck(moved)).status).toBe(200);

    // The booking keeps the dates it was sold with: its fixture status says what the move means for it.
    const [booking] = await test.db.select({ startDate: bookings.startDate, endDate: bookings.endDate }).from(bookings).where(eq(bookings.orderNumber, booked.body.orderNumber));
    expect(booking).toEqual({ startDate: pkg.startDate, endDate: pkg.endDate });
  });

  it('leaves a trip alone while the match stays within its dates', async () => {
    const pkg = await openPackage();
    const kickoff = new Date(new Date(pkg.events[0]!.eventDateTime).getTime() + 2 * HOUR);
    await change(pkg.events[0]!.id, 'moved', kickoff);
    const after = await detail(pkg.slug);
    expect({ startDate: after.startDate, endDate: after.endDate, fixtureHold: after.fixtureHold }).toEqual({ startDate: pkg.startDate, endDate: pkg.endDate, fixtureHold: null });
    expect(after.events[0]!.eventDateTime).toBe(kickoff.toISOString());
  });

  it('does not sell a trip of several matches that no period of its length holds any more', async () => {
    // A trip of two matches or more on different days, not over.
    const candidates = await test.db
      .select({ id: packages.id, slug: packages.slug, startDate: packages.startDate, endDate: packages.endDate })
      .from(packages)
      .where(and(gte(packages.startDate, addDays(TEST_TODAY, 7)), sql`(select count(*) from ${packageEvents} where ${packageEvents.packageId} = ${packages.id}) >= 2`))
      .orderBy(asc(packages.id))
      .limit(40);
    let bundle: PackageDetail | null = null;
    for (const candidate of candidates) {
      const found = await callApi(`packages/${candidate.slug}`, { locale: 'da' });
      if (found.status !== 200) continue;
      const read = packageResponse.parse(found.body).package;
      if (read.fixtureHold === null && packageVariants(read).some((option) => option.available) && new Set(read.events.map(matchDay)).size >= 2) {
        bundle = read;
        break;
      }
    }
    expect(bundle, 'a trip of matches on two days or more').not.toBeNull();
    const [first] = bundle!.events;
    await change(first!.id, 'moved', new Date(new Date(first!.eventDateTime).getTime() + (bundle!.nights + 20) * DAY));

    const held = await detail(bundle!.slug);
    expect({ startDate: held.startDate, endDate: held.endDate, fixtureHold: held.fixtureHold }).toEqual({ startDate: bundle!.startDate, endDate: bundle!.endDate, fixtureHold: 'outsideTrip' });
    expect(packageVariants(held).every((option) => !option.available)).toBe(true);
    const checked = await priceCheck(held, 'sv');
    expect(checked.status).toBe(422);
    expect(checked.body).toMatchObject({ code: 'match_not_sold', message: 'Resan kan inte bokas: matchen är uppskjuten, inställd eller ligger utanför resans datum' });
  });
});

describe('a postponed match', () => {
  it('is listed as postponed, not bookable, priced or preordered, not found by search; a new date sells it again at dates that hold it', async () => {
    const pkg = await openPackage();
    const [event] = pkg.events;
    await change(event!.id, 'postponed');

    const held = await detail(pkg.slug, 'no');
    expect(held.fixtureHold).toBe('postponed');
    expect(held.events[0]!.fixtureStatus).toBe('postponed');
    expect(packageVariants(held).every((option) => !option.available)).toBe(true);
    // Listed, saying so; not among the trips that can be booked.
    const listed = (await listAll('packageType=single', 'no')).find((card) => card.id === pkg.id);
    expect(listed).toMatchObject({ fixtureHold: 'postponed' });
    expect((await listAll('packageType=single&available=true', 'no')).some((card) => card.id === pkg.id)).toBe(false);

    const checked = await priceCheck(held, 'no');
    expect(checked).toMatchObject({ status: 422, body: { code: 'match_not_sold' } });
    const book = await callApi('bookings', { method: 'POST', locale: 'da', json: (await bookingOf(pkg, 'da').catch(() => null))?.body ?? {}, headers: { 'idempotency-key': randomUUID() } });
    expect(book.status).toBeGreaterThanOrEqual(400);
    expect(book.status).toBeLessThan(500);
    const queued = await preorder(pkg.slug, preorderOf(pkg, 'queue@example.com'), 'da');
    expect(queued).toMatchObject({ status: 409, body: { code: 'match_not_sold', message: 'Rejsen kan ikke bookes: kampen er udsat, aflyst eller ligger uden for rejsens datoer' } });
    const found = await callApi(`search?q=${encodeURIComponent(event!.title)}`, { locale: 'da' });
    expect((found.body.events as { slug: string }[]).some((hit) => hit.slug === event!.slug)).toBe(false);

    // The new date: the trip follows from the match's first date, and is sold again.
    const kickoff = new Date(new Date(event!.eventDateTime).getTime() + 14 * DAY);
    await change(event!.id, 'moved', kickoff);
    const sold = await detail(pkg.slug);
    expect(sold).toMatchObject({ fixtureHold: null, startDate: addDays(pkg.startDate, 14), endDate: addDays(pkg.endDate, 14) });
    expect(sold.events[0]).toMatchObject({ fixtureStatus: null, eventDateTime: kickoff.toISOString() });
    expect((await priceCheck(sold)).status).toBe(200);
  });
});

describe('a cancelled match', () => {
  it('is not sold: not listed, not found, its page says so, and nothing books or preorders it', async () => {
    const pkg = await openPackage();
    await change(pkg.events[0]!.id, 'cancelled');
    expect((await listAll('packageType=single')).some((card) => card.id === pkg.id)).toBe(false);
    const page = await detail(pkg.slug, 'sv');
    expect(page).toMatchObject({ fixtureHold: 'cancelled', events: [expect.objectContaining({ fixtureStatus: 'cancelled' })] });
    expect(await priceCheck(page, 'sv')).toMatchObject({ status: 422, body: { code: 'match_not_sold' } });
    expect(await preorder(pkg.slug, preorderOf(pkg, 'late@example.com'), 'sv')).toMatchObject({ status: 409, body: { code: 'match_not_sold' } });
    const found = await callApi(`search/typeahead?q=${encodeURIComponent(pkg.events[0]!.title)}`, { locale: 'da' });
    expect((found.body.suggestions as { type: string; slug: string }[]).some((hit) => hit.type === 'event' && hit.slug === pkg.events[0]!.slug)).toBe(false);
  });
});

describe('preorders of a changed match', () => {
  /** A trip whose sale has not opened (sold out), with a preorder on each site. */
  async function preordered() {
    const pkg = await openPackage();
    await test.db.update(packages).set({ isSoldOut: true }).where(eq(packages.id, pkg.id));
    clearCache();
    const orders: Record<'da' | 'no' | 'sv', { orderNumber: number; uuid: string; email: string }> = {} as never;
    for (const locale of ['da', 'no', 'sv'] as const) {
      const email = `queue-${locale}-${randomUUID().slice(0, 8)}@example.com`;
      const answer = await preorder(pkg.slug, preorderOf(pkg, email), locale);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      orders[locale] = { orderNumber: answer.body.booking.orderNumber, uuid: answer.body.booking.invoice.uuid, email };
    }
    return { pkg, orders };
  }
  const preorderRow = async (orderNumber: number) => (await test.db.select().from(bookings).where(eq(bookings.orderNumber, orderNumber)))[0]!;

  it('follow a move to the trip’s new dates, and each holder is told the new kick-off in their language; the preorder’s page shows the new dates', async () => {
    const { pkg, orders } = await preordered();
    const kickoff = new Date(new Date(pkg.events[0]!.eventDateTime).getTime() + 7 * DAY);
    await change(pkg.events[0]!.id, 'moved', kickoff);
    const trip = await periodOf(pkg.id);
    expect(trip).toEqual({ startDate: addDays(pkg.startDate, 7), endDate: addDays(pkg.endDate, 7) });
    for (const locale of ['da', 'no', 'sv'] as const) {
      const row = await preorderRow(orders[locale].orderNumber);
      expect({ startDate: row.startDate, endDate: row.endDate, cancelledAt: row.cancelledAt }).toEqual({ ...trip, cancelledAt: null });
      const mails = await mailsTo(orders[locale].email, 'fixture-preorder');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.locale).toBe(locale);
      expect(mails[0]!.text).toContain(formatMailEventTime(locale, { eventDateTime: kickoff.toISOString(), timeZone: pkg.events[0]!.timeZone }));
      expect(mails[0]!.text).toContain(`/${orders[locale].uuid}`);
      const page = await callApi(`invoices/${orders[locale].uuid}`, { locale });
      expect(page.body.invoice.booking).toMatchObject({ kind: 'preorder', startDate: trip.startDate, endDate: trip.endDate });
    }
    expect((await mailsTo(orders.da.email, 'fixture-preorder'))[0]!.text).toMatch(/Din forudbestilling følger med: den gælder nu rejsen/);
    expect((await mailsTo(orders.no.email, 'fixture-preorder'))[0]!.subject).toMatch(/har fått nytt tidspunkt – forhåndsbestilling \d+$/);
    expect((await mailsTo(orders.sv.email, 'fixture-preorder'))[0]!.text).toMatch(/Din förhandsbokning följer med: den gäller nu resan/);
    // A preorder is no booking: no fixture status and no booking's mail.
    const rows = await test.db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.orderNumber, Object.values(orders).map((order) => order.orderNumber)));
    expect(await test.db.select().from(outboxMails).where(and(inArray(outboxMails.bookingId, rows.map((row) => row.id)), eq(outboxMails.kind, 'fixture-changed')))).toEqual([]);
  });

  it('stand through a postponement, and are annulled with a mail in their language when the match is cancelled, once', async () => {
    const { pkg, orders } = await preordered();
    await change(pkg.events[0]!.id, 'postponed');
    for (const locale of ['da', 'no', 'sv'] as const) {
      expect((await preorderRow(orders[locale].orderNumber)).cancelledAt).toBeNull();
      expect(await mailsTo(orders[locale].email, 'fixture-preorder')).toHaveLength(1);
    }
    expect((await mailsTo(orders.da.email, 'fixture-preorder'))[0]!.text).toMatch(/Din forudbestilling står ved magt/);

    await change(pkg.events[0]!.id, 'cancelled');
    const subjects = { da: /er aflyst – forudbestilling \d+ er annulleret$/, no: /er avlyst – forhåndsbestilling \d+ er annullert$/, sv: /har ställts in – förhandsbokning \d+ är avbokad$/ };
    for (const locale of ['da', 'no', 'sv'] as const) {
      const row = await preorderRow(orders[locale].orderNumber);
      expect(row).toMatchObject({ cancelledBy: 'fixture' });
      expect(row.cancelledAt).not.toBeNull();
      const [invoice] = await test.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.bookingId, row.id));
      expect(invoice!.status).toBe('cancelled');
      const mails = await mailsTo(orders[locale].email, 'fixture-preorder');
      expect(mails).toHaveLength(2);
      expect(mails[1]!.subject).toMatch(subjects[locale]);
      const audit = await test.db.select({ detail: bookingChanges.detail }).from(bookingChanges).where(and(eq(bookingChanges.bookingId, row.id), eq(bookingChanges.kind, 'fixture_changed')));
      expect(audit.map((entry) => entry.detail.preorder)).toEqual(['postponed', 'cancelled']);
    }
    // A later change (a replay) finds no preorder left to tell.
    await change(pkg.events[0]!.id, 'moved', new Date(new Date(pkg.events[0]!.eventDateTime).getTime() + 30 * DAY));
    expect(await mailsTo(orders.da.email, 'fixture-preorder')).toHaveLength(2);
  });
});

describe('availability alerts of a changed match', () => {
  it('tell a trip that can be booked again at its matches’ kick-offs and dates as they are, not while its match is postponed', async () => {
    const pkg = await openPackage();
    await test.db.update(packages).set({ isSoldOut: true }).where(eq(packages.id, pkg.id));
    clearCache();
    const email = `wait-${randomUUID().slice(0, 8)}@example.com`;
    expect((await signUp({ email, packageId: pkg.id }, 'sv')).status).toBe(201);
    const at = new Date(`${TEST_TODAY}T12:00:00Z`);

    await change(pkg.events[0]!.id, 'postponed');
    await test.db.update(packages).set({ isSoldOut: false }).where(eq(packages.id, pkg.id));
    expect(await notifyAvailableAlerts(test.db, at)).toBe(0);

    const kickoff = new Date(new Date(pkg.events[0]!.eventDateTime).getTime() + 3 * DAY);
    await change(pkg.events[0]!.id, 'moved', kickoff);
    expect(await notifyAvailableAlerts(test.db, at)).toBeGreaterThanOrEqual(1);
    const [mail] = await mailsTo(email, 'availability-alert');
    expect(mail!.locale).toBe('sv');
    expect(mail!.text).toContain(formatMailEventTime('sv', { eventDateTime: kickoff.toISOString(), timeZone: pkg.events[0]!.timeZone }));
    const trip = await periodOf(pkg.id);
    expect(trip.startDate).toBe(addDays(pkg.startDate, 3));
    expect(mail!.text).toMatch(/Resperiod: /);
  });

  it('are closed when the match is cancelled, each address told once in its language; an unsubscribed one is left alone', async () => {
    const pkg = await openPackage();
    await test.db.update(packages).set({ isSoldOut: true }).where(eq(packages.id, pkg.id));
    clearCache();
    const suffix = randomUUID().slice(0, 8);
    const waiting = { da: `da-${suffix}@example.com`, no: `no-${suffix}@example.com`, sv: `sv-${suffix}@example.com`, gone: `gone-${suffix}@example.com` };
    for (const locale of ['da', 'no', 'sv'] as const) expect((await signUp({ email: waiting[locale], packageId: pkg.id }, locale)).status).toBe(201);
    expect((await signUp({ email: waiting.gone, packageId: pkg.id }, 'da')).status).toBe(201);
    await test.db.update(availabilityAlerts).set({ unsubscribedAt: shopNow() }).where(eq(availabilityAlerts.email, waiting.gone));

    // A match without a trip, waited for from the club's page.
    const [match] = await test.db
      .select({ id: events.id })
      .from(events)
      .where(and(gte(events.eventDateTime, new Date(`${TEST_TODAY}T12:00:00Z`)), notExists(test.db.select({ one: sql`1` }).from(packageEvents).where(eq(packageEvents.eventId, events.id)))))
      .orderBy(asc(events.id))
      .limit(1);
    const fan = `fan-${suffix}@example.com`;
    expect((await signUp({ email: fan, eventId: match!.id }, 'no')).status).toBe(201);

    await change(pkg.events[0]!.id, 'cancelled');
    await change(match!.id, 'cancelled');
    const subjects = { da: /er aflyst$/, no: /er avlyst$/, sv: /har ställts in$/ };
    for (const locale of ['da', 'no', 'sv'] as const) {
      const mails = await mailsTo(waiting[locale], 'availability-alert-closed');
      expect(mails).toHaveLength(1);
      expect(mails[0]!).toMatchObject({ locale });
      expect(mails[0]!.subject).toMatch(subjects[locale]);
    }
    expect((await mailsTo(waiting.da, 'availability-alert-closed'))[0]!.text).toMatch(/Derfor har vi lukket din besked/);
    expect(await mailsTo(waiting.gone)).toEqual([]);
    const [fanMail] = await mailsTo(fan, 'availability-alert-closed');
    expect(fanMail!.text).toMatch(/som du ba oss si fra om reiser til, er avlyst/);

    // Closed: the trip's return or a trip to the match mails nobody; a new signup for the match is refused.
    await test.db.update(packages).set({ isSoldOut: false }).where(eq(packages.id, pkg.id));
    await notifyAvailableAlerts(test.db, new Date(`${TEST_TODAY}T12:00:00Z`));
    expect(await mailsTo(waiting.sv, 'availability-alert')).toEqual([]);
    expect(await signUp({ email: fan, eventId: match!.id }, 'sv')).toMatchObject({ status: 422, body: { code: 'match_cancelled', errors: { eventId: ['är inställd'] } } });
    expect(await signUp({ email: fan, packageId: pkg.id }, 'da')).toMatchObject({ status: 422, body: { code: 'match_cancelled', errors: { packageId: ['er aflyst'] } } });
  });
});

/** A feed of the test's own: what it is given, in order, after a cursor. */
function feedOf(reports: FixtureChangeReport[]): FixtureFeed {
  return {
    name: `test-${randomUUID().slice(0, 8)}`,
    async changes(cursor, limit) {
      return reports.filter((report) => cursor === null || report.cursor > cursor).slice(0, limit);
    },
  };
}
const at = (n: number) => String(n).padStart(6, '0');

describe('the fixture worker', () => {
  it('goes on past a change for an unknown event and a report it cannot read, and does not read them again', async () => {
    const pkg = await openPackage();
    const kickoff = new Date(new Date(pkg.events[0]!.eventDateTime).getTime() + HOUR);
    const occurredAt = shopNow();
    const feed = feedOf([
      { changeId: `u-${randomUUID()}`, eventId: 2_000_000_000, kind: 'postponed', kickoff: null, occurredAt, cursor: at(1) },
      { changeId: `m-${randomUUID()}`, eventId: pkg.events[0]!.id, kind: 'moved', kickoff: null, occurredAt, cursor: at(2) },
      { changeId: `x-${randomUUID()}`, eventId: 0, kind: 'cancelled', kickoff: null, occurredAt, cursor: at(3) },
      { changeId: `v-${randomUUID()}`, eventId: pkg.events[0]!.id, kind: 'moved', kickoff, occurredAt, cursor: at(4) },
    ]);
    expect((await runFixtureFeedRound(shopNow(), feed)).map((change) => change.outcome)).toEqual(['unknown_event', 'applied']);
    expect(await runFixtureFeedRound(shopNow(), feed)).toEqual([]);
    const [event] = await test.db.select({ kickoff: events.eventDateTime }).from(events).where(eq(events.id, pkg.events[0]!.id));
    expect(event!.kickoff.getTime()).toBe(kickoff.getTime());
  });

  it('records a change whose application fails, goes on with the later ones, and applies it once it can', async () => {
    const [failing, other] = [await openPackage(), await openPackage()];
    const failingEvent = failing.events[0]!.id;
    const booked = await callApi('bookings', { method: 'POST', locale: 'da', json: (await bookingOf(failing, 'da')).body, headers: { 'idempotency-key': randomUUID() } });
    expect(booked.status).toBe(201);
    // The database refuses to move this one match, as a fault would.
    await test.db.execute(
      sql.raw(`create or replace function public.test_refuse_move() returns trigger language plpgsql as $$ begin if new.id = ${failingEvent} then raise exception 'refused for the test'; end if; return new; end $$`),
    );
    await test.db.execute(sql.raw(`create trigger test_refuse_move before update on events for each row execute function public.test_refuse_move()`));
    const occurredAt = shopNow();
    const failingChange = `f-${randomUUID()}`;
    const feed = feedOf([
      { changeId: failingChange, eventId: failingEvent, kind: 'moved', kickoff: new Date(new Date(failing.events[0]!.eventDateTime).getTime() + HOUR), occurredAt, cursor: at(1) },
      { changeId: `o-${randomUUID()}`, eventId: other.events[0]!.id, kind: 'moved', kickoff: new Date(new Date(other.events[0]!.eventDateTime).getTime() + HOUR), occurredAt, cursor: at(2) },
    ]);
    try {
      expect((await runFixtureFeedRound(shopNow(), feed)).map((change) => change.outcome)).toEqual(['failed', 'applied']);
      // Tried again each round; nothing new is read.
      expect((await runFixtureFeedRound(shopNow(), feed)).map((change) => change.outcome)).toEqual(['failed']);
      const [recorded] = await test.db.select().from(fixtureChanges).where(eq(fixtureChanges.changeId, failingChange));
      expect(recorded).toMatchObject({ outcome: 'failed', affectedBookings: 0, feedCursor: at(1) });
    } finally {
      await test.db.execute(sql.raw('drop trigger test_refuse_move on events'));
      await test.db.execute(sql.raw('drop function public.test_refuse_move()'));
    }
    expect(await runFixtureFeedRound(shopNow(), feed)).toEqual([{ changeId: failingChange, outcome: 'applied', affectedBookings: 1 }]);
    expect(await runFixtureFeedRound(shopNow(), feed)).toEqual([]);
    const [row] = await test.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.orderNumber, booked.body.orderNumber));
    expect(await test.db.select().from(outboxMails).where(and(eq(outboxMails.bookingId, row!.id), eq(outboxMails.kind, 'fixture-changed')))).toHaveLength(1);
  });

  it('reads past a page of changes delivered again, and not again after', async () => {
    const pkg = await openPackage();
    const changeId = `r-${randomUUID()}`;
    const report = { changeId, eventId: pkg.events[0]!.id, kind: 'postponed' as const, kickoff: null, occurredAt: shopNow() };
    const feed = feedOf(Array.from({ length: 150 }, (_, index) => ({ ...report, cursor: at(index + 1) })));
    const outcomes = (await runFixtureFeedRound(shopNow(), feed)).map((change) => change.outcome);
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(149);
    expect(await runFixtureFeedRound(shopNow(), feed)).toEqual([]);
  });
});
