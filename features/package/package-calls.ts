import type { PriceCheckBody, PriceCheckResponse } from '@/lib/api/contract/price-check';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { priceCheckRequest } from '@/lib/package/price-check';
import { servicePrices } from '@/lib/package/price-input';
import type { PackageSelection } from '@/lib/package/selection';
import type { ChosenFlights } from '@/lib/package/flights';
import { checkPrices, type ChangedPrice, type PriceBreakdown, type PriceInput } from '@/lib/pricing';

/**
 * The package page's calls, loaded with the first the visitor makes (a code
 * applied, the way on to booking, the offer's download), so none of them is
 * in the page's first load: their mutations (lib/api/queries/<word>.ts),
 * which the components run with useMutationOnDemand, in one chunk.
 */
export { couponMutation } from '@/lib/api/queries/coupons';
export { offerMutation } from '@/lib/api/queries/offers';
export { packagePriceMutation } from '@/lib/api/queries/price-check';

/**
 * The price check before booking (booking spec §4): the server prices the
 * selection with the suppliers' prices of now (`check`, the summary's price
 * check mutation), and what differs from the page's own prices is answered
 * (nothing: go on to booking). Loaded with the click on "book", so none of
 * it is in the page's first load.
 */
export async function checkBeforeBooking(
  check: (body: PriceCheckBody) => Promise<PriceCheckResponse>,
  pkg: PackageDetail,
  selection: PackageSelection,
  flights: ChosenFlights,
  pricing: { input: PriceInput; breakdown: PriceBreakdown },
  changedPricesAccepted: boolean,
): Promise<ChangedPrice[]> {
  const answer = await check(priceCheckRequest(pkg, selection, flights));
  const ours = servicePrices(pkg, pricing.input, pricing.breakdown);
  const theirs = {
    hotels: answer.price.hotels?.theirPrice ?? null,
    outwardFlight: answer.price.outwardFlight?.theirPrice ?? null,
    returnFlight: answer.price.returnFlight?.theirPrice ?? null,
    tickets: answer.price.tickets?.theirPrice ?? null,
    total: answer.price.total.theirPrice,
  };
  return checkPrices(ours, theirs, changedPricesAccepted).changedPrices;
}
