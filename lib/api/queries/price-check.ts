import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import type { PriceCheckBody } from '../contract/price-check';
import { checkPackagePrice } from '../endpoints/price-check';
import { queryApi } from '../query/query-client';

/** The price check (`checkPackagePrice`) as a mutation: run when the visitor goes on to booking, and before the booking itself. */
export const packagePriceMutation = (locale: Locale, packageId: number) =>
  mutationOptions({
    mutationKey: ['packages', 'price-check', locale, packageId] as const,
    mutationFn: (body: PriceCheckBody) => checkPackagePrice(queryApi(locale), packageId, body),
  });
