/**
 * Buying a gift card (browsing spec §2 "Gift card", booking spec §7
 * `POST gift card`): the amount, who it is for and from, a message, the
 * buyer's email and phone, and, when it is sent by post, the address (then
 * required). The answer is the invoice to pay; the card is issued with its
 * code once that is paid.
 */
import { z } from 'zod';
import { ruleText } from '@/lib/forms/messages';
import { email, max, orderNumber, phone, required, text } from '@/lib/forms/rules';
import { invoiceSummary } from './booking';
import { GIFT_CARD_AMOUNT, GIFT_CARD_MESSAGE_MAX } from './form-limits';
import { refundPart } from './payments';

export { GIFT_CARD_AMOUNT, GIFT_CARD_MESSAGE_MAX };

const amountText = ruleText('amount', GIFT_CARD_AMOUNT);

/**
 * A whole amount as a visitor types it or a client sends it: digits, or digits in groups of three
 * as the sites write amounts ("1.000" in Denmark, "1 000" in Norway and Sweden).
 */
const amount = () =>
  z
    .union([z.number(), z.string().trim().regex(/^(?:\d{1,9}|\d{1,3}(?:[. \u00a0\u202f]\d{3}){1,2})$/).transform((typed) => Number(typed.replace(/\D/g, '')))], {
      error: (issue) => ruleText(issue.input === undefined || issue.input === '' ? 'required' : 'amount', GIFT_CARD_AMOUNT),
    })
    .pipe(z.number().int(amountText).min(GIFT_CARD_AMOUNT.min, amountText).max(GIFT_CARD_AMOUNT.max, amountText));

const name = () => required().check(max(100));

/** Optional text: blank is none (''). */
const optionalText = (length: number) =>
  text()
    .check(max(length))
    .nullish()
    .transform((value) => value ?? '');

const POSTAL_FIELDS = ['address', 'postalCode', 'city'] as const;

export const giftCardBody = z
  .object({
    amount: amount(),
    recipientName: name(),
    email: email(),
    from: name(),
    to: name(),
    message: optionalText(GIFT_CARD_MESSAGE_MAX),
    phone: phone().check(max(20)),
    sendByPost: z.boolean({ error: 'must be true or false' }).default(false),
    address: optionalText(200),
    postalCode: optionalText(10),
    city: optionalText(100),
  })
  .superRefine((card, context) => {
    if (!card.sendByPost) return;
    for (const field of POSTAL_FIELDS) if (card[field] === '') context.addIssue({ code: 'custom', path: [field], message: ruleText('required') });
  });
export type GiftCardBody = z.input<typeof giftCardBody>;
export type ParsedGiftCardBody = z.output<typeof giftCardBody>;

/** → 201: the gift card's invoice, to pay (spec: `gift_card.invoice`). */
export const giftCardResponse = z.object({ gift_card: z.object({ invoice: invoiceSummary }) });
export type GiftCardResponse = z.infer<typeof giftCardResponse>;

/**
 * `POST invoices/{uuid}/gift-card-withdrawal` (Consumer Rights Directive art.
 * 11a): the buyer's statement of withdrawal from the gift card the invoice
 * bills: the name, the order number (the contract), and the address the
 * acknowledgement goes to. Takes an `Idempotency-Key`.
 */
export const giftCardWithdrawalBody = z.object({
  name: name(),
  orderNumber: orderNumber(),
  email: email(),
});
export type GiftCardWithdrawalBody = z.input<typeof giftCardWithdrawalBody>;
export type ParsedGiftCardWithdrawalBody = z.output<typeof giftCardWithdrawalBody>;

/** The field message for an order number that is not the withdrawn card's. */
export const NOT_THIS_ORDER = 'is not the order number of this gift card';

/** → 201: the withdrawal as received (the acknowledgement mail says the same): when, and what goes back, how and by when. */
export const giftCardWithdrawalResponse = z.object({
  withdrawal: z.object({
    orderNumber: z.number(),
    receivedAt: z.string(),
    /** What goes back to the means of payment: what was left on the card; 0 for a card not paid yet or used up. */
    refund: z.number(),
    /**
     * The payments it goes back through, newest first: each one's gateway and the part of the refund it carries.
     * Empty when nothing goes back, or when what was paid came otherwise (a bank transfer: sent back by hand).
     */
    refundTo: z.array(refundPart),
    /** The last day the refund is made by (`YYYY-MM-DD`, the site's day: 14 days from the day received). */
    refundBy: z.string(),
    currency: z.string(),
    email: z.string(),
  }),
});
export type GiftCardWithdrawalResponse = z.infer<typeof giftCardWithdrawalResponse>;
