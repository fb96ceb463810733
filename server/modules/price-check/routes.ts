import 'server-only';
import { z } from 'zod';
import { priceCheckBody } from '@/lib/api/contract/price-check';
import { positiveId } from '@/lib/api/contract/common';
import { today } from '@/server/clock';
import { getDb } from '@/server/db';
import { parseJsonBody } from '@/server/http/body';
import { HttpError, notFound } from '@/server/http/errors';
import { json, parseParams, type Router } from '@/server/http/router';
import { availabilityServices } from '../availability/services';
import { withCouponGuess } from '../coupons/guesses';
import { priceCheckAnswer, PriceCheckInvalid } from './price-check';
import { LIMITS } from '@/server/http/limits';

const priceCheckParams = z.object({ id: positiveId });

export function registerPriceCheckRoutes(router: Router): void {
  // Never cached: it reads availability and prices as they are now (STYLE §3, live booking).
  router.post('packages/:id/service-availability', async ({ request, params, locale }) => {
    const { id } = parseParams(priceCheckParams, params);
    const body = await parseJsonBody(request, priceCheckBody);
    if (body.packageId !== id) {
      throw new HttpError(422, 'The request has invalid fields', 'validation_failed', { packageId: ['must be the package of the address'] });
    }
    return withCouponGuess(request, body.coupon?.code, async () => {
      try {
        const answer = await priceCheckAnswer(await getDb(), id, body, today(), locale, availabilityServices());
        if (!answer) throw notFound('Package not found', 'package_not_found');
        return json(answer);
      } catch (error) {
        if (error instanceof PriceCheckInvalid) throw new HttpError(422, error.message, error.code, error.errors);
        throw error;
      }
    });
  }, { limit: LIMITS.priceChecks });
}
