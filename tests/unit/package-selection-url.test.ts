import { describe, expect, it } from 'vitest';
import { defaultSelection, resolveSelection, type PackageSelection } from '@/lib/package/selection';
import { parseSelectionQuery } from '@/lib/package/selection-query';
import { queryKey, serializeSelection } from '@/lib/package/selection-url';
import { packageFixture } from '../support/package-fixture';

const pkg = packageFixture();
const fromQuery = (query: string) => resolveSelection(parseSelectionQuery(new URLSearchParams(query)), pkg);
const toQuery = (selection: PackageSelection) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(serializeSelection(selection, pkg))) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  return params;
};

describe('reading the package page query', () => {
  it('opens with the package defaults: two adults, no children, one double room, the included tickets', () => {
    const selection = fromQuery('');
    expect(selection).toMatchObject({
      type: 'default',
      adults: 2,
      children: 0,
      rooms: [{ roomType: 'double', adults: 2, children: 0 }],
      tickets: [
        { eventId: 1, ticketId: 101 },
        { eventId: 2, ticketId: 201 },
      ],
      ticketCount: null,
      without: { flight: false, hotel: false, transit: false },
      period: null,
      hasInsurance: null,
      hasMatchInsurance: null,
      couponCode: null,
    });
    expect(defaultSelection(pkg)).toEqual(selection);
  });

  it('reads every parameter it knows', () => {
    const selection = fromQuery(
      'type=withTransit&adults=3&children=1&childAges=9&tickets[]=1:103&ticketCount=2&transit=evening:night&without=hotel&hotels[]=12&stops=1&ofid=AB12&rfid=CD34&insurance=yes&matchInsurance=no&coupon=velkommen10',
    );
    expect(selection).toMatchObject({
      type: 'withTransit',
      adults: 3,
      children: 1,
      childAges: [9],
      tickets: [
        { eventId: 1, ticketId: 103 },
        { eventId: 2, ticketId: 201 },
      ],
      ticketCount: 2,
      transit: { outward: 'evening', return: 'night' },
      without: { flight: false, hotel: true, transit: false },
      hotelIds: [12],
      stops: 1,
      ofid: 'AB12',
      rfid: 'CD34',
      hasInsurance: true,
      hasMatchInsurance: false,
      couponCode: 'VELKOMMEN10',
    });
  });

  it.each([
    ['type=luxury', 'type', 'default'],
    ['adults=0', 'adults', 2],
    ['adults=7', 'adults', 2],
    ['adults=2.5', 'adults', 2],
    ['adults=-1', 'adults', 2],
    ['children=7', 'children', 0],
    ['children=abc', 'children', 0],
    ['ticketCount=0', 'ticketCount', null],
    ['ticketCount=2', 'ticketCount', null],
    ['transit=noon:morning', 'transit', { outward: 'morning', return: 'morning' }],
    ['stops=3', 'stops', null],
    ['insurance=maybe', 'hasInsurance', null],
    ['coupon=%3Cscript%3E', 'couponCode', null],
    ['ofid=' + 'x'.repeat(101), 'ofid', null],
  ])('falls back to the default for a bad value (%s)', (query, field, expected) => {
    expect(fromQuery(query)[field as keyof PackageSelection]).toEqual(expected);
  });

  it('never crashes on nonsense', () => {
    for (const query of ['tickets[]=a:b', 'tickets[]=1', 'rooms=::', 'rooms=' + 'double:2:0,'.repeat(40), 'childAges=,,,x', 'hotels[]=0', '%E0%A4%A']) {
      expect(() => fromQuery(query)).not.toThrow();
    }
    expect(parseSelectionQuery({ adults: ['3', '4'], 'tickets[]': undefined, type: [] })).toEqual({ adults: 3 });
  });

  it('ignores tickets, hotels and drops the package does not have', () => {
    const selection = fromQuery('tickets[]=1:999&tickets[]=3:301&hotels[]=99&without=flight&type=withTransit');
    expect(selection.tickets).toEqual([
      { eventId: 1, ticketId: 101 },
      { eventId: 2, ticketId: 201 },
    ]);
    expect(selection.hotelIds).toEqual([]);
    // The bus variant has no flight to drop.
    expect(selection.without.flight).toBe(false);
  });

  it('gives a ticket without seats for the party the next cheapest that has them', () => {
    // Ticket 202 is sold out; 102 has three seats, too few for four.
    expect(fromQuery('tickets[]=2:202').tickets[1]).toEqual({ eventId: 2, ticketId: 201 });
    expect(fromQuery('adults=4&tickets[]=1:102').tickets[0]).toEqual({ eventId: 1, ticketId: 101 });
    expect(fromQuery('adults=3&tickets[]=1:102').tickets[0]).toEqual({ eventId: 1, ticketId: 102 });
  });

  it('suggests rooms when the query has none or rooms that do not hold the party', () => {
    expect(fromQuery('adults=3').rooms).toEqual([
      { roomType: 'double', adults: 2, children: 0 },
      { roomType: 'single', adults: 1, children: 0 },
    ]);
    expect(fromQuery('adults=3&rooms=triple:3:0').rooms).toHaveLength(2);
    expect(fromQuery('adults=2&rooms=twin:2:0').rooms).toEqual([{ roomType: 'twin', adults: 2, children: 0 }]);
  });

  it('drops premium to the default trip when the flight or hotel is dropped', () => {
    expect(fromQuery('type=premium').type).toBe('premium');
    expect(fromQuery('type=premium&without=hotel')).toMatchObject({ type: 'default', without: { hotel: true } });
  });

  it('takes an extended travel period only with changeTravelPeriod=true and within the bound', () => {
    expect(fromQuery('changeTravelPeriod=true&startDate=2026-04-29&endDate=2026-05-05').period).toEqual({ startDate: '2026-04-29', endDate: '2026-05-05' });
    expect(fromQuery('startDate=2026-04-29&endDate=2026-05-05').period).toBeNull();
    expect(fromQuery('changeTravelPeriod=true&startDate=2026-05-02&endDate=2026-05-05').period).toBeNull();
    expect(fromQuery('changeTravelPeriod=true&startDate=2026-04-25&endDate=2026-05-05').period).toBeNull();
    expect(fromQuery('changeTravelPeriod=true&startDate=2026-02-30&endDate=2026-05-05').period).toBeNull();
    // Without the hotel there is no period to change.
    expect(fromQuery('changeTravelPeriod=true&startDate=2026-04-29&endDate=2026-05-05&without=hotel').period).toBeNull();
  });
});

describe('writing the selection into the query', () => {
  it('writes only the type for the defaults', () => {
    expect(serializeSelection(defaultSelection(pkg), pkg)).toEqual({ type: 'default' });
  });

  it('round-trips every choice through the URL', () => {
    const selection: PackageSelection = {
      ...defaultSelection(pkg),
      type: 'withTransit',
      adults: 3,
      children: 2,
      childAges: [4, null],
      rooms: [
        { roomType: 'family', adults: 2, children: 2 },
        { roomType: 'single', adults: 1, children: 0 },
      ],
      tickets: [
        { eventId: 1, ticketId: 103 },
        { eventId: 2, ticketId: 201 },
      ],
      ticketCount: 4,
      transit: { outward: 'night', return: 'evening' },
      without: { flight: false, hotel: false, transit: false },
      hotelIds: [12],
      period: { startDate: '2026-04-30', endDate: '2026-05-06' },
      stops: 2,
      ofid: 'OUT-1',
      rfid: 'RET-2',
      hasInsurance: false,
      hasMatchInsurance: true,
      couponCode: 'FODBOLD500',
    };
    const query = toQuery(selection);
    expect(query.getAll('tickets[]')).toEqual(['1:103']);
    expect(query.get('changeTravelPeriod')).toBe('true');
    expect(fromQuery(query.toString())).toEqual({ ...selection, period: null });
    // The bus variant keeps a period only where flight and hotel can change.
    const full = { ...selection, type: 'default' as const, without: { flight: false, hotel: true, transit: false }, transit: { outward: 'morning' as const, return: 'morning' as const } };
    expect(fromQuery(toQuery(full).toString())).toEqual({ ...full, period: null });
    full.without.hotel = false;
    expect(fromQuery(toQuery(full).toString())).toEqual(full);
  });

  it('compares queries regardless of order', () => {
    expect(queryKey(new URLSearchParams('a=1&b=2&b=3'))).toBe(queryKey({ b: ['2', '3'], a: '1' }));
    expect(queryKey(new URLSearchParams('a=1'))).not.toBe(queryKey({ a: '2' }));
  });
});
