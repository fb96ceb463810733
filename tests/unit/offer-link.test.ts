import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROOM_TYPES, MAX_ID } from '@/lib/api/contract/constants';
import { decodeOfferLink, encodeOfferLink, MAX_OFFER_LINK_LENGTH, type OfferLink } from '@/lib/offers/offer-link';
import { MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN, MAX_ROOMS } from '@/lib/package/rooms';
import { EXCLUDABLE_SERVICES, type PackageSelection } from '@/lib/package/selection';
import { PACKAGE_VARIANTS, TIMEPOINTS } from '@/lib/pricing';
import { DEPARTURE_REGIONS } from '@/lib/site/sites';

const id = fc.integer({ min: 1, max: MAX_ID });
const day = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const flightId = fc.stringMatching(/^[\w.:-]{1,40}$/);

/** Any selection the package page can hold, whatever the package. */
const selection: fc.Arbitrary<PackageSelection> = fc
  .record({
    type: fc.constantFrom(...PACKAGE_VARIANTS),
    adults: fc.integer({ min: 1, max: MAX_ADULTS }),
    children: fc.integer({ min: 0, max: MAX_CHILDREN }),
    rooms: fc.array(fc.record({ roomType: fc.constantFrom(...ROOM_TYPES), adults: fc.integer({ min: 0, max: MAX_ADULTS }), children: fc.integer({ min: 0, max: MAX_CHILDREN }) }), { maxLength: MAX_ROOMS }),
    tickets: fc.uniqueArray(fc.record({ eventId: id, ticketId: id }), { maxLength: 5, selector: (ticket) => ticket.eventId }),
    limited: fc.boolean(),
    transit: fc.record({ outward: fc.constantFrom(...TIMEPOINTS), return: fc.constantFrom(...TIMEPOINTS) }),
    without: fc.record({ flight: fc.boolean(), hotel: fc.boolean(), transit: fc.boolean() }),
    hotelIds: fc.array(id, { maxLength: 3 }),
    period: fc.option(fc.tuple(day, day).map(([a, b]) => (a <= b ? { startDate: a, endDate: b } : { startDate: b, endDate: a })), { nil: null }),
    stops: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
    ofid: fc.option(flightId, { nil: null }),
    rfid: fc.option(flightId, { nil: null }),
    departure: fc.option(fc.record({ region: fc.constantFrom(...DEPARTURE_REGIONS), airports: fc.array(fc.stringMatching(/^[A-Z]{3}$/), { minLength: 1, maxLength: 4 }) }), { nil: null }),
    hasInsurance: fc.option(fc.boolean(), { nil: null }),
    hasMatchInsurance: fc.option(fc.boolean(), { nil: null }),
    couponCode: fc.option(fc.stringMatching(/^[A-Z0-9_-]{1,20}$/), { nil: null }),
    ages: fc.array(fc.option(fc.integer({ min: 0, max: MAX_CHILD_AGE }), { nil: null }), { minLength: MAX_CHILDREN, maxLength: MAX_CHILDREN }),
  })
  .chain(({ limited, ages, ...rest }) =>
    fc.integer({ min: 1, max: Math.max(1, rest.adults + rest.children - 1) }).map((count) => ({
      ...rest,
      childAges: ages.slice(0, rest.children),
      ticketCount: limited && rest.adults + rest.children >= 2 ? count : null,
    })),
  );

const offerLink: fc.Arbitrary<OfferLink> = fc.record({ packageId: id, offerId: fc.option(id, { nil: null }), selection });

describe('the offer link', () => {
  it('reads back every selection it writes', () => {
    fc.assert(
      fc.property(offerLink, (link) => {
        const text = encodeOfferLink(link);
        expect(text.length).toBeLessThan(MAX_OFFER_LINK_LENGTH);
        expect(decodeOfferLink(text)).toEqual({ ok: true, link });
      }),
      { numRuns: 3_000 },
    );
  });

  it('leaves out two adults and no children, and every choice not made', () => {
    const plain: PackageSelection = {
      type: 'default',
      adults: 2,
      children: 0,
      childAges: [],
      rooms: [{ roomType: 'double', adults: 2, children: 0 }],
      tickets: [{ eventId: 4, ticketId: 41 }],
      ticketCount: null,
      transit: { outward: 'morning', return: 'morning' },
      without: { flight: false, hotel: false, transit: false },
      hotelIds: [],
      period: null,
      stops: null,
      ofid: null,
      rfid: null,
      departure: null,
      hasInsurance: null,
      hasMatchInsurance: null,
      couponCode: null,
    };
    expect(encodeOfferLink({ packageId: 12, offerId: null, selection: plain })).toBe('packageId=12&type=default&rooms=double%3A2%3A0&tickets=4%3A41');
    expect(encodeOfferLink({ packageId: 12, offerId: 1001, selection: { ...plain, adults: 3, hotelIds: [7], ofid: 'SK1:2026-12-01' } })).toBe(
      'offerId=1001&packageId=12&type=default&adults=3&rooms=double%3A2%3A0&tickets=4%3A41&hotels=7&outwardFlightId=SK1%3A2026-12-01',
    );
  });

  it('answers any string with a link or an error naming the field, never throwing', () => {
    const near = fc
      .array(
        fc.tuple(
          fc.constantFrom('offerId', 'packageId', 'type', 'adults', 'children', 'childAges', 'rooms', 'tickets', 'ticketCount', 'hotels', 'transit', 'without', 'startDate', 'endDate', 'maxChanges', 'outwardFlightId', 'returnFlightId', 'departure', 'insurance', 'matchInsurance', 'coupon', 'other'),
          fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('0', '1', '2', '99999999999', 'double:2:0', '1:2', '1:2,1:3', 'yes', 'maybe', '2026-02-30', '2026-12-01', 'DK:CPH', 'premium', '-,3')),
        ),
        { maxLength: 8 },
      )
      .map((pairs) => new URLSearchParams(pairs).toString());
    fc.assert(
      fc.property(fc.oneof(fc.string(), near), (text) => {
        const result = decodeOfferLink(text);
        if (result.ok) {
          // What it read is a link of its own: written again, it reads the same.
          expect(decodeOfferLink(encodeOfferLink(result.link))).toEqual(result);
        } else {
          expect(result.field.length).toBeGreaterThan(0);
          expect(result.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 5_000 },
    );
  });

  it('says what is wrong', () => {
    expect(decodeOfferLink('')).toEqual({ ok: false, field: 'packageId', message: 'is required' });
    expect(decodeOfferLink('packageId=0')).toMatchObject({ ok: false, field: 'packageId' });
    expect(decodeOfferLink('packageId=3000000000')).toMatchObject({ ok: false, field: 'packageId' });
    expect(decodeOfferLink('packageId=1&adults=9')).toMatchObject({ ok: false, field: 'adults', message: 'must be from 1 to 6' });
    expect(decodeOfferLink('packageId=1&children=1')).toMatchObject({ ok: false, field: 'childAges' });
    expect(decodeOfferLink('packageId=1&tickets=1:2,1:3')).toMatchObject({ ok: false, field: 'tickets', message: 'must name one ticket per match' });
    expect(decodeOfferLink('packageId=1&startDate=2026-12-05&endDate=2026-12-01')).toMatchObject({ ok: false, field: 'endDate' });
    expect(decodeOfferLink('packageId=1&packageId=2')).toMatchObject({ ok: false, field: 'packageId', message: 'is named twice' });
    expect(decodeOfferLink('packageId=1&colour=red')).toMatchObject({ ok: false, field: 'colour' });
    expect(decodeOfferLink(`packageId=1&coupon=${'A'.repeat(5_000)}`)).toMatchObject({ ok: false, field: 'link' });
    expect(decodeOfferLink('packageId=1&adults=1&ticketCount=1')).toMatchObject({ ok: false, field: 'ticketCount' });
    expect(EXCLUDABLE_SERVICES).toContain('transit');
  });
});
