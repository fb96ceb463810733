import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { flightsResponse, type Flight } from '@/lib/api/contract/availability';
import { packageResponse, type MinimalPackage, type PackageDetail } from '@/lib/api/contract/packages';
import { formatPrice } from '@/lib/i18n/money';
import { toChosenFlight } from '@/lib/package/flights';
import { priceCheckRequest } from '@/lib/package/price-check';
import { defaultSelection, type PackageSelection } from '@/lib/package/selection';
import { SITES as SITE_TABLE } from '@/lib/site/sites';
import { bookingBodyOf } from '../tests/support/booking-body';
import { expectNoSeriousAxeViolations } from './accessibility';
import { MESSAGES, matchWords } from './messages';

/**
 * What the invoice shows is what was bought (issue 38, item 10): the price
 * lines its total is made of, the match, the legs flown with their times in
 * each airport's own time, the hotel with its nights and rooms, the answers;
 * the names the visitor typed isolated; and a preorder says it is a place in
 * the queue with nothing to pay.
 */
const SITES = [
  { locale: 'da', invoice: 'faktura' },
  { locale: 'no', invoice: 'faktura' },
  { locale: 'sv', invoice: 'faktura' },
] as const;
const JUTLAND = { region: 'DK', airports: ['AAR', 'AAL', 'BLL'] };

const handedOut = new Set<number>();

/** An open package (each handed out once in this file) with another hotel that costs more, a mutable flight and seats to spare. */
async function packageToCustomise(request: APIRequestContext, locale: string): Promise<{ pkg: PackageDetail; hotel: PackageDetail['hotels'][number] }> {
  const list = await request.get('/api/v1/packages?available=true&limit=100&packageType=single', { headers: { 'accept-language': locale } });
  for (const listed of ((await list.json()) as { packages: MinimalPackage[] }).packages) {
    if (listed.isResidualSale || listed.isFlightLess || listed.isHotelLess || handedOut.has(listed.id)) continue;
    const pkg = packageResponse.parse(await (await request.get(`/api/v1/packages/${listed.slug}`, { headers: { 'accept-language': locale } })).json()).package;
    const hotel = pkg.hotels.find((option) => !option.isDefault && option.upgradePricePerNight > 0);
    const seats = pkg.defaultServices.tickets.every(({ eventId, ticketId }) => (pkg.events.find((event) => event.id === eventId)?.tickets.find((ticket) => ticket.id === ticketId)?.availability ?? 0) >= 10);
    if (!hotel || !seats || pkg.events.length !== 1 || pkg.defaultServices.flight?.isMutable !== true) continue;
    handedOut.add(pkg.id);
    return { pkg, hotel };
  }
  throw new Error('no open package with another hotel and a changeable flight left');
}

/** A chosen outward leg from Jutland, as the flight modal finds it. */
async function outwardFlight(request: APIRequestContext, pkg: PackageDetail, locale: string): Promise<Flight> {
  const answer = await request.post(`/api/v1/packages/${pkg.id}/service-availability/outward-flights`, {
    headers: { 'accept-language': locale },
    data: { cities: JUTLAND.airports, country: JUTLAND.region, maxChanges: 1 },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const [flight] = flightsResponse.parse(await answer.json()).flights;
  expect(flight, 'the sandbox flies from Jutland').toBeDefined();
  return flight!;
}

/** The list an invoice's heading introduces (its tickets, its travellers). */
const listUnder = (page: Page, heading: string) => page.getByRole('heading', { name: heading, exact: true }).locator('xpath=following-sibling::*[1]');

/** The hour and minute of an ISO time with its offset, on its own airport's clock, as the site writes it. */
const clock = (locale: string, dateTime: string) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(new Date(`${dateTime.slice(0, 19)}Z`));

for (const site of SITES) {
  test(`${site.locale}: the invoice explains its total line by line and names the match, the flights with their times, the hotel and its rooms`, async ({ page, request }) => {
    test.slow(); // A flight search, a price check, a booking and the airline's schedule of the package's own return leg.
    const { pkg, hotel } = await packageToCustomise(request, site.locale);
    const flight = await outwardFlight(request, pkg, site.locale);
    const selection: PackageSelection = { ...defaultSelection(pkg), hotelIds: [hotel.id], ofid: flight.uid, stops: 1, departure: JUTLAND, hasMatchInsurance: true, hasInsurance: false };
    const check = priceCheckRequest(pkg, selection, { outward: toChosenFlight(flight), return: null });
    const priced = await request.post(`/api/v1/packages/${pkg.id}/service-availability`, { headers: { 'accept-language': site.locale }, data: check });
    expect(priced.status(), await priced.text()).toBe(200);
    const acceptedTotal = ((await priced.json()) as { price: { total: { theirPrice: number } } }).price.total.theirPrice;
    const body = { ...bookingBodyOf(pkg, selection, acceptedTotal), services: check.services };
    // A name with a right-to-left override: it may turn itself, never the words after it.
    body.passengers[1] = { ...body.passengers[1]!, firstName: '\u202EMads', lastName: 'Holm' };
    // A special request: the contract names it as accepted.
    body.comment = 'Vegetar til begge, tak';
    const booked = await request.post('/api/v1/bookings', { headers: { 'accept-language': site.locale, 'idempotency-key': randomUUID() }, data: body });
    expect(booked.status(), await booked.text()).toBe(201);
    const { uuid } = (await booked.json()) as { uuid: string };

    await page.goto(`/${site.locale}/${site.invoice}/${uuid}`);
    const t = MESSAGES[site.locale];
    const lines = page.getByTestId('invoice-lines');
    await expect(lines.getByRole('caption')).toHaveText(t.invoice.bought.linesHeading);
    const row = (name: string) => lines.getByRole('row', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
    await expect(row(t.package.customise.lines.package)).toBeVisible();
    await expect(row(t.package.customise.lines.hotel.replace('{hotel}', hotel.name))).toContainText(formatPrice(hotel.upgradePricePerNight * pkg.nights * 2, site.locale));
    await expect(row(matchWords(t.package.customise.lines.matchInsurance))).toContainText(formatPrice(pkg.extraFees.matchInsuranceFee * 2, site.locale));
    await expect(row(t.package.customise.lines.flights)).toBeVisible();
    await expect(page.getByTestId('invoice-total')).toHaveText(formatPrice(acceptedTotal, site.locale));

    // The match, the legs and the hotel.
    await expect(listUnder(page, t.invoice.tickets)).toContainText(pkg.events[0]!.title);
    // The ticket category bought, in the site's language.
    const { eventId, ticketId } = selection.tickets[0]!;
    const category = pkg.events.find((event) => event.id === eventId)!.tickets.find((ticket) => ticket.id === ticketId)!.venueBlock.name;
    await expect(page.getByRole('listitem').filter({ hasText: `× ${pkg.events[0]!.title}` })).toContainText(category);
    const flights = page.getByTestId('invoice-flights');
    const outward = flights.getByRole('listitem').filter({ hasText: t.invoice.bought.outward });
    await expect(outward).toContainText(`${flight.originAirport} ${clock(site.locale, flight.from.dateTime)} → ${flight.destinationAirport} ${clock(site.locale, flight.to.dateTime)}`);
    await expect(flights.getByRole('listitem').filter({ hasText: t.invoice.bought.return })).toContainText(`${pkg.defaultServices.flight!.returnOriginAirport}`);
    const stay = page.getByTestId('invoice-hotel');
    await expect(stay).toContainText(hotel.name);
    await expect(stay).toContainText(t.package.customise.roomTypes.double);
    await expect(page.getByText(new RegExp(matchWords(t.invoice.bought.matchInsurance))).first()).toBeVisible();

    // The travellers' names, each isolated.
    await expect(listUnder(page, t.invoice.travellers).locator('li bdi')).toHaveText(['Karen Sørensen', '\u202EMads Holm']);
    // Inside a sentence of ours (the split payment's field for the traveller's share), between isolating marks.
    await expect(page.locator('label').filter({ hasText: '\u2068\u202EMads Holm\u2069' })).toHaveCount(1);

    // The contract's terms, as the confirmation mail gave them (Package Travel Directive art. 7).
    const contract = page.getByTestId('invoice-contract');
    const { emergency, complaintsBoard } = SITE_TABLE[site.locale];
    await expect(contract.getByRole('heading', { level: 2 })).toHaveText(t.contract.heading);
    await expect(contract.getByRole('heading', { level: 3, name: t.packageTravel.form.heading })).toBeVisible();
    await expect(contract.getByRole('link', { name: emergency.phone, exact: true })).toHaveAttribute('href', emergency.phoneHref);
    await expect(contract.getByRole('link', { name: complaintsBoard.url })).toHaveAttribute('href', complaintsBoard.url);
    await expect(contract.getByRole('table', { name: t.packageTravel.facts.feesCaption })).toBeVisible();
    await expect(contract.getByTestId('contract-requests').locator('blockquote')).toHaveText('Vegetar til begge, tak');
    await expectNoSeriousAxeViolations(page);
  });
}

/** A package whose sale has not opened (sold out): what a preorder is for. */
async function soldOutPackage(request: APIRequestContext): Promise<PackageDetail | null> {
  for (let page = 1; page <= 5; page++) {
    const list = await request.get(`/api/v1/packages?limit=100&offset=${(page - 1) * 100}`);
    const { packages } = (await list.json()) as { packages: MinimalPackage[] };
    const listed = packages.find((pkg) => pkg.isSoldOut && !pkg.isResidualSale);
    if (listed) return packageResponse.parse(await (await request.get(`/api/v1/packages/${listed.slug}`)).json()).package;
    if (packages.length < 100) break;
  }
  return null;
}

for (const site of SITES) {
  test(`${site.locale}: a preorder's page says it is a place in the queue with nothing to pay, not an invoice awaiting payment`, async ({ page, request }) => {
    const pkg = await soldOutPackage(request);
    test.skip(!pkg, 'no sold-out package in this seed');
    const body = bookingBodyOf(pkg!, defaultSelection(pkg!), 0);
    const preorder = await request.post(`/api/v1/packages/${pkg!.slug}/preorder`, {
      headers: { 'accept-language': site.locale, 'idempotency-key': randomUUID() },
      data: { packageId: pkg!.id, adults: 2, children: 0, contactInfo: body.contactInfo, passengers: body.passengers, extra: { hasAcceptedExtraordinaryConditions: true, hasAcceptedGeneralTerms: true } },
    });
    expect(preorder.status(), await preorder.text()).toBe(201);
    const { booking } = (await preorder.json()) as { booking: { orderNumber: number; invoice: { uuid: string } } };

    await page.goto(`/${site.locale}/${site.invoice}/${booking.invoice.uuid}`);
    const t = MESSAGES[site.locale].invoice;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.preorderHeading.replace('{orderNumber}', String(booking.orderNumber)));
    await expect(page.getByText(t.preorderNote)).toBeVisible();
    await expect(page.getByText(t.preorderStatus)).toBeVisible();
    await expect(page.getByText(t.statuses.pending)).toHaveCount(0);
    await expect(page.getByTestId('invoice-total')).toHaveCount(0);
  });
}
