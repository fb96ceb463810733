import 'server-only';
import { COUPON_NOT_FOUND, couponParams, GIFT_CARD_OTHER_SITE } from '@/lib/api/contract/coupons';
import { SITES } from '@/lib/site/sites';
import { today } from '@/server/clock';
import { getDb } from '@/server/db';
import { clientAddress } from '@/server/http/client-address';
import { badRequest, HttpError, notFound } from '@/server/http/errors';
import { LIMITS } from '@/server/http/limits';
import { forgiveGuess, takeGuess } from '@/server/http/rate-limit';
import { json, type Router } from '@/server/http/router';
import { giftCardSiteElsewhere } from '../gift-cards/redemption';
import { couponRefusal, findUsableCoupon } from './coupons';

const NOT_VALID = 'The coupon code is not valid';

export function registerCouponsRoutes(router: Router): void {
  // Never cached: whether a code applies depends on the day and may change at any time (STYLE §3, live booking).
  // Guessing codes (coupons and gift cards alike) is limited: 30 wrong ones a minute, then every code is 429 until it ends.
  router.get('coupons/:code', async ({ request, params, locale }) => {
    const visitor = clientAddress(request);
    await takeGuess(LIMITS.codeMisses, visitor);
    // A malformed code is as invalid to the visitor as an unknown one; the field message says why (booking spec §8).
    const parsed = couponParams.safeParse(params);
    if (!parsed.success) throw badRequest(parsed.error, NOT_VALID);
    const db = await getDb();
    const coupon = await findUsableCoupon(db, parsed.data.code, today(), locale);
    if (!coupon) {
      // A campaign's coupon that cannot be used today says why (422, its own code).
      const refusal = await couponRefusal(db, parsed.data.code, today());
      if (refusal) throw new HttpError(422, refusal.message, refusal.code);
      // A gift card bought on another country's site: the visitor is told where it can be used.
      const site = await giftCardSiteElsewhere(db, parsed.data.code, today(), locale);
      throw site ? notFound(`This gift card was bought on ${SITES[site].domain} and can only be used there`, GIFT_CARD_OTHER_SITE) : notFound(NOT_VALID, COUPON_NOT_FOUND);
    }
    await forgiveGuess(LIMITS.codeMisses, visitor);
    const { code, type, amount, isPerPassenger } = coupon;
    return json({ coupon: { code, type, amount, isPerPassenger } });
  });
}
