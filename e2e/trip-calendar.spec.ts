import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { expect, test, type APIRequestContext } from './fixtures';
import { invoiceResponse } from '@/lib/api/contract/booking';
import { packageResponse, type MinimalPackage, type PackageDetail } from '@/lib/api/contract/packages';
import { priceCheckRequest } from '@/lib/package/price-check';
import { defaultSelection } from '@/lib/package/selection';
import { bookingBodyOf } from '../tests/support/booking-body';
import { readIcs } from '../tests/support/ics';
import { expectNoSeriousAxeViolations } from './accessibility';
import { MESSAGES } from './messages';
import { staffSessionCookie } from './staff';
import { signedTripLink } from './trip-links';

/**
 * The trip's calendar from the trip page (issue 36 item 3): the file the
 * download link gives, read by a real iCalendar parser (ical.js), holds the
 * match at the event's kick-off and the flights at the times the booking
 * shows; the subscription is the same feed at a `webcal:` address.
 */
const DAY = 24 * 60 * 60 * 1000;
const handedOut = new Set<number>();

/** An open package with flight and hotel and one match, each handed out once in this file. */
async function openPackage(request: APIRequestContext, locale: string): Promise<PackageDetail> {
  const list = await request.get('/api/v1/packages?available=true&limit=100&packageType=single', { headers: { 'accept-language': locale } });
  for (const listed of ((await list.json()) as { packages: MinimalPackage[] }).packages) {
    if (listed.isResidualSale || listed.isFlightLess || listed.isHotelLess || handedOut.has(listed.id)) continue;
    const pkg = packageResponse.parse(await (await request.get(`/api/v1/packages/${listed.slug}`, { headers: { 'accept-language': locale } })).json()).package;
    if (!pkg.defaultServices.flight || pkg.hotels.length === 0 || pkg.events.length !== 1) continue;
    handedOut.add(pkg.id);
    return pkg;
  }
  throw new Error('no open package with flight, hotel and one match left');
}

test('da: the trip page’s calendar file has the match at its kick-off and the flights at the booked times, each on its own clock', async ({ page, request, baseURL }) => {
  test.slow(); // A price check, a booking, the staff inbox and the airline's schedule of the package's own legs.
  const locale = 'da';
  const pkg = await openPackage(request, locale);
  const selection = defaultSelection(pkg);
  const check = priceCheckRequest(pkg, selection);
  const priced = await request.post(`/api/v1/packages/${pkg.id}/service-availability`, { headers: { 'accept-language': locale }, data: check });
  expect(priced.status(), await priced.text()).toBe(200);
  const acceptedTotal = ((await priced.json()) as { price: { total: { theirPrice: number } } }).price.total.theirPrice;
  const booked = await request.post('/api/v1/bookings', { headers: { 'accept-language': locale, 'idempotency-key': randomUUID() }, data: bookingBodyOf(pkg, selection, acceptedTotal) });
  expect(booked.status(), await booked.text()).toBe(201);
  const { uuid, orderNumber } = (await booked.json()) as { uuid: string; orderNumber: number };

  // The booking's id (what its trip link names), as the staff inbox lists it.
  const cookie = await staffSessionCookie(request, baseURL!, `kirsten-calendar-${test.info().project.name}`);
  const inbox = await request.get(`/staff?q=${orderNumber}`, { headers: { cookie } });
  const bookingId = Number(/href="\/staff\/booking\/(\d+)"/.exec(await inbox.text())?.[1]);
  expect(bookingId).toBeGreaterThan(0);

  await page.goto(`/${locale}/min-rejse/${signedTripLink(bookingId, 'trip', new Date(), new Date(Date.now() + DAY))}`);
  const t = MESSAGES[locale].trip.calendar;
  await expect(page.getByRole('heading', { name: t.heading })).toBeVisible();
  const subscribe = page.getByRole('link', { name: t.subscribe });
  const download = page.getByRole('link', { name: t.download });
  const address = await download.getAttribute('href');
  expect(address).toMatch(/^http:\/\/da\.localhost:\d+\/api\/v1\/trips\/v1\.[^/]+\/calendar\.ics$/);
  await expect(subscribe).toHaveAttribute('href', address!.replace(/^http:/, 'webcal:'));

  const downloading = page.waitForEvent('download');
  await download.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`fantur-${orderNumber}.ics`);
  const calendar = readIcs(await fs.readFile((await file.path())!, 'utf8'));
  expect(calendar.method).toBe('PUBLISH');

  // What the booking shows: the invoice (the trip page's own source) with the legs' times.
  const invoice = invoiceResponse.parse(await (await request.get(`/api/v1/invoices/${uuid}`, { headers: { 'accept-language': locale } })).json()).invoice;
  const booking = invoice.booking!;
  const match = calendar.events.find((event) => event.uid === `${bookingId}-match-1@fantur.dk`);
  expect(match, 'the match is in the calendar').toBeDefined();
  expect(match!.start.toISOString()).toBe(new Date(pkg.events[0]!.eventDateTime).toISOString());
  expect(match!.startReadIn).toBe(booking.tickets[0]!.timeZone);
  for (const [n, direction] of [[1, 'outward'], [2, 'return']] as const) {
    const leg = booking.flights?.[direction];
    expect(leg?.departure, `the ${direction} leg has its times`).toBeTruthy();
    const flight = calendar.events.find((event) => event.uid === `${bookingId}-flight-${n}@fantur.dk`);
    expect(flight, `the ${direction} flight is in the calendar`).toBeDefined();
    expect(flight!.start.getTime()).toBe(new Date(leg!.departure!).getTime());
    expect(flight!.end.getTime()).toBe(new Date(leg!.arrival!).getTime());
    expect(flight!.startReadIn).toBe(flight!.startZone);
    expect(flight!.endReadIn).toBe(flight!.endZone);
  }
  const hotel = calendar.events.find((event) => event.uid === `${bookingId}-hotel-1@fantur.dk`);
  expect([hotel?.startDay, hotel?.allDay]).toEqual([booking.hotel!.checkin, true]);

  await expectNoSeriousAxeViolations(page);
});
