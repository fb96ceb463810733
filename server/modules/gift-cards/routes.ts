import 'server-only';
import { giftCardBody } from '@/lib/api/contract/gift-cards';
import { now, today } from '@/server/clock';
import { parseJsonBody } from '@/server/http/body';
import { withIdempotency } from '@/server/http/idempotency';
import type { Router } from '@/server/http/router';
import { pokeMailWorker } from '../mail/runner';
import { orderGiftCard } from './gift-cards';
import { LIMITS } from '@/server/http/limits';

export function registerGiftCardRoutes(router: Router): void {
  // An order: one per Idempotency-Key, whatever the clicks.
  router.post('gift-cards', async ({ request, locale }) => {
    const body = await parseJsonBody(request, giftCardBody);
    const response = await withIdempotency(request, 'gift-cards', (tx) => orderGiftCard(tx, body, { locale, today: today(), now: now() }), { required: true });
    if (response.status === 201) pokeMailWorker();
    return response;
  }, { limit: LIMITS.giftCards });
}
