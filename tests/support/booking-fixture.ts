/**
 * Bookings as the booking form sends them: a package's default selection
 * with its price-check total accepted, a contact person and a traveller per
 * place (adults first, then children, old enough or young enough on the
 * travel date), a lead guest per room, every acceptance ticked.
 */
import type { BookingBody, ContactInfoInput, PassengerInput } from '@/lib/api/contract/booking';
import { packageResponse, type MinimalPackage, type PackageDetail } from '@/lib/api/contract/packages';
import { priceCheckRequest } from '@/lib/package/price-check';
import { defaultSelection, type PackageSelection } from '@/lib/package/selection';
import { callApi } from './api';

export const CONTACT: ContactInfoInput = {
  title: 'mrs',
  firstName: 'Karen',
  lastName: 'Sørensen',
  email: 'karen.sorensen@example.com',
  birthDate: '1984-05-17',
  phoneCode: '+45',
  mobile: '20304050',
  countryId: 1,
  nationalityId: 1,
  city: 'Aarhus',
  postCode: '8000',
  address: 'Søndergade 12',
  isCompany: false,
};

const FIRST_NAMES = ['Karen', 'Jens', 'Mette', 'Lars', 'Sofie', 'Anders', 'Ida', 'Mikkel', 'Emma', 'Oskar', 'Freja', 'Noah'];

/** A traveller `years` old on `day`. */
export function traveller(index: number, day: string, years: number, hasTicket = true): PassengerInput {
  // Born on 1 January: exactly `years` old on any day of the travel year.
  const birthDate = `${Number(day.slice(0, 4)) - years}-01-01`;
  return { title: index % 2 === 0 ? 'mrs' : 'mr', firstName: FIRST_NAMES[index % FIRST_NAMES.length]!, lastName: 'Sørensen', birthDate, nationalityId: 1, hasTicket };
}

export interface BookingFixture {
  body: BookingBody & { passengers: PassengerInput[] };
  selection: PackageSelection;
}

/** `POST packages/{id}/service-availability` through the real route: the total a visitor accepts. */
export async function acceptedTotalOf(request: ReturnType<typeof priceCheckRequest>, locale = 'da'): Promise<number> {
  const { status, body } = await callApi(`packages/${request.packageId}/service-availability`, {
    method: 'POST',
    locale,
    headers: { 'content-type': 'application/json' },
    json: request,
  });
  if (status !== 200) throw new Error(`price check answered ${status}: ${JSON.stringify(body)}`);
  return body.price.total.theirPrice as number;
}

/** A complete booking of a package's default selection (or `change`d), every acceptance given. */
export async function bookingOf(pkg: PackageDetail, locale = 'da', change: (selection: PackageSelection) => PackageSelection = (selection) => selection): Promise<BookingFixture> {
  const selection = change(defaultSelection(pkg));
  const request = priceCheckRequest(pkg, selection);
  const acceptedTotal = await acceptedTotalOf(request, locale);
  const travelDate = selection.period?.startDate ?? pkg.startDate;
  const passengers = [
    ...Array.from({ length: selection.adults }, (_, index) => traveller(index, travelDate, 30 + index)),
    ...selection.childAges.map((age, index) => traveller(selection.adults + index, travelDate, age ?? 8)),
  ];
  const holders = selection.ticketCount ?? passengers.length;
  passengers.forEach((person, index) => (person.hasTicket = index < holders));
  const rooms = request.services.hotels?.[0]?.rooms ?? [];
  return {
    selection,
    body: {
      ...request,
      contactInfo: { ...CONTACT },
      passengers,
      leadGuests: rooms.map((_, index) => Math.min(index + 1, selection.adults)),
      comment: null,
      acceptedTotal,
      extra: {
        ...request.extra,
        hasInsurance: request.extra?.hasInsurance ?? false,
        hasMatchInsurance: request.extra?.hasMatchInsurance ?? false,
        isResidualSaleBooking: pkg.isResidualSale,
        hasAcceptedExtraordinaryConditions: true,
        hasAcceptedGeneralTerms: true,
        hasAcceptedTouristTax: true,
        hasAcceptedDifferentAirports: true,
        hasAcceptedExclusions: true,
        hasAcceptedPremiumUpgrade: true,
        hasAcceptedFlightOffer: true,
      },
    },
  };
}

/**
 * A finder of open packages with flight and hotel, one event each, as the
 * list offers them: each call answers another one, so what a test does to
 * one package's seats and rooms is no other test's business.
 */
export function packageFinder(): (locale?: string, accept?: (pkg: PackageDetail) => boolean) => Promise<PackageDetail> {
  const handedOut = new Set<number>();
  return async (locale = 'da', accept = () => true) => {
    const { body } = await callApi('packages?available=true&limit=100&packageType=single', { locale });
    for (const listed of body.packages as MinimalPackage[]) {
      if (listed.isResidualSale || handedOut.has(listed.id)) continue;
      handedOut.add(listed.id);
      const pkg = packageResponse.parse((await callApi(`packages/${listed.slug}`, { locale })).body).package;
      if (pkg.defaultServices.flight && pkg.hotels.length > 0 && !pkg.isFlightLess && !pkg.isHotelLess && accept(pkg)) return pkg;
    }
    throw new Error('no open package with flight and hotel left');
  };
}
