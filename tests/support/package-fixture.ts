/**
 * A package as `GET packages/{slug}` answers it, small enough to read: two
 * matches, two hotels, a bus route. Tests override what they are about; its
 * card prices (`fromPrices`) are priced from the result, as the server does,
 * unless a test sets them.
 */
import type { EventTicket, PackageDetail } from '@/lib/api/contract/packages';
import { arrivalPrices } from '@/lib/package/arrival-prices';

export function ticket(id: number, blockId: number, price: number, availability: number, extra: Partial<EventTicket['venueBlock']> = {}): EventTicket {
  return {
    id,
    availability,
    price,
    deliveryInfo: 'E-billetter sendes pr. e-mail senest 3 dage før kampen.',
    venueBlock: {
      id: blockId,
      name: `Blok ${blockId}`,
      description: 'Langsiden med god udsigt.',
      facts: ['Overdækket'],
      images: [],
      blockNumber: String(100 + blockId),
      hasAccessToLounge: false,
      ...extra,
    },
  };
}

const club = (id: number, name: string) => ({ id, slug: name.toLowerCase().replace(/ /g, '-'), name, logoThumbUrl: `/crest/${id}.svg` });

function event(id: number, day: string, tickets: EventTicket[]): PackageDetail['events'][number] {
  return {
    id,
    slug: `match-${id}`,
    title: `Match ${id}`,
    eventDateTime: `${day}T15:00:00.000Z`,
    timeZone: 'Europe/London',
    homeClub: { ...club(id * 10, `Home ${id}`), guidingTexts: { premiumText: `Premium at Stadium ${id}: lounge, buffet and the best seats.` } },
    guestClub: club(id * 10 + 1, `Guest ${id}`),
    venue: { name: `Stadium ${id}`, address: `Road ${id}`, location: { latitude: 53.4, longitude: -2.2 }, city: { name: 'Manchester' } },
    tournament: { id: 1, slug: 'premier-league', name: 'Premier League', logo: { originalUrl: '/t/1.svg' } },
    sportCategory: { slug: 'soccer', name: 'Fodbold' },
    matchType: 'league',
    fixtureStatus: null,
    description: 'A big match.',
    availableTickets: tickets.reduce((sum, t) => sum + t.availability, 0),
    tickets,
  };
}

export function packageFixture(overrides: Partial<PackageDetail> = {}): PackageDetail {
  const pkg: Omit<PackageDetail, 'fromPrices'> = {
    id: 7,
    slug: 'fodboldrejse-home-guest-2026-05',
    title: 'Home – Guest',
    startDate: '2026-05-01',
    endDate: '2026-05-04',
    nights: 3,
    packageType: 'single',
    numberOfEvents: 2,
    isSoldOut: false,
    fixtureHold: null,
    isRivalry: false,
    randomOffer: null,
    isRoundTrip: false,
    hasOffer: false,
    offerTitle: null,
    premiumAvailable: true,
    isTransitLess: false,
    isFlightLess: false,
    isHotelLess: false,
    isResidualSale: false,
    isBudgetTrip: false,
    blackWeekOfferAvailable: false,
    christmasOfferAvailable: false,
    newYearOfferAvailable: false,
    reductions: { default: null, premium: null, defaultFlightLess: null, defaultHotelLess: null, withTransit: null },
    prices: {
      basePrice: 500,
      defaultPrice: 6000,
      premiumPrice: 800,
      defaultFlightLessPrice: null,
      defaultHotelLessPrice: null,
      defaultWithTransitPrice: 4800,
    },
    currency: 'DKK',
    destination: { city: { id: 3, name: 'Manchester' }, country: { code: 'GB', name: 'England' } },
    description: 'A trip.',
    flightLessMode: null,
    extraFees: { eventUpgradeFee: 100, matchInsuranceFee: 250 },
    extraServices: [],
    extraServicesAdditionalDailyFee: 400,
    defaultServices: {
      flight: {
        isMutable: true,
        price: 1800,
        originAirport: 'CPH',
        destinationAirport: 'MAN',
        returnOriginAirport: 'MAN',
        returnDestinationAirport: 'CPH',
      },
      transit: { transitRouteId: 4, timepoint: 'morning', returnTimepoint: 'morning' },
      hotels: [{ hotelId: 11, isMutable: true, rooms: [{ roomType: 'double', adults: 2, children: [] }] }],
      tickets: [
        { eventId: 1, ticketId: 101, price: 900 },
        { eventId: 2, ticketId: 201, price: 700 },
      ],
    },
    events: [
      event(1, '2026-05-02', [ticket(101, 1, 900, 40), ticket(102, 2, 1500, 3, { hasAccessToLounge: true }), ticket(103, 1, 1200, 30)]),
      event(2, '2026-05-03', [ticket(201, 5, 700, 25), ticket(202, 6, 1100, 0)]),
    ],
    options: [],
    hotels: [
      {
        id: 11,
        slug: 'hotel-a',
        name: 'Hotel A',
        star: 4,
        isDefault: true,
        orderNumber: 1,
        upgradePricePerNight: 0,
        rooms: [
          { roomType: 'double', name: 'Standard Double Room', roomTypeCaption: 'Dobbeltværelse', maxAdults: 2, maxChildren: 1, price: 1200, taxes: [] },
        ],
      },
      {
        id: 12,
        slug: 'hotel-b',
        name: 'Hotel B',
        star: 5,
        isDefault: false,
        orderNumber: 2,
        upgradePricePerNight: 300,
        rooms: [
          {
            roomType: 'double',
            name: 'Superior Double Room',
            roomTypeCaption: 'Dobbeltværelse',
            maxAdults: 2,
            maxChildren: 1,
            price: 2100,
            taxes: [{ name: 'City Visitor Charge', includedBySupplier: false, price: 10, providerAmount: 1, providerCurrency: 'GBP' }],
          },
        ],
      },
    ],
    transitRoutes: [
      {
        id: 4,
        originCity: { id: 20, name: 'København' },
        destinationCity: { id: 3, name: 'Manchester' },
        transportationDuration: 90,
        pickupLocation: 'Rådhuspladsen',
        dropoffLocation: 'Piccadilly',
        morningPrice: 0,
        eveningPrice: 150,
        nightPrice: 250,
      },
    ],
    maxAllowedTravelDurationDayBound: 5,
    reducedMobility: 'limited',
    terminationFees: [
      { fromDays: 61, percent: 25 },
      { fromDays: 31, percent: 50 },
      { fromDays: 15, percent: 75 },
      { fromDays: 0, percent: 90 },
    ],
    today: '2026-04-01',
    ...overrides,
  };
  return { ...pkg, fromPrices: overrides.fromPrices ?? arrivalPrices(pkg) };
}
