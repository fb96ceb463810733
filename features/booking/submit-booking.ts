/**
 * The booking's submit (booking spec §4 "Submit booking"), loaded on submit:
 * unless changed prices were accepted, the price check first; unchanged, the
 * booking at the checked total; changed, the changes for the visitor to
 * accept. Answers what happened, for the form to show.
 */
import { ApiError } from '@/lib/api/api-error';
import type { BookingBody, BookingResponse } from '@/lib/api/contract/booking';
import { PRICES_CHANGED } from '@/lib/api/contract/constants';
import type { PriceCheckBody, PriceCheckResponse } from '@/lib/api/contract/price-check';
import type { BookingDetails } from '@/lib/booking/details';

/** The mutations the form runs (useMutationOnDemand), loaded with this module on the first submit. */
export { bookingMutation } from '@/lib/api/queries/booking';
export { packagePriceMutation } from '@/lib/api/queries/price-check';

export type ChangedPrices = PriceCheckResponse['changedPrices'];

export type SubmitOutcome =
  | { kind: 'booked'; booking: BookingResponse }
  | { kind: 'changed'; changedPrices: ChangedPrices; total: number }
  | { kind: 'invalid'; errors: Record<string, string[]> }
  | { kind: 'failed'; error: unknown };

export interface SubmitInput {
  request: PriceCheckBody;
  details: BookingDetails;
  isResidualSale: boolean;
  /** The total the summary shows for the form's answers: a price check that answers another is a change to accept. */
  shownTotal: number;
  /** The total the visitor accepted by seeing the changes; null: not yet, so the prices are checked first. */
  acceptedTotal: number | null;
  /** One per attempt (useAttemptKey): the same body is sent with the same key, so a retry books once. */
  idempotencyKey: (body: BookingBody) => Promise<string>;
  /** The price check's mutation (lib/api/queries/price-check), as the form runs it. */
  checkPrice: (body: PriceCheckBody) => Promise<PriceCheckResponse>;
  /** The booking's mutation (lib/api/queries/booking), as the form runs it. */
  placeBooking: (variables: { body: BookingBody; idempotencyKey: string }) => Promise<BookingResponse>;
}

/** The booking's body: the selection, the people and answers, the accepted total. */
export function bookingBodyOf({ request, details, isResidualSale }: Pick<SubmitInput, 'request' | 'details' | 'isResidualSale'>, acceptedTotal: number, changesAccepted: boolean): BookingBody {
  return {
    ...request,
    contactInfo: details.contactInfo,
    passengers: details.passengers,
    leadGuests: details.leadGuests,
    comment: details.comment,
    acceptedTotal,
    extra: {
      ...details.extra,
      isFlightLessBooking: request.extra?.isFlightLessBooking ?? false,
      isHotelLessBooking: request.extra?.isHotelLessBooking ?? false,
      isTransitLessBooking: request.extra?.isTransitLessBooking ?? false,
      isResidualSaleBooking: isResidualSale,
      isChangedPricesAccepted: changesAccepted,
    },
  };
}

export async function submitBooking(input: SubmitInput): Promise<SubmitOutcome> {
  try {
    let total = input.acceptedTotal;
    if (total === null) {
      const check = await input.checkPrice({
        ...input.request,
        extra: { ...input.request.extra, hasInsurance: input.details.extra.hasInsurance === true, hasMatchInsurance: input.details.extra.hasMatchInsurance === true },
      });
      const checked = check.price.total.theirPrice;
      // The visitor books the total they were shown, or is shown the new one first.
      const changedPrices =
        checked !== input.shownTotal && !check.changedPrices.some((change) => change.name === 'total')
          ? [...check.changedPrices, { name: 'total' as const, ourPrice: input.shownTotal, theirPrice: checked }]
          : check.changedPrices;
      if (changedPrices.length > 0) return { kind: 'changed', changedPrices, total: checked };
      total = checked;
    }
    const body = bookingBodyOf(input, total, input.acceptedTotal !== null);
    const booking = await input.placeBooking({ body, idempotencyKey: await input.idempotencyKey(body) });
    return { kind: 'booked', booking };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.code === PRICES_CHANGED) {
      const answer = error.body as { changedPrices: ChangedPrices; total: number };
      return { kind: 'changed', changedPrices: answer.changedPrices, total: answer.total };
    }
    if (error instanceof ApiError && error.status === 422 && error.errors) return { kind: 'invalid', errors: error.errors };
    return { kind: 'failed', error };
  }
}
