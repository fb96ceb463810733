/**
 * Affiliate tracking of a booking (booking spec §4 "Submit booking": report a
 * conversion; a failure is only logged). The adapter posts the order to the
 * configured tracker (NEXT_PUBLIC_AFFILIATE_URL) with sendBeacon, so leaving
 * for the invoice page does not cut it off; without one, nothing is sent, and
 * nothing either unless the visitor accepted marketing (lib/consent).
 */
import { consentGiven } from '@/lib/consent/state';

export interface Conversion {
  orderNumber: number;
  total: number;
  currency: string;
}

export function reportConversion(conversion: Conversion, url: string | undefined = process.env.NEXT_PUBLIC_AFFILIATE_URL): void {
  if (!url || !consentGiven('marketing')) return;
  try {
    const sent = navigator.sendBeacon(url, new Blob([JSON.stringify(conversion)], { type: 'application/json' }));
    if (!sent) console.warn('[affiliate] the conversion of order %d was not queued', conversion.orderNumber);
  } catch (error) {
    console.warn('[affiliate] reporting order %d failed: %s', conversion.orderNumber, error instanceof Error ? error.name : 'error');
  }
}
