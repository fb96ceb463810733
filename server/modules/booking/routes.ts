import 'server-only';
import { bookingBody } from '@/lib/api/contract/booking';
import { now, today } from '@/server/clock';
import { parseJsonBody } from '@/server/http/body';
import { withIdempotency } from '@/server/http/idempotency';
import type { Router } from '@/server/http/router';
import { availabilityServices } from '../availability/services';
import { pokeMailWorker } from '../mail/runner';
import { placeBooking } from './booking';

export function registerBookingRoutes(router: Router): void {
  // A booking promises money and seats: it needs an Idempotency-Key, so a double click or a retry books once.
  router.post('bookings', async ({ request, locale }) => {
    const body = await parseJsonBody(request, bookingBody);
    const response = await withIdempotency(
      request,
      'bookings',
      (tx) => placeBooking(tx, body, { locale, today: today(), now: now(), services: availabilityServices() }),
      { required: true },
    );
    if (response.status === 201) pokeMailWorker();
    return response;
  });
}
