/**
 * `npm run mail:sink`: a local mail server for development and the browser
 * tests. It accepts every mail over SMTP (`SMTP_URL=smtp://127.0.0.1:2525`
 * for the shop) and keeps the last 500 in memory; `GET /mails` on its HTTP
 * port answers them as JSON (recipients, subject and plain text, decoded),
 * newest last, `?to=address` for one recipient's.
 *
 *   MAIL_SINK_SMTP_PORT (default 2525), MAIL_SINK_HTTP_PORT (default 1080)
 */
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const SMTP_PORT = Number(process.env.MAIL_SINK_SMTP_PORT ?? 2525);
const HTTP_PORT = Number(process.env.MAIL_SINK_HTTP_PORT ?? 1080);
const KEEP = 500;

/** @type {{ to: string[]; subject: string; text: string; receivedAt: string }[]} */
const mails = [];

/** Quoted-printable to bytes, read as UTF-8. */
const fromQuotedPrintable = (text) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** An RFC 2047 header ("=?UTF-8?Q?…?=" and "=?UTF-8?B?…?=" words), decoded. */
const decodeHeader = (value) =>
  value.replace(/\s*=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi, (_, _charset, encoding, text) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : fromQuotedPrintable(text.replace(/_/g, ' ')),
  );

function headersOf(block) {
  const headers = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(body, headers) {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return fromQuotedPrintable(body);
  return body;
}

/** The plain-text part of a MIME message (the first `text/plain`, in any multipart nesting). */
function plainTextOf(raw) {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return type.toLowerCase().startsWith('text/plain') ? decodeBody(body, headers) : null;
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break;
    const text = plainTextOf(part.replace(/^\r?\n/, ''));
    if (text !== null) return text;
  }
  return null;
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const headers = headersOf(raw.slice(0, raw.search(/\r?\n\r?\n/)));
      mails.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        subject: decodeHeader(headers.subject ?? ''),
        text: plainTextOf(raw) ?? '',
        receivedAt: new Date().toISOString(),
      });
      if (mails.length > KEEP) mails.splice(0, mails.length - KEEP);
      callback();
    });
  },
});

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (request.method !== 'GET' || url.pathname !== '/mails') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const answer = to ? mails.filter((mail) => mail.to.some((address) => address.toLowerCase() === to)) : mails;
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify({ mails: answer }));
});

smtp.listen(SMTP_PORT, '127.0.0.1', () => {
  http.listen(HTTP_PORT, '127.0.0.1', () => {
    console.log(`[mail-sink] SMTP on 127.0.0.1:${SMTP_PORT}, mails at http://127.0.0.1:${HTTP_PORT}/mails`);
  });
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => smtp.close(() => http.close(() => process.exit(0))));
