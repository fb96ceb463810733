/**
 * The test gateway: a payment provider in miniature, offered only where it
 * is switched on (server/modules/payments/gateways.ts: the embedded demo's
 * default, never beside a real gateway).
 * It keeps its payments in its own table (`sandbox_payments`), shows the
 * visitor a hosted page on the shop's own domain (approve, decline, abandon),
 * and tells the shop the outcome (paid, failed, or cancelled for an abandoned
 * payment, which can then no longer be approved) in a callback signed like
 * Stripe's:
 * `Test-Gateway-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`
 * with `TEST_GATEWAY_SECRET`. A callback with a bad signature, or signed more
 * than five minutes before or after it arrives, is rejected.
 */
import 'server-only';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '@/server/db';
import { sandboxPayments } from '@/server/db/schema';
import { CallbackRejected, type CallbackRequest, type GatewayEvent, type GatewayPaymentStatus, type PaymentGateway, type StartPayment, type StartedPayment } from './types';

export const TEST_GATEWAY = 'test';

const OUTCOMES = { 'payment.paid': 'paid', 'payment.failed': 'failed', 'payment.cancelled': 'cancelled' } as const;
export const TEST_SIGNATURE_HEADER = 'Test-Gateway-Signature';
/** How far a callback's timestamp may be from the shop's clock. */
export const SIGNATURE_TOLERANCE_S = 300;
/** The sandbox's secret when `TEST_GATEWAY_SECRET` is not set: it guards nothing but a test double. */
const DEFAULT_SECRET = 'test-gateway-sandbox-secret';

export const testGatewayCallback = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(['payment.paid', 'payment.failed', 'payment.cancelled']),
  payment: z.object({ reference: z.string().min(1).max(200) }),
});
export type TestGatewayCallback = z.infer<typeof testGatewayCallback>;

export function testGatewaySecret(env: Record<string, string | undefined> = process.env): string {
  return env.TEST_GATEWAY_SECRET?.trim() || DEFAULT_SECRET;
}

/** The signature header of `body` signed at `at`. */
export function signTestCallback(body: string | Uint8Array, secret: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

function verify(header: string | null, rawBody: Uint8Array, secret: string, now: Date): void {
  if (!header) throw new CallbackRejected(`the ${TEST_SIGNATURE_HEADER} header is missing`);
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) throw new CallbackRejected('the signature header is malformed');
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_S) throw new CallbackRejected('the signature is too old');
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) throw new CallbackRejected('the signature does not match');
}

export class TestGateway implements PaymentGateway {
  readonly name = TEST_GATEWAY;
  readonly signsCallbacks = true;

  constructor(
    private readonly db: () => Promise<Executor>,
    private readonly options: { secret: string; hostedPageUrl: (reference: string, payment: StartPayment) => string },
  ) {}

  async startPayment(payment: StartPayment): Promise<StartedPayment> {
    const reference = `tg_${randomUUID()}`;
    const db = await this.db();
    await db.insert(sandboxPayments).values({
      reference,
      merchantReference: payment.transactionUuid,
      amount: payment.amount,
      currency: payment.currency,
      status: 'pending',
      returnUrl: payment.returnUrl,
      createdAt: new Date(),
    });
    return { reference, redirectUrl: this.options.hostedPageUrl(reference, payment) };
  }

  async readCallback({ headers, rawBody }: CallbackRequest, now: Date): Promise<GatewayEvent> {
    verify(headers.get(TEST_SIGNATURE_HEADER), rawBody, this.options.secret, now);
    let parsed: TestGatewayCallback;
    try {
      parsed = testGatewayCallback.parse(JSON.parse(Buffer.from(rawBody).toString('utf8')));
    } catch {
      throw new CallbackRejected('the body is not a test gateway callback');
    }
    return { eventId: parsed.id, reference: parsed.payment.reference, outcome: OUTCOMES[parsed.type] };
  }

  async paymentStatus(reference: string): Promise<GatewayPaymentStatus> {
    const db = await this.db();
    const [row] = await db.select({ status: sandboxPayments.status }).from(sandboxPayments).where(eq(sandboxPayments.reference, reference));
    if (!row) throw new Error(`The test gateway has no payment ${reference}`);
    return row.status;
  }

  /** Pending → cancelled: an abandoned or closed payment can no longer be approved. */
  async cancelPayment(reference: string): Promise<'cancelled' | 'settled'> {
    const db = await this.db();
    const [row] = await db
      .update(sandboxPayments)
      .set({ status: 'cancelled' })
      .where(and(eq(sandboxPayments.reference, reference), inArray(sandboxPayments.status, ['pending', 'cancelled'])))
      .returning({ reference: sandboxPayments.reference });
    if (row) return 'cancelled';
    await this.paymentStatus(reference);
    return 'settled';
  }

  /** Paid → refunded, keeping what was given back (a refund may be less than the payment); a refunded payment stays refunded (a retried refund is answered, not repeated). */
  async refund(reference: string, amount: number): Promise<void> {
    const db = await this.db();
    const [row] = await db
      .update(sandboxPayments)
      .set({ status: 'refunded', refundedAmount: sql`coalesce(${sandboxPayments.refundedAmount}, least(${amount}, ${sandboxPayments.amount}))` })
      .where(and(eq(sandboxPayments.reference, reference), inArray(sandboxPayments.status, ['paid', 'refunded'])))
      .returning({ reference: sandboxPayments.reference });
    if (!row) throw new Error(`The test gateway has no paid payment ${reference} to refund`);
  }
}

export type SandboxPayment = typeof sandboxPayments.$inferSelect;

/** The sandbox's record of a payment, for its hosted page; null when it has none. */
export async function findSandboxPayment(db: Executor, reference: string): Promise<SandboxPayment | null> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference));
  return row ?? null;
}

/** What each of the visitor's decisions makes of a pending payment. */
export const DECIDED_STATUS = { approve: 'paid', decline: 'failed', abandon: 'cancelled' } as const;

/**
 * The visitor decided on the hosted page: a pending payment becomes paid
 * (approve), failed (decline) or cancelled (abandon), and the callback that
 * tells the shop is answered, signed; null when the payment was not pending
 * (decided before, or closed by the shop: nothing to tell).
 */
export async function decideSandboxPayment(
  db: Executor,
  reference: string,
  decision: keyof typeof DECIDED_STATUS,
  secret: string,
  at: Date,
): Promise<{ body: string; signature: string } | null> {
  const status = DECIDED_STATUS[decision];
  const [decided] = await db
    .update(sandboxPayments)
    .set({ status })
    .where(and(eq(sandboxPayments.reference, reference), eq(sandboxPayments.status, 'pending')))
    .returning({ reference: sandboxPayments.reference });
  if (!decided) return null;
  const body = JSON.stringify({ id: `evt_${randomUUID()}`, type: `payment.${status}`, payment: { reference } } satisfies TestGatewayCallback);
  return { body, signature: signTestCallback(body, secret, at) };
}
