import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { invoiceResponse } from '@/lib/api/contract/booking';
import { packageResponse, type MinimalPackage, type PackageDetail } from '@/lib/api/contract/packages';
import { formatPrice } from '@/lib/i18n/money';
import { priceCheckRequest } from '@/lib/package/price-check';
import { defaultSelection } from '@/lib/package/selection';
import { bookingBodyOf } from '../tests/support/booking-body';
import { expectNoSeriousAxeViolations } from './accessibility';
import { hydrated } from './hydration';
import { MESSAGES } from './messages';
import { staffSessionCookie } from './staff';
import { signedTripLink } from './trip-links';

/**
 * The traveller's changes on the trip page (issue 36 item 4), on the Danish
 * site: a place transferred (fee shown, confirmed), match insurance added and
 * the difference paid on the invoice, then the trip cancelled with its fee
 * shown first: refunded once through the test gateway, the seats back; the
 * trip page and the invoice then say who cancelled and when, what was kept
 * and what went back, with nothing due.
 */
const DAY = 24 * 60 * 60 * 1000;
const locale = 'da';
const t = MESSAGES[locale].trip.changes;
const handedOut = new Set<number>();

/** An open package with flight and hotel, three weeks or more ahead (every change still open), handed out once in this file. */
async function openPackage(request: APIRequestContext, skip: number): Promise<PackageDetail> {
  let skipped = 0;
  const list = await request.get('/api/v1/packages?available=true&limit=100&packageType=single', { headers: { 'accept-language': locale } });
  for (const listed of ((await list.json()) as { packages: MinimalPackage[] }).packages) {
    if (listed.isResidualSale || listed.isFlightLess || listed.isHotelLess || handedOut.has(listed.id)) continue;
    const pkg = packageResponse.parse(await (await request.get(`/api/v1/packages/${listed.slug}`, { headers: { 'accept-language': locale } })).json()).package;
    if (!pkg.defaultServices.flight || pkg.hotels.length === 0 || Date.parse(pkg.startDate) < Date.now() + 21 * DAY) continue;
    // Each project's worker books its own package: their seats are counted apart.
    if (skipped++ < skip) continue;
    handedOut.add(pkg.id);
    return pkg;
  }
  throw new Error('no open package with flight and hotel three weeks ahead left');
}

const money = (amount: number) => formatPrice(amount, locale);

/** The seats left at the package's matches, all tickets together. */
async function seatsOf(request: APIRequestContext, pkg: PackageDetail): Promise<number> {
  const detail = packageResponse.parse(await (await request.get(`/api/v1/packages/${pkg.slug}`, { headers: { 'accept-language': locale } })).json()).package;
  return detail.events.reduce((sum, event) => sum + event.availableTickets, 0);
}

/** Pays what the invoice says is due through the test gateway's page, approved; back on the invoice. */
async function payInvoice(page: Page, uuid: string) {
  await page.goto(`/${locale}/faktura/${uuid}`);
  await (await hydrated(page.getByRole('button', { name: 'Gå til betaling' }))).click();
  await expect(page).toHaveURL(/\/da\/test-gateway\/tg_/);
  await (await hydrated(page.getByRole('button', { name: 'Godkend betalingen' }))).click();
  await expect(page).toHaveURL(/\/da\/faktura\/[0-9a-f-]{36}\?transaction=/);
  await expect(page.getByRole('status').filter({ hasText: 'Din betaling er gennemført' })).toBeVisible();
}

test('da: transfer a place, add insurance and pay the difference, then cancel with the fee shown: refunded once, seats back', async ({ page, request, baseURL }) => {
  test.slow(); // A booking, three payments through the gateway's page, three dialogs and the package page's cache of a minute.
  const pkg = await openPackage(request, ['desktop', 'mobile'].indexOf(test.info().project.name) + 1);
  const seatsBefore = pkg.events.reduce((sum, event) => sum + event.availableTickets, 0);
  const selection = defaultSelection(pkg);
  const priced = await request.post(`/api/v1/packages/${pkg.id}/service-availability`, { headers: { 'accept-language': locale }, data: priceCheckRequest(pkg, selection) });
  expect(priced.status(), await priced.text()).toBe(200);
  const acceptedTotal = ((await priced.json()) as { price: { total: { theirPrice: number } } }).price.total.theirPrice;
  const booked = await request.post('/api/v1/bookings', { headers: { 'accept-language': locale, 'idempotency-key': randomUUID() }, data: bookingBodyOf(pkg, selection, acceptedTotal) });
  expect(booked.status(), await booked.text()).toBe(201);
  const { uuid, orderNumber } = (await booked.json()) as { uuid: string; orderNumber: number };
  const invoiceOf = async () => invoiceResponse.parse(await (await request.get(`/api/v1/invoices/${uuid}`, { headers: { 'accept-language': locale } })).json()).invoice;

  // The booking's id (what its trip link names), as the staff inbox lists it.
  const cookie = await staffSessionCookie(request, baseURL!, `kirsten-changes-${test.info().project.name}`);
  const inbox = await request.get(`/staff?q=${orderNumber}`, { headers: { cookie } });
  const bookingId = Number(/href="\/staff\/booking\/(\d+)"/.exec(await inbox.text())?.[1]);
  expect(bookingId).toBeGreaterThan(0);
  const tripPage = `/${locale}/min-rejse/${signedTripLink(bookingId, 'trip', new Date(), new Date(Date.now() + DAY))}`;

  await payInvoice(page, uuid);
  await page.goto(tripPage);
  const changes = page.getByTestId('trip-changes');
  await expect(changes.getByRole('heading', { name: t.heading })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // 1. A place to another person: the fee on the confirm button; the invoice grows by it.
  const quotes = await (await request.get(`/api/v1/trips/${tripPage.split('/').at(-1)}/quotes`, { headers: { 'accept-language': locale } })).json();
  const fee = quotes.quotes.transfer.fee as number;
  await (await hydrated(changes.getByRole('button', { name: t.transfer.button }))).click();
  const transfer = page.getByRole('dialog', { name: t.transfer.dialogTitle });
  await transfer.getByLabel(t.transfer.traveller).selectOption({ index: 1 });
  await transfer.getByLabel(t.transfer.mr, { exact: true }).check();
  await transfer.getByLabel(t.transfer.firstName).fill('Bo');
  await transfer.getByLabel(t.transfer.lastName).fill('Lindqvist');
  const born = transfer.getByRole('group', { name: t.transfer.birthDate });
  await born.getByLabel('Dag').fill('4');
  await born.getByLabel('Måned').fill('7');
  // A birth date in the future is said to be one, before anything is sent.
  await born.getByLabel('År').fill(String(new Date().getFullYear() + 2));
  await transfer.getByLabel(t.transfer.nationality).selectOption({ index: 1 });
  await transfer.getByRole('button', { name: t.transfer.confirm.replace('{fee}', money(fee)) }).click();
  await expect(born).toContainText(MESSAGES[locale].forms.futureBirthDate);
  await born.getByLabel('År').fill('1985');
  await expect(born).not.toContainText(MESSAGES[locale].forms.futureBirthDate);
  await expectNoSeriousAxeViolations(page);
  await transfer.getByRole('button', { name: t.transfer.confirm.replace('{fee}', money(fee)) }).click();
  await expect(transfer.getByRole('status')).toHaveText(t.transfer.done.replace('{name}', 'Bo Lindqvist'));
  await page.keyboard.press('Escape');
  expect(await invoiceOf()).toMatchObject({ total: acceptedTotal + fee, amountDue: fee });

  // 2. Match insurance: the amount shown is the line the invoice grows by; the difference paid on the invoice.
  const insuranceAmount = quotes.quotes.insurance.match.amount as number;
  await (await hydrated(changes.getByRole('button', { name: 'Tilføj kampaflysningsforsikring' }))).click();
  const insurance = page.getByRole('dialog', { name: 'Tilføj kampaflysningsforsikring' });
  await insurance.getByRole('button', { name: t.insurance.confirmMatch.replace('{amount}', money(insuranceAmount)) }).click();
  await expect(insurance.getByRole('status')).toHaveText(t.insurance.doneMatch.replace('{amount}', money(fee + insuranceAmount)));
  await page.keyboard.press('Escape');
  expect(await invoiceOf()).toMatchObject({ total: acceptedTotal + fee + insuranceAmount, status: 'pending' });
  await payInvoice(page, uuid);
  expect(await invoiceOf()).toMatchObject({ status: 'paid', amountDue: 0 });

  // A travel insurance wish: asked for, with no price; the trip says an offer comes, and nothing is due.
  await page.goto(tripPage);
  await (await hydrated(page.getByTestId('trip-changes').getByRole('button', { name: t.insurance.addTravel }))).click();
  const wish = page.getByRole('dialog', { name: t.insurance.dialogTravel });
  await wish.getByRole('button', { name: t.insurance.confirmTravel }).click();
  await expect(wish.getByRole('status')).toHaveText(t.insurance.doneTravel);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('trip-travel-wished')).toHaveText(t.insurance.travelWished);
  // The wish took its own button off the page: the focus goes to the section's heading, not to the page's body.
  await expect(page.locator('#trip-changes-heading')).toBeFocused();
  expect(await invoiceOf()).toMatchObject({ status: 'paid', amountDue: 0 });

  // 3. Cancel: the fee shown first; what was paid above it refunded once through the gateway; the seats back.
  // The package's page reads its seats through a cache of a minute: first it shows the booking's seats taken.
  const holders = (await invoiceOf()).booking!.tickets.reduce((sum, ticket) => sum + ticket.seats, 0);
  await expect.poll(() => seatsOf(request, pkg), { timeout: 120_000, intervals: [5_000] }).toBe(seatsBefore - holders);
  await page.goto(tripPage);
  const cancellation = (await (await request.get(`/api/v1/trips/${tripPage.split('/').at(-1)}/quotes`, { headers: { 'accept-language': locale } })).json()).quotes.cancellation;
  await expect(page.getByTestId('trip-change-cancellation')).toContainText(money(cancellation.fee));
  await (await hydrated(page.getByRole('button', { name: t.cancellation.button }))).click();
  const cancel = page.getByRole('dialog', { name: t.cancellation.dialogTitle });
  await expect(cancel).toContainText(money(cancellation.refund));
  // The transfer's fee is kept beside the termination fee: the button names the action and all that is kept, never the refund.
  expect(cancellation).toMatchObject({ price: acceptedTotal, transferFees: fee, kept: cancellation.fee + fee });
  await expect(cancel).toContainText(t.cancellation.transferFees.replace('{amount}', money(fee)).replace('{kept}', money(cancellation.kept)));
  await cancel.getByRole('button', { name: t.cancellation.confirmFees.replace('{fee}', money(cancellation.kept)) }).click();
  await expect(cancel.getByRole('status')).toHaveText(t.cancellation.done);
  await page.keyboard.press('Escape');
  // Cancelled by the traveller: said once, in the traveller's word, and nothing is offered to change.
  await expect(page.getByTestId('trip-countdown')).toContainText('Du afbestilte rejsen den');
  // The section went with the change: the focus goes to the page's heading.
  await expect(page.locator('#trip-heading')).toBeFocused();
  await expect(page.getByRole('heading', { name: t.heading })).toHaveCount(0);
  await expect(page.getByText(/\baflyst\b/)).toHaveCount(0);

  // The trip page after cancelling: cancelled by you, what was kept and what went back, nothing due and no way to pay.
  const inv = MESSAGES[locale].invoice;
  const paidInAll = acceptedTotal + fee + insuranceAmount;
  await page.reload();
  await expect(page.getByTestId('trip-countdown')).toHaveText(/^Du afbestilte rejsen den \d{1,2}\. \w+ \d{4}\.$/);
  const payment = page.getByTestId('trip-payment');
  await expect(payment).toContainText(`${inv.cancellation.paid}${money(paidInAll)}`);
  await expect(payment).toContainText(`${inv.cancellation.fee.replace('{percent}', String(cancellation.percent)).replace('{price}', money(acceptedTotal))}${money(cancellation.fee)}`);
  await expect(payment).toContainText(`${inv.cancellation.transferFees}${money(fee)}`);
  await expect(payment).toContainText(`${inv.withdrawal.refunded}${money(cancellation.refund)}`);
  await expect(page.getByTestId('trip-refund')).toContainText(`${money(cancellation.refund)} er tilbagebetalt via Testbetaling (kort), som du betalte med.`);
  await expect(page.getByTestId('trip-refund')).toContainText(inv.cancellation.nothingDue);
  await expect(payment).not.toContainText(MESSAGES[locale].trip.summary.due);
  await expect(payment).not.toContainText(MESSAGES[locale].trip.summary.dueDate);
  await expect(page.getByTestId('trip-pay')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // The invoice says the same, with the traveller's cancellation as its status.
  await page.goto(`/${locale}/faktura/${uuid}`);
  await expect(page.getByTestId('invoice-status')).toHaveText(/^Afbestilt af dig den \d{1,2}\. \w+ \d{4}$/);
  await expect(page.getByText(inv.cancelledNote)).toHaveCount(0);
  await expect(page.getByTestId('invoice-amounts')).toContainText(`${inv.withdrawal.refunded}${money(cancellation.refund)}`);
  await expect(page.getByTestId('invoice-amounts')).not.toContainText(inv.due);
  await expect(page.getByTestId('invoice-amounts')).not.toContainText(inv.dueDate);
  await expect(page.getByTestId('invoice-cancellation')).toContainText(inv.cancellation.nothingDue);
  await expect(page.getByRole('button', { name: 'Gå til betaling' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  const invoice = await invoiceOf();
  expect(invoice.status).toBe('cancelled');
  // Back through the payments that brought the money, newest first, each once: together the refund shown.
  const refunded = invoice.transactions.filter((transaction) => transaction.refundReason === 'cancelled');
  expect(refunded.length).toBeGreaterThan(0);
  for (const transaction of refunded) expect(transaction.status).toBe('refunded');
  expect(invoice.transactions.reduce((sum, transaction) => sum + (transaction.refundReason === 'cancelled' ? (transaction.refundAmount ?? transaction.amount) : 0), 0)).toBe(cancellation.refund);
  // Once the cache turns again, the seats are back as before the booking.
  await expect.poll(() => seatsOf(request, pkg), { timeout: 120_000, intervals: [5_000] }).toBe(seatsBefore);
});
