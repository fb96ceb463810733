/**
 * The port every payment gateway implements (server/modules/payments chooses
 * them): start a payment, read a callback, read a payment's status, refund.
 * Amounts are whole units of the currency, as invoices keep them.
 */
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';

export interface StartPayment {
  /** The shop's transaction uuid: the gateway's merchant reference. */
  transactionUuid: string;
  amount: number;
  currency: string;
  locale: Locale;
  /** Where the visitor's browser goes back to, paid or not (from configuration, never a request's host). */
  returnUrl: string;
  /** Where it goes back to when the visitor cancels on the gateway's page, for a gateway that tells a cancellation only so. */
  cancelUrl: string;
  /** What the payment is for, as the gateway shows it ("Fantur order 100123"). */
  description: string;
}

export interface StartedPayment {
  /** The gateway's id of the payment. */
  reference: string;
  /** Where the visitor pays. */
  redirectUrl: string;
}

/** What a gateway says of a payment: still open, paid, refused, closed unpaid (abandoned, expired), or paid and given back. */
export type GatewayPaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';

/** A callback, verified: the gateway's event id (unique per gateway) and what it says of which payment. */
export interface GatewayEvent {
  eventId: string;
  reference: string;
  outcome: 'paid' | 'failed' | 'cancelled';
}

export interface CallbackRequest {
  headers: Headers;
  /** The body's exact bytes: signatures are over them. */
  rawBody: Uint8Array;
}

/** A callback whose signature or timestamp does not hold, or whose body is not the gateway's: nothing is written. */
export class CallbackRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CallbackRejected';
  }
}

export interface PaymentGateway {
  /** The name the storefront sends (`POST invoices/{uuid}/transactions { gateway }`). */
  readonly name: string;
  /**
   * Whether a verified callback may be applied as it is. A gateway whose
   * callbacks are not signed says false: the payment's status is read from it
   * before anything is applied (the callback is a trigger, not the truth).
   */
  readonly signsCallbacks: boolean;
  startPayment(payment: StartPayment): Promise<StartedPayment>;
  /**
   * Verifies and reads a callback; throws CallbackRejected when it does not
   * hold. null: a verified event that says nothing about a payment's outcome
   * (acknowledged, nothing applied).
   */
  readCallback(request: CallbackRequest, now: Date): Promise<GatewayEvent | null>;
  paymentStatus(reference: string): Promise<GatewayPaymentStatus>;
  /**
   * Closes an open payment so that it can no longer be paid: `cancelled`
   * when it is closed (now or before), `settled` when the gateway has
   * already paid or refused it (its callback tells which). Throws when the
   * gateway cannot be asked.
   */
  cancelPayment(reference: string): Promise<'cancelled' | 'settled'>;
  /**
   * Gives back `amount` of a paid payment. Idempotent per `key` (the shop's
   * transaction uuid): asked twice, the gateway refunds once.
   */
  refund(reference: string, amount: number, key: string): Promise<void>;
}
