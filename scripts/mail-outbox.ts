/**
 * `npm run mail:outbox`: the newest mails in the outbox, sent or waiting,
 * as a development machine without a mail server keeps them (`-- --all` for
 * every one, `-- --html` for their markup).
 */
import { desc } from 'drizzle-orm';
import { bootstrapDatabase } from '@/server/db';
import { outboxMails } from '@/server/db/schema';

const args = process.argv.slice(2);
const handle = await bootstrapDatabase(process.env, undefined);
try {
  const mails = await handle.db.select().from(outboxMails).orderBy(desc(outboxMails.id)).limit(args.includes('--all') ? 10_000 : 10);
  if (mails.length === 0) console.log('The outbox is empty.');
  for (const mail of mails.reverse()) {
    console.log(`── #${mail.id} ${mail.kind} (${mail.locale}) to ${mail.recipient}: ${mail.sentAt ? `sent ${mail.sentAt.toISOString()}` : `waiting, ${mail.attempts} attempt(s)`}`);
    console.log(`Subject: ${mail.subject}\n\n${args.includes('--html') ? mail.html : mail.text}\n`);
  }
} finally {
  await handle.close();
}
