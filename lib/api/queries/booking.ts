import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import type { BookingBody, InvoiceLookupBody, PreorderBody } from '../contract/booking';
import { lookUpInvoice, placeBooking, placePreorder } from '../endpoints/booking';
import { queryApi } from '../query/query-client';

/** The booking (`placeBooking`) as a mutation, in the visitor's language: one `idempotencyKey` per attempt. */
export const bookingMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ['bookings', 'place', locale] as const,
    mutationFn: ({ body, idempotencyKey }: { body: BookingBody; idempotencyKey: string }) => placeBooking(queryApi(locale), body, idempotencyKey),
  });

/** The preorder (`placePreorder`) as a mutation, in the visitor's language: one `idempotencyKey` per attempt. */
export const preorderMutation = (locale: Locale, slug: string) =>
  mutationOptions({
    mutationKey: ['packages', 'preorder', locale, slug] as const,
    mutationFn: ({ body, idempotencyKey }: { body: PreorderBody; idempotencyKey: string }) => placePreorder(queryApi(locale), slug, body, idempotencyKey),
  });

/** Finding an invoice (`lookUpInvoice`) as a mutation: the visitor asks for it, once per submit. */
export const invoiceLookupMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ['invoices', 'lookup', locale] as const,
    mutationFn: (body: InvoiceLookupBody) => lookUpInvoice(queryApi(locale), body),
  });
