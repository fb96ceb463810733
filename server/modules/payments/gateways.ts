/**
 * The gateways the shop offers: the composition root of
 * server/suppliers/payments. The test gateway always (the default
 * everywhere); Stripe when `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET`
 * are set. Another provider is one more adapter of the port, added here. Held on
 * globalThis, as the database is: Next.js bundles route modules separately.
 */
import 'server-only';
import { siteUrl } from '@/lib/site/origin';
import { getDb } from '@/server/db';
import { StripeGateway, stripeSettings } from '@/server/suppliers/payments/stripe';
import { TestGateway, testGatewaySecret } from '@/server/suppliers/payments/test-gateway';
import type { PaymentGateway } from '@/server/suppliers/payments/types';

const HOLDER = Symbol.for('shop.paymentGateways');
type Holder = { [HOLDER]?: ReadonlyMap<string, PaymentGateway> };

function configuredGateways(env: NodeJS.ProcessEnv = process.env): ReadonlyMap<string, PaymentGateway> {
  const test = new TestGateway(getDb, {
    secret: testGatewaySecret(env),
    hostedPageUrl: (reference, payment) => siteUrl(payment.locale, '/test-gateway/[reference]', { reference }),
  });
  const gateways: PaymentGateway[] = [test];
  const stripe = stripeSettings(env);
  if (stripe) gateways.push(new StripeGateway(stripe));
  return new Map(gateways.map((gateway) => [gateway.name, gateway]));
}

export function paymentGateways(): ReadonlyMap<string, PaymentGateway> {
  const holder = globalThis as Holder;
  return (holder[HOLDER] ??= configuredGateways());
}

/** Tests put their own gateways in place (undefined: the configured ones again). */
export function installPaymentGateways(gateways: readonly PaymentGateway[] | undefined): void {
  (globalThis as Holder)[HOLDER] = gateways && new Map(gateways.map((gateway) => [gateway.name, gateway]));
}
