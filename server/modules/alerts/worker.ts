/**
 * Mails the availability alerts of packages that can be booked again, every
 * 15 seconds in the server process (instrumentation.ts). One indexed look at
 * the waiting alerts when nothing is due; any number of processes may run it
 * (./alerts.ts claims each alert once).
 */
import 'server-only';
import { now as clockNow } from '@/server/clock';
import { getDb } from '@/server/db';
import { describeError } from '@/server/http/error-log';
import { notifyAvailableAlerts } from './alerts';

const INTERVAL_MS = 15_000;
const globalForAlerts = globalThis as unknown as { shopAlertsWorker?: NodeJS.Timeout };

export function startAlertsWorker(): void {
  if (globalForAlerts.shopAlertsWorker) return;
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      const mailed = await notifyAvailableAlerts(await getDb(), clockNow());
      if (mailed > 0) console.info('[alerts] mailed %d address(es) a trip they waited for', mailed);
    } catch (error) {
      console.error('[alerts] the round failed: %s', describeError(error));
    } finally {
      running = false;
    }
  };
  globalForAlerts.shopAlertsWorker = setInterval(round, INTERVAL_MS);
  globalForAlerts.shopAlertsWorker.unref();
}
