import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type APIRequestContext } from './fixtures';
import { packageResponse, type MinimalPackage, type PackageDetail } from '@/lib/api/contract/packages';
import { priceCheckRequest } from '@/lib/package/price-check';
import { defaultSelection } from '@/lib/package/selection';
import { expectNoSeriousAxeViolations } from './accessibility';
import { hydrated } from './hydration';
import { htmlErrors } from './nu-checker';
import { staffSessionCookie } from './staff';
import { signedTripLink } from './trip-links';
import { MAIL_HTTP_PORT } from '../playwright.config';
import { bookingBodyOf, CONTACT } from '../tests/support/booking-body';

/**
 * "Your data" on the trip page (GDPR art. 15, 17, 20), on the Danish site:
 * the download holds the booking's data; the erasure request asks in a
 * dialog, is received, mailed, and shown on the page and to the staff.
 */

/** An open package whose default trip has seats to spare (the other journeys book too). */
async function openPackage(request: APIRequestContext): Promise<PackageDetail> {
  const list = await request.get('/api/v1/packages?available=true&limit=100&packageType=single', { headers: { 'accept-language': 'da' } });
  const listed = ((await list.json()) as { packages: MinimalPackage[] }).packages.filter((pkg) => !pkg.isResidualSale);
  // Each test takes a package of its own from the far end of the list, away from the journeys that take the first.
  for (const candidate of listed.reverse()) {
    const pkg = packageResponse.parse(await (await request.get(`/api/v1/packages/${candidate.slug}`, { headers: { 'accept-language': 'da' } })).json()).package;
    const seats = pkg.defaultServices.tickets.every(({ eventId, ticketId }) => (pkg.events.find((event) => event.id === eventId)?.tickets.find((ticket) => ticket.id === ticketId)?.availability ?? 0) >= 10);
    if (seats) return pkg;
  }
  throw new Error('no open package left');
}

async function book(request: APIRequestContext): Promise<number> {
  const pkg = await openPackage(request);
  const selection = defaultSelection(pkg);
  const priced = await request.post(`/api/v1/packages/${pkg.id}/service-availability`, { headers: { 'accept-language': 'da' }, data: priceCheckRequest(pkg, selection) });
  expect(priced.status()).toBe(200);
  const acceptedTotal = ((await priced.json()) as { price: { total: { theirPrice: number } } }).price.total.theirPrice;
  const booked = await request.post('/api/v1/bookings', { headers: { 'accept-language': 'da', 'idempotency-key': randomUUID() }, data: bookingBodyOf(pkg, selection, acceptedTotal) });
  expect(booked.status(), await booked.text()).toBe(201);
  return ((await booked.json()) as { orderNumber: number }).orderNumber;
}

/** The booking's id, as the staff inbox links its detail. */
async function bookingId(request: APIRequestContext, cookie: string, orderNumber: number): Promise<number> {
  const inbox = await (await request.get(`/staff?q=${orderNumber}`, { headers: { cookie } })).text();
  const id = new RegExp(`<a href="/staff/booking/(\\d+)">${orderNumber}</a>`).exec(inbox)?.[1];
  expect(id, 'the inbox lists the booking').toBeDefined();
  return Number(id);
}

test('downloads the trip’s data and asks to erase it, which the mail, the page and the staff then tell', async ({ page, request, baseURL }, testInfo) => {
  test.slow();
  const orderNumber = await book(request);
  const cookie = await staffSessionCookie(request, baseURL!, `kirsten-data-${testInfo.project.name}`);
  const id = await bookingId(request, cookie, orderNumber);
  const address = `/da/min-rejse/${signedTripLink(id, 'trip', new Date(), new Date(Date.now() + 24 * 60 * 60 * 1000))}`;

  const response = await page.goto(address);
  expect(response?.headers()['cache-control']).toContain('no-store');
  const section = page.getByRole('region', { name: 'Dine data' });
  await expect(section).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  expect(await htmlErrors([{ address, html: await response!.text() }])).toEqual([]);

  // The download: one JSON file with the booking's data.
  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Hent mine data (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^fantur-${orderNumber}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { personalData: { booking: { orderNumber: number }; contact: { email: string } } };
  expect(data.personalData.booking.orderNumber).toBe(orderNumber);
  expect(data.personalData.contact.email).toBe(CONTACT.email);

  // The request: asked in a dialog, by keyboard as well as by mouse.
  const erase = await hydrated(section.getByRole('button', { name: 'Bed om at få slettet mine data' }));
  await erase.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Slet mine data?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('bogføringsloven');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Ja, slet mine data' }).click();
  await expect(dialog).toBeHidden();
  // Said at once: asked today, when the data go, and that the page works until then.
  const receipt = section.getByRole('status');
  await expect(receipt).toContainText('Vi har modtaget din anmodning, og du får en kvittering på mail.');
  await expect(receipt).toContainText('Du bad om at få slettet dine data den');
  await expect(receipt).toContainText('Vi sletter dem, når rejsen er slut, fra');
  await expect(receipt).toContainText('Indtil da kan du stadig se rejsen og hente dine data her.');
  await expect(receipt).toBeFocused();

  // The receipt by mail, once.
  await expect(async () => {
    const answer = await request.get(`http://127.0.0.1:${MAIL_HTTP_PORT}/mails?to=${encodeURIComponent(CONTACT.email)}`);
    const mails = ((await answer.json()) as { mails: { subject: string }[] }).mails.filter((mail) => mail.subject === `Vi har modtaget din anmodning om at slette dine data (ordre ${orderNumber})`);
    expect(mails).toHaveLength(1);
  }).toPass();

  // The page says it was asked, and offers no second request.
  await page.reload();
  await expect(section).toContainText('Du bad om at få slettet dine data');
  await expect(section.getByRole('button', { name: 'Bed om at få slettet mine data' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // The staff see both requests on the booking.
  const detail = await (await request.get(`/staff/booking/${id}`, { headers: { cookie } })).text();
  expect(detail).toContain('Data hentet (indsigt)');
  expect(detail).toContain('Sletning af data bedt om');
});
