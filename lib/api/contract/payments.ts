/**
 * Paying an invoice (booking spec §4 "Payment", §7
 * `POST invoices/{uuid}/transactions`): the visitor picks a gateway, a
 * transaction is added for (part of) the amount due, and the storefront
 * sends the visitor on to the gateway's page (`paymentInfo.redirectUrl`).
 */
import { z } from 'zod';
import { email } from '@/lib/forms/rules';

/**
 * A transaction's status: pending, then paid, failed or cancelled (the
 * visitor abandoned it at the gateway, or the shop closed it because the
 * invoice or the share was paid otherwise). Money that came in but goes back
 * is `refunding` until the gateway has refunded it, then `refunded`; a
 * cancelled payment the gateway takes after all goes back the same way.
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refunding', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Why money that came in goes back: the booking was released before it came
 * (`released`), the invoice was already paid in full (`overpaid`), it was more
 * than was still due (`exceeds_due`), the traveller's share it paid was paid
 * already (`share_paid`), it was cancelled before the gateway took it
 * (`abandoned`), the gift card it paid was withdrawn from (`withdrawn`:
 * what was left on the card), the trip it paid was cancelled
 * (`cancelled`: what was paid above what the shop keeps), or the trip was
 * kept with new dates after a fixture change and got cheaper (`rebooked`:
 * what was paid above its new price).
 */
export const REFUND_REASONS = ['released', 'overpaid', 'exceeds_due', 'share_paid', 'abandoned', 'withdrawn', 'cancelled', 'rebooked'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * Whether what an order gives back (a gift card withdrawn from, a trip
 * cancelled) has gone back: `refunding` until the gateways have refunded all
 * of it, then `refunded`. A part paid otherwise (a bank transfer the staff
 * booked) goes back by hand and stays `refunding` in the answer.
 */
export const REFUND_STATUSES = ['refunding', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** One payment what goes back goes through, newest first: its gateway and the part of the refund it carries. */
export const refundPart = z.object({ gateway: z.string(), amount: z.number() });
export type RefundPart = z.infer<typeof refundPart>;

/** The specification's message for a gateway the shop does not offer (§4). */
export const GATEWAY_NOT_FOUND = 'GateWay not found';

export const paymentTransaction = z.object({
  id: z.string(),
  gateway: z.string(),
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  /** Why it goes back, when it is `refunding` or `refunded`. */
  refundReason: z.enum(REFUND_REASONS).nullable(),
  /** What goes back when it is less than the whole amount (a gift card withdrawn after part of it was used); null: all of it. */
  refundAmount: z.number().nullable(),
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

/**
 * `POST shares/{id}/transactions`: the gateway, and the address of the
 * traveller who pays, who gets the share's receipt, and the word should the
 * payment go back.
 */
export const shareTransactionBody = z.object({ gateway: transactionBody.shape.gateway, email: email() });
export type ShareTransactionBody = z.input<typeof shareTransactionBody>;

/** → 201: the invoice's transactions, the new one among them, and where the visitor pays it. */
export const transactionResponse = z.object({
  invoice: z.object({ transactions: z.array(paymentTransaction) }),
  paymentInfo: z.object({ transactionId: z.string(), gateway: z.string(), redirectUrl: z.string() }),
});
export type TransactionResponse = z.infer<typeof transactionResponse>;

// ─── Split payment: a share per traveller ───────────────────────────────────

/**
 * What became of a traveller's share: `open` until paid; `paid` once a
 * payment of it went through; `settled` when the invoice was paid in full
 * without it (someone paid for the traveller); `cancelled` when the booking
 * was released unpaid.
 */
export const SHARE_STATUSES = ['open', 'paid', 'settled', 'cancelled'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

/**
 * A traveller's share of an invoice: a personal link (`url`, on the site's
 * own domain) that pays `amount`.
 */
export const paymentShare = z.object({
  id: z.string(),
  traveller: z.object({ position: z.number(), name: z.string() }),
  amount: z.number(),
  status: z.enum(SHARE_STATUSES),
  url: z.string(),
});
export type PaymentShare = z.infer<typeof paymentShare>;

/**
 * `POST invoices/{uuid}/shares`: a share for each traveller named (their
 * position on the booking), of the amount given. Travellers who already have
 * one keep it; the open shares may add up to at most the amount due.
 */
export const sharesBody = z.object({
  shares: z
    .array(
      z.object({
        traveller: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(12, 'must be at most 12'),
        amount: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(100_000_000, 'must be at most 100000000'),
      }),
      { error: 'is required' },
    )
    .min(1, 'must have at least 1 item')
    .max(12, 'must have at most 12 items'),
});
export type SharesBody = z.input<typeof sharesBody>;
export const sharesResponse = z.object({ shares: z.array(paymentShare) });
export type SharesResponse = z.infer<typeof sharesResponse>;

export const shareParams = z.object({
  share: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a uuid').transform((value) => value.toLowerCase()),
});

/** `GET shares/{id}`: what a share's page shows, and no more of the invoice than its traveller needs. */
export const shareResponse = z.object({
  share: z.object({
    id: z.string(),
    orderNumber: z.number(),
    packageTitle: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    traveller: z.string(),
    amount: z.number(),
    currency: z.string(),
    status: z.enum(SHARE_STATUSES),
    /** Whether it can be paid now: open, and the invoice neither paid in full nor cancelled. */
    payable: z.boolean(),
    transactions: z.array(paymentTransaction),
    paymentGateways: z.array(paymentGateway),
  }),
});
export type ShareResponse = z.infer<typeof shareResponse>;

// ─── Back from a gateway's page ─────────────────────────────────────────────

export const transactionParams = z.object({
  transaction: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a uuid').transform((value) => value.toLowerCase()),
});

/**
 * `POST transactions/{id}/cancel`: the visitor came back from the gateway's
 * page by its cancel link. The gateway is asked to close the payment; once it
 * has, the payment is `cancelled` and can no longer be paid. A payment the
 * gateway has settled meanwhile is answered as it stands (its outcome is on
 * its way).
 */
export const cancelTransactionResponse = z.object({ transaction: paymentTransaction });
export type CancelTransactionResponse = z.infer<typeof cancelTransactionResponse>;

// ─── The test gateway's hosted page ─────────────────────────────────────────

export const TEST_GATEWAY_DECISIONS = ['approve', 'decline', 'abandon'] as const;
export type TestGatewayDecision = (typeof TEST_GATEWAY_DECISIONS)[number];

/** `GET test-gateway/payments/{reference}`: what the hosted page shows. */
export const testGatewayPaymentResponse = z.object({
  payment: z.object({
    reference: z.string(),
    amount: z.number(),
    currency: z.string(),
    status: z.enum(['pending', 'paid', 'failed', 'cancelled', 'refunded']),
    returnUrl: z.string(),
  }),
});
export type TestGatewayPayment = z.infer<typeof testGatewayPaymentResponse>['payment'];

/** `POST test-gateway/payments/{reference}/decision`: the visitor's choice; the answer says where the browser goes back to. */
export const testGatewayDecisionBody = z.object({ decision: z.enum(TEST_GATEWAY_DECISIONS, { error: 'must be approve, decline or abandon' }) });
export const testGatewayDecisionResponse = z.object({ returnUrl: z.string() });
