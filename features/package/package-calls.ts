import type { PriceCheckBody } from '@/lib/api/contract/price-check';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { couponMutation } from '@/lib/api/endpoints/coupons';
import { offerMutation } from '@/lib/api/endpoints/offers';
import { packagePriceMutation } from '@/lib/api/endpoints/price-check';
import { runMutation } from '@/lib/api/query/run-mutation';
import type { Locale } from '@/lib/i18n/locales';
import { priceCheckRequest } from '@/lib/package/price-check';
import { servicePrices } from '@/lib/package/price-input';
import type { PackageSelection } from '@/lib/package/selection';
import type { ChosenFlights } from '@/lib/package/flights';
import { checkPrices, type ChangedPrice, type PriceBreakdown, type PriceInput } from '@/lib/pricing';

/**
 * The package page's mutations (the coupon lookup, the price check before
 * booking, saving an offer): imported when the visitor applies a code, goes
 * on to booking or downloads the offer,
 * so TanStack Query and the endpoints' code are not in the page's first load.
 */
export const lookUpCoupon = (locale: Locale, code: string) => runMutation(couponMutation(locale), code);

export const requestPriceCheck = (locale: Locale, packageId: number, body: PriceCheckBody) =>
  runMutation(packagePriceMutation(locale, packageId), body);

export const saveOffer = (locale: Locale, link: string, idempotencyKey: string) => runMutation(offerMutation(locale), { link, idempotencyKey });

/**
 * The price check before booking (booking spec §4): the server prices the
 * selection with the suppliers' prices of now, and what differs from the
 * page's own prices is answered (nothing: go on to booking). Loaded with
 * the click on "book", so none of it is in the page's first load.
 */
export async function checkBeforeBooking(
  locale: Locale,
  pkg: PackageDetail,
  selection: PackageSelection,
  flights: ChosenFlights,
  pricing: { input: PriceInput; breakdown: PriceBreakdown },
  changedPricesAccepted: boolean,
): Promise<ChangedPrice[]> {
  const answer = await requestPriceCheck(locale, pkg.id, priceCheckRequest(pkg, selection, flights));
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
