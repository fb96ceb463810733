import { randomUUID } from 'node:crypto';
import { createFormatter, createTranslator } from 'next-intl';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { invoiceResponse } from '@/lib/api/contract/booking';
import { fixtureRebookingResponse, type FixtureRebooking } from '@/lib/api/contract/fixture-choices';
import { packageResponse, type MinimalPackage, type PackageDetail } from '@/lib/api/contract/packages';
import { tripResponse } from '@/lib/api/contract/trips';
import { airportClock } from '@/lib/i18n/flight-format';
import { calendarDay, formats } from '@/lib/i18n/formats';
import { formatPrice } from '@/lib/i18n/money';
import { priceCheckRequest } from '@/lib/package/price-check';
import { defaultSelection } from '@/lib/package/selection';
import { SITES as SITE_TABLE } from '@/lib/site/sites';
import { closingAt } from '@/lib/trips/deadlines';
import { E2E_TRIP_LINK_SECRET, FIXTURES_PORT, MAIL_HTTP_PORT, MAIL_SMTP_PORT } from '../playwright.config';
import { bookingBodyOf } from '../tests/support/booking-body';
import { readIcs } from '../tests/support/ics';
import { expectNoSeriousAxeViolations } from './accessibility';
import { hydrated } from './hydration';
import { MESSAGES } from './messages';
import { htmlErrors } from './nu-checker';
import { startOwnServer } from './own-server';

/**
 * When a match moves (issue 37): a booked and paid trip, its match moved
 * outside the travel period by the sandbox fixture feed, the mail in the
 * booking's language in the mail sink, the trip page offering the two
 * choices (axe on it), and the calendar file showing the new kick-off with a
 * higher SEQUENCE. On the Danish site the traveller (with the match
 * guarantee) keeps the trip: the page shows the new flights and hotel
 * nights; on the Norwegian site they terminate it: refunded through the
 * gateway, the trip cancelled.
 *
 * On a server of its own: the sandbox's control on (only then does the feed
 * take orders), the feed polled every second, and moved matches no other
 * test counts on.
 */
const BASE = `http://localhost:${FIXTURES_PORT}`;
const DATA_DIR = '.data/e2e-fixtures';
const DAY = 24 * 60 * 60 * 1000;

const SITES = [
  { locale: 'da', choice: 'keep', confirmation: 'Ordrebekræftelse', tripPath: 'min-rejse', pay: 'Gå til betaling', approve: 'Godkend betalingen' },
  { locale: 'no', choice: 'terminate', confirmation: 'Ordrebekreftelse', tripPath: 'min-reise', pay: 'Gå til betaling', approve: 'Godkjenn betalingen' },
  { locale: 'sv', choice: null, confirmation: 'Orderbekräftelse', tripPath: 'min-resa', pay: 'Gå till betalning', approve: 'Godkänn betalningen' },
] as const;
type Site = (typeof SITES)[number];

let server: { stop(): void } | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one server, one run: the choices are the same on a phone');
  testInfo.setTimeout(600_000);
  server = await startOwnServer(request, {
    port: FIXTURES_PORT,
    dataDir: DATA_DIR,
    env: {
      SANDBOX_CONTROL: 'on',
      FIXTURE_FEED_INTERVAL_MS: '1000',
      SUPPLIER_LATENCY_MS: '50',
      SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
      TRIP_LINK_SECRET: E2E_TRIP_LINK_SECRET,
      SITE_DOMAINS: `da=da.localhost:${FIXTURES_PORT},no=no.localhost:${FIXTURES_PORT},sv=sv.localhost:${FIXTURES_PORT}`,
    },
  });
});

test.afterAll(() => {
  server?.stop();
});

const api = (path: string) => `${BASE}/api/v1/${path}`;

/** An open one-match package with flight and hotel, five weeks or more ahead, not handed out before. */
const handedOut = new Set<number>();
async function openPackage(request: APIRequestContext, locale: string): Promise<PackageDetail> {
  const list = await request.get(api('packages?available=true&limit=100&packageType=single'), { headers: { 'accept-language': locale } });
  for (const listed of ((await list.json()) as { packages: MinimalPackage[] }).packages) {
    if (listed.isResidualSale || listed.isFlightLess || listed.isHotelLess || handedOut.has(listed.id)) continue;
    const pkg = packageResponse.parse(await (await request.get(api(`packages/${listed.slug}`), { headers: { 'accept-language': locale } })).json()).package;
    if (!pkg.defaultServices.flight || pkg.hotels.length === 0 || pkg.events.length !== 1 || Date.parse(pkg.startDate) < Date.now() + 35 * DAY) continue;
    handedOut.add(pkg.id);
    return pkg;
  }
  throw new Error('no open one-match package with flight and hotel five weeks ahead left');
}

type Mail = { subject: string; text: string };
const mailsTo = async (request: APIRequestContext, to: string): Promise<Mail[]> =>
  ((await (await request.get(`http://127.0.0.1:${MAIL_HTTP_PORT}/mails?to=${encodeURIComponent(to)}`)).json()) as { mails: Mail[] }).mails;

/** The newest mail whose subject is `subject` (or starts with it), once the mail sink has it. */
async function mailed(request: APIRequestContext, to: string, subject: string, { prefix = false } = {}): Promise<Mail> {
  let found: Mail | undefined;
  const wanted = (mail: Mail) => (prefix ? mail.subject.startsWith(subject) : mail.subject === subject);
  await expect
    .poll(async () => (found = (await mailsTo(request, to)).findLast(wanted)) !== undefined, { timeout: 90_000, message: `a mail "${subject}"` })
    .toBe(true);
  return found!;
}

const tripLinkIn = (mail: Mail, site: Site) => new RegExp(`https?://\\S+/${site.tripPath}/v1\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+`).exec(mail.text)?.[0] ?? '';

async function payWholeInvoice(page: Page, site: Site, uuid: string) {
  await page.goto(`${BASE}/${site.locale}/faktura/${uuid}`);
  await (await hydrated(page.getByRole('button', { name: site.pay }))).click();
  await expect(page).toHaveURL(new RegExp(`/${site.locale}/test-gateway/tg_`));
  await (await hydrated(page.getByRole('button', { name: site.approve }))).click();
  await expect(page).toHaveURL(new RegExp(`/${site.locale}/faktura/[0-9a-f-]{36}\\?transaction=`));
}

/** The calendar file the trip answer links, read by a real parser (Node resolves no *.localhost: by its path on the server). */
async function calendarOf(request: APIRequestContext, download: string) {
  const answer = await request.get(`${BASE}${new URL(download).pathname}`);
  expect(answer.status()).toBe(200);
  return readIcs(await answer.text()).events;
}

for (const site of SITES) {
  test(`${site.locale}: the match moves outside the trip: the mail, the two choices${site.choice ? `, and the traveller ${site.choice === 'keep' ? 'keeps the trip with new dates' : 'terminates it without a fee'}` : ''}; the calendar follows`, async ({ page, request }) => {
    test.slow(); // A booking paid on the gateway's page, the feed's round, two mails and a dialog.
    const { locale } = site;
    const words = MESSAGES[locale];
    const t = createTranslator({ locale, messages: words, namespace: 'trip.fixtures' });
    const mailWords = createTranslator({ locale, messages: words, namespace: 'mail.fixture' });
    const invoiceWords = createTranslator({ locale, messages: words, namespace: 'invoice' });
    const format = createFormatter({ locale, formats, timeZone: SITE_TABLE[locale].timeZone });
    const day = (date: string) => format.dateTime(calendarDay(date), 'dayMonthYear');
    const headers = { 'accept-language': locale };

    // A booked trip, paid in full on the gateway's page; with the match guarantee where it is kept.
    const pkg = await openPackage(request, locale);
    const email = `fixture.${locale}.${randomUUID().slice(0, 8)}@example.com`;
    const selection = { ...defaultSelection(pkg), hasMatchInsurance: site.choice === 'keep' };
    const priced = await request.post(api(`packages/${pkg.id}/service-availability`), { headers, data: priceCheckRequest(pkg, selection) });
    expect(priced.status(), await priced.text()).toBe(200);
    const acceptedTotal = ((await priced.json()) as { price: { total: { theirPrice: number } } }).price.total.theirPrice;
    const body = bookingBodyOf(pkg, selection, acceptedTotal);
    const booked = await request.post(api('bookings'), { headers: { ...headers, 'idempotency-key': randomUUID() }, data: { ...body, contactInfo: { ...body.contactInfo, email } } });
    expect(booked.status(), await booked.text()).toBe(201);
    const { uuid, orderNumber } = (await booked.json()) as { uuid: string; orderNumber: number };
    const invoiceOf = async () => invoiceResponse.parse(await (await request.get(api(`invoices/${uuid}`), { headers })).json()).invoice;
    await payWholeInvoice(page, site, uuid);
    await expect.poll(async () => (await invoiceOf()).status).toBe('paid');
    const confirmation = tripLinkIn(await mailed(request, email, `${site.confirmation} ${orderNumber}:`, { prefix: true }), site);
    const token = confirmation.split('/').at(-1)!;
    const tripOf = async () => tripResponse.parse(await (await request.get(api(`trips/${token}`), { headers })).json()).trip;
    const calendar = (await tripOf()).calendar!;
    const before = await calendarOf(request, calendar.download);
    const matchBefore = before.find((event) => event.uid.includes('-match-'))!;

    // The sandbox's feed reports the match moved outside the trip; the server's worker applies it. Earlier and earlier
    // until the suppliers have flights and a hotel for the new dates (the sandbox leaves a day without now and then).
    const event = pkg.events[0]!;
    let kickoff = new Date(0);
    let offer: FixtureRebooking | undefined;
    for (let back = 14; back <= 20 && !offer?.available; back += 2) {
      kickoff = new Date(Date.parse(event.eventDateTime) - back * DAY);
      const told = await request.post(api(`sandbox/fixtures/${event.id}`), { data: { change: 'moved', kickoff: kickoff.toISOString() } });
      expect(told.status(), await told.text()).toBe(202);
      await expect.poll(async () => (await tripOf()).fixtures[0]?.kickoff, { timeout: 60_000, message: 'the feed’s worker applied the move' }).toBe(kickoff.toISOString());
      offer = fixtureRebookingResponse.parse(await (await request.get(api(`trips/${token}/fixtures/${event.id}/rebooking`), { headers })).json()).rebooking;
    }
    expect(offer?.available).toBe(true);
    const [fixture] = (await tripOf()).fixtures;
    expect(fixture).toMatchObject({ status: 'moved_outside', open: true, defaultChoice: 'terminate' });

    // The mail, in the booking's language, with the choices, the deadline, the default and the trip's link.
    const moved = await mailed(request, email, mailWords('subject.moved_outside', { match: event.title, orderNumber }));
    expect(moved.text).toContain(mailWords('terminate'));
    expect(moved.text).toContain(mailWords('default'));
    expect(moved.text).toContain(site.choice === 'keep' ? mailWords('keepGuarantee', { sport: 'match' }) : mailWords('keepDifference'));
    const link = tripLinkIn(moved, site);
    expect(link).not.toBe('');

    // The trip page offers the two choices, the deadline and what happens without an answer.
    await page.goto(link);
    const section = page.getByTestId('trip-fixtures');
    await expect(section.getByRole('heading', { level: 2, name: t('heading', { sport: 'match' }) })).toBeVisible();
    const box = page.getByTestId(`trip-fixture-${event.id}`);
    await expect(box).toContainText(t('outside', { sport: 'match' }));
    await expect(box).toContainText(t('default'));
    // The plan still shows the trip as booked, and says so while the choice is open.
    await expect(page.getByTestId('trip-plan-as-booked')).toHaveText(createTranslator({ locale, messages: words, namespace: 'trip.plan' })('asBooked', { sport: 'match' }));
    // The deadline ends as a day begins on the site's clock: the page names that last day, no minute.
    const deadline = new Date(fixture!.choiceDeadline!);
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: SITE_TABLE[locale].timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(deadline)).toBe('00:00');
    await expect(box).toContainText(t('deadline', { deadline: day(closingAt(deadline, SITE_TABLE[locale].timeZone).lastDay) }));
    await expect(box.getByTestId(`trip-fixture-${event.id}-keep`)).toContainText(t('keep.period', { start: day(offer!.startDate!), end: day(offer!.endDate!), nights: offer!.nights }));
    const keep = box.getByRole('button', { name: t('keep.button') });
    const terminate = box.getByRole('button', { name: t('terminate.button') });
    await expect(keep).toBeVisible();
    await expect(terminate).toBeVisible();
    await expect(box.getByTestId(`trip-fixture-${event.id}-terminate`)).toContainText(t('terminate.lead', { amount: formatPrice(acceptedTotal, locale) }));
    await expectNoSeriousAxeViolations(page);
    // Valid HTML (Node resolves no *.localhost: the same page by its path, on the server's own address).
    expect(await htmlErrors([{ address: `/${locale}/${site.tripPath}/…`, html: await (await request.get(`${BASE}${new URL(link).pathname}`)).text() }])).toEqual([]);
    if (site.choice === null) {
      // On a phone the two choices stand one above the other, and nothing is wider than the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(keep).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const [keepBox, terminateBox] = await Promise.all([box.getByTestId(`trip-fixture-${event.id}-keep`).boundingBox(), box.getByTestId(`trip-fixture-${event.id}-terminate`).boundingBox()]);
      expect(terminateBox!.y).toBeGreaterThanOrEqual(keepBox!.y + keepBox!.height);
    }

    if (site.choice === 'keep') {
      // With the match guarantee the shop pays a rise: nothing to pay, and the page says why.
      expect(offer).toMatchObject({ guarantee: true, toPay: 0 });
      const amount = offer!.toPay - offer!.refund;
      await (await hydrated(keep)).click();
      const dialog = page.getByRole('dialog', { name: t('keep.dialogTitle') });
      await expect(dialog).toContainText(t('keep.dialogLead'));
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: amount > 0 ? t('keep.confirmPay', { amount: formatPrice(amount, locale) }) : t('keep.confirm') }).click();
      await expect.poll(async () => (await tripOf()).fixtures[0]?.choice).toBe('keep');
      // The dialog says it is done; closed, it leaves the trip page read again.
      await expect(dialog.getByRole('status')).toBeVisible();
      await page.keyboard.press('Escape');
      const chosen = (await tripOf()).fixtures[0]!;
      expect(chosen).toMatchObject({ choice: 'keep', decidedBy: 'traveller', open: false });
      await expect(page.getByTestId(`trip-fixture-${event.id}-chosen`)).toHaveText(t('chosen.keep.traveller', { date: format.dateTime(new Date(chosen.decidedAt!), 'dayMonthYear') }));
      // The summary: the new flights on their new days, the hotel's nights on the new dates.
      const plan = page.getByTestId('trip-plan');
      await expect(plan.getByTestId('trip-plan-as-booked')).toHaveCount(0);
      const legDay = (dateTime: string) => format.dateTime(airportClock(dateTime), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      await expect(plan.getByTestId('invoice-flights')).toContainText(legDay(offer!.flights!.outward!.departure));
      await expect(plan.getByTestId('invoice-flights')).toContainText(legDay(offer!.flights!.return!.departure));
      await expect(plan).toContainText(invoiceWords('bought.stay', { nights: offer!.nights, checkin: day(offer!.startDate!), checkout: day(offer!.endDate!) }));
      // A fall in price goes back to the traveller; a rise is the shop's.
      expect(await invoiceOf()).toMatchObject({ status: 'paid', total: acceptedTotal + Math.min(0, amount), booking: { startDate: offer!.startDate, endDate: offer!.endDate } });
      await mailed(request, email, mailWords('kept.subject', { orderNumber }));
    } else if (site.choice === 'terminate') {
      await (await hydrated(terminate)).click();
      const dialog = page.getByRole('dialog', { name: t('terminate.dialogTitle') });
      await expect(dialog).toContainText(t('terminate.lead', { amount: formatPrice(acceptedTotal, locale) }));
      await dialog.getByRole('button', { name: t('terminate.confirm') }).click();
      await expect.poll(async () => (await tripOf()).fixtures[0]?.choice).toBe('terminate');
      await expect(dialog.getByRole('status')).toBeVisible();
      await page.keyboard.press('Escape');
      const chosen = (await tripOf()).fixtures[0]!;
      await expect(page.getByTestId(`trip-fixture-${event.id}-chosen`)).toHaveText(t('chosen.terminate.traveller', { date: format.dateTime(new Date(chosen.decidedAt!), 'dayMonthYear') }));
      await expect(page.getByTestId('trip-countdown')).toHaveText(createTranslator({ locale, messages: words, namespace: 'trip.summary' })('cancelled', { by: 'fixture', date: format.dateTime(new Date(chosen.decidedAt!), 'dayMonthYear') }));
      // Everything paid goes back through the gateway that took it; the booking is cancelled by the fixture change.
      const invoice = await invoiceOf();
      expect(invoice.status).toBe('cancelled');
      expect(invoice.transactions.filter((transaction) => transaction.refundReason === 'cancelled').map((transaction) => [transaction.status, transaction.refundAmount ?? transaction.amount])).toEqual([['refunded', acceptedTotal]]);
      expect((await tripOf()).cancelled).toMatchObject({ by: 'fixture' });
      const cancelled = await mailed(request, email, createTranslator({ locale, messages: words, namespace: 'mail.tripChange' })('cancellation.subject', { orderNumber }));
      expect(cancelled.text).toContain(createTranslator({ locale, messages: words, namespace: 'mail.tripChange' })('cancellation.noFee'));
    }

    // The subscribed calendar: the match at its new kick-off, a SEQUENCE higher.
    const after = await calendarOf(request, calendar.download);
    const match = after.find((entry) => entry.uid === matchBefore.uid)!;
    expect(match.start.getTime()).toBe(kickoff.getTime());
    expect(match.sequence).toBeGreaterThan(matchBefore.sequence);
    if (site.choice === 'terminate') expect(after.every((entry) => entry.status === 'CANCELLED')).toBe(true);
  });
}
