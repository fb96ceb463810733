import 'server-only';
import { z } from 'zod';
import { bookingBody, preorderBody } from '@/lib/api/contract/booking';
import { slug } from '@/lib/api/contract/common';
import { now } from '@/server/clock';
import { siteDay } from '../packages/reductions';
import { parseJsonBody } from '@/server/http/body';
import { withIdempotency, withIdempotentWrite } from '@/server/http/idempotency';
import { parseParams, type Router } from '@/server/http/router';
import { availabilityServices } from '../availability/services';
import { pokeMailWorker } from '../mail/runner';
import { prepareBooking, writeBooking, type BookingContext } from './booking';
import { placePreorder } from './preorder';
import { prepareTripLinks } from '../trips/links';
import { LIMITS } from '@/server/http/limits';
import { withCouponGuess } from '../coupons/guesses';

const preorderParams = z.object({ slug });

export function registerBookingRoutes(router: Router): void {
  // A booking promises money and seats: it needs an Idempotency-Key, so a double click or a retry books once.
  router.post('bookings', async ({ request, locale }) => {
    const body = await parseJsonBody(request, bookingBody);
    // The site's day, as the package and booking pages reckon it: a booking at 00.30 Danish time is made on that day.
    const at = now();
    const context: BookingContext = { locale, today: siteDay(locale, at), now: at, services: availabilityServices() };
    // The confirmation mail carries a trip link: the shop's key is made before the transaction, never inside it.
    await prepareTripLinks();
    // Priced and checked before its transaction, written in it with the seats taken last (./booking.ts).
    const response = await withCouponGuess(request, body.coupon?.code, () =>
      withIdempotentWrite(request, 'bookings', { prepare: (db) => prepareBooking(db, body, context), write: (tx, prepared) => writeBooking(tx, prepared, context) }, { required: true }),
    );
    if (response.status === 201) pokeMailWorker();
    return response;
  }, { limit: LIMITS.bookings });

  // A preorder is a promise too: one per attempt, whatever the clicks.
  router.post('packages/:slug/preorder', async ({ request, params, locale }) => {
    const { slug: packageSlug } = parseParams(preorderParams, params);
    const body = await parseJsonBody(request, preorderBody);
    const response = await withIdempotency(request, 'preorders', (tx) => placePreorder(tx, packageSlug, body, { locale, today: siteDay(locale), now: now() }), { required: true });
    if (response.status === 201) pokeMailWorker();
    return response;
  }, { limit: LIMITS.bookings });
}
