/**
 * The outbox's leases (issue 32 item 8): a mail a crashed worker had claimed
 * waits about a minute before another worker sends it, not five; and a
 * shorter lease still never lets two live workers send one mail, as each
 * mail's lease is taken again just before its send, only while the claim is
 * the worker's own.
 */
import { describe, expect, it } from 'vitest';
import { claimDueMails, enqueueMail, LEASE_MS } from '@/server/modules/mail/outbox';
import { SMTP_TIMEOUTS_MS, type Mail, type MailTransport } from '@/server/modules/mail/transport';
import { deliverDueMails } from '@/server/modules/mail/worker';
import { withTestDatabase } from '../support/database';

const test = withTestDatabase();

const SENDER = { from: 'Fantur <booking@fantur.dk>', messageDomain: 'fantur.dk' };
/** Each test's own hour, so the mails one test leaves behind are long sent or not yet due for the next. */
let hour = 0;
const nextHour = () => new Date(Date.UTC(2031, 0, 1, hour++ * 4));
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

/** A transport that keeps what it is given; `during` runs inside its first send, as another process would meanwhile. */
function recorder(during?: () => Promise<void>): MailTransport & { sent: Mail[] } {
  const sent: Mail[] = [];
  let first = true;
  return {
    sent,
    async send(mail) {
      if (first && during) {
        first = false;
        await during();
      }
      sent.push(mail);
    },
    close: () => undefined,
  };
}

async function enqueue(count: number, at: Date): Promise<string[]> {
  const recipients = Array.from({ length: count }, (_, index) => `kunde${hour}-${index}@example.dk`);
  for (const recipient of recipients) await enqueueMail(test.db, { kind: 'test-lease', bookingId: null, locale: 'da', recipient, subject: 'Hej', text: 'Hej', html: '<p>Hej</p>' }, at);
  return recipients;
}

describe('the outbox lease', () => {
  it('is what one send needs: longer than the mail server’s deadlines together, and a minute at most', () => {
    const oneSend = SMTP_TIMEOUTS_MS.connectionTimeout + SMTP_TIMEOUTS_MS.greetingTimeout + SMTP_TIMEOUTS_MS.socketTimeout;
    expect(LEASE_MS).toBeGreaterThan(oneSend);
    expect(LEASE_MS).toBeLessThanOrEqual(60_000);
  });

  it('lets another worker send, 90 seconds on, the mails a crashed worker claimed, once', async () => {
    const at = nextHour();
    const recipients = await enqueue(2, at);
    // A worker claims them and dies before sending.
    expect((await claimDueMails(test.db, at, 20)).map((mail) => mail.recipient)).toEqual(recipients);
    const restarted = recorder();
    // Its lease holds for a while: nothing is sent at once.
    expect(await deliverDueMails(test.db, restarted, { ...SENDER, now: () => later(at, 10_000) })).toEqual({ sent: 0, failed: 0 });
    // A minute and a half on, the restarted worker sends them (a five-minute lease kept them waiting).
    expect(await deliverDueMails(test.db, restarted, { ...SENDER, now: () => later(at, 90_000) })).toEqual({ sent: 2, failed: 0 });
    expect(await deliverDueMails(test.db, restarted, { ...SENDER, now: () => later(at, 90_000) })).toEqual({ sent: 0, failed: 0 });
    expect(restarted.sent.map((mail) => mail.to)).toEqual(recipients);
  });

  it('never lets two live workers send one mail: the rest of a batch whose lease ran out, claimed by another, is left to it', async () => {
    const at = nextHour();
    const recipients = await enqueue(3, at);
    const other = recorder();
    // The other worker comes by while the first is sending the first mail, after the batch's lease ran out.
    const first = recorder(async () => {
      expect(await deliverDueMails(test.db, other, { ...SENDER, now: () => later(at, LEASE_MS + 5_000) })).toEqual({ sent: 2, failed: 0 });
    });
    // The first worker claims the three at `at` and is held up (a long pause) before its first send; its clock then reads 30 s on.
    let calls = 0;
    const firstClock = () => (calls++ === 0 ? at : later(at, 30_000));
    expect(await deliverDueMails(test.db, first, { ...SENDER, now: firstClock })).toEqual({ sent: 1, failed: 0 });

    expect(first.sent.map((mail) => mail.to)).toEqual([recipients[0]]);
    expect(other.sent.map((mail) => mail.to)).toEqual(recipients.slice(1));
    const ids = [...first.sent, ...other.sent].map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(3);
  });
});
