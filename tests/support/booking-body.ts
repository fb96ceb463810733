/**
 * The body the booking form sends for a selection of a package, with its
 * total accepted: a contact person, a traveller per place (adults first, then
 * children, old enough or young enough on the travel date), a lead guest per
 * room, every acceptance ticked. Pure: the integration tests'
 * (./booking-fixture.ts) and the browser tests' (e2e) bookings both use it.
 */
import type { BookingBody, ContactInfoInput, PassengerInput } from '@/lib/api/contract/booking';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { priceCheckRequest } from '@/lib/package/price-check';
import type { PackageSelection } from '@/lib/package/selection';

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

/** The booking of `selection` with `acceptedTotal` (the price check's total) accepted. */
export function bookingBodyOf(pkg: PackageDetail, selection: PackageSelection, acceptedTotal: number): BookingBody & { passengers: PassengerInput[] } {
  const request = priceCheckRequest(pkg, selection);
  const travelDate = selection.period?.startDate ?? pkg.startDate;
  const passengers = [
    ...Array.from({ length: selection.adults }, (_, index) => traveller(index, travelDate, 30 + index)),
    ...selection.childAges.map((age, index) => traveller(selection.adults + index, travelDate, age ?? 8)),
  ];
  const holders = selection.ticketCount ?? passengers.length;
  passengers.forEach((person, index) => (person.hasTicket = index < holders));
  const rooms = request.services.hotels?.[0]?.rooms ?? [];
  return {
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
  };
}
