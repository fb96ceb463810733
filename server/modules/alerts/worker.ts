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
import { noteRound, registerWorker } from '@/server/workers';
import { notifyAvailableAlerts } from './alerts';

const INTERVAL_MS = 15_000;
const globalForAlerts = globalThis as unknown as { shopAlertsWorker?: NodeJS.Timeout };

export function startAlertsWorker(): void {
  if (globalForAlerts.shopAlertsWorker) return;
  let running: Promise<void> | null = null;
  const work = async () => {
    let failure: string | undefined;
    try {
      const mailed = await notifyAvailableAlerts(await getDb(), clockNow());
      if (mailed > 0) console.info('[alerts] mailed %d address(es) a trip they waited for', mailed);
    } catch (error) {
      failure = describeError(error);
      console.error('[alerts] the round failed: %s', failure);
    } finally {
      noteRound('alerts', failure);
      running = null;
    }
  };
  const round = () => {
    running ??= work();
  };
  globalForAlerts.shopAlertsWorker = setInterval(round, INTERVAL_MS);
  globalForAlerts.shopAlertsWorker.unref();
  registerWorker('alerts', INTERVAL_MS, async () => {
    clearInterval(globalForAlerts.shopAlertsWorker);
    globalForAlerts.shopAlertsWorker = undefined;
    await running;
  });
}
