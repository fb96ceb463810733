/**
 * The invoice's payment form (booking spec §4 "Payment"): a gateway, and the
 * whole amount due or a part of it. Loaded with the form's first use.
 */
import { z } from 'zod';
import { ruleText } from '@/lib/forms/messages';
import { required } from '@/lib/forms/rules';

export const payForm = (due: number) =>
  z
    .object({ gateway: required(), share: z.enum(['whole', 'part']).default('whole'), amount: z.string().optional() })
    .transform((values, context) => {
      if (values.share === 'whole') return { gateway: values.gateway, amount: undefined };
      const text = (values.amount ?? '').trim();
      const amount = Number(text);
      if (!/^\d+$/.test(text) || amount < 1 || amount > due) {
        context.addIssue({ code: 'custom', path: ['amount'], message: ruleText('amount', { min: 1, max: due }) });
        return z.NEVER;
      }
      return { gateway: values.gateway, amount };
    });

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
