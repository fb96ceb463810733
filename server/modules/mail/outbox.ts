/**
 * The outbox: mails written in the transaction of what they tell about, so a
 * booking never exists without its mail nor a mail without its booking, and
 * sent afterwards by a worker (./worker.ts).
 *
 * Sending takes three short steps, none of them holding a transaction while
 * the mail server talks (PGlite has one connection for the whole shop):
 * 1. claim: due rows are leased (their `due_at` moved a lease ahead) with
 *    FOR UPDATE SKIP LOCKED, so two workers never claim the same row; each
 *    claim counts an attempt, and that count is the claim's token;
 * 2. just before each send the lease is taken again, only while the token is
 *    still the claimer's (renewLease): a mail of the batch whose lease ran out
 *    and that another worker claimed meanwhile is left to that worker;
 * 3. send, with the row's id in the Message-ID;
 * 4. mark it sent, or, on failure, due again after a back-off.
 * A worker that dies between 1 and 4 leaves its rows leased: when the lease
 * runs out they are due again and another worker sends them. Nothing is
 * lost; a mail is sent more than once only if the worker dies after the mail
 * server accepted it and before step 4, and then with the same Message-ID.
 */
import 'server-only';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import type { Executor } from '@/server/db';
import { outboxMails } from '@/server/db/schema';

export interface OutboxMail {
  kind: string;
  bookingId: number | null;
  locale: Locale;
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

export type ClaimedMail = typeof outboxMails.$inferSelect;

/**
 * How long a claimed mail is the claimer's before another worker may send it:
 * what one send needs, since the lease is taken again before each send and a
 * send is bounded by the SMTP deadlines (SMTP_TIMEOUTS_MS, about 40 s at
 * most). A worker that died holding mails delays them a minute, not five
 * (issue 32 item 8).
 */
export const LEASE_MS = 60_000;

/** The wait before the next try after `attempts` failed ones: 30 s doubling, at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/** The outbox row of a mail to send from `at` (for a caller that writes it in a statement of its own making). */
export function outboxRow(mail: OutboxMail, at: Date): typeof outboxMails.$inferInsert {
  return { ...mail, dueAt: at, createdAt: at };
}

/** Writes a mail to send, in the caller's transaction. */
export async function enqueueMail(tx: Executor, mail: OutboxMail, at: Date): Promise<number> {
  const [row] = await tx.insert(outboxMails).values(outboxRow(mail, at)).returning({ id: outboxMails.id });
  if (!row) throw new Error('The outbox answered nothing');
  return row.id;
}

/** Leases up to `limit` due mails to the caller (step 1). */
export async function claimDueMails(db: Executor, at: Date, limit: number): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: outboxMails.id })
    .from(outboxMails)
    .where(and(isNull(outboxMails.sentAt), lte(outboxMails.dueAt, at)))
    .orderBy(asc(outboxMails.dueAt), asc(outboxMails.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outboxMails)
    .set({ dueAt: new Date(at.getTime() + LEASE_MS), attempts: sql`${outboxMails.attempts} + 1` })
    .where(inArray(outboxMails.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/**
 * Step 2: the mail's lease again, from `at`, while the caller's claim still
 * holds it (no other worker claimed it since, nobody sent it); false: leave it.
 */
export async function renewLease(db: Executor, mail: Pick<ClaimedMail, 'id' | 'attempts'>, at: Date): Promise<boolean> {
  const renewed = await db
    .update(outboxMails)
    .set({ dueAt: new Date(at.getTime() + LEASE_MS) })
    .where(and(eq(outboxMails.id, mail.id), eq(outboxMails.attempts, mail.attempts), isNull(outboxMails.sentAt)))
    .returning({ id: outboxMails.id });
  return renewed.length > 0;
}

/** Step 4, sent: never sent again. */
export async function markSent(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(outboxMails).set({ sentAt: at, lastError: null }).where(and(eq(outboxMails.id, id), isNull(outboxMails.sentAt)));
}

/**
 * Step 4, failed: due again after the back-off; `reason` is the mail server's,
 * never the mail's content. Only while the claim is the caller's: a later
 * claimer's lease is not cut short.
 */
export async function markFailed(db: Executor, mail: Pick<ClaimedMail, 'id' | 'attempts'>, reason: string, at: Date): Promise<void> {
  await db
    .update(outboxMails)
    .set({ dueAt: new Date(at.getTime() + backoffMs(mail.attempts)), lastError: reason.slice(0, 500) })
    .where(and(eq(outboxMails.id, mail.id), eq(outboxMails.attempts, mail.attempts), isNull(outboxMails.sentAt)));
}
