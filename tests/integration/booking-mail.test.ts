/**
 * The confirmation mail through the outbox, to a real SMTP server started
 * here (smtp-server from npm, on a free port), and the retention purge.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingResponse, invoiceResponse, type BookingResponse } from '@/lib/api/contract/booking';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { addMonths } from '@/lib/calendar-day';
import { ORGANISER, SITES, TRAVEL_GUARANTEE } from '@/lib/site/sites';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';
import { bookingPassengers, bookings, outboxMails } from '@/server/db/schema';
import { installAvailabilityServices } from '@/server/modules/availability/services';
import { purgePersonalData } from '@/server/modules/booking/privacy';
import { claimDueMails, LEASE_MS } from '@/server/modules/mail/outbox';
import type { MailTransport } from '@/server/modules/mail/transport';
import { deliverDueMails } from '@/server/modules/mail/worker';
import { callApi } from '../support/api';
import { quickSandbox } from '../support/availability';
import { bookingOf, CONTACT, packageFinder } from '../support/booking-fixture';
import { TEST_TODAY, withTestDatabase } from '../support/database';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../support/smtp-sink';

const test = withTestDatabase();

let sink: SmtpSink;
/** What the mail server received, and the transport to it (set in beforeAll). */
let received: ReceivedMail[];
let transport: MailTransport;

beforeAll(async () => {
  vi.stubEnv('SHOP_NOW', TEST_TODAY);
  vi.stubEnv('SITE_DOMAINS', 'da=fantur.dk,no=fantur.no,sv=fantur.se');
  installAvailabilityServices(quickSandbox());
  sink = await startSmtpSink();
  ({ received, transport } = sink);
});

afterAll(async () => {
  await sink.close();
  installAvailabilityServices(undefined);
  vi.unstubAllEnvs();
});

beforeEach(async () => {
  received.length = 0;
  sink.refuse(0);
  // Each test starts with an outbox of nothing due: what earlier tests left is marked sent.
  await test.db.update(outboxMails).set({ sentAt: new Date() });
});

const SENDER = { from: 'Fantur <booking@fantur.dk>', messageDomain: 'fantur.dk' };
const at = (iso: string) => () => new Date(iso);
const NOON = `${TEST_TODAY}T12:00:00.000Z`;

const openPackage = packageFinder();

async function bookOne(locale: string, email = CONTACT.email, accept?: (pkg: PackageDetail) => boolean, comment: string | null = null): Promise<BookingResponse> {
  const { body } = await bookingOf(await openPackage(locale, accept), locale);
  body.contactInfo.email = email;
  body.comment = comment;
  const answer = await callApi('bookings', { method: 'POST', locale, json: body, headers: { 'idempotency-key': randomUUID() } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return bookingResponse.parse(answer.body);
}

/** A mail's text part, quoted-printable undone. */
const textOf = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r/g, '');

describe('the confirmation mail', () => {
  it('is written with the booking, in its language, with the invoice link on the site’s own domain, and sent once', async () => {
    const booked = await bookOne('no', 'ola.nordmann@example.no');
    const [row] = await test.db.select().from(outboxMails).where(eq(outboxMails.recipient, 'ola.nordmann@example.no'));
    expect(row).toMatchObject({ kind: 'booking-confirmation', locale: 'no', sentAt: null, attempts: 0 });
    expect(row!.subject).toContain(`Ordrebekreftelse ${booked.orderNumber}`);
    expect(row!.text).toContain(`https://fantur.no/no/faktura/${booked.uuid}`);
    expect(row!.text).toContain('Se og betal fakturaen din');

    const report = await deliverDueMails(test.db, transport, { ...SENDER, now: at(NOON) });
    expect(report).toEqual({ sent: 1, failed: 0 });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['ola.nordmann@example.no']);
    expect(received[0]!.from).toBe('booking@fantur.dk');
    const text = textOf(received[0]!.raw);
    expect(text).toContain(`Message-ID: <outbox-${row!.id}@fantur.dk>`);
    expect(text).toContain(`https://fantur.no/no/faktura/${booked.uuid}`);

    expect(await deliverDueMails(test.db, transport, { ...SENDER, now: at(NOON) })).toEqual({ sent: 0, failed: 0 });
    expect(received).toHaveLength(1);
  });

  it('names each match with its kick-off on the venue’s clock, said to be local, and the Danish time beside it', async () => {
    let match: PackageDetail['events'][number] | undefined;
    await bookOne('da', 'dan.london@example.dk', (pkg) => {
      match = pkg.events.find((event) => event.timeZone === 'Europe/London');
      return match !== undefined;
    });
    const [row] = await test.db.select().from(outboxMails).where(eq(outboxMails.recipient, 'dan.london@example.dk'));
    const clock = (timeZone: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(match!.eventDateTime)).replace(':', '.');
    const london = clock('Europe/London');
    const copenhagen = clock('Europe/Copenhagen');
    expect(london).not.toBe(copenhagen);
    const line = row!.text.split('\n').find((text) => text.startsWith(`Kamp: ${match!.title}, `));
    expect(line).toMatch(new RegExp(`, ${london} lokal tid \\((\\p{L}+\\. )?${copenhagen} dansk tid\\)$`, 'u'));
    expect(line).toContain(new Date(match!.eventDateTime).getUTCFullYear().toString());
  });

  it('is retried after a back-off when the mail server refuses it, then sent', async () => {
    await bookOne('sv', 'sven.svensson@example.se');
    sink.refuse(1);
    expect(await deliverDueMails(test.db, transport, { ...SENDER, now: at(NOON) })).toEqual({ sent: 0, failed: 1 });
    const [failed] = await test.db.select().from(outboxMails).where(eq(outboxMails.recipient, 'sven.svensson@example.se'));
    expect(failed).toMatchObject({ sentAt: null, attempts: 1, lastError: expect.any(String) });
    expect(failed!.lastError).not.toContain('sven');
    // Not before the back-off.
    expect(await deliverDueMails(test.db, transport, { ...SENDER, now: at(NOON) })).toEqual({ sent: 0, failed: 0 });
    const later = new Date(failed!.dueAt.getTime() + 1000).toISOString();
    expect(await deliverDueMails(test.db, transport, { ...SENDER, now: at(later) })).toEqual({ sent: 1, failed: 0 });
    expect(received.map((mail) => mail.to[0])).toEqual(['sven.svensson@example.se']);
  });

  it('is lost by no worker that dies between claiming and sending: after its lease, another sends it, once', async () => {
    await bookOne('da', 'dorte.dansk@example.dk');
    // A worker claims the mail and dies before sending it.
    const claimed = await claimDueMails(test.db, new Date(NOON), 20);
    expect(claimed.map((mail) => mail.recipient)).toEqual(['dorte.dansk@example.dk']);
    // Its lease holds: a restarted worker does not send it at once.
    expect(await deliverDueMails(test.db, transport, { ...SENDER, now: at(NOON) })).toEqual({ sent: 0, failed: 0 });
    const afterLease = new Date(new Date(NOON).getTime() + LEASE_MS + 1000).toISOString();
    expect(await deliverDueMails(test.db, transport, { ...SENDER, now: at(afterLease) })).toEqual({ sent: 1, failed: 0 });
    expect(await deliverDueMails(test.db, transport, { ...SENDER, now: at(afterLease) })).toEqual({ sent: 0, failed: 0 });
    expect(received.map((mail) => mail.to[0])).toEqual(['dorte.dansk@example.dk']);
  });
});

/** A mail's text part as the recipient reads it: quoted-printable undone into UTF-8. */
function plainTextOf(raw: string): string {
  const part = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)\r?\n--/i.exec(raw)?.[1] ?? '';
  const bytes = part.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r/g, '');
}

describe('the confirmation mail is the package travel contract on a durable medium (Package Travel Directive art. 7)', () => {
  const WORDS = { da, no, sv } as const;
  // The 24/7 numbers as a shop configures them, apart from the site table's.
  const CONFIGURED = { da: '+45 70 20 34 99', no: '+47 21 98 40 99', sv: '+46 8 410 320 99' } as const;

  it.each(['da', 'no', 'sv'] as const)('%s: the mail the mail server receives carries the form, the trip’s facts, the terms, the 24/7 number and the complaints body; the invoice answers the same terms', async (locale) => {
    vi.stubEnv('EMERGENCY_PHONES', Object.entries(CONFIGURED).map(([site, phone]) => `${site}=${phone}`).join(','));
    const recipient = `contract.${locale}@example.com`;
    const request = 'Vegetarmad til to – og en stille værelse';
    let pkg: PackageDetail | undefined;
    const booked = await bookOne(locale, recipient, (candidate) => ((pkg = candidate), true), request);
    expect(await deliverDueMails(test.db, transport, { ...SENDER, now: at(NOON) })).toEqual({ sent: 1, failed: 0 });
    const mail = received.find((one) => one.to.includes(recipient));
    expect(mail, 'the mail server received the confirmation').toBeDefined();
    const text = plainTextOf(mail!.raw);
    const t = WORDS[locale];
    const invoice = invoiceResponse.parse((await callApi(`invoices/${booked.uuid}`, { locale })).body).invoice;
    const booking = invoice.booking!;

    // The standard information form travels with it.
    expect(text).toContain(t.packageTravel.form.heading.toUpperCase());
    expect(text).toContain(t.packageTravel.form.isPackage);
    expect(text).toContain(t.packageTravel.form.rightsHeading);
    // The main characteristics: destination, dates and nights, the match with its ticket category, the transport, the hotel and where it is.
    expect(text).toContain(`${t.mail.booking.destination}: ${pkg!.destination.city.name}, ${pkg!.destination.country.name}`);
    expect(text).toContain(pkg!.events[0]!.title);
    expect(text).toContain(booking.tickets[0]!.category!);
    expect(text).toContain(`${t.mail.booking.outward}: `);
    expect(text).toContain(booking.hotel!.name);
    expect(text).toContain(booking.hotel!.address!);
    // Reduced mobility, passports and visas, the money and when it is due, the termination fees as a table.
    expect(text).toContain(t.packageTravel.facts.mobilityValue[invoice.contract!.reducedMobility]);
    expect(text).toContain(t.packageTravel.facts.documents.toUpperCase());
    expect(text).toMatch(new RegExp(`${t.mail.booking.totalAllIn}: .*${String(invoice.total).slice(-3)}`));
    expect(text).toContain(`${t.mail.booking.due}: `);
    expect(text).toContain(t.packageTravel.facts.feesCaption);
    // The terms: the request accepted, the organiser, the duty to assist with the configured 24/7 number, the complaint route, the fund.
    expect(text).toContain(request);
    expect(text).toContain(ORGANISER.email);
    expect(text).toContain(`${t.contract.assistance.emergency}: ${CONFIGURED[locale]}`);
    expect(text).not.toContain(SITES[locale].emergency.phone);
    expect(text).toContain(SITES[locale].complaintsBoard.name);
    expect(text).toContain(SITES[locale].complaintsBoard.url);
    expect(text).toContain(`${TRAVEL_GUARANTEE.fund}: ${TRAVEL_GUARANTEE.registryUrl}`);

    // The invoice page reads the same terms.
    expect(invoice.contract).toMatchObject({ requests: request, emergency: { phone: CONFIGURED[locale] }, destinationCountry: pkg!.destination.country.code });
    expect(invoice.contract!.terminationFees).toEqual(pkg!.terminationFees);
    expect(booking.destination).toEqual({ city: pkg!.destination.city.name, country: pkg!.destination.country.name });
  });
});

describe('privacy', () => {
  it('writes no name, birth date, email or phone number to the logs of a booking run', async () => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => vi.spyOn(console, method).mockImplementation(capture));
    const writes = [vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true)), vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true))];
    try {
      await bookOne('da', 'hemmelig.person@example.dk');
      // A booking refused, and a mail the server refuses: both are logged.
      const { body } = await bookingOf(await openPackage('da'), 'da');
      await callApi('bookings', { method: 'POST', json: { ...body, contactInfo: { ...body.contactInfo, mobile: 'x' } }, headers: { 'idempotency-key': randomUUID() } });
      sink.refuse(1);
      await deliverDueMails(test.db, transport, { ...SENDER, now: at(NOON) });
    } finally {
      for (const spy of [...spies, ...writes]) spy.mockRestore();
    }
    const log = lines.join('\n');
    expect(log).toContain('[mail]');
    for (const secret of ['hemmelig.person@example.dk', CONTACT.firstName, CONTACT.lastName, CONTACT.birthDate, CONTACT.mobile]) expect(log).not.toContain(secret);
  });

  it('blanks the personal data of bookings whose trip ended more than N months ago, and keeps the amounts', async () => {
    const booked = await bookOne('da', 'old.trip@example.dk');
    const [booking] = await test.db.select().from(bookings).where(eq(bookings.orderNumber, booked.orderNumber));
    // Too early: the trip has not ended 6 months ago.
    expect(await purgePersonalData(test.db, { today: TEST_TODAY, months: 6, now: new Date() })).toBe(0);
    const sevenMonthsOn = addMonths(booking!.endDate, 7);
    const purged = await purgePersonalData(test.db, { today: sevenMonthsOn, months: 6, now: new Date() });
    expect(purged).toBeGreaterThanOrEqual(1);
    const [after] = await test.db.select().from(bookings).where(eq(bookings.id, booking!.id));
    expect(after).toMatchObject({ contact: null, comment: null, total: booking!.total, priceLines: booking!.priceLines, personalDataPurgedAt: expect.any(Date) });
    const travellers = await test.db.select().from(bookingPassengers).where(eq(bookingPassengers.bookingId, booking!.id));
    expect(travellers.every((person) => person.firstName === null && person.lastName === null && person.birthDate === null)).toBe(true);
    const mails = await test.db.select().from(outboxMails).where(eq(outboxMails.bookingId, booking!.id));
    expect(mails.every((mail) => mail.recipient === '' && mail.text === '')).toBe(true);
    const { body } = await callApi(`invoices/${booked.uuid}`);
    expect(body.invoice.total).toBe(booked.finalPrice);
    // The invoice is made out to nobody any more.
    expect(body.invoice.member).toBeNull();
  });
});
