/**
 * The traveller's changes to their trip (issue 36 item 4), each priced before
 * it is confirmed: a traveller's place transferred to another person, insurance
 * added after booking, the trip cancelled with the termination fee.
 *
 * `quoteChanges` prices all three from the booking as it stands: the trip
 * page shows it (`trip.changes`) and `GET trips/{token}/quotes` answers it.
 * Each write runs in ONE database transaction under the lock of the
 * booking's invoice row (the order every payment takes it in), prices again
 * under that lock, and is made only at the amount the traveller accepted
 * (409 `prices_changed` otherwise): two changes, or a change and a
 * cancellation, racing each other are applied one after the other, and the
 * second sees what the first did. Each writes a `booking_changes` row (no
 * names in its detail) and its mail into the outbox in the same transaction.
 *
 * Money: whole units of the booking's currency. A change that costs grows the
 * booking's price lines and total and the invoice's amount and total; an
 * invoice that was paid becomes payable again, due by the site's usual rule
 * (lib/legal/payment-due.ts). A cancellation refunds what was paid above the
 * fee through the payments that brought it, newest first, by the refund
 * worker (../payments/refunds.ts), gives the seats and rooms back as the
 * release does (../payments/release.ts), closes the payments still open and
 * marks the booking cancelled by the traveller; the invoice is cancelled and
 * keeps what was paid towards the fee. The fee is the schedule's percentage
 * of the trip's price as sold; a transfer's fee already charged is kept
 * beside it; that path, and what it keeps, is ./termination.ts's, shared
 * with a termination without a fee.
 */
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { CHANGE_PRICE_CHANGED, type ChangeRefusal, type CancellationResponse, type InsuranceResponse, type ParsedCancellationBody, type ParsedInsuranceBody, type ParsedTransferBody, type TransferResponse, type TripChanges } from '@/lib/api/contract/trip-changes';
import { addDays, daysBetween } from '@/lib/calendar-day';
import type { Locale } from '@/lib/i18n/locales';
import { feePercentOn, type TerminationFee } from '@/lib/legal/termination-fees';
import { dueDateOf } from '@/lib/legal/payment-due';
import { ruleText } from '@/lib/forms/messages';
import { transferBirthDateIssue } from '@/lib/booking/ages';
import { priceBooking } from '@/lib/pricing';
import { localIsoDate } from '@/lib/seasons';
import { isOpen, tripDeadlines } from '@/lib/trips/deadlines';
import { SITES } from '@/lib/site/sites';
import type { Executor } from '@/server/db';
import { bookingChanges, bookingPassengers, bookings, invoices, nationalities, packages } from '@/server/db/schema';
import { readTerminationFees } from '../packages/termination-fees';
import { HttpError } from '@/server/http/errors';
import type { WriteResult } from '@/server/http/idempotency';
import { dueAtOf } from '../booking/booking';
import { enqueueMail } from '../mail/outbox';
import { fromDkk, siteCurrency } from '../money';
import type { ClosedPayment } from '../payments/payments';
import { changeMailFacts, insuranceMail, transferMail } from './change-mails';
import { decideFixtureChoice, hasOpenFixtureChoice } from '../fixtures/statuses';
import { endTrip, settle, type Trip } from './termination';

/**
 * The fee for transferring one traveller's place, in DKK: the terms' default
 * (the general conditions' "reasonable, actual costs", PTD art. 9(2)),
 * converted to the site's currency as every price is. Packages have no
 * transfer fee of their own in the catalogue yet; when one is added, it
 * replaces this default for that package here.
 */
export const TRANSFER_FEE_DKK = 250;

export const TRIP_CANCELLED = 'The trip is cancelled';
export const NOT_CHANGEABLE = 'A preorder cannot be changed here';
export const CHANGE_CLOSED = 'This change can no longer be made';
export const FIXTURE_CHOICE_OPEN = 'The trip waits for your choice after the change to its match';
export const INSURANCE_ADDED = 'This insurance is already on the trip';
export const INSURANCE_NOT_OFFERED = 'A ticket alone has no insurance';
export const CHANGE_PRICE_MOVED = 'The price of this change has moved: see the new price';
export const TRANSFER_TOO_LATE = 'can be transferred only until 7 days before departure';

type BookingRow = typeof bookings.$inferSelect;

/** The booking and its invoice; with `lock`, the invoice's row is locked first (FOR UPDATE), as every payment takes it. */
async function readTrip(db: Executor, bookingId: number, lock: boolean): Promise<Trip | null> {
  const query = db.select().from(invoices).where(eq(invoices.bookingId, bookingId));
  const [invoice] = lock ? await query.for('update') : await query;
  if (!invoice) return null;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return booking ? { booking, invoice } : null;
}

async function scheduleOf(db: Executor, booking: BookingRow): Promise<readonly TerminationFee[]> {
  // A booking made before its terms were kept reads the catalogue's, as its invoice does.
  if (booking.selection?.terms) return booking.selection.terms.terminationFees;
  return readTerminationFees(db);
}

/** The match insurance line for the party, as the price engine writes it (fee per person × travellers), in the booking's currency. */
function matchInsuranceLine(perPerson: number, booking: BookingRow): number {
  const breakdown = priceBooking({
    package: {
      prices: { defaultPrice: 0, premiumPrice: null, defaultFlightLessPrice: null, defaultHotelLessPrice: null, defaultWithTransitPrice: null },
      extraFees: { eventUpgradeFee: 0, matchInsuranceFee: perPerson },
      extraServicesAdditionalDailyFee: 0,
      isResidualSale: false,
    },
    bookingConfig: { flightLessDiscount: 0, hotelLessDiscount: 0 },
    currency: booking.currency as Parameters<typeof priceBooking>[0]['currency'],
    selection: { variant: 'default', adults: booking.adults, children: booking.children, hasMatchInsurance: true },
  });
  return Math.ceil(breakdown.lines.find((line) => line.kind === 'matchInsurance')?.total ?? 0);
}

/** What the trip's changes cost now, and until when they are open. */
export async function quote(db: Executor, { booking, invoice }: Trip, now: Date): Promise<TripChanges> {
  const locale = booking.locale as Locale;
  const timeZone = SITES[locale].timeZone;
  const today = localIsoDate(now, timeZone);
  const departure = booking.startDate;
  const money = await siteCurrency(db, locale);
  const [pkg] = await db.select({ extraFees: packages.extraFees }).from(packages).where(eq(packages.id, booking.packageId));
  const schedule = await scheduleOf(db, booking);

  const closedBy: ChangeRefusal | null = booking.kind !== 'booking' ? 'preorder' : booking.cancelledAt !== null || invoice.status === 'cancelled' ? 'cancelled' : null;
  const refusalFor = (open: boolean, own: ChangeRefusal | null = null): ChangeRefusal | null => closedBy ?? (open ? own : 'deadline_passed');
  // A match moved outside the trip, postponed or cancelled and not answered yet: the trip waits for that choice. A place
  // is not passed on and no insurance added to a trip that may be moved or ended; ending it is free (below).
  const fixtureChoice = await hasOpenFixtureChoice(db, booking.id);
  const waiting: ChangeRefusal | null = fixtureChoice ? 'fixture_choice' : null;

  // The dates the trip page shows are the ones the writes keep (lib/trips/deadlines.ts).
  const deadlines = tripDeadlines({ startDate: departure, outwardDeparture: booking.selection?.flights?.outward?.departure ?? null, bookedAt: booking.createdAt, timeZone });
  const { transfer, insurance, cancellation } = deadlines;
  const transferRefusal = refusalFor(isOpen(transfer, now), waiting);

  const insuranceOpen = isOpen(insurance, now);
  const ticketOnly = booking.flags.isFlightLessBooking === true && booking.flags.isHotelLessBooking === true;
  const perPerson = fromDkk(pkg?.extraFees.matchInsuranceFee ?? 0, money.rateFromDkk);
  const matchRefusal = refusalFor(insuranceOpen, ticketOnly ? 'not_offered' : booking.flags.hasMatchInsurance === true ? 'added' : waiting);
  const travelRefusal = refusalFor(insuranceOpen, ticketOnly ? 'not_offered' : booking.flags.hasInsurance === true ? 'added' : waiting);

  const cancellationRefusal = refusalFor(isOpen(cancellation, now));
  // A match moved outside the trip, postponed or cancelled and not answered yet: the traveller may end the trip
  // without a fee (PTD art. 11(3), 12(2)), whichever button ends it.
  const percent = fixtureChoice ? 0 : feePercentOn(schedule, departure, today);
  const before = Math.max(0, daysBetween(today, departure));
  const step = [...schedule].sort((a, b) => b.fromDays - a.fromDays).find((candidate) => before >= candidate.fromDays);

  return {
    currency: booking.currency,
    transfer: { available: transferRefusal === null, refusal: transferRefusal, lastDay: transfer.lastDay, until: transfer.endsAt.toISOString(), fee: fromDkk(TRANSFER_FEE_DKK, money.rateFromDkk) },
    insurance: {
      lastDay: insurance.lastDay,
      until: insurance.endsAt.toISOString(),
      match: { available: matchRefusal === null, refusal: matchRefusal, amount: matchInsuranceLine(perPerson, booking), perPerson },
      travel: { available: travelRefusal === null, refusal: travelRefusal, amount: 0 },
    },
    cancellation: {
      available: cancellationRefusal === null,
      refusal: cancellationRefusal,
      until: cancellation.endsAt.toISOString(),
      ...(await settle(db, { booking, invoice }, percent)),
      percentUntil: fixtureChoice ? null : step && step.fromDays > 0 ? addDays(departure, -step.fromDays) : null,
      endsFixtureChoice: fixtureChoice,
    },
  };
}

// ─── Writes ─────────────────────────────────────────────────────────────────

const tripCancelled = () => new HttpError(409, TRIP_CANCELLED, 'trip_cancelled');

function refuse(refusal: ChangeRefusal): never {
  switch (refusal) {
    case 'cancelled':
      throw tripCancelled();
    case 'preorder':
      throw new HttpError(409, NOT_CHANGEABLE, 'trip_not_changeable');
    case 'added':
      throw new HttpError(409, INSURANCE_ADDED, 'insurance_added');
    case 'not_offered':
      throw new HttpError(409, INSURANCE_NOT_OFFERED, 'insurance_not_offered');
    case 'deadline_passed':
      throw new HttpError(409, CHANGE_CLOSED, 'change_closed');
    case 'fixture_choice':
      throw new HttpError(409, FIXTURE_CHOICE_OPEN, 'fixture_choice_open');
  }
}

const priceMoved = (details: Record<string, unknown>) => new HttpError(409, CHANGE_PRICE_MOVED, CHANGE_PRICE_CHANGED, undefined, undefined, details);

export async function lockedTrip(tx: Executor, bookingId: number): Promise<Trip> {
  const trip = await readTrip(tx, bookingId, true);
  // The link stood a moment ago; a booking without its invoice is not one the traveller can change.
  if (!trip) throw new HttpError(404, 'Trip not found', 'trip_not_found');
  return trip;
}

/**
 * Adds a line to the booking and its invoice. An invoice paid in full becomes
 * payable again, due by the site's rule from today (never after the day
 * before departure); one still open keeps its due date.
 */
export async function addLine(tx: Executor, { booking, invoice }: Trip, line: { name: string; amount: number }, now: Date): Promise<{ total: number; amountDue: number }> {
  const total = invoice.total + line.amount;
  const locale = booking.locale as Locale;
  const reopened = invoice.status === 'paid' && total > invoice.totalPaid;
  const dueDate = reopened ? dueDateOf(localIsoDate(now, SITES[locale].timeZone), booking.startDate, SITES[locale].payment.dueDays) : invoice.dueDate;
  await tx
    .update(bookings)
    .set({ priceLines: [...booking.priceLines, line], total: booking.total + line.amount })
    .where(eq(bookings.id, booking.id));
  await tx
    .update(invoices)
    .set({
      amount: invoice.amount + line.amount,
      total,
      status: total > invoice.totalPaid ? 'pending' : invoice.status,
      ...(reopened && { dueDate, dueAt: dueAtOf(dueDate, locale), remindedAt: null }),
    })
    .where(eq(invoices.id, invoice.id));
  return { total, amountDue: Math.max(0, total - invoice.totalPaid) };
}

const record = (tx: Executor, bookingId: number, kind: string, detail: Record<string, unknown>, amount: number, now: Date) =>
  tx.insert(bookingChanges).values({ bookingId, kind, actor: 'traveller', detail, amount, createdAt: now });

export async function quoteFor(tx: Executor, bookingId: number, now: Date): Promise<TripChanges> {
  const trip = await readTrip(tx, bookingId, false);
  if (!trip) throw new HttpError(404, 'Trip not found', 'trip_not_found');
  return quote(tx, trip, now);
}

/** `POST trips/{token}/transfers`. */
export async function transferPlace(tx: Executor, bookingId: number, body: ParsedTransferBody, now: Date): Promise<WriteResult<TransferResponse>> {
  const trip = await lockedTrip(tx, bookingId);
  const { booking } = trip;
  const quoted = await quote(tx, trip, now);
  const { transfer } = quoted;
  if (transfer.refusal === 'deadline_passed') {
    // The Directive's seven days: said at the field, in the site's words.
    throw new HttpError(422, 'The request has invalid fields', 'validation_failed', { position: [TRANSFER_TOO_LATE] });
  }
  if (transfer.refusal) refuse(transfer.refusal);
  const travellers = booking.adults + booking.children;
  const errors: Record<string, string[]> = {};
  if (body.position > travellers) errors.position = [ruleText('leadGuest')];
  // Born by today, and the place keeps its kind: an adult's place goes to an adult, a child's to a child (booking spec §5).
  const today = localIsoDate(now, SITES[booking.locale as Locale].timeZone);
  const ageIssue = body.position <= travellers ? transferBirthDateIssue(body.passenger.birthDate, { today, travelDate: booking.startDate, adult: body.position <= booking.adults }) : null;
  if (ageIssue) errors['passenger.birthDate'] = [ageIssue];
  const [nationality] = await tx.select({ id: nationalities.id }).from(nationalities).where(eq(nationalities.id, body.passenger.nationalityId));
  if (!nationality) errors['passenger.nationalityId'] = ['is not a nationality'];
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'The request has invalid fields', 'validation_failed', errors);
  if (body.acceptedFee !== transfer.fee) throw priceMoved({ fee: transfer.fee });

  const { title, firstName, lastName, birthDate, nationalityId } = body.passenger;
  // Who had the place: the mail names the place by them (it goes to the booking's contact only).
  const [before] = await tx
    .select({ firstName: bookingPassengers.firstName, lastName: bookingPassengers.lastName })
    .from(bookingPassengers)
    .where(and(eq(bookingPassengers.bookingId, booking.id), eq(bookingPassengers.position, body.position)));
  const from = [before?.firstName, before?.lastName].filter(Boolean).join(' ') || null;
  await tx
    .update(bookingPassengers)
    .set({ title, firstName, lastName, birthDate, nationalityId })
    .where(and(eq(bookingPassengers.bookingId, booking.id), eq(bookingPassengers.position, body.position)));
  const standing = transfer.fee > 0 ? await addLine(tx, trip, { name: 'transferFee', amount: transfer.fee }, now) : { total: trip.invoice.total, amountDue: Math.max(0, trip.invoice.total - trip.invoice.totalPaid) };
  await record(tx, booking.id, 'transfer', { position: body.position, fee: transfer.fee }, transfer.fee, now);
  const facts = await changeMailFacts(tx, trip);
  if (facts) await enqueueMail(tx, transferMail(facts, { position: body.position, from, name: `${firstName} ${lastName}`, fee: transfer.fee, amountDue: standing.amountDue }), now);
  return { status: 201, body: { transfer: { position: body.position, fee: transfer.fee, ...standing, transferredAt: now.toISOString() } } };
}

/** `POST trips/{token}/insurance`. */
export async function addInsurance(tx: Executor, bookingId: number, body: ParsedInsuranceBody, now: Date): Promise<WriteResult<InsuranceResponse>> {
  const trip = await lockedTrip(tx, bookingId);
  const { booking } = trip;
  const quoted = await quote(tx, trip, now);
  const offer = quoted.insurance[body.kind];
  if (offer.refusal) refuse(offer.refusal);
  if (body.acceptedAmount !== offer.amount) throw priceMoved({ amount: offer.amount });
  const flag = body.kind === 'match' ? 'hasMatchInsurance' : 'hasInsurance';
  await tx
    .update(bookings)
    .set({ flags: { ...booking.flags, [flag]: true } })
    .where(eq(bookings.id, booking.id));
  const standing = offer.amount > 0 ? await addLine(tx, trip, { name: 'matchInsurance', amount: offer.amount }, now) : { total: trip.invoice.total, amountDue: Math.max(0, trip.invoice.total - trip.invoice.totalPaid) };
  await record(tx, booking.id, 'insurance_added', { kind: body.kind }, offer.amount, now);
  const facts = await changeMailFacts(tx, trip);
  if (facts) await enqueueMail(tx, insuranceMail(facts, { kind: body.kind, amount: offer.amount, amountDue: standing.amountDue }), now);
  return { status: 201, body: { insurance: { kind: body.kind, amount: offer.amount, ...standing, addedAt: now.toISOString() } } };
}

export interface Cancelled extends WriteResult<CancellationResponse> {
  /** Payments the cancellation closed: their gateways are asked to close them after the commit. */
  closed: ClosedPayment[];
}

/** `POST trips/{token}/cancellation`: made at what the quote keeps (`kept`, the fee and the transfer fees), or not at all. */
export async function cancelTrip(tx: Executor, bookingId: number, body: ParsedCancellationBody, now: Date): Promise<Cancelled> {
  const trip = await lockedTrip(tx, bookingId);
  const { cancellation } = await quote(tx, trip, now);
  if (cancellation.refusal) refuse(cancellation.refusal);
  const { percent, price, fee, transferFees, kept, paid, refund, feeDue, endsFixtureChoice: fixtureOpen } = cancellation;
  if (body.acceptedFee !== kept) throw priceMoved({ fee, kept, percent });
  // Ended while a fixture change waited for the traveller's choice: it is that choice's termination without a fee.
  const ended = await endTrip(tx, trip, { by: fixtureOpen ? 'fixture' : 'traveller', actor: 'traveller', settlement: { percent, price, fee, transferFees, kept, paid, refund, feeDue }, now });
  if (!ended) throw tripCancelled();
  if (fixtureOpen) await decideFixtureChoice(tx, bookingId, null, 'terminate', 'traveller', now);
  const { refundTo, refundBy, closed } = ended;
  return { status: 201, body: { cancellation: { percent, price, fee, transferFees, kept, refund, refundTo, refundBy, feeDue, cancelledAt: now.toISOString() } }, closed };
}
