/**
 * Paying an invoice (booking spec §4 "Payment", §7
 * `POST invoices/{uuid}/transactions`): the visitor picks a gateway, a
 * transaction is added for (part of) the amount due, and the storefront
 * sends the visitor on to the gateway's page (`paymentInfo.redirectUrl`).
 */
import { z } from 'zod';

/**
 * A transaction's status: pending, then paid or failed. Money that came in
 * but goes back (the booking was released first, or the invoice was already
 * paid) is `refunding` until the gateway has refunded it, then `refunded`.
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunding', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const REFUND_REASONS = ['released', 'overpaid'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** The specification's message for a gateway the shop does not offer (§4). */
export const GATEWAY_NOT_FOUND = 'GateWay not found';

export const paymentTransaction = z.object({
  id: z.string(),
  gateway: z.string(),
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
});
export type PaymentTransaction = z.infer<typeof paymentTransaction>;

export const paymentGateway = z.object({ name: z.string() });

/** `POST invoices/{uuid}/transactions`: the gateway, and the amount when the visitor pays a part (whole units; the amount due when left out). */
export const transactionBody = z.object({
  gateway: z.string({ error: 'is required' }).trim().min(1, 'is required').max(50, 'must be at most 50 characters'),
  amount: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(100_000_000, 'must be at most 100000000').optional(),
});
export type TransactionBody = z.input<typeof transactionBody>;

/** → 201: the invoice's transactions, the new one among them, and where the visitor pays it. */
export const transactionResponse = z.object({
  invoice: z.object({ transactions: z.array(paymentTransaction) }),
  paymentInfo: z.object({ transactionId: z.string(), gateway: z.string(), redirectUrl: z.string() }),
});
export type TransactionResponse = z.infer<typeof transactionResponse>;

// ─── The test gateway's hosted page ─────────────────────────────────────────

export const TEST_GATEWAY_DECISIONS = ['approve', 'decline', 'abandon'] as const;
export type TestGatewayDecision = (typeof TEST_GATEWAY_DECISIONS)[number];

/** `GET test-gateway/payments/{reference}`: what the hosted page shows. */
export const testGatewayPaymentResponse = z.object({
  payment: z.object({
    reference: z.string(),
    amount: z.number(),
    currency: z.string(),
    status: z.enum(['pending', 'paid', 'failed', 'refunded']),
    returnUrl: z.string(),
  }),
});
export type TestGatewayPayment = z.infer<typeof testGatewayPaymentResponse>['payment'];

/** `POST test-gateway/payments/{reference}/decision`: the visitor's choice; the answer says where the browser goes back to. */
export const testGatewayDecisionBody = z.object({ decision: z.enum(TEST_GATEWAY_DECISIONS, { error: 'must be approve, decline or abandon' }) });
export const testGatewayDecisionResponse = z.object({ returnUrl: z.string() });
