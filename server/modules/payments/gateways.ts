/**
 * The gateways the shop offers: the composition root of
 * server/suppliers/payments. Stripe when `STRIPE_SECRET_KEY` and
 * `STRIPE_WEBHOOK_SECRET` are set. The test gateway marks any invoice paid
 * for nothing, so it is offered, and answers, only where it is switched on
 * (`PAYMENTS_TEST_GATEWAY`, testGatewayEnabled): on by default for the
 * embedded demo, off when a real gateway is configured, never beside one.
 * Another provider is one more adapter of the port, added here. Held on
 * globalThis, as the database is: Next.js bundles route modules separately.
 */
import 'server-only';
import { siteUrl } from '@/lib/site/origin';
import { PAYMENT_GATEWAYS as HOLDER } from '@/lib/process-keys.mjs';
import { getDb } from '@/server/db';
import { StripeGateway, stripeSettings } from '@/server/suppliers/payments/stripe';
import { TEST_GATEWAY, TestGateway, testGatewaySecret } from '@/server/suppliers/payments/test-gateway';
import type { PaymentGateway } from '@/server/suppliers/payments/types';

type Holder = { [HOLDER]?: ReadonlyMap<string, PaymentGateway> };
type Env = Record<string, string | undefined>;

/**
 * Whether the test gateway is on: `PAYMENTS_TEST_GATEWAY=on|off`; unset, on
 * unless a real gateway is configured. A real gateway is never mixed with it
 * on one invoice, so with Stripe configured it is off even when told `on`
 * (said once at start). Any other value is a configuration error, said at
 * once rather than guessed either way.
 */
export function testGatewayEnabled(env: Env = process.env): boolean {
  const setting = env.PAYMENTS_TEST_GATEWAY?.trim().toLowerCase() || null;
  if (setting !== null && setting !== 'on' && setting !== 'off') throw new Error(`PAYMENTS_TEST_GATEWAY must be "on" or "off", got "${setting}"`);
  const realGateway = stripeSettings(env) !== null;
  if (realGateway && setting === 'on') console.warn('[payments] PAYMENTS_TEST_GATEWAY=on is ignored: Stripe is configured, and the test gateway is never offered beside a real one');
  return setting === null ? !realGateway : setting === 'on' && !realGateway;
}

/** The gateways `env` configures, by name. */
export function configuredGateways(env: Env = process.env): ReadonlyMap<string, PaymentGateway> {
  const gateways: PaymentGateway[] = [];
  const stripe = stripeSettings(env);
  if (stripe) gateways.push(new StripeGateway(stripe));
  if (testGatewayEnabled(env)) {
    gateways.push(
      new TestGateway(getDb, {
        secret: testGatewaySecret(env),
        hostedPageUrl: (reference, payment) => siteUrl(payment.locale, '/test-gateway/[reference]', { reference }),
      }),
    );
  }
  return new Map(gateways.map((gateway) => [gateway.name, gateway]));
}

export function paymentGateways(): ReadonlyMap<string, PaymentGateway> {
  const holder = globalThis as Holder;
  return (holder[HOLDER] ??= configuredGateways());
}

/** Whether the test gateway is offered here: its hosted page and decision endpoint answer only then. */
export const testGatewayOn = (): boolean => paymentGateways().has(TEST_GATEWAY);

/** Tests put their own gateways in place (undefined: the configured ones again). */
export function installPaymentGateways(gateways: readonly PaymentGateway[] | undefined): void {
  (globalThis as Holder)[HOLDER] = gateways && new Map(gateways.map((gateway) => [gateway.name, gateway]));
}
