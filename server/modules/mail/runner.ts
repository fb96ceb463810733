/**
 * The server process's one outbox worker (./worker.ts), started by
 * instrumentation.ts when `SMTP_URL` is set. Without it, mails stay in the
 * outbox (`npm run mail:outbox` prints them).
 */
import 'server-only';
import { getDb } from '@/server/db';
import { configuredTransport } from './transport';
import { registerWorker } from '@/server/workers';
import { startMailWorker, type MailWorker } from './worker';

const globalForMail = globalThis as unknown as { shopMailWorker?: MailWorker };
const OUTBOX_INTERVAL_MS = 5_000;

/** The sender and the Message-ID domain: configuration (`MAIL_FROM`), never a request's host. */
export function mailSender(env: NodeJS.ProcessEnv = process.env): { from: string; messageDomain: string } {
  const from = env.MAIL_FROM?.trim() || 'Fantur <booking@fantur.dk>';
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'fantur.dk';
  return { from, messageDomain: domain };
}

export function startConfiguredMailWorker(env: NodeJS.ProcessEnv = process.env): void {
  if (globalForMail.shopMailWorker) return;
  const transport = configuredTransport(env);
  if (!transport) return;
  const worker = startMailWorker(getDb, transport, { ...mailSender(env), intervalMs: OUTBOX_INTERVAL_MS });
  globalForMail.shopMailWorker = worker;
  registerWorker('outbox', OUTBOX_INTERVAL_MS, async () => {
    globalForMail.shopMailWorker = undefined;
    await worker.stop();
  });
}

/** Sends what a write just put in the outbox now rather than at the next round (no-op without a worker). */
export function pokeMailWorker(): void {
  globalForMail.shopMailWorker?.poke();
}
