/**
 * The payments worker: one round releases bookings past their due time,
 * retries refunds the gateway has not made yet, and writes the reminders that
 * are due, then carries out the erasure requests whose money has settled. The server process runs a round every minute (instrumentation.ts;
 * `PAYMENTS_WORKER=off` leaves it to a scheduler), and `npm run payments:work`
 * runs one for a scheduler such as cron. Every step claims its rows with
 * FOR UPDATE SKIP LOCKED, so any number of workers may run at once.
 */
import 'server-only';
import { localIsoDate } from '@/lib/seasons';
import { now as clockNow } from '@/server/clock';
import { getDb } from '@/server/db';
import { startPeriodicWorker } from '@/server/workers';
import { sendPaymentReminders } from './reminders';
import { refundDue, type RefundRound } from './refunds';
import { releaseUnpaidBookings } from './release';
import { carryOutErasures } from '../trips/erasure';

export interface PaymentsRound {
  released: number[];
  refunds: RefundRound;
  reminders: number;
  /** Order numbers of bookings whose data was erased on request, now that their money has settled (../trips/erasure.ts). */
  erased: number[];
}

export async function runPaymentsRound(now: Date): Promise<PaymentsRound> {
  const released: number[] = [];
  for (let batch = await releaseUnpaidBookings(now); batch.length > 0; batch = await releaseUnpaidBookings(now)) released.push(...batch);
  const refunds = await refundDue(now, { limit: 100 });
  const reminders = await sendPaymentReminders(now);
  const erased = await carryOutErasures(await getDb(), { today: localIsoDate(now, 'UTC'), now });
  return { released, refunds, reminders, erased };
}

const INTERVAL_MS = 60_000;

export function startPaymentsWorker(env: NodeJS.ProcessEnv = process.env): void {
  if (env.PAYMENTS_WORKER === 'off') return;
  startPeriodicWorker('payments', INTERVAL_MS, async () => {
    const { released, refunds, reminders, erased } = await runPaymentsRound(clockNow(env));
    if (released.length + refunds.refunded + refunds.failed + reminders > 0) {
      console.info('[payments] released %d booking(s), refunded %d payment(s) (%d to retry), sent %d reminder(s)', released.length, refunds.refunded, refunds.failed, reminders);
    }
    if (erased.length > 0) console.info('[privacy] erased the personal data of %d booking(s) on request', erased.length);
  });
}
