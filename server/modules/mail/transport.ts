/**
 * Where mails go. With `SMTP_URL` (`smtp://user:pass@host:587`), nodemailer
 * over SMTP; without it, nowhere: the outbox keeps every rendered mail, and
 * `npm run mail:outbox` prints them (a development machine needs no mail
 * server).
 */
import 'server-only';
import nodemailer from 'nodemailer';

export interface Mail {
  /** Stable per outbox row, so a mail server or client can tell a repeat. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * The mail server's deadlines: to connect, for its greeting, and for any
 * silence after (nodemailer's own are 2 minutes, 30 s and 10 minutes). They
 * bound one send well inside the outbox's lease (outbox.ts LEASE_MS), so a
 * slow server never lets a second worker take a mail that is still going.
 */
export const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS_MS });
  return {
    async send(mail) {
      await transporter.sendMail({ messageId: mail.messageId, from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: () => transporter.close(),
  };
}

/** The configured transport; null when mails stay in the outbox. */
export function configuredTransport(env: NodeJS.ProcessEnv = process.env): MailTransport | null {
  const url = env.SMTP_URL?.trim();
  return url ? smtpTransport(url) : null;
}
