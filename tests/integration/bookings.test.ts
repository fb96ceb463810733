import { randomUUID } from 'node:crypto';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { addDays, daysBetween } from '@/lib/calendar-day';
import { dueDateOf } from '@/lib/legal/payment-due';
import { SITES } from '@/lib/site/sites';
import { bookingBody, bookingResponse, invoiceResponse, type BookingBody, type PreorderBody } from '@/lib/api/contract/booking';
import { packageResponse, type MinimalPackage, type PackageDetail } from '@/lib/api/contract/packages';
import { clearCache } from '@/server/cache';
import { getDb } from '@/server/db';
import { bookingPassengers, bookingRooms, bookings, hotelRoomTypes, idempotencyKeys, invoices, outboxMails, tickets } from '@/server/db/schema';
import { BOOKING_STEPS, placeBooking, type BookingStep } from '@/server/modules/booking/booking';
import { callApi } from '../support/api';
import { quickSandbox } from '../support/availability';
import { bookingOf, CONTACT, packageFinder, traveller } from '../support/booking-fixture';
import { TEST_TODAY, withTestDatabase } from '../support/database';
import { withTestShop } from '../support/shop';

const test = withTestDatabase();

withTestShop();

async function book(body: unknown, { locale, key = randomUUID() }: { locale?: string; key?: string | null } = {}) {
  return callApi('bookings', { method: 'POST', locale, json: body, headers: key === null ? {} : { 'idempotency-key': key } });
}

const findPackage = packageFinder();
const openPackage = (accept: (pkg: PackageDetail) => boolean = () => true, locale = 'da') => findPackage(locale, accept);

/** What a booking could have written: counted, so a refused one can be shown to have written nothing. */
async function footprint() {
  const db = test.db;
  const [[b], [p], [r], [i], [o], seats, rooms] = await Promise.all([
    db.select({ n: count() }).from(bookings),
    db.select({ n: count() }).from(bookingPassengers),
    db.select({ n: count() }).from(bookingRooms),
    db.select({ n: count() }).from(invoices),
    db.select({ n: count() }).from(outboxMails),
    db.select({ sum: sql<number>`sum(${tickets.availability})::int` }).from(tickets),
    db.select({ sum: sql<number>`sum(${hotelRoomTypes.roomsAvailable})::int` }).from(hotelRoomTypes),
  ]);
  return { bookings: b!.n, passengers: p!.n, rooms: r!.n, invoices: i!.n, mails: o!.n, seats: seats[0]!.sum, roomsLeft: rooms[0]!.sum };
}

/** The package's ticket rows with their seats now. */
async function seatsOf(ticketIds: number[]) {
  const rows = await test.db.select({ id: tickets.id, availability: tickets.availability }).from(tickets).where(inArray(tickets.id, ticketIds));
  return Object.fromEntries(rows.map((row) => [row.id, row.availability]));
}

describe('POST /api/v1/bookings', () => {
  it('books the trip: 201 with the order number, the total and the invoice; seats and rooms taken, every row written', async () => {
    const pkg = await openPackage();
    const { body, selection } = await bookingOf(pkg);
    const ticketIds = selection.tickets.map((ticket) => ticket.ticketId);
    const before = { ...(await footprint()), seats: await seatsOf(ticketIds) };

    const { status, body: answer } = await book(body);
    expect(status, JSON.stringify(answer)).toBe(201);
    const booked = bookingResponse.parse(answer);
    expect(booked.finalPrice).toBe(body.acceptedTotal);
    expect(booked.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(booked.booking.invoice).toMatchObject({ uuid: booked.uuid, orderNumber: booked.orderNumber, total: body.acceptedTotal, status: 'pending', currency: 'DKK' });

    const after = await footprint();
    expect(after.bookings - before.bookings).toBe(1);
    expect(after.passengers - before.passengers).toBe(body.passengers.length);
    expect(after.rooms - before.rooms).toBe(body.services.hotels?.[0]?.rooms?.length);
    expect(after.invoices - before.invoices).toBe(1);
    expect(after.mails - before.mails).toBe(1);
    expect(before.roomsLeft - after.roomsLeft).toBe(body.services.hotels?.[0]?.rooms?.length);
    const holders = body.passengers.filter((person) => person.hasTicket).length;
    const seatsNow = await seatsOf(ticketIds);
    for (const id of ticketIds) expect(before.seats[id]! - seatsNow[id]!).toBe(holders);

    const [stored] = await test.db.select().from(bookings).where(eq(bookings.orderNumber, booked.orderNumber));
    expect(stored).toMatchObject({ kind: 'booking', locale: 'da', packageId: pkg.id, total: body.acceptedTotal, contact: expect.objectContaining({ email: 'karen.sorensen@example.com' }) });
  });

  it('numbers orders one after the other, and shows the invoice by its uuid only', async () => {
    const pkg = await openPackage();
    const first = bookingResponse.parse((await book((await bookingOf(pkg)).body)).body);
    const second = bookingResponse.parse((await book((await bookingOf(pkg)).body)).body);
    expect(second.orderNumber).toBe(first.orderNumber + 1);

    const { status, body, headers } = await callApi(`invoices/${second.uuid}`, { locale: 'sv' });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toContain('no-store');
    const { invoice } = invoiceResponse.parse(body);
    expect(invoice).toMatchObject({ orderNumber: second.orderNumber, total: second.finalPrice, status: 'pending', amountDue: second.finalPrice });
    expect(invoice.booking!.travellers[0]).toMatchObject({ firstName: 'Karen', lastName: 'Sørensen' });

    expect((await callApi(`invoices/${randomUUID()}`)).status).toBe(404);
    expect((await callApi('invoices/12345')).status).toBe(400);
    expect((await callApi(`invoices/${'9'.repeat(40)}`)).status).toBe(400);
  });

  it('books in the site’s currency on each site', async () => {
    for (const [locale, currency] of [['no', 'NOK'], ['sv', 'SEK']] as const) {
      const pkg = await openPackage(() => true, locale);
      const { body } = await bookingOf(pkg, locale);
      const { status, body: answer } = await book(body, { locale });
      expect(status, JSON.stringify(answer)).toBe(201);
      expect(bookingResponse.parse(answer).booking.invoice).toMatchObject({ currency, total: body.acceptedTotal });
    }
  });
});

describe('the site’s day', () => {
  it('reckons the pay-by day from the site’s day, as the booking page does: a booking at 00.30 Danish time is made that day', async () => {
    const before = process.env.SHOP_NOW;
    vi.stubEnv('SHOP_NOW', `${TEST_TODAY}T23:30:00Z`);
    try {
      // A trip weeks away: its pay-by day is the site's payment days from the day of booking, not the day before departure.
      const pkg = await openPackage((candidate) => daysBetween(TEST_TODAY, candidate.startDate) > 21);
      const { body } = await bookingOf(pkg);
      const { status, body: answer } = await book(body);
      expect(status, JSON.stringify(answer)).toBe(201);
      const booked = bookingResponse.parse(answer);
      const [row] = await test.db.select({ startDate: bookings.startDate }).from(bookings).where(eq(bookings.orderNumber, booked.orderNumber));
      expect(booked.booking.invoice.dueDate).toBe(dueDateOf(addDays(TEST_TODAY, 1), row!.startDate, SITES.da.payment.dueDays));
      expect(booked.booking.invoice.dueDate).not.toBe(dueDateOf(TEST_TODAY, row!.startDate, SITES.da.payment.dueDays));
    } finally {
      // Back to the clock the other tests run on.
      vi.stubEnv('SHOP_NOW', before ?? '');
    }
  });
});

describe('bad input', () => {
  it('answers malformed JSON 400, a missing Idempotency-Key 400, and wrong types 422 with field messages', async () => {
    expect((await book('{"packageId":')).status).toBe(400);
    const pkg = await openPackage();
    const { body } = await bookingOf(pkg);
    const withoutKey = await book(body, { key: null });
    expect(withoutKey.status).toBe(400);
    expect(withoutKey.body.code).toBe('idempotency_key_required');
    const wrong = await book({ ...body, packageId: 99999999999, passengers: 'all', acceptedTotal: 'cheap' });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(expect.arrayContaining(['packageId', 'passengers', 'acceptedTotal']));
  });

  it('answers an unknown package 404 and writes nothing', async () => {
    const pkg = await openPackage();
    const { body } = await bookingOf(pkg);
    const before = await footprint();
    const { status } = await book({ ...body, packageId: 2_000_000_000 });
    expect(status).toBe(404);
    expect(await footprint()).toEqual(before);
  });

  /** Each rule of booking spec §5 the form shares with the API, broken once, with its message on each site. */
  const RULES: { rule: string; field: string; change: (body: BookingBody & { passengers: ReturnType<typeof traveller>[] }) => void; messages: Record<'en' | 'da' | 'no' | 'sv', string> }[] = [
    {
      rule: 'first name required',
      field: 'contactInfo.firstName',
      change: (body) => void (body.contactInfo.firstName = '  '),
      messages: { en: 'is required', da: 'skal udfyldes', no: 'må fylles ut', sv: 'måste fyllas i' },
    },
    {
      rule: 'email valid',
      field: 'contactInfo.email',
      change: (body) => void (body.contactInfo.email = 'karen@'),
      messages: { en: 'must be a valid email address', da: 'skal være en gyldig e-mailadresse', no: 'må være en gyldig e-postadresse', sv: 'måste vara en giltig e-postadress' },
    },
    {
      rule: 'phone',
      field: 'contactInfo.mobile',
      change: (body) => void (body.contactInfo.mobile = '20 30 40 50 ring'),
      messages: { en: 'is not a valid phone number', da: 'er ikke et gyldigt telefonnummer', no: 'er ikke et gyldig telefonnummer', sv: 'är inte ett giltigt telefonnummer' },
    },
    {
      rule: 'birth date from 1910',
      field: 'contactInfo.birthDate',
      change: (body) => void (body.contactInfo.birthDate = '1909-12-31'),
      messages: { en: 'must be a date from 1910 until today', da: 'skal være en dato fra 1910 til i dag', no: 'må være en dato fra 1910 til i dag', sv: 'måste vara ett datum från 1910 till i dag' },
    },
    {
      rule: 'company name when a company',
      field: 'contactInfo.companyName',
      change: (body) => void Object.assign(body.contactInfo, { isCompany: true, companyTaxNumber: 'DK12345678' }),
      messages: { en: 'is required', da: 'skal udfyldes', no: 'må fylles ut', sv: 'måste fyllas i' },
    },
    {
      rule: 'nationality chosen',
      field: 'passengers.1.nationalityId',
      change: (body) => void delete (body.passengers[1] as Partial<ReturnType<typeof traveller>>).nationalityId,
      messages: { en: 'is required', da: 'skal udfyldes', no: 'må fylles ut', sv: 'måste fyllas i' },
    },
    {
      rule: 'an adult is 16 or older on the travel date',
      field: 'passengers.1.birthDate',
      change: (body) => void (body.passengers[1]!.birthDate = `${Number(body.passengers[1]!.birthDate.slice(0, 4)) + 20}-01-01`),
      messages: { en: 'must be 16 or older on the travel date', da: 'skal være mindst 16 år på rejsedagen', no: 'må være minst 16 år på reisedagen', sv: 'måste vara minst 16 år på resdagen' },
    },
    {
      rule: 'the lead guest of a room',
      field: 'leadGuests.0',
      change: (body) => void (body.leadGuests = []),
      messages: { en: 'is required', da: 'skal udfyldes', no: 'må fylles ut', sv: 'måste fyllas i' },
    },
    {
      rule: 'insurance answered',
      field: 'extra.hasInsurance',
      change: (body) => void (body.extra!.hasInsurance = null),
      messages: { en: 'is required', da: 'skal udfyldes', no: 'må fylles ut', sv: 'måste fyllas i' },
    },
    {
      rule: 'general terms accepted',
      field: 'extra.hasAcceptedGeneralTerms',
      change: (body) => void (body.extra!.hasAcceptedGeneralTerms = false),
      messages: { en: 'must be accepted', da: 'skal accepteres', no: 'må aksepteres', sv: 'måste godkännas' },
    },
    {
      rule: 'extraordinary conditions accepted',
      field: 'extra.hasAcceptedExtraordinaryConditions',
      change: (body) => void (body.extra!.hasAcceptedExtraordinaryConditions = false),
      messages: { en: 'must be accepted', da: 'skal accepteres', no: 'må aksepteres', sv: 'måste godkännas' },
    },
    {
      rule: 'who holds a match ticket',
      field: 'ticketHolders',
      change: (body) => void (body.passengers[0]!.hasTicket = false),
      messages: { en: 'must give a match ticket to 2 travellers', da: 'skal give kampbillet til 2 rejsende', no: 'må gi kampbillett til 2 reisende', sv: 'måste ge matchbiljett till 2 resenärer' },
    },
  ];

  it.each(RULES)('refuses $rule: 422 on $field, in every language, nothing written', async ({ field, change, messages }) => {
    const pkg = await openPackage();
    const { body } = await bookingOf(pkg);
    change(body);
    const before = await footprint();
    for (const locale of ['en', 'da', 'no', 'sv'] as const) {
      const { status, body: answer } = await book(body, locale === 'en' ? {} : { locale });
      expect(status, JSON.stringify(answer)).toBe(422);
      expect(answer.errors?.[field], JSON.stringify(answer.errors)).toContain(messages[locale]);
    }
    expect(await footprint()).toEqual(before);
  });

  it('checks the body with the contract schema the form uses', () => {
    expect(bookingBody.safeParse({}).success).toBe(false);
  });
});

describe('prices and seats that changed', () => {
  it('answers 409 with the changed prices when the total is not the one accepted, and books at the new total once accepted', async () => {
    const pkg = await openPackage();
    const { body } = await bookingOf(pkg);
    const before = await footprint();
    const { status, body: answer } = await book({ ...body, acceptedTotal: body.acceptedTotal - 100 }, { locale: 'da' });
    expect(status).toBe(409);
    expect(answer.code).toBe('prices_changed');
    expect(answer.message).toBe('Priserne har ændret sig, siden du accepterede dem');
    expect(answer.changedPrices).toContainEqual({ name: 'total', ourPrice: body.acceptedTotal - 100, theirPrice: body.acceptedTotal });
    expect(answer.total).toBe(body.acceptedTotal);
    expect(await footprint()).toEqual(before);

    const again = await book({ ...body, acceptedTotal: answer.total, extra: { ...body.extra, isChangedPricesAccepted: true } });
    expect(again.status).toBe(201);
    expect(again.body.finalPrice).toBe(body.acceptedTotal);
  });

  it('answers 409 sold out when the seats went, and writes nothing', async () => {
    const pkg = await openPackage(() => true, 'no');
    const { body, selection } = await bookingOf(pkg, 'no');
    const eventIds = selection.tickets.map((ticket) => ticket.eventId);
    // Every ticket of the match has one seat left: no ticket holds the two travellers.
    await test.db.update(tickets).set({ availability: 1 }).where(inArray(tickets.eventId, eventIds));
    clearCache();
    const before = await footprint();
    const { status, body: answer } = await book(body, { locale: 'no' });
    expect(status).toBe(409);
    expect(answer.code).toBe('sold_out');
    expect(['Billettene er utsolgt', 'Reisen er utsolgt']).toContain(answer.message);
    expect(await footprint()).toEqual(before);
  });

  it('gives the seats back when the room is gone: the ticket count is unchanged', async () => {
    const pkg = await openPackage(() => true, 'sv');
    const { body, selection } = await bookingOf(pkg, 'sv');
    const hotelId = body.services.hotels![0]!.hotelId;
    await test.db.update(hotelRoomTypes).set({ roomsAvailable: 0 }).where(eq(hotelRoomTypes.hotelId, hotelId));
    const ticketIds = selection.tickets.map((ticket) => ticket.ticketId);
    const seats = await seatsOf(ticketIds);
    const before = await footprint();
    const { status, body: answer } = await book(body, { locale: 'sv' });
    expect(status, JSON.stringify(answer)).toBe(409);
    expect(answer).toMatchObject({ code: 'sold_out', message: 'Hotellet har inga fler rum av den här typen' });
    expect(await seatsOf(ticketIds)).toEqual(seats);
    expect(await footprint()).toEqual(before);
  });
});

describe('a booking is all of its rows or none', () => {
  it.each(BOOKING_STEPS)('a failure after the %s step leaves nothing behind', async (failAt: BookingStep) => {
    const pkg = await openPackage();
    const { body } = await bookingOf(pkg);
    const parsed = bookingBody.parse(body);
    const before = await footprint();
    const db = await getDb();
    await expect(
      db.transaction((tx) =>
        placeBooking(tx, parsed, {
          locale: 'da',
          today: TEST_TODAY,
          now: new Date(`${TEST_TODAY}T12:00:00Z`),
          services: quickSandbox(),
          afterStep: (step) => {
            if (step === failAt) throw new Error(`injected after ${step}`);
          },
        }),
      ),
    ).rejects.toThrow(`injected after ${failAt}`);
    expect(await footprint()).toEqual(before);
  });
});

describe('idempotency', () => {
  it('answers a repeated booking with the first answer and books once; another body under the key is 422', async () => {
    const pkg = await openPackage();
    const { body } = await bookingOf(pkg);
    const key = randomUUID();
    const before = await footprint();
    const first = await book(body, { key });
    const again = await book(body, { key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await footprint()).bookings - before.bookings).toBe(1);

    const other = await book({ ...body, comment: 'Another booking' }, { key });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_key_reused');
    const [stored] = await test.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored!.n).toBe(1);
  });
});

describe('residual-sale bookings (booking spec §1, §9)', () => {
  async function residualPackage(): Promise<PackageDetail> {
    const { body } = await callApi('packages?available=true&limit=100');
    const listed = (body.packages as MinimalPackage[]).find((pkg) => pkg.isResidualSale);
    if (!listed) throw new Error('the seed has no open residual-sale package');
    return packageResponse.parse((await callApi(`packages/${listed.slug}`)).body).package;
  }

  it('books the ticket alone, without the flight-less or hotel-less discounts, and refuses a hotel', async () => {
    const pkg = await residualPackage();
    const { body } = await bookingOf(pkg);
    expect(body.services.hotels).toEqual([]);
    const { status, body: answer } = await book(body);
    expect(status, JSON.stringify(answer)).toBe(201);
    const [stored] = await test.db.select().from(bookings).where(eq(bookings.orderNumber, answer.orderNumber as number));
    expect(stored!.selection).toMatchObject({ hotel: null, outwardFlight: null, returnFlight: null, transit: null });
    expect(stored!.priceLines.map((line) => line.name)).not.toEqual(expect.arrayContaining([expect.stringMatching(/LessDiscount/)]));
    expect(stored!.flags.isResidualSaleBooking).toBe(true);

    const withHotel = await book({ ...body, services: { ...body.services, hotels: [{ hotelId: 1, rooms: [{ roomType: 'double', adults: 2, children: 0 }] }] } });
    expect(withHotel.status).toBe(422);
  });
});

describe('POST /api/v1/packages/{slug}/preorder', () => {
  function preorderOf(pkg: PackageDetail): PreorderBody {
    return {
      packageId: pkg.id,
      adults: 2,
      children: 0,
      contactInfo: { ...CONTACT, email: 'preorder@example.com' },
      passengers: [traveller(0, pkg.startDate, 40), traveller(1, pkg.startDate, 38)],
      comment: 'Gerne pladser ved siden af hinanden',
      extra: { hasAcceptedExtraordinaryConditions: true, hasAcceptedGeneralTerms: true },
    };
  }
  const preorder = (slug: string, body: unknown, locale?: string) =>
    callApi(`packages/${slug}/preorder`, { method: 'POST', locale, json: body, headers: { 'idempotency-key': randomUUID() } });

  it('answers 409 sale_open for a trip that can be booked now', async () => {
    const pkg = await openPackage();
    const { status, body } = await preorder(pkg.slug, preorderOf(pkg), 'sv');
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'sale_open', message: 'Resan kan bokas nu: boka den i stället' });
  });

  it('takes a preorder for a trip whose seats are gone: an order number, nothing due, its mail, no seats taken', async () => {
    const pkg = await openPackage();
    await test.db.update(tickets).set({ availability: 0 }).where(inArray(tickets.eventId, pkg.events.map((event) => event.id)));
    clearCache();
    const before = await footprint();
    const { status, body } = await preorder(pkg.slug, preorderOf(pkg), 'da');
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.booking.invoice).toMatchObject({ total: 0, amountDue: 0, status: 'pending', currency: 'DKK' });
    const after = await footprint();
    expect(after.bookings - before.bookings).toBe(1);
    expect(after.seats).toBe(before.seats);
    const [mail] = await test.db.select().from(outboxMails).where(eq(outboxMails.recipient, 'preorder@example.com'));
    expect(mail!.subject).toContain(`Forudbestilling ${body.booking.orderNumber}`);
    const invoice = invoiceResponse.parse((await callApi(`invoices/${body.booking.invoice.uuid}`)).body).invoice;
    expect(invoice.booking!.kind).toBe('preorder');

    const refused = await preorder(pkg.slug, { ...preorderOf(pkg), extra: { hasAcceptedGeneralTerms: false } }, 'no');
    expect(refused.status).toBe(422);
    expect(refused.body.errors['extra.hasAcceptedGeneralTerms']).toEqual(['må aksepteres']);
    expect((await preorder('no-such-trip', preorderOf(pkg))).status).toBe(404);
    expect((await preorder(pkg.slug, { ...preorderOf(pkg), packageId: pkg.id + 1 })).status).toBe(422);
  });
});
