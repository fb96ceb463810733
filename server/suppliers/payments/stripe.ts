/**
 * Stripe (the official `stripe` package) behind the payment port: a Checkout
 * Session per payment, with the payment methods the site's country offers
 * (card everywhere, MobilePay in Denmark, Klarna in all three, Swish in
 * Sweden), and webhooks verified with the SDK's own `constructEvent`
 * (`Stripe-Signature`, HMAC-SHA256 over the timestamp and the raw body, five
 * minutes' tolerance against the shop's clock). Offered when
 * `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET` are set (gateways.ts);
 * the webhook endpoint is `POST /api/v1/payments/stripe/callback`.
 *
 * Amounts: the shop keeps whole kroner, Stripe takes øre (DKK, NOK and SEK
 * have two decimals), so ×100 both ways.
 */
import 'server-only';
import Stripe from 'stripe';
import type { Locale } from '@/lib/i18n/locales';
import { SIGNATURE_TOLERANCE_S } from './test-gateway';
import { CallbackRejected, type CallbackRequest, type GatewayEvent, type GatewayPaymentStatus, type PaymentGateway, type StartPayment, type StartedPayment } from './types';

export const STRIPE_GATEWAY = 'stripe';

type PaymentMethod = 'card' | 'mobilepay' | 'klarna' | 'swish';

/** What each site's customers pay with (the methods Stripe offers in that country and currency). */
export const STRIPE_METHODS: Readonly<Record<Locale, readonly PaymentMethod[]>> = {
  da: ['card', 'mobilepay', 'klarna'],
  no: ['card', 'klarna'],
  sv: ['card', 'klarna', 'swish'],
};

/** Checkout's own languages: Norwegian is `nb`. */
const CHECKOUT_LOCALES: Readonly<Record<Locale, 'da' | 'nb' | 'sv'>> = { da: 'da', no: 'nb', sv: 'sv' };

const MINOR_UNITS = 100;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Tests answer the SDK's calls themselves (`Stripe.createFetchHttpClient`): no network. */
  httpClient?: Stripe.HttpClient;
}

/** The settings from the environment; null when Stripe is not configured. */
export function stripeSettings(env: Record<string, string | undefined> = process.env): StripeSettings | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  return secretKey && webhookSecret ? { secretKey, webhookSecret } : null;
}

export class StripeGateway implements PaymentGateway {
  readonly name = STRIPE_GATEWAY;
  readonly signsCallbacks = true;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(settings.httpClient && { httpClient: settings.httpClient }) });
  }

  async startPayment(payment: StartPayment): Promise<StartedPayment> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        // A filter on what Stripe finds eligible for the currency and the customer: the site's own methods only.
        allowed_payment_method_types: [...STRIPE_METHODS[payment.locale]],
        line_items: [
          {
            quantity: 1,
            price_data: { currency: payment.currency.toLowerCase(), unit_amount: payment.amount * MINOR_UNITS, product_data: { name: payment.description } },
          },
        ],
        client_reference_id: payment.transactionUuid,
        metadata: { transaction: payment.transactionUuid },
        locale: CHECKOUT_LOCALES[payment.locale],
        success_url: payment.returnUrl,
        // Stripe tells no cancellation: its back link comes to the shop's page, which closes the session (cancelPayment).
        cancel_url: payment.cancelUrl,
      },
      // A retried start asks Stripe again under the same key: one session.
      { idempotencyKey: `session-${payment.transactionUuid}` },
    );
    if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
    return { reference: session.id, redirectUrl: session.url };
  }

  async readCallback({ headers, rawBody }: CallbackRequest, now: Date): Promise<GatewayEvent | null> {
    const signature = headers.get('stripe-signature');
    if (!signature) throw new CallbackRejected('the Stripe-Signature header is missing');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(Buffer.from(rawBody), signature, this.settings.webhookSecret, SIGNATURE_TOLERANCE_S, undefined, now.getTime());
    } catch (error) {
      throw new CallbackRejected(error instanceof Error ? error.message : 'the signature does not hold');
    }
    switch (event.type) {
      case 'checkout.session.completed':
        // A delayed method (a bank redirect) completes the session unpaid: its outcome comes later.
        return event.data.object.payment_status === 'paid' ? { eventId: event.id, reference: event.data.object.id, outcome: 'paid' } : null;
      case 'checkout.session.async_payment_succeeded':
        return { eventId: event.id, reference: event.data.object.id, outcome: 'paid' };
      case 'checkout.session.async_payment_failed':
        return { eventId: event.id, reference: event.data.object.id, outcome: 'failed' };
      // Expired (after its 24 hours, or closed by cancelPayment): never paid, nothing refused.
      case 'checkout.session.expired':
        return { eventId: event.id, reference: event.data.object.id, outcome: 'cancelled' };
      default:
        return null;
    }
  }

  async paymentStatus(reference: string): Promise<GatewayPaymentStatus> {
    const session = await this.stripe.checkout.sessions.retrieve(reference);
    if (session.payment_status === 'paid') return 'paid';
    if (session.status === 'expired') return 'cancelled';
    return 'pending';
  }

  /** An open Checkout Session is expired, so it can no longer be paid; a completed one is the webhook's to tell. */
  async cancelPayment(reference: string): Promise<'cancelled' | 'settled'> {
    const session = await this.stripe.checkout.sessions.retrieve(reference);
    if (session.status === 'expired') return 'cancelled';
    if (session.status === 'complete') return 'settled';
    try {
      await this.stripe.checkout.sessions.expire(reference);
    } catch (error) {
      // Completed between the read and the expiry: its webhook tells the outcome.
      if ((await this.stripe.checkout.sessions.retrieve(reference)).status === 'complete') return 'settled';
      throw error;
    }
    return 'cancelled';
  }

  async refund(reference: string, amount: number, key: string): Promise<void> {
    const session = await this.stripe.checkout.sessions.retrieve(reference);
    const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!paymentIntent) throw new Error(`the Checkout Session ${reference} has no payment to refund`);
    await this.stripe.refunds.create({ payment_intent: paymentIntent, amount: amount * MINOR_UNITS }, { idempotencyKey: `refund-${key}` });
  }
}
