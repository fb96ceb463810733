import type { InvoiceStatus } from '@/lib/api/contract/booking';
import type { ShareStatus } from '@/lib/api/contract/payments';

/** A share's status marked as an invoice's: paid by others reads as paid, a released booking's as cancelled. */
export const SHARE_STATUS_CLASS: Readonly<Record<ShareStatus, InvoiceStatus>> = { open: 'pending', paid: 'paid', settled: 'paid', cancelled: 'cancelled' };
