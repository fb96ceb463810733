/**
 * A real SMTP server for the mail tests (smtp-server from npm, on a free
 * loopback port) that keeps every mail it receives, and the shop's own SMTP
 * transport pointed at it. `refuse(n)` makes it refuse the next n recipients
 * with a temporary error (450), to try the outbox's retry.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { smtpTransport, type MailTransport } from '@/server/modules/mail/transport';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  received: ReceivedMail[];
  transport: MailTransport;
  refuse(recipients: number): void;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refuseNext = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuseNext > 0) {
        refuseNext--;
        callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 450 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const transport = smtpTransport(`smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`);
  return {
    received,
    transport,
    refuse(recipients) {
      refuseNext = recipients;
    },
    async close() {
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
