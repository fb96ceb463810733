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
