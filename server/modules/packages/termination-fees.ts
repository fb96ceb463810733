import 'server-only';
import { desc } from 'drizzle-orm';
import type { TerminationFee } from '@/lib/legal/termination-fees';
import type { Executor } from '@/server/db';
import { terminationFees } from '@/server/db/schema';

/** The catalogue's standard termination fees (kept with the catalogue), most days before departure first. */
export const readTerminationFees = (db: Executor): Promise<TerminationFee[]> =>
  db.select({ fromDays: terminationFees.fromDays, percent: terminationFees.percent }).from(terminationFees).orderBy(desc(terminationFees.fromDays));
