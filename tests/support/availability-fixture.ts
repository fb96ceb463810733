/**
 * Flights and hotels as `POST packages/{id}/service-availability/*` answers
 * them, small enough to read; tests override what they are about.
 */
import type { Flight, FlightDirection, Hotel, HotelRoom } from '@/lib/api/contract/availability';

const airport = (code: string) => ({ code, name: `${code} Airport`, city: { id: code.charCodeAt(0), name: code }, location: { latitude: 55, longitude: 12 } });

export function flight(
  uid: string,
  { direction = 'outward', from = 'CPH', to = 'MAN', price = 900, via = [] as string[], airline = 'SK', departs = '07:25' }: {
    direction?: FlightDirection;
    from?: string;
    to?: string;
    price?: number;
    via?: string[];
    airline?: string;
    departs?: string;
  } = {},
): Flight {
  const day = direction === 'outward' ? '2026-05-01' : '2026-05-04';
  const departure = `${day}T${departs}:00+02:00`;
  const arrival = `${day}T12:40:00+01:00`;
  const codes = [from, ...via, to];
  return {
    uid,
    uniqueId: null,
    direction,
    supplierName: airline === 'SK' ? 'SAS' : `Airline ${airline}`,
    supplierLogo: `/logos/${airline}.svg`,
    supplierCode: airline,
    price,
    originAirport: from,
    destinationAirport: to,
    from: { ...airport(from), dateTime: departure },
    to: { ...airport(to), dateTime: arrival },
    stops: via.map((code) => ({ airport: airport(code), arrivalDateTime: departure, departureDateTime: departure, durationInMinutes: 60 })),
    durationInMinutes: 195 + via.length * 90,
    segmentsDurationInMinutes: 195,
    class: 'economy',
    seatsLeft: 9,
    segments: codes.slice(1).map((code, index) => ({
      departureDateAndTime: departure,
      arrivalDateAndTime: arrival,
      fromAirport: airport(codes[index]!),
      toAirport: airport(code),
      duration: 100,
      flightNumber: `${airline}${100 + index}`,
      carrier: { code: airline, name: 'SAS' },
      class: 'economy' as const,
    })),
  };
}

export function hotelRoom(overrides: Partial<HotelRoom> = {}): HotelRoom {
  return {
    price: 3600,
    pricePerNight: 1200,
    roomType: 'double',
    roomTypeCaption: 'Dobbeltværelse',
    name: 'Standard Double Room',
    adults: 2,
    children: [],
    taxes: [],
    ...overrides,
  };
}

export function hotel(id: number, overrides: Partial<Hotel> = {}): Hotel {
  const rooms = overrides.rooms ?? [hotelRoom()];
  return {
    id,
    slug: `hotel-${id}`,
    name: `Hotel ${id}`,
    star: 4,
    isRecommended: false,
    defaultHotelId: 11,
    orderNumber: id,
    serviceUniqueId: null,
    rates: { usersRating: 8, surveysCount: 100 },
    hotelBrand: null,
    images: [],
    contents: [{ type: 'Description', body: 'A hotel.' }],
    contactInfo: { address: 'Street 1' },
    location: { latitude: 53.48, longitude: -2.24 },
    city: { id: 3, name: 'Manchester', location: { latitude: 53.48, longitude: -2.24 } },
    searchParams: { checkin: '2026-05-01', checkout: '2026-05-04' },
    nights: 3,
    upgradePricePerNight: 0,
    distanceToVenue: null,
    totalPrice: rooms.reduce((sum, room) => sum + room.price, 0),
    hasTaxesPayableAtHotel: rooms.some((room) => room.taxes.some((tax) => !tax.includedBySupplier)),
    ...overrides,
    rooms,
  };
}
