/**
 * The booking form's schema: the booking's own rules for this trip
 * (lib/booking/details.ts, what the API checks too), reading the form's
 * controls as the API reads JSON: a yes/no pair of radio buttons as true or
 * false, a lead guest's select as the traveller's number. Loaded with the
 * form's first use.
 */
import { z } from 'zod';
import { bookingDetails, type BookingTrip } from '@/lib/booking/details';
import { dayOfParts } from '@/lib/forms/dates';

const yesNo = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value === undefined ? null : value);

/** What the controls hold, as the booking's JSON says it. */
export function fromControls(values: unknown): unknown {
  if (values === null || typeof values !== 'object') return values;
  type Controls = { extra?: Record<string, unknown>; leadGuests?: unknown[]; passengers?: Record<string, unknown>[]; contactInfo?: Record<string, unknown>; sameAsContact?: boolean };
  const given = values as Controls;
  // A birth date is typed as day, month and year (components/ui/form DatePartsField): the booking takes the one day.
  const form: Controls = {
    ...given,
    contactInfo: given.contactInfo && { ...given.contactInfo, birthDate: dayOfParts(given.contactInfo.birthDate) },
    passengers: given.passengers?.map((traveller) => ({ ...traveller, birthDate: dayOfParts(traveller.birthDate) })),
  };
  const passengers = [...(form.passengers ?? [])];
  // Participant 1 as the contact person: the contact's own fields (booking spec §4 "Same-as-contact toggle").
  if (form.sameAsContact === true && form.contactInfo) {
    const { title, firstName, lastName, birthDate, nationalityId } = form.contactInfo;
    passengers[0] = { ...passengers[0], title, firstName, lastName, birthDate, nationalityId };
  }
  return {
    ...form,
    passengers,
    extra: form.extra && { ...form.extra, hasInsurance: yesNo(form.extra.hasInsurance), hasMatchInsurance: yesNo(form.extra.hasMatchInsurance) },
    leadGuests: (form.leadGuests ?? []).map((lead) => (typeof lead === 'string' && /^\d+$/.test(lead) ? Number(lead) : lead)),
  };
}

export const bookingForm = (trip: BookingTrip) => z.record(z.string(), z.unknown()).transform(fromControls).pipe(bookingDetails(trip));
