import { z } from 'zod';
import { transferBirthDateIssue } from '@/lib/booking/ages';
import { dayOfParts } from '@/lib/forms/dates';
import { chosenId } from '@/lib/forms/rules';
import { passenger } from './booking';
import { refundPart } from './payments';

/**
 * What a traveller may still change on their trip, until when and at what
 * price (issue 36 item 4): a traveller's place transferred to another person
 * (Package Travel Directive art. 9), insurance added after booking, the trip
 * cancelled (art. 12(1)) with the termination fee of the schedule agreed with
 * the booking. The same answer is the trip page's `changes` and
 * `GET trips/{token}/quotes`; each change's write takes the amount it showed
 * (`acceptedFee`, `acceptedAmount`) and is made at that amount or not at all
 * (409 `prices_changed`), so what is priced is what was shown.
 *
 * Amounts are whole units of the booking's currency. `until` is the instant
 * the change closes (ISO 8601), `lastDay` the site's last calendar day it is
 * open (`YYYY-MM-DD`). `refusal` says why a change is not open now:
 * `preorder` (nothing bought yet), `cancelled`, `deadline_passed`,
 * `not_offered` (a ticket alone has no insurance), `added` (the insurance is
 * on the trip already), `fixture_choice` (a match moved out of the trip,
 * postponed or cancelled waits for the traveller's choice: nothing else is
 * changed meanwhile).
 */
export const CHANGE_REFUSALS = ['preorder', 'cancelled', 'deadline_passed', 'not_offered', 'added', 'fixture_choice'] as const;
export type ChangeRefusal = (typeof CHANGE_REFUSALS)[number];

export const INSURANCE_KINDS = ['match', 'travel'] as const;
export type InsuranceKind = (typeof INSURANCE_KINDS)[number];

const refusal = z.enum(CHANGE_REFUSALS).nullable();

export const tripChanges = z.object({
  currency: z.string(),
  transfer: z.object({
    available: z.boolean(),
    refusal,
    lastDay: z.string(),
    until: z.string(),
    /** Per traveller whose place is transferred. */
    fee: z.number(),
  }),
  insurance: z.object({
    lastDay: z.string(),
    until: z.string(),
    /** Match cancellation insurance: the line the invoice grows by (the price engine's `matchInsurance` line for the party), and per person. */
    match: z.object({ available: z.boolean(), refusal, amount: z.number(), perPerson: z.number() }),
    /** Travel insurance: the shop does not price it (the booking only asks whether it is wanted); added, it is recorded and arranged by staff. */
    travel: z.object({ available: z.boolean(), refusal, amount: z.number() }),
  }),
  cancellation: z.object({
    available: z.boolean(),
    refusal,
    /** Until departure: the outward flight's, else the start of the trip's first day (lib/trips/deadlines.ts). */
    until: z.string(),
    /**
     * The termination fee as of today: the schedule's `percent` of `price`, the trip's price as sold (the invoice's
     * total less the lines added after booking: insurance added later goes back with the rest).
     */
    percent: z.number(),
    price: z.number(),
    fee: z.number(),
    /** Transfer fees already charged: kept beside the fee (they paid for costs already incurred). */
    transferFees: z.number(),
    /** All the shop keeps: `fee` + `transferFees`. The cancellation is made at this amount (`acceptedFee`) or not at all. */
    kept: z.number(),
    paid: z.number(),
    /** What was paid above what is kept: back through the gateways that took it, within 14 days. */
    refund: z.number(),
    /** What of what is kept the payments do not cover: still owed. */
    feeDue: z.number(),
    /** The day the fee steps up next (`YYYY-MM-DD`, the last day at `percent`); null: it stays. */
    percentUntil: z.string().nullable(),
    /**
     * A match of the trip moved outside it, postponed or cancelled, and the traveller's choice is still open: the
     * cancellation is that choice's termination, without a fee (PTD art. 11(3), 12(2)); the trip ends cancelled by the
     * fixture change.
     */
    endsFixtureChoice: z.boolean(),
  }),
});
export type TripChanges = z.infer<typeof tripChanges>;

/** `GET trips/{token}/quotes`. */
export const tripQuotesResponse = z.object({ quotes: tripChanges });
export type TripQuotesResponse = z.infer<typeof tripQuotesResponse>;

const amount = () => z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more').max(100_000_000, 'must be at most 100000000');

/** `POST trips/{token}/transfers`: the traveller's place (1 = the first traveller) to another person, named as a booking's passenger is. */
export const transferBody = z.object({
  position: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(12, 'must be at most 12'),
  passenger: passenger.omit({ hasTicket: true }),
  acceptedFee: amount(),
});
export type TransferBody = z.input<typeof transferBody>;
export type ParsedTransferBody = z.output<typeof transferBody>;

export const transferResponse = z.object({
  transfer: z.object({ position: z.number(), fee: z.number(), total: z.number(), amountDue: z.number(), transferredAt: z.string() }),
});
export type TransferResponse = z.infer<typeof transferResponse>;

/** `POST trips/{token}/insurance`. */
export const insuranceBody = z.object({
  kind: z.enum(INSURANCE_KINDS, { error: 'must be one of match, travel' }),
  acceptedAmount: amount(),
});
export type InsuranceBody = z.input<typeof insuranceBody>;
export type ParsedInsuranceBody = z.output<typeof insuranceBody>;

export const insuranceResponse = z.object({
  insurance: z.object({ kind: z.enum(INSURANCE_KINDS), amount: z.number(), total: z.number(), amountDue: z.number(), addedAt: z.string() }),
});
export type InsuranceResponse = z.infer<typeof insuranceResponse>;

/** `POST trips/{token}/cancellation`: `acceptedFee` is all the shop keeps as the quote showed it (its `kept`). */
export const cancellationBody = z.object({ acceptedFee: amount() });
export type CancellationBody = z.input<typeof cancellationBody>;
export type ParsedCancellationBody = z.output<typeof cancellationBody>;

/** What the cancellation kept and gives back: the quote's amounts, the payments the refund goes through and the day it is back by. */
export const cancellationResponse = z.object({
  cancellation: z.object({
    percent: z.number(),
    price: z.number(),
    fee: z.number(),
    transferFees: z.number(),
    kept: z.number(),
    refund: z.number(),
    refundTo: z.array(refundPart),
    refundBy: z.string(),
    feeDue: z.number(),
    cancelledAt: z.string(),
  }),
});
export type CancellationResponse = z.infer<typeof cancellationResponse>;

/** A change's amount moved since it was shown: the answer names the amount now. */
export const CHANGE_PRICE_CHANGED = 'prices_changed';

/**
 * The transfer dialog's form: the place is chosen in a select (its text), the
 * birth date typed as day, month and year (lib/forms/dates.ts), the fee is
 * the one the dialog shows.
 */
export const transferForm = z
  .record(z.string(), z.unknown())
  .transform((given) => {
    const passenger = given.passenger;
    return passenger !== null && typeof passenger === 'object' ? { ...given, passenger: { ...passenger, birthDate: dayOfParts((passenger as Record<string, unknown>).birthDate) } } : given;
  })
  .pipe(transferBody.omit({ acceptedFee: true, position: true }).extend({ position: chosenId() }));
export type ParsedTransferForm = z.output<typeof transferForm>;

/**
 * The transfer dialog's form with the place's own rules, so the form says
 * what the server would before it is sent: the new traveller born by today,
 * and of the age the chosen place is for (an adult's or a child's, on the
 * trip's first day; lib/booking/ages.ts). Beside the fields' own messages,
 * on the same submit (not an object refinement, which zod skips once a
 * field has failed).
 */
export const transferFormFor = (place: { today: string; travelDate: string; adults: number }) =>
  z.record(z.string(), z.unknown()).transform((input, context): ParsedTransferForm => {
    const parsed = transferForm.safeParse(input);
    const issues = parsed.success ? [] : parsed.error.issues;
    for (const issue of issues) context.issues.push(issue as unknown as (typeof context.issues)[number]);
    // The values with the birth date made one day, as the fields' rules read them.
    const given = (parsed.success ? parsed.data : (transferForm.def.in.safeParse(input).data ?? {})) as { position?: unknown; passenger?: { birthDate?: unknown } };
    const birthDate = passenger.shape.birthDate.safeParse(given.passenger?.birthDate);
    const position = chosenId().safeParse(given.position);
    const onBirthDate = issues.some((issue) => issue.path.join('.') === 'passenger.birthDate');
    if (birthDate.success && !onBirthDate) {
      // Without a place chosen yet, only the day itself is checked.
      const issue = position.success
        ? transferBirthDateIssue(birthDate.data, { today: place.today, travelDate: place.travelDate, adult: position.data <= place.adults })
        : birthDate.data > place.today
          ? transferBirthDateIssue(birthDate.data, { today: place.today, travelDate: place.travelDate, adult: true })
          : null;
      if (issue) context.addIssue({ code: 'custom', path: ['passenger', 'birthDate'], message: issue });
    }
    return parsed.success ? parsed.data : z.NEVER;
  });
