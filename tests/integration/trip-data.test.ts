/**
 * "My data" by a trip link (GDPR art. 15, 17, 20): the export holds the
 * booking's personal data and the contact's newsletter and alerts, never a
 * gateway's reference or a key, and is recorded without the data; the
 * erasure request is recorded and mailed once, whatever the clicks and
 * keys; the purge carries it out only once the trip is over (or cancelled)
 * and nothing is owed or moving, blanks what the retention purge blanks,
 * voids the links, logs it without the data and mails that it is done.
 * Links that open nothing answer 4xx, never 500.
 */
import { randomUUID } from 'node:crypto';
import { GET as recentChangesRoute } from '@/app/staff/changes/route';
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { erasureResponse, personalDataResponse, PERSONAL_DATA_FORMAT } from '@/lib/api/contract/trip-data';
import { tripResponse } from '@/lib/api/contract/trips';
import { addDays } from '@/lib/calendar-day';
import { now as shopNow } from '@/server/clock';
import { availabilityAlerts, bookingChanges, bookingPassengers, bookings, invoices, newsletterSubscriptions, outboxMails, packages, paymentTransactions } from '@/server/db/schema';
import { changeCursorText, parseChangeCursor, recentChanges } from '@/server/modules/staff/changes';
import { findInboxEntry } from '@/server/modules/staff/inbox';
import { entryPage, recentChangesPage } from '@/server/modules/staff/pages';
import { carryOutErasures } from '@/server/modules/trips/erasure';
import { issueTripLink } from '@/server/modules/trips/links';
import { callApi } from '../support/api';
import { CONTACT, packageFinder } from '../support/booking-fixture';
import { TEST_TODAY, withTestDatabase } from '../support/database';
import { bookedInvoice, decide, mailsOf, startedPayment } from '../support/payments';
import { withTestShop } from '../support/shop';

const onPostgres = inject('testDatabase').driver === 'postgres';
const test = withTestDatabase();
const openPackage = packageFinder();
withTestShop({ domains: true });

afterEach(() => {
  vi.stubEnv('SHOP_NOW', TEST_TODAY);
});

const DAY = 24 * 60 * 60 * 1000;

/** A booked trip (paid unless told otherwise), its booking id, its trip's last day and a `trip` link to it. */
async function bookedTrip({ locale = 'da', paid = true } = {}) {
  const invoice = await bookedInvoice(await openPackage(locale), locale);
  let reference: string | null = null;
  if (paid) {
    reference = (await startedPayment(test.db, invoice.uuid)).reference;
    await decide(test.db, reference, 'approve');
  }
  const [booking] = await test.db.select({ id: bookings.id, endDate: bookings.endDate }).from(bookings).where(eq(bookings.orderNumber, invoice.orderNumber));
  const token = await issueTripLink(booking!.id, 'trip', shopNow(), new Date(shopNow().getTime() + 30 * DAY));
  return { ...invoice, bookingId: booking!.id, endDate: booking!.endDate, token, reference, locale };
}

const exportOf = (token: string, locale = 'da') => callApi(`trips/${token}/personal-data`, { locale });
const askErasure = (token: string, { key = randomUUID() as string | null, locale = 'da', json = {} as unknown } = {}) =>
  callApi(`trips/${token}/erasure`, { method: 'POST', locale, json, headers: key ? { 'idempotency-key': key } : {} });
const changesOf = (bookingId: number) =>
  test.db.select({ kind: bookingChanges.kind, actor: bookingChanges.actor, detail: bookingChanges.detail }).from(bookingChanges).where(eq(bookingChanges.bookingId, bookingId)).orderBy(asc(bookingChanges.id));
const bookingRow = async (bookingId: number) => (await test.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;
/** A round of erasures on `today`, at noon of it. */
const eraseRound = (today: string) => carryOutErasures(test.db, { today, now: new Date(`${today}T12:00:00Z`) });

describe('GET trips/{token}/personal-data', () => {
  it('downloads the booking’s personal data, the contact’s newsletter and alerts, and no key of a payment', async () => {
    const trip = await bookedTrip();
    const email = CONTACT.email.toLowerCase();
    await test.db.insert(newsletterSubscriptions).values({ email, name: 'Karen', locale: 'da', createdAt: shopNow() }).onConflictDoNothing();
    const [pkg] = await test.db.select({ id: packages.id }).from(packages).limit(1);
    await test.db
      .insert(availabilityAlerts)
      .values({ email: CONTACT.email.toUpperCase(), locale: 'da', packageId: pkg!.id, token: randomUUID(), createdAt: shopNow() })
      .onConflictDoNothing();

    const answer = await exportOf(trip.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="fantur-${trip.orderNumber}-${shopNow().toISOString().slice(0, 10)}.json"`);
    const { personalData: data } = personalDataResponse.parse(answer.body);
    expect(data.format).toBe(PERSONAL_DATA_FORMAT);
    expect(data.booking).toMatchObject({ orderNumber: trip.orderNumber, site: 'da', invoiceStatus: 'paid', endDate: trip.endDate, erasureRequestedAt: null });
    expect(data.contact).toMatchObject({ firstName: CONTACT.firstName, lastName: CONTACT.lastName, email: CONTACT.email, birthDate: CONTACT.birthDate, address: CONTACT.address, phone: '+45 20304050' });
    expect(data.contact!.nationality?.name).toBeTruthy();
    const travellers = await test.db.select().from(bookingPassengers).where(eq(bookingPassengers.bookingId, trip.bookingId));
    expect(data.travellers).toHaveLength(travellers.length);
    expect(data.travellers[0]).toMatchObject({ position: 1, firstName: travellers.find((row) => row.position === 1)!.firstName });
    expect(data.payments).toEqual([expect.objectContaining({ gateway: 'test', amount: trip.total, status: 'paid', shareOf: null })]);
    expect(data.mails.map((mail) => mail.kind)).toEqual(expect.arrayContaining(['booking-confirmation']));
    expect(data.mails.every((mail) => mail.recipient === CONTACT.email)).toBe(true);
    expect(data.newsletter).toEqual(expect.arrayContaining([expect.objectContaining({ site: 'da', name: 'Karen' })]));
    expect(data.alerts).toEqual(expect.arrayContaining([expect.objectContaining({ site: 'da', package: expect.objectContaining({ id: pkg!.id }) })]));
    // Keys stay out: the invoice's uuid, the gateway's reference, the payment's own id.
    const text = JSON.stringify(answer.body);
    const [payment] = await test.db.select().from(paymentTransactions).innerJoin(invoices, eq(invoices.id, paymentTransactions.invoiceId)).where(eq(invoices.uuid, trip.uuid));
    for (const secret of [trip.uuid, trip.reference!, payment!.payment_transactions.uuid]) expect(text).not.toContain(secret);

    // Each export is recorded, without the data (a HEAD sends none, and records none); the next export lists the first.
    expect((await callApi(`trips/${trip.token}/personal-data`, { method: 'HEAD', locale: 'da' })).status).toBe(200);
    expect(await changesOf(trip.bookingId)).toEqual([{ kind: 'data_exported', actor: 'traveller', detail: {} }]);
    const again = personalDataResponse.parse((await exportOf(trip.token)).body).personalData;
    expect(again.changes).toEqual([expect.objectContaining({ kind: 'data_exported', actor: 'traveller', amount: 0 })]);
  });

  it('answers a malformed, forged, other-purpose, expired, voided and out-of-range link with 400 or 404, never 500', async () => {
    const trip = await bookedTrip({ paid: false });
    const now = shopNow();
    const [head, payload, signature] = trip.token.split('.') as [string, string, string];
    const flipped = `${head}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const calendar = await issueTripLink(trip.bookingId, 'calendar', now, new Date(now.getTime() + DAY));
    const expired = await issueTripLink(trip.bookingId, 'trip', new Date(now.getTime() - 2 * DAY), new Date(now.getTime() - DAY));
    const huge = await issueTripLink(2_147_483_648, 'trip', now, new Date(now.getTime() + DAY));
    const unknown = await issueTripLink(2_147_483_647, 'trip', now, new Date(now.getTime() + DAY));
    for (const [token, status] of [
      ['nonsense', 400],
      [`v1.${'A'.repeat(300)}.${'A'.repeat(43)}`, 400],
      [flipped, 404],
      [calendar, 404],
      [expired, 404],
      [huge, 404],
      [unknown, 404],
    ] as const) {
      expect((await exportOf(token)).status, token).toBe(status);
      expect((await askErasure(token)).status, token).toBe(status);
    }
    await test.db.update(bookings).set({ tripLinksSince: new Date(now.getTime() + 1) }).where(eq(bookings.id, trip.bookingId));
    expect((await exportOf(trip.token)).status).toBe(404);
    expect((await askErasure(trip.token)).status).toBe(404);
    expect(await changesOf(trip.bookingId)).toEqual([]);
  });
});

describe('POST trips/{token}/erasure', () => {
  it('records the request once, mails it in the booking’s language and tells when the data goes', async () => {
    const trip = await bookedTrip({ locale: 'sv' });
    expect((await askErasure(trip.token, { key: null })).status).toBe(400);
    expect((await askErasure(trip.token, { json: { email: 'x@example.com' } })).status).toBe(422);
    expect(await changesOf(trip.bookingId)).toEqual([]);

    const key = randomUUID();
    const first = await askErasure(trip.token, { key, locale: 'sv' });
    expect(first.status).toBe(201);
    const { erasure } = erasureResponse.parse(first.body);
    expect(erasure).toEqual({ requestedAt: shopNow().toISOString(), erasableFrom: addDays(trip.endDate, 1) });
    const replay = await askErasure(trip.token, { key, locale: 'sv' });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    // Asked again with another key: the first request stands, nothing new is written.
    const later = await askErasure(trip.token, { locale: 'sv' });
    expect(later.status).toBe(200);
    expect(later.body).toEqual(first.body);

    expect(await changesOf(trip.bookingId)).toEqual([{ kind: 'erasure_requested', actor: 'traveller', detail: { erasableFrom: addDays(trip.endDate, 1) } }]);
    const mails = await mailsOf(test.db, trip.orderNumber, 'trip-erasure-request');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: CONTACT.email, locale: 'sv' });
    expect(mails[0]!.subject).toBe(`Vi har tagit emot din begäran om att radera dina uppgifter (order ${trip.orderNumber})`);
    expect(mails[0]!.text).toContain('Ordernummer, datum, belopp och fakturan sparar vi utan namn');
    // The trip page knows, and still opens until the data is gone.
    const read = await callApi(`trips/${trip.token}`, { locale: 'sv' });
    expect(tripResponse.parse(read.body).trip.erasureRequestedAt).toBe(erasure.requestedAt);
  });

  it('is carried out once the trip is over and its money settled: blanked, logged without the data, links void, mailed', async () => {
    const trip = await bookedTrip();
    const untouched = await bookedTrip();
    expect((await askErasure(trip.token)).status).toBe(201);

    // Not before the trip is over.
    expect(await eraseRound(trip.endDate)).not.toContain(trip.orderNumber);
    // Not while money is moving: a refund still under way.
    await test.db.update(paymentTransactions).set({ status: 'refunding' }).where(eq(paymentTransactions.gatewayReference, trip.reference!));
    const after = addDays(trip.endDate, 1);
    expect(await eraseRound(after)).not.toContain(trip.orderNumber);
    await test.db.update(paymentTransactions).set({ status: 'refunded' }).where(eq(paymentTransactions.gatewayReference, trip.reference!));

    expect(await eraseRound(after)).toContain(trip.orderNumber);
    expect(await eraseRound(after)).not.toContain(trip.orderNumber);
    const erased = await bookingRow(trip.bookingId);
    expect(erased).toMatchObject({ contact: null, comment: null, total: trip.total });
    expect(erased.personalDataPurgedAt).not.toBeNull();
    expect(erased.tripLinksSince).not.toBeNull();
    const travellers = await test.db.select().from(bookingPassengers).where(eq(bookingPassengers.bookingId, trip.bookingId));
    expect(travellers.every((row) => row.firstName === null && row.lastName === null && row.birthDate === null)).toBe(true);
    // The books keep the invoice and its amounts.
    expect((await test.db.select().from(invoices).where(eq(invoices.uuid, trip.uuid)))[0]).toMatchObject({ total: trip.total, totalPaid: trip.total });
    expect(await changesOf(trip.bookingId)).toEqual([
      { kind: 'erasure_requested', actor: 'traveller', detail: { erasableFrom: after } },
      { kind: 'erased', actor: 'system', detail: {} },
    ]);
    // The mails written before are blank; the one saying it is done waits for its send, then goes blank too.
    const mails = await test.db.select().from(outboxMails).where(eq(outboxMails.bookingId, trip.bookingId)).orderBy(asc(outboxMails.id));
    const done = mails.filter((mail) => mail.kind === 'trip-erased');
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ recipient: CONTACT.email, subject: `Dine personoplysninger er slettet (ordre ${trip.orderNumber})` });
    expect(mails.filter((mail) => mail.kind !== 'trip-erased').every((mail) => mail.recipient === '' && mail.text === '')).toBe(true);
    await test.db.update(outboxMails).set({ sentAt: new Date() }).where(eq(outboxMails.id, done[0]!.id));
    await eraseRound(after);
    expect((await test.db.select().from(outboxMails).where(eq(outboxMails.id, done[0]!.id)))[0]).toMatchObject({ recipient: '', subject: '', text: '' });

    // Every link is void now; nothing else was touched.
    expect((await callApi(`trips/${trip.token}`, { locale: 'da' })).status).toBe(404);
    expect((await exportOf(trip.token)).status).toBe(404);
    expect((await askErasure(trip.token)).status).toBe(404);
    expect((await bookingRow(untouched.bookingId)).contact).not.toBeNull();
  });

  it('waits while something is owed, and goes before the trip’s end once the trip is cancelled', async () => {
    const unpaid = await bookedTrip({ paid: false });
    expect((await askErasure(unpaid.token)).status).toBe(201);
    expect(await eraseRound(addDays(unpaid.endDate, 1))).not.toContain(unpaid.orderNumber);
    // Released unpaid: nothing is owed any more.
    await test.db.update(invoices).set({ status: 'cancelled' }).where(eq(invoices.uuid, unpaid.uuid));
    expect(await eraseRound(TEST_TODAY)).toContain(unpaid.orderNumber);

    const cancelled = await bookedTrip();
    await test.db.update(bookings).set({ cancelledAt: shopNow(), cancelledBy: 'traveller' }).where(eq(bookings.id, cancelled.bookingId));
    const asked = erasureResponse.parse((await askErasure(cancelled.token)).body).erasure;
    expect(asked.erasableFrom).toBe(TEST_TODAY);
    const mail = (await mailsOf(test.db, cancelled.orderNumber, 'trip-erasure-request'))[0]!;
    expect(mail.text).toContain('Rejsen er afbestilt');
    expect(await eraseRound(TEST_TODAY)).toContain(cancelled.orderNumber);
  });
});

describe.skipIf(!onPostgres)('at once (PostgreSQL)', () => {
  it('fifty requests with one key or fifty record and mail once; two rounds at once erase once', { timeout: 600_000 }, async () => {
    for (const sameKey of [true, false]) {
      const trip = await bookedTrip();
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 50 }, () => askErasure(trip.token, { key: sameKey ? key : randomUUID() })));
      expect(answers.every((answer) => answer.status === 201 || answer.status === 200)).toBe(true);
      const bodies = new Set(answers.map((answer) => JSON.stringify(erasureResponse.parse(answer.body))));
      expect(bodies.size).toBe(1);
      expect(answers.filter((answer) => answer.status === 201 && answer.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
      expect(await changesOf(trip.bookingId)).toHaveLength(1);
      expect(await mailsOf(test.db, trip.orderNumber, 'trip-erasure-request')).toHaveLength(1);

      const after = addDays(trip.endDate, 1);
      const rounds = await Promise.all([eraseRound(after), eraseRound(after), eraseRound(after)]);
      expect(rounds.flat().filter((orderNumber) => orderNumber === trip.orderNumber)).toHaveLength(1);
      expect((await changesOf(trip.bookingId)).filter((change) => change.kind === 'erased')).toHaveLength(1);
      const done = await test.db.select().from(outboxMails).where(and(eq(outboxMails.bookingId, trip.bookingId), eq(outboxMails.kind, 'trip-erased')));
      expect(done).toHaveLength(1);
    }
  });
});

describe('the staff inbox', () => {
  it('lists a booking’s changes and data requests with time, actor and outcome, and the newest across bookings', async () => {
    const trip = await bookedTrip();
    const other = await bookedTrip();
    await exportOf(trip.token);
    await askErasure(trip.token);
    // Later than any change the other tests wrote (their erasures are dated after their trips): the newest two.
    const at = new Date('2100-01-01T12:00:00Z');
    await test.db.insert(bookingChanges).values([
      { bookingId: trip.bookingId, kind: 'transfer', actor: 'staff:anna', detail: { position: 2 }, amount: 500, createdAt: at },
      { bookingId: other.bookingId, kind: 'flight_changed', actor: 'system', detail: {}, amount: 0, createdAt: at },
    ]);

    const detail = (await findInboxEntry(test.db, 'booking', trip.bookingId))!;
    expect(detail.changes!.map((line) => line.kind)).toEqual(['data_exported', 'erasure_requested', 'transfer']);
    const page = entryPage('anna', detail);
    const table = page.slice(page.indexOf('<h2 id="changes-heading">'));
    for (const text of ['Data hentet (indsigt)', 'Hentet som JSON', 'Sletning af data bedt om', `Slettes tidligst ${addDays(trip.endDate, 1)}`, 'Plads overdraget', 'Medarbejder anna', 'Rejsende nr. 2 overdraget til en ny person', 'Kr. 500,-', 'Den rejsende']) {
      expect(table).toContain(text);
    }
    // Nothing of the traveller in the changes.
    expect(table).not.toContain(CONTACT.lastName);
    expect(entryPage('anna', (await findInboxEntry(test.db, 'booking', other.bookingId))!)).toContain('Fly ændret');

    const recent = await recentChanges(test.db);
    expect(recent.lines.slice(0, 2).map((line) => line.orderNumber).sort()).toEqual([trip.orderNumber, other.orderNumber].sort());
    const list = recentChangesPage('anna', recent);
    expect(list).toContain(`<a href="/staff/booking/${trip.bookingId}">${trip.orderNumber}</a>`);
    expect(list).toContain('Seneste ændringer');
    // The next page starts after the last change shown.
    const cursor = parseChangeCursor(changeCursorText(recent.lines[0]!));
    expect((await recentChanges(test.db, cursor)).lines[0]!.id).toBe(recent.lines[1]!.id);
    expect(parseChangeCursor('2026-01-01T00:00:00.000Z~99999999999')).toBeNull();
  });

  it('shows the recent changes to signed-in staff only', async () => {
    const answer = await recentChangesRoute(new Request('http://shop.test/staff/changes', { headers: { host: 'shop.test' } }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/staff/sign-in');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
