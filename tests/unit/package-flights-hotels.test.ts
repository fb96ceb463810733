import { describe, expect, it } from 'vitest';
import {
  differentHomeAirports,
  includedLegPrices,
  mergeFlights,
  pricingFlight,
  pricingFlightOffer,
  retryStops,
  searchSettled,
  stopSearchStops,
  toChosenFlight,
} from '@/lib/package/flights';
import { roomsForSearch, roundUpKm, sortHotels, taxesPayableAtHotel, venueDistance } from '@/lib/package/hotels';
import { servicePrices, toPriceInput } from '@/lib/package/price-input';
import { defaultSelection } from '@/lib/package/selection';
import { priceBooking } from '@/lib/pricing';
import { flight, hotel } from '../support/availability-fixture';
import { packageFixture } from '../support/package-fixture';

const legs = { originAirport: 'CPH', destinationAirport: 'MAN', returnOriginAirport: 'MAN', returnDestinationAirport: 'CPH' };

describe('merging flight answers', () => {
  it('keeps what is shown in place, adds new flights after it and never shows a uid twice', () => {
    const shown = [flight('a', { price: 900 }), flight('b')];
    const merged = mergeFlights(shown, [flight('c'), flight('a', { price: 950 }), flight('c')]);
    expect(merged.map((f) => f.uid)).toEqual(['a', 'b', 'c']);
    // A flight seen again takes the newer answer's price.
    expect(merged[0]!.price).toBe(950);
  });

  it('ends a direction’s loading once direct flights exist or the stop search answered', () => {
    expect(searchSettled({ directAnswered: true, directCount: 0, stopsAnswered: false })).toBe(false);
    expect(searchSettled({ directAnswered: true, directCount: 2, stopsAnswered: false })).toBe(true);
    expect(searchSettled({ directAnswered: false, directCount: 0, stopsAnswered: true })).toBe(true);
  });

  it('asks the stop search for at least one stop, and retries a simple fetch once with one stop more', () => {
    expect([0, 1, 2].map(stopSearchStops)).toEqual([1, 1, 2]);
    expect(retryStops(0, 0)).toBe(1);
    expect(retryStops(1, 0)).toBe(2);
    expect(retryStops(2, 0)).toBeNull();
    expect(retryStops(0, 3)).toBeNull();
  });
});

describe('home airports', () => {
  it('needs acceptance only when the outward leg leaves from another airport than the return leg lands at', () => {
    expect(differentHomeAirports(legs, { outward: null, return: null })).toBe(false);
    expect(differentHomeAirports(legs, { outward: toChosenFlight(flight('a', { from: 'AAR' })), return: null })).toBe(true);
    const home = toChosenFlight(flight('r', { direction: 'return', from: 'MAN', to: 'AAR' }));
    expect(differentHomeAirports(legs, { outward: toChosenFlight(flight('a', { from: 'AAR' })), return: home })).toBe(false);
  });
});

describe('pricing chosen flights', () => {
  it('splits the included round trip as the price check does, the outward leg the larger half', () => {
    expect(includedLegPrices(1801)).toEqual({ outward: 901, return: 900 });
    expect(pricingFlight(1800, { outward: null, return: null })).toBeNull();
    expect(pricingFlight(1800, { outward: toChosenFlight(flight('a', { price: 1200 })), return: null })).toEqual({ includedPrice: 1800, outwardPrice: 1200, returnPrice: 900 });
  });

  it('offers a flight only with both legs', () => {
    const outward = toChosenFlight(flight('a', { price: 1000 }));
    expect(pricingFlightOffer({ outward, return: null })).toBeNull();
    expect(pricingFlightOffer({ outward, return: toChosenFlight(flight('r', { direction: 'return', price: 1100 })) })).toEqual({ outwardPrice: 1000, returnPrice: 1100 });
  });

  it('feeds the engine only the flights the selection names, and compares the chosen leg’s price', () => {
    const pkg = packageFixture();
    const config = { flightLessDiscount: 1500, hotelLessDiscount: 900 };
    const outward = toChosenFlight(flight('o1', { price: 1300 }));
    const named = { ...defaultSelection(pkg), ofid: 'o1' };
    const input = toPriceInput(pkg, named, config, null, { flights: { outward, return: null } });
    expect(input.selection.flight).toEqual({ includedPrice: 1800, outwardPrice: 1300, returnPrice: 900 });
    const breakdown = priceBooking(input);
    expect(breakdown.lines.find((line) => line.kind === 'flights')?.total).toBe(800);
    expect(servicePrices(pkg, input, breakdown)).toMatchObject({ outwardFlight: 2600, returnFlight: 1800 });
    // Another ofid in the URL (back/forward): the chosen flight no longer counts.
    const other = toPriceInput(pkg, { ...named, ofid: 'x9' }, config, null, { flights: { outward, return: null } });
    expect(other.selection.flight).toBeNull();
    // A dropped flight has no legs to price.
    const dropped = toPriceInput(pkg, { ...named, without: { flight: true, hotel: false, transit: false } }, config, null, { flights: { outward, return: null } });
    expect(dropped.selection.flight).toBeNull();
  });
});

describe('hotel sorting', () => {
  const venue = { latitude: 53.4, longitude: -2.2 };
  const hotels = [
    hotel(1, { star: 3, upgradePricePerNight: 0, rates: { usersRating: 7, surveysCount: 9 }, location: { latitude: 53.5, longitude: -2.3 } }),
    hotel(2, { star: 5, upgradePricePerNight: 300, rates: { usersRating: 8, surveysCount: 9 }, distanceToVenue: 0.4 }),
    hotel(3, { star: 4.5, upgradePricePerNight: 300, totalPrice: 100, rates: { usersRating: 9, surveysCount: 9 }, location: { latitude: 53.6, longitude: -2.6 } }),
  ];
  const ids = (list: { id: number }[]) => list.map((h) => h.id);

  it('orders by price (upgrade, then the stay), stars, rating, and distance nearest first', () => {
    expect(ids(sortHotels(hotels, 'price', venue))).toEqual([1, 3, 2]);
    expect(ids(sortHotels(hotels, 'stars', venue))).toEqual([2, 3, 1]);
    expect(ids(sortHotels(hotels, 'rating', venue))).toEqual([3, 2, 1]);
    expect(ids(sortHotels(hotels, 'distance', venue))).toEqual([2, 1, 3]);
  });

  it('puts hotels of unknown distance last and keeps the package order on ties', () => {
    expect(ids(sortHotels(hotels, 'distance', null))).toEqual([2, 1, 3]);
    expect(venueDistance(hotels[0]!, null)).toBeNull();
  });

  it('rounds kilometres up slightly, to 0.1', () => {
    expect(roundUpKm(1.21)).toBe(1.3);
    expect(roundUpKm(1.2)).toBe(1.2);
    expect(roundUpKm(0.01)).toBe(0.1);
  });
});

describe('rooms and taxes', () => {
  it('gives each room its children’s ages in order', () => {
    const rooms = roomsForSearch(
      [
        { roomType: 'family', adults: 2, children: 2 },
        { roomType: 'double', adults: 1, children: 1 },
      ],
      [4, 9, null],
    );
    expect(rooms).toEqual([
      { roomType: 'family', adults: 2, children: [4, 9] },
      { roomType: 'double', adults: 1, children: [0] },
    ]);
  });

  it('lists the taxes paid at the hotel once each', () => {
    const tax = (name: string, includedBySupplier: boolean) => ({ name, includedBySupplier });
    expect(taxesPayableAtHotel([{ taxes: [tax('VAT', true)] }])).toEqual([]);
    expect(taxesPayableAtHotel([{ taxes: [tax('City tax', false), tax('VAT', true)] }, { taxes: [tax('City tax', false)] }])).toEqual(['City tax']);
  });
});
