/**
 * The booking form's rules that depend on the trip (booking spec §5): who
 * counts as an adult on the travel date, how many hold a match ticket, which
 * rooms need a lead guest, which questions and acceptances are asked. One
 * schema, `bookingDetails(trip)`, is the form's (features/booking) and the
 * server's (server/modules/booking): the page and the API refuse the same
 * things with the same messages.
 */
import { z } from 'zod';
import { bookingExtra, COMMENT_MAX, contactInfo, passenger } from '@/lib/api/contract/booking';
import { isCalendarDay } from '@/lib/calendar-day';
import { ruleText } from '@/lib/forms/messages';
import { text } from '@/lib/forms/rules';
import { differentHomeAirports, type ChosenFlights } from '@/lib/package/flights';
import { taxesPayableAtHotel } from '@/lib/package/hotels';
import { namedFlights, offersFlights, type PricingPackageSource } from '@/lib/package/price-input';
import { ageOn, placeAgeIssue } from './ages';
import { bookingFlags, defaultHotelId, ticketHolders, type PackageSelection } from '@/lib/package/selection';

/** What the form asks, as the trip decides it. */
export interface BookingTrip {
  /** The shop's today, `YYYY-MM-DD`: no one is born after it. */
  today: string;
  /** The first day of the trip: ages count on it. */
  travelDate: string;
  adults: number;
  children: number;
  /** How many travellers hold a match ticket. */
  ticketHolders: number;
  /** Rooms that need a lead guest; 0 when the booking has no hotel. */
  rooms: number;
  /** Insurance questions (none for a ticket alone, booking spec §4). */
  asksInsurance: boolean;
  /** Acceptances required beyond the terms and the extraordinary conditions. */
  needs: { touristTax: boolean; differentAirports: boolean; exclusions: boolean; premiumUpgrade: boolean; flightOffer: boolean };
}

type TripPackage = Omit<PricingPackageSource, 'hotels'> & {
  hotels: (PricingPackageSource['hotels'][number] & { rooms: readonly { roomType: string; taxes: readonly { name: string; includedBySupplier: boolean }[] }[] })[];
};

/** The trip a selection makes of a package, with the flights it has chosen. */
export function bookingTrip(pkg: TripPackage, selection: PackageSelection, flights: ChosenFlights, today: string): BookingTrip {
  const flags = bookingFlags(pkg, selection);
  const hotelId = selection.hotelIds[0] ?? defaultHotelId(pkg);
  const hotel = flags.isHotelLessBooking ? undefined : pkg.hotels.find((candidate) => candidate.id === hotelId);
  const types = new Set(selection.rooms.map((room) => room.roomType));
  const chosen = namedFlights(selection, flights);
  return {
    today,
    travelDate: selection.period?.startDate ?? pkg.startDate,
    adults: selection.adults,
    children: selection.children,
    ticketHolders: ticketHolders(selection),
    rooms: hotel ? selection.rooms.length : 0,
    asksInsurance: !flags.isTicketOnly,
    needs: {
      touristTax: hotel ? taxesPayableAtHotel(hotel.rooms.filter((room) => types.has(room.roomType as (typeof selection.rooms)[number]['roomType']))).length > 0 : false,
      differentAirports: !flags.isFlightLessBooking && differentHomeAirports(pkg.defaultServices.flight, chosen),
      exclusions: selection.without.flight || selection.without.hotel || selection.without.transit,
      premiumUpgrade: selection.type === 'premium',
      flightOffer: offersFlights(pkg, selection, flags.includes.flight) && chosen.outward !== null && chosen.return !== null,
    },
  };
}

/** What a preorder asks (no services taken): the party, everyone with a ticket, no rooms, no insurance, the two acceptances every booking has. */
export function preorderTrip(pkg: { startDate: string; today: string }, adults: number, children: number): BookingTrip {
  return {
    today: pkg.today,
    travelDate: pkg.startDate,
    adults,
    children,
    ticketHolders: adults + children,
    rooms: 0,
    asksInsurance: false,
    needs: { touristTax: false, differentAirports: false, exclusions: false, premiumUpgrade: false, flightOffer: false },
  };
}

export { ageOn } from './ages';

/** The travellers' ages on the travel date: the children's, in order, as the price check takes them. */
export function childAgesOf(trip: Pick<BookingTrip, 'travelDate' | 'adults'>, passengers: readonly { birthDate: string }[]): number[] {
  return passengers.slice(trip.adults).map((traveller) => Math.max(0, ageOn(traveller.birthDate, trip.travelDate)));
}

/** Whether the traveller at `index` is an adult: the adults come first. */
export const isAdultPlace = (trip: Pick<BookingTrip, 'adults'>, index: number) => index < trip.adults;

/**
 * The form's values as the booking sends them: the people, the rooms' lead
 * guests, the answers and acceptances, the comment. The trip's rules come on
 * top of each field's own.
 */
const detailsFields = z.object({
  contactInfo,
  passengers: z.array(passenger),
  leadGuests: z.array(z.number({ error: ruleText('required') }).int()).default([]),
  extra: bookingExtra,
  comment: text()
    .max(COMMENT_MAX, ruleText('max', { max: COMMENT_MAX }))
    .transform((value) => value || null)
    .nullish()
    .transform((value) => value ?? null),
});

type DetailsValues = z.output<typeof detailsFields>;

/** What the trip's rules read of the details: of each part only what is valid (a body the API parsed fits as is). */
export interface TripReadable {
  contactInfo?: { birthDate?: string };
  passengers?: readonly { birthDate?: string; hasTicket?: boolean }[];
  leadGuests?: readonly unknown[];
  extra?: Partial<DetailsValues['extra']>;
}

/** A broken trip rule: where, and the rule's message. */
export interface TripIssue {
  path: (string | number)[];
  message: string;
}

/**
 * The trip's rules: ages against the places, ticket holders, lead guests,
 * answers and acceptances. The server runs them on the body it has already
 * parsed with the same field schemas; the schema below runs them along with
 * the fields, so a form shows a missing answer or acceptance on the first
 * submit with every other message, not only once the rest is right. So each
 * rule reads only what is valid of its part (a birth date that is a day, a
 * box that is true or false).
 */
export function tripIssues(details: TripReadable, trip: BookingTrip): TripIssue[] {
  const issues: TripIssue[] = [];
  const issue = (path: (string | number)[], message: string) => issues.push({ path, message });
  const passengers: readonly { birthDate?: string; hasTicket?: boolean }[] = Array.isArray(details.passengers) ? details.passengers : [];
  const leadGuests: readonly unknown[] = Array.isArray(details.leadGuests) ? details.leadGuests : [];
  const extra: Partial<DetailsValues['extra']> = details.extra ?? {};

  const contactBirthDate = details.contactInfo?.birthDate;
  if (isCalendarDay(contactBirthDate) && contactBirthDate > trip.today) {
    issue(['contactInfo', 'birthDate'], ruleText('birthDate', { year: 1910 }));
  }

  const travellers = trip.adults + trip.children;
  if (passengers.length !== travellers) issue(['passengers'], `must have ${travellers} items`);
  passengers.forEach((traveller, index) => {
    if (!isCalendarDay(traveller.birthDate)) return;
    if (traveller.birthDate > trip.today) {
      issue(['passengers', index, 'birthDate'], ruleText('birthDate', { year: 1910 }));
      return;
    }
    const ageIssue = placeAgeIssue(traveller.birthDate, trip.travelDate, isAdultPlace(trip, index));
    if (ageIssue) issue(['passengers', index, 'birthDate'], ageIssue);
  });
  const holders = passengers.filter((traveller) => traveller.hasTicket === true).length;
  if (passengers.length === travellers && holders !== trip.ticketHolders) issue(['ticketHolders'], ruleText('ticketHolders', { count: trip.ticketHolders }));

  for (let room = 0; room < trip.rooms; room++) {
    const lead = leadGuests[room];
    if (lead === undefined || lead === null) issue(['leadGuests', room], ruleText('required'));
    else if (typeof lead === 'number' && (lead < 1 || lead > passengers.length)) issue(['leadGuests', room], ruleText('leadGuest'));
  }
  if (leadGuests.length > trip.rooms) issue(['leadGuests'], `must have ${trip.rooms} items`);

  if (trip.asksInsurance) {
    if (extra.hasInsurance === null || extra.hasInsurance === undefined) issue(['extra', 'hasInsurance'], ruleText('required'));
    if (extra.hasAcceptedMatchRisk !== true && (extra.hasMatchInsurance === null || extra.hasMatchInsurance === undefined)) issue(['extra', 'hasMatchInsurance'], ruleText('required'));
  }
  const required: [keyof DetailsValues['extra'], boolean][] = [
    ['hasAcceptedExtraordinaryConditions', true],
    ['hasAcceptedGeneralTerms', true],
    ['hasAcceptedTouristTax', trip.needs.touristTax],
    ['hasAcceptedDifferentAirports', trip.needs.differentAirports],
    ['hasAcceptedExclusions', trip.needs.exclusions],
    ['hasAcceptedPremiumUpgrade', trip.needs.premiumUpgrade],
    ['hasAcceptedFlightOffer', trip.needs.flightOffer],
  ];
  for (const [flag, asked] of required) if (asked && extra[flag] !== true) issue(['extra', flag], ruleText('accepted'));
  return issues;
}

const samePath = (a: readonly PropertyKey[], b: readonly PropertyKey[]) => a.length === b.length && a.every((key, index) => String(key) === String(b[index]));

const partOf = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** The value of one field when its own rules take it, else nothing. */
function validField<T>(schema: z.ZodType<T>, value: unknown): T | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * What the trip's rules read of details some fields of which are wrong: each
 * field they read, parsed by its own rules alone, so a wrong field elsewhere
 * (another traveller's birth date, an empty name) hides none of them.
 */
export function readableParts(input: unknown): TripReadable {
  const given = partOf(input);
  const extra = partOf(given.extra);
  return {
    contactInfo: { birthDate: validField(contactInfo.shape.birthDate, partOf(given.contactInfo).birthDate) },
    passengers: Array.isArray(given.passengers)
      ? given.passengers.map((traveller) => ({
          birthDate: validField(passenger.shape.birthDate, partOf(traveller).birthDate),
          hasTicket: validField(passenger.shape.hasTicket, partOf(traveller).hasTicket),
        }))
      : [],
    leadGuests: Array.isArray(given.leadGuests) ? given.leadGuests : [],
    extra: Object.fromEntries(Object.entries(bookingExtra.shape).map(([flag, schema]) => [flag, validField(schema as z.ZodType, extra[flag])])),
  };
}

/**
 * The booking form's details for this trip: each field's own rules, and the
 * trip's with them, so one submit shows every message (a field that has its
 * own message already gets no second one). The trip's rules are not an
 * object refinement of the fields: zod skips those once any field's rule has
 * stopped at its first message (a required text, a date), and the form would
 * show its messages in rounds.
 */
export const bookingDetails = (trip: BookingTrip) =>
  z.unknown().transform((input, context): DetailsValues => {
    const parsed = detailsFields.safeParse(input);
    const fieldIssues = parsed.success ? [] : parsed.error.issues;
    // The fields' own issues as they came, message and path included (a finished issue is a raw one with all its parts).
    for (const issue of fieldIssues) context.issues.push(issue as unknown as (typeof context.issues)[number]);
    for (const { path, message } of tripIssues(parsed.success ? parsed.data : readableParts(input), trip)) {
      if (fieldIssues.some((other) => samePath(other.path, path))) continue;
      context.addIssue({ code: 'custom', path, message });
    }
    return parsed.success ? parsed.data : z.NEVER;
  });

export type BookingDetailsInput = z.input<ReturnType<typeof bookingDetails>>;
export type BookingDetails = z.output<ReturnType<typeof bookingDetails>>;

