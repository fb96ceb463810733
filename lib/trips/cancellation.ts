/**
 * A cancelled trip's money as the invoice page and the trip page both say it
 * (the invoice answer's `cancellation`): what was paid in all, what the shop
 * keeps (the termination fee of the price as sold, a transfer's fee), what
 * goes back and whether it has gone back, through which payments and by
 * which day, and what is still owed or that nothing is. Nothing here is
 * "due": the invoice is closed, with no due date and no way to pay.
 *
 * Pure: the words come through `say` (the `invoice.cancellation` messages)
 * and the formatters the page gives, in the site's language; the amounts in
 * the invoice's own currency (`money`, lib/i18n/money.ts's `moneyIn`).
 */
import type { InvoiceResponse } from '@/lib/api/contract/booking';
import type { RefundStatus } from '@/lib/api/contract/payments';

type Invoice = InvoiceResponse['invoice'];
export type TripCancellation = NonNullable<Invoice['cancellation']>;

type Key = 'paid' | 'fee' | 'feeKept' | 'transferFees' | 'feeDue' | 'refunding' | 'refundingOther' | 'refunded' | 'refundedOther' | 'parts' | 'feeDueNote' | 'nothingDue';

export interface CancellationWordsOf {
  say: (key: Key, values?: Record<string, string | number>) => string;
  /** The amount row's label for what goes back: the same words a withdrawn gift card's invoice uses. */
  refundLabel: (status: RefundStatus) => string;
  money: (amount: number) => string;
  /** A calendar day (`YYYY-MM-DD`) in words. */
  day: (date: string) => string;
  /** A gateway's name as the site writes it. */
  gateway: (name: string) => string;
  /** Items joined as "a, b and c". */
  list: (items: string[]) => string;
}

export interface CancellationWords {
  /** The amounts after the trip's price, each as its label and value. */
  rows: { id: 'paid' | 'fee' | 'transferFees' | 'refund' | 'feeDue'; label: string; value: string }[];
  /** What goes back, through which payments and by when (or that it has gone back); null when nothing goes back. */
  refund: string | null;
  /** Its parts, when it goes back through more than one payment; else null. */
  parts: string | null;
  /** What of the fee is still owed (asked for by the staff), or that nothing more is to be paid. */
  due: string;
}

export function cancellationWords(invoice: Pick<Invoice, 'totalPaid'>, cancellation: TripCancellation, words: CancellationWordsOf): CancellationWords {
  const { say, money } = words;
  const { refund, refundStatus, refundTo, fee, transferFees, feeDue, percent, price } = cancellation;
  const rows: CancellationWords['rows'] = [
    { id: 'paid', label: say('paid'), value: money(invoice.totalPaid + refund) },
    { id: 'fee', label: percent !== null && price !== null && fee > 0 ? say('fee', { percent, price: money(price) }) : say('feeKept'), value: money(fee) },
  ];
  if (transferFees > 0) rows.push({ id: 'transferFees', label: say('transferFees'), value: money(transferFees) });
  if (refund > 0) rows.push({ id: 'refund', label: words.refundLabel(refundStatus ?? 'refunding'), value: money(refund) });
  if (feeDue > 0) rows.push({ id: 'feeDue', label: say('feeDue'), value: money(feeDue) });

  let refundText: string | null = null;
  if (refund > 0) {
    const done = refundStatus === 'refunded';
    const methods = [...new Set(refundTo.map((part) => words.gateway(part.gateway)))];
    const values = { amount: money(refund), method: words.list(methods), date: words.day(cancellation.refundBy) };
    refundText = methods.length > 0 ? say(done ? 'refunded' : 'refunding', values) : say(done ? 'refundedOther' : 'refundingOther', values);
  }
  return {
    rows,
    refund: refundText,
    parts: refundTo.length > 1 ? say('parts', { count: refundTo.length, parts: words.list(refundTo.map((part) => money(part.amount))) }) : null,
    due: feeDue > 0 ? say('feeDueNote', { amount: money(feeDue) }) : say('nothingDue'),
  };
}
