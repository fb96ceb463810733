import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import type { SharesBody, ShareTransactionBody, TestGatewayDecision, TransactionBody } from '../contract/payments';
import { createShares, decideTestGatewayPayment, startPayment, startSharePayment } from '../endpoints/payments';
import { queryApi } from '../query/query-client';

/** Starting to pay an invoice (`startPayment`) as a mutation: one `idempotencyKey` per attempt. */
export const paymentMutation = (locale: Locale, uuid: string) =>
  mutationOptions({
    mutationKey: ['invoices', 'pay', locale, uuid] as const,
    mutationFn: ({ body, idempotencyKey }: { body: TransactionBody; idempotencyKey: string }) => startPayment(queryApi(locale), uuid, body, idempotencyKey),
  });

/** Starting to pay a traveller's share (`startSharePayment`) as a mutation: one `idempotencyKey` per attempt. */
export const sharePaymentMutation = (locale: Locale, shareId: string) =>
  mutationOptions({
    mutationKey: ['shares', 'pay', locale, shareId] as const,
    mutationFn: ({ body, idempotencyKey }: { body: ShareTransactionBody; idempotencyKey: string }) => startSharePayment(queryApi(locale), shareId, body, idempotencyKey),
  });

/** Splitting the payment (`createShares`) as a mutation. */
export const sharesMutation = (locale: Locale, uuid: string) =>
  mutationOptions({
    mutationKey: ['invoices', 'shares', locale, uuid] as const,
    mutationFn: (body: SharesBody) => createShares(queryApi(locale), uuid, body),
  });

/** The visitor's decision on the test gateway's page (`decideTestGatewayPayment`) as a mutation. */
export const testGatewayDecisionMutation = (locale: Locale, reference: string) =>
  mutationOptions({
    mutationKey: ['test-gateway', 'decide', locale, reference] as const,
    mutationFn: (decision: TestGatewayDecision) => decideTestGatewayPayment(queryApi(locale), reference, decision),
  });
