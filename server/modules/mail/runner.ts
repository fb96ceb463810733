/**
 * The server process's one outbox worker (./worker.ts), started by
 * instrumentation.ts when `SMTP_URL` is set. Without it, mails stay in the
 * outbox (`npm run mail:outbox` prints them).
 */
import 'server-only';
import { getDb } from '@/server/db';
import { configuredTransport } from './transport';
import { startMailWorker, type MailWorker } from './worker';

const globalForMail = globalThis as unknown as { shopMailWorker?: MailWorker };

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
  globalForMail.shopMailWorker = startMailWorker(getDb, transport, mailSender(env));
}

/** Sends what a write just put in the outbox now rather than at the next round (no-op without a worker). */
export function pokeMailWorker(): void {
  globalForMail.shopMailWorker?.poke();
}
