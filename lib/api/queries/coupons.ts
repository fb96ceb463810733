import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { getCoupon } from '../endpoints/coupons';
import { queryApi } from '../query/query-client';

/** Looking a typed code up (`getCoupon`) as a mutation: the visitor asks for it, once per Apply. */
export const couponMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ['coupons', 'lookup', locale] as const,
    mutationFn: (code: string) => getCoupon(queryApi(locale), code),
  });
