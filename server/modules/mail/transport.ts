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

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
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
