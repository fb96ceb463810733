/**
 * `npm run privacy:purge -- --months N`: blanks the personal data of bookings
 * whose trip ended more than N months ago, and of inquiries and availability
 * alerts as old (server/modules/booking/privacy.ts), and carries out the
 * travellers' erasure requests that are due whatever the months,
 * on the shop's database (DATABASE_URL, else the embedded one: stop the shop
 * first, the embedded database has one user at a time).
 */
import { today, now } from '@/server/clock';
import { bootstrapDatabase } from '@/server/db';
import { purgeInquiries, purgePersonalData } from '@/server/modules/booking/privacy';
import { carryOutErasures } from '@/server/modules/trips/erasure';

function monthsArgument(args: readonly string[]): number {
  const index = args.indexOf('--months');
  const text = index >= 0 ? args[index + 1] : undefined;
  if (!text || !/^\d{1,3}$/.test(text) || Number(text) < 1) {
    console.error('Usage: npm run privacy:purge -- --months N   (N: whole months since the trip ended, 1 or more)');
    process.exit(2);
  }
  return Number(text);
}

const months = monthsArgument(process.argv.slice(2));
const handle = await bootstrapDatabase(process.env, undefined);
try {
  const erased = await carryOutErasures(handle.db, { today: today(), now: now() });
  console.log(`Erased the personal data of ${erased.length} booking(s) whose traveller asked for it and whose trip and money are settled.`);
  const { purged, asked } = await handle.db.transaction(async (tx) => ({
    purged: await purgePersonalData(tx, { today: today(), months, now: now() }),
    asked: await purgeInquiries(tx, { today: today(), months }),
  }));
  console.log(`Blanked the personal data of ${purged} booking(s) whose trip ended more than ${months} month(s) ago.`);
  console.log(`Blanked ${asked.inquiries} inquiry(ies) older than that, and deleted ${asked.alerts} availability alert(s) whose trip or match is that long past, and ${asked.signIns} staff sign-in line(s) as old.`);
} finally {
  await handle.close();
}
