/**
 * The trip link every booking mail carries (the confirmation, receipts,
 * reminders): it opens the traveller's trip page until 30 days after the
 * trip's end (lib/trips/deadlines.ts), on the booking's own site, from
 * configuration (lib/site/origin.ts), never from a request.
 */
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/site/origin';
import { SITES } from '@/lib/site/sites';
import { tripLinkExpiresAt } from '@/lib/trips/deadlines';
import type { Executor } from '@/server/db';
import { tripLinkSignerIn } from './links';

/** The booking's trip page as a mail links it; null when the shop has no trip-link key yet. */
export async function mailedTripUrl(db: Executor, booking: { id: number; locale: Locale; endDate: string }, now: Date): Promise<string | null> {
  const sign = await tripLinkSignerIn(db);
  if (!sign) return null;
  const token = sign(booking.id, 'trip', now, tripLinkExpiresAt(booking.endDate, SITES[booking.locale].timeZone));
  return siteUrl(booking.locale, '/trip/[token]', { token });
}
