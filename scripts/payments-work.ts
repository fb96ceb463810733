/**
 * `npm run payments:work`: one round of the payments worker
 * (server/modules/payments/worker.ts) for a scheduler: releases bookings past
 * their due time, retries refunds, writes due reminders, carries out
 * erasure requests whose money has settled. On the shop's
 * database (DATABASE_URL, else the embedded one: stop the shop first, the
 * embedded database has one user at a time).
 */
import { now } from '@/server/clock';
import { getDbHandle } from '@/server/db';
import { runPaymentsRound } from '@/server/modules/payments/worker';

const handle = await getDbHandle();
try {
  const { released, refunds, reminders, erased } = await runPaymentsRound(now());
  console.log(`Released ${released.length} unpaid booking(s)${released.length ? ` (orders ${released.join(', ')})` : ''}.`);
  console.log(`Refunded ${refunds.refunded} payment(s); ${refunds.failed} to retry.`);
  console.log(`Wrote ${reminders} payment reminder(s) to the outbox.`);
  console.log(`Erased the personal data of ${erased.length} booking(s) on request.`);
} finally {
  await handle.close();
}
