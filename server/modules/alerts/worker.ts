/**
 * Mails the availability alerts of packages that can be booked again, every
 * 15 seconds in the server process (instrumentation.ts). One indexed look at
 * the waiting alerts when nothing is due; any number of processes may run it
 * (./alerts.ts claims each alert once).
 */
import 'server-only';
import { now as clockNow } from '@/server/clock';
import { getDb } from '@/server/db';
import { startPeriodicWorker } from '@/server/workers';
import { notifyAvailableAlerts } from './alerts';

const INTERVAL_MS = 15_000;

export function startAlertsWorker(): void {
  startPeriodicWorker('alerts', INTERVAL_MS, async () => {
    const mailed = await notifyAvailableAlerts(await getDb(), clockNow());
    if (mailed > 0) console.info('[alerts] mailed %d address(es) a trip they waited for', mailed);
  });
}
