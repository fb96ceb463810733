import type { PriceCheckBody } from '@/lib/api/contract/package';
import { couponMutation } from '@/lib/api/endpoints/coupons';
import { offerMutation } from '@/lib/api/endpoints/offers';
import { packagePriceMutation } from '@/lib/api/endpoints/package';
import { runMutation } from '@/lib/api/query/run-mutation';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The package page's mutations (the coupon lookup, the price check before
 * booking, saving an offer): imported when the visitor applies a code, goes
 * on to booking or downloads the offer,
 * so TanStack Query and the endpoints' code are not in the page's first load.
 */
export const lookUpCoupon = (locale: Locale, code: string) => runMutation(couponMutation(locale), code);

export const checkPackagePrice = (locale: Locale, packageId: number, body: PriceCheckBody) =>
  runMutation(packagePriceMutation(locale, packageId), body);

export const saveOffer = (locale: Locale, link: string, idempotencyKey: string) => runMutation(offerMutation(locale), { link, idempotencyKey });
