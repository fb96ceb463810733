import type { PriceCheckBody } from '@/lib/api/contract/package';
import { couponMutation } from '@/lib/api/endpoints/coupons';
import { packagePriceMutation } from '@/lib/api/endpoints/package';
import { runMutation } from '@/lib/api/query/run-mutation';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The package page's mutations (the coupon lookup and the price check before
 * booking): imported when the visitor applies a code or goes on to booking,
 * so TanStack Query and the endpoints' code are not in the page's first load.
 */
export const lookUpCoupon = (locale: Locale, code: string) => runMutation(couponMutation(locale), code);

export const checkPackagePrice = (locale: Locale, packageId: number, body: PriceCheckBody) =>
  runMutation(packagePriceMutation(locale, packageId), body);
