import 'server-only';
import { invoiceParams } from '@/lib/api/contract/booking';
import { giftCardBody, giftCardWithdrawalBody } from '@/lib/api/contract/gift-cards';
import { now, today } from '@/server/clock';
import { parseJsonBody } from '@/server/http/body';
import { withIdempotency } from '@/server/http/idempotency';
import { parseParams, type Router } from '@/server/http/router';
import { pokeMailWorker } from '../mail/runner';
import { closeAtGateways, type ClosedPayment } from '../payments/payments';
import { refundDue } from '../payments/refunds';
import { orderGiftCard } from './gift-cards';
import { withdrawGiftCard } from './withdrawal';
import { LIMITS } from '@/server/http/limits';

export function registerGiftCardRoutes(router: Router): void {
  // An order: one per Idempotency-Key, whatever the clicks.
  router.post('gift-cards', async ({ request, locale }) => {
    const body = await parseJsonBody(request, giftCardBody);
    const response = await withIdempotency(request, 'gift-cards', (tx) => orderGiftCard(tx, body, { locale, today: today(), now: now() }), { required: true });
    if (response.status === 201) pokeMailWorker();
    return response;
  }, { limit: LIMITS.giftCards });

  // The withdrawal from a gift card, by its invoice's uuid (the key to the card's page): once, whatever the clicks.
  router.post('invoices/:uuid/gift-card-withdrawal', async ({ request, params }) => {
    const { uuid } = parseParams(invoiceParams, params);
    const body = await parseJsonBody(request, giftCardWithdrawalBody);
    const at = now();
    let closed: ClosedPayment[] = [];
    const response = await withIdempotency(
      request,
      'gift-card-withdrawals',
      async (tx) => {
        const withdrawn = await withdrawGiftCard(tx, uuid, body, at);
        closed = withdrawn.closed;
        return { status: withdrawn.status, body: withdrawn.body };
      },
      { required: true },
    );
    if (response.status === 201) {
      pokeMailWorker();
      await closeAtGateways(closed);
      // The money goes back now; a gateway that does not answer is asked again by the payments worker.
      await refundDue(at, { limit: 5 });
    }
    return response;
  }, { limit: LIMITS.giftCardWithdrawals });
}
