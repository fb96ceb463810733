/**
 * The outbox worker: sends due mails (./outbox.ts) through a transport, one
 * batch at a time. `deliverDueMails` is one round; `startMailWorker` runs
 * rounds every few seconds in the server process (instrumentation.ts) when a
 * transport is configured.
 */
import 'server-only';
import type { Executor } from '@/server/db';
import { describeError } from '@/server/http/error-log';
import { noteRound } from '@/server/workers';
import { claimDueMails, markFailed, markSent, renewLease, type ClaimedMail } from './outbox';
import type { MailTransport } from './transport';

export interface DeliveryOptions {
  now?: () => Date;
  /** Mails per round. */
  batch?: number;
  /** The sender, `Name <address>`. */
  from: string;
  /** The domain of Message-IDs. */
  messageDomain: string;
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

export const messageIdOf = (mail: Pick<ClaimedMail, 'id'>, domain: string) => `<outbox-${mail.id}@${domain}>`;

/** One round: claims due mails and sends each; answers how many went and how many failed. */
export async function deliverDueMails(db: Executor, transport: MailTransport, options: DeliveryOptions): Promise<DeliveryReport> {
  const clock = options.now ?? (() => new Date());
  const claimed = await claimDueMails(db, clock(), options.batch ?? 20);
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (const mail of claimed) {
    // A mail whose lease ran out while earlier ones were sent, and that another worker claimed, is that worker's now.
    if (!(await renewLease(db, mail, clock()))) continue;
    try {
      await transport.send({ messageId: messageIdOf(mail, options.messageDomain), from: options.from, to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html });
      await markSent(db, mail.id, clock());
      report.sent++;
    } catch (error) {
      // The mail server's reason, never the recipient or the content (the booking issue's privacy rule).
      const reason = describeError(error);
      console.error('[mail] outbox mail %d (%s), attempt %d, failed: %s', mail.id, mail.kind, mail.attempts, reason);
      await markFailed(db, mail, reason, clock());
      report.failed++;
    }
  }
  return report;
}

export interface MailWorker {
  /** Runs a round now (after a booking, say), unless one is running. */
  poke(): void;
  stop(): Promise<void>;
}

/** Rounds every `intervalMs`, and on `poke()`; a round never overlaps another. */
export function startMailWorker(db: () => Promise<Executor>, transport: MailTransport, options: DeliveryOptions & { intervalMs?: number }): MailWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  const round = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        // Rounds until the outbox has nothing due, so a burst of bookings is not sent one interval at a time.
        while (!stopped) {
          const report = await deliverDueMails(await db(), transport, options);
          if (report.sent + report.failed === 0 || report.failed > 0) break;
        }
        noteRound('outbox');
      } catch (error) {
        const failure = describeError(error);
        console.error('[mail] outbox round failed: %s', failure);
        noteRound('outbox', failure);
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(round, options.intervalMs ?? 5_000);
  timer.unref();
  round();
  return {
    poke: round,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
