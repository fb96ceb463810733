import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/api/v1/[...path]/route';
import { decodeOfferLink } from '@/lib/offers/offer-link';
import { restoreOffer } from '@/lib/offers/restore';
import { defaultHotelId } from '@/lib/package/selection';
import { offers, packageHotels, packages } from '@/server/db/schema';
import { findPackage } from '@/server/modules/packages/packages';
import { withTestDatabase } from '../support/database';

const test = withTestDatabase();

async function call(method: 'GET' | 'POST', path: string, { body, key, locale = 'da' }: { body?: unknown; key?: string; locale?: string } = {}) {
  const headers: Record<string, string> = { 'accept-language': locale, 'content-type': 'application/json' };
  if (key !== undefined) headers['idempotency-key'] = key;
  const request = new Request(`http://localhost/api/v1/${path}`, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
  const response = await (method === 'GET' ? GET : POST)(request);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

async function aPackageId(): Promise<number> {
  const [pkg] = await test.db.select({ id: packages.id }).from(packages).orderBy(packages.id).limit(1);
  return pkg!.id;
}

const offerCount = async () => (await test.db.select({ n: count() }).from(offers))[0]!.n;

describe('offers', () => {
  it('creates an offer under the next number and reads its link back with that number in it', async () => {
    const packageId = await aPackageId();
    const link = `packageId=${packageId}&type=default&adults=3&rooms=double%3A2%3A0%2Csingle%3A1%3A0&tickets=1%3A2&hotels=4`;
    const first = await call('POST', 'offers', { body: { link } });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ offerId: expect.any(Number) });
    expect(first.body.offerId).toBeGreaterThanOrEqual(1001);
    const second = await call('POST', 'offers', { body: { link } });
    expect(second.body.offerId).toBe(first.body.offerId + 1);

    const read = await call('GET', `offers/${first.body.offerId}`);
    expect(read.status).toBe(200);
    const decoded = decodeOfferLink(read.body.offerLink);
    expect(decoded).toMatchObject({ ok: true, link: { packageId, offerId: first.body.offerId, selection: { adults: 3, hotelIds: [4], tickets: [{ eventId: 1, ticketId: 2 }] } } });
  });

  it('keeps what its hotels and tickets were and cost, in the currency of the site that made it', async () => {
    const packageId = await aPackageId();
    const pkg = (await findPackage(test.db, packageId, 'sv'))!;
    const hotel = pkg.hotels.at(-1)!;
    const event = pkg.events[0]!;
    const ticket = event.tickets.at(-1)!;
    const made = await call('POST', 'offers', { body: { link: `packageId=${packageId}&tickets=${event.id}%3A${ticket.id}&hotels=${hotel.id}` }, locale: 'sv' });
    expect(made.status).toBe(201);
    const read = await call('GET', `offers/${made.body.offerId}`);
    expect(read.body.offered).toEqual({
      currency: 'SEK',
      hotels: [{ id: hotel.id, name: hotel.name, upgradePricePerNight: hotel.upgradePricePerNight }],
      tickets: [{ eventId: event.id, ticketId: ticket.id, name: ticket.venueBlock.name, price: ticket.price }],
    });
  });

  it('restores an offer whose hotel the sandbox supplier withdrew: the hotel is listed as failed, named from what the offer kept', async () => {
    const [withTwo] = await test.db
      .select({ packageId: packageHotels.packageId, hotelId: packageHotels.hotelId })
      .from(packageHotels)
      .where(eq(packageHotels.isDefault, false))
      .orderBy(packageHotels.packageId)
      .limit(1);
    const { packageId, hotelId } = withTwo!;
    const made = await call('POST', 'offers', { body: { link: `packageId=${packageId}&hotels=${hotelId}` } });
    const name = (await findPackage(test.db, packageId, 'da'))!.hotels.find((hotel) => hotel.id === hotelId)!.name;

    // Only where the sandbox's control is switched on.
    expect((await call('POST', `sandbox/hotels/${hotelId}/withdraw`)).status).toBe(404);
    process.env.SANDBOX_CONTROL = 'on';
    try {
      const defaultHotel = (await test.db.select({ hotelId: packageHotels.hotelId }).from(packageHotels).where(eq(packageHotels.isDefault, true)).limit(1))[0]!.hotelId;
      expect((await call('POST', `sandbox/hotels/${defaultHotel}/withdraw`)).status).toBe(409);
      expect((await call('POST', 'sandbox/hotels/2147483647/withdraw')).status).toBe(404);
      expect((await call('POST', 'sandbox/hotels/abc/withdraw')).status).toBe(400);
      expect((await call('POST', `sandbox/hotels/${hotelId}/withdraw`)).status).toBe(200);
    } finally {
      delete process.env.SANDBOX_CONTROL;
    }

    const pkg = (await findPackage(test.db, packageId, 'da'))!;
    expect(pkg.hotels.map((hotel) => hotel.id)).not.toContain(hotelId);
    const read = await call('GET', `offers/${made.body.offerId}`);
    const decoded = decodeOfferLink(read.body.offerLink);
    if (!decoded.ok) throw new Error(decoded.message);
    const restored = restoreOffer(pkg, decoded.link.selection);
    expect(restored.failedServices).toContainEqual({ service: 'hotel', offered: hotelId, replacement: defaultHotelId(pkg) });
    expect(read.body.offered.hotels).toEqual([expect.objectContaining({ id: hotelId, name })]);
  });

  it('creates one offer for one Idempotency-Key, however often it is sent', async () => {
    const packageId = await aPackageId();
    const before = await offerCount();
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('POST', 'offers', { body: { link: `packageId=${packageId}` }, key: 'pdf-offer-1' })));
    expect(new Set(answers.map((answer) => answer.body.offerId)).size).toBe(1);
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(await offerCount()).toBe(before + 1);
  });

  it('refuses a malformed link with what is wrong (422) and stores nothing', async () => {
    const before = await offerCount();
    for (const link of ['adults=3', 'packageId=1&adults=99', 'packageId=1&tickets=1:2,1:3', 'packageId=2147483647']) {
      const answer = await call('POST', 'offers', { body: { link } });
      expect(answer.status, link).toBe(422);
      expect(answer.body.errors.link[0]).toMatch(/^(packageId|adults|tickets): /);
    }
    for (const body of [{}, { link: '' }, { link: 42 }, { link: 'x'.repeat(5_000) }, 'not json']) {
      const answer = await call('POST', 'offers', { body });
      expect([400, 422]).toContain(answer.status);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect(await offerCount()).toBe(before);
  });

  it('answers 404 for an offer that does not exist, and a clear error for an id that cannot be one', async () => {
    expect((await call('GET', 'offers/999999')).status).toBe(404);
    expect((await call('GET', 'offers/999999')).body.code).toBe('offer_not_found');
    for (const id of ['0', 'abc', '99999999999999999999', '-1']) {
      const answer = await call('GET', `offers/${id}`);
      expect([400, 404], id).toContain(answer.status);
    }
  });

  it('keeps the offer when its package is withdrawn later', async () => {
    const packageId = await aPackageId();
    const { body } = await call('POST', 'offers', { body: { link: `packageId=${packageId}` } });
    const [row] = await test.db.select().from(offers).where(eq(offers.id, body.offerId));
    expect(row).toMatchObject({ packageId, locale: 'da' });
  });
});
