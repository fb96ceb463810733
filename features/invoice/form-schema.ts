/**
 * The invoice's payment form (booking spec §4 "Payment"): a gateway, and the
 * whole amount due or a part of it; a traveller's share's: a gateway, and the
 * traveller's address. Loaded with the form's first use.
 */
import { z } from 'zod';
import { ruleText } from '@/lib/forms/messages';
import { email, required } from '@/lib/forms/rules';

/** What paying sends: the gateway, a part's amount (the whole amount due when absent), the address of a share's payer. */
export interface PayValues {
  gateway: string;
  amount?: number;
  email?: string;
}

export const payForm = (due: number) =>
  z
    .object({ gateway: required(), share: z.enum(['whole', 'part']).default('whole'), amount: z.string().optional() })
    .transform((values, context): PayValues => {
      if (values.share === 'whole') return { gateway: values.gateway, amount: undefined };
      const text = (values.amount ?? '').trim();
      const amount = Number(text);
      if (!/^\d+$/.test(text) || amount < 1 || amount > due) {
        context.addIssue({ code: 'custom', path: ['amount'], message: ruleText('amount', { min: 1, max: due }) });
        return z.NEVER;
      }
      return { gateway: values.gateway, amount };
    });

/** Paying a traveller's share: its amount, through the gateway chosen; the receipt goes to the address given. */
export const sharePayForm = () => z.object({ gateway: required(), email: email() }).transform((values): PayValues => values);

/** The field of a traveller's share in the split form. */
export const shareField = (position: number) => `amount_${position}`;

/**
 * Splitting the payment: an amount for each traveller offered (an empty
 * field: no link for that traveller), each a whole amount up to what is left
 * to share, together no more than that.
 */
export const splitForm = (positions: readonly number[], remaining: number) =>
  z.record(z.string(), z.string().optional()).transform((values, context) => {
    const shares: { traveller: number; amount: number }[] = [];
    for (const position of positions) {
      const text = (values[shareField(position)] ?? '').trim();
      if (text === '') continue;
      const amount = Number(text);
      if (!/^\d+$/.test(text) || amount < 1 || amount > remaining) {
        context.addIssue({ code: 'custom', path: [shareField(position)], message: ruleText('amount', { min: 1, max: remaining }) });
        continue;
      }
      shares.push({ traveller: position, amount });
    }
    if (shares.reduce((sum, share) => sum + share.amount, 0) > remaining) {
      context.addIssue({ code: 'custom', path: [], message: ruleText('sharesTotal', { max: remaining }) });
    }
    return shares;
  });
