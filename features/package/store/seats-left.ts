import type { PackageDetail } from '@/lib/api/contract/packages';
import { packageQuery } from '@/lib/api/queries/packages';
import { getQueryClient } from '@/lib/api/query/query-client';
import type { Locale } from '@/lib/i18n/locales';
import type { PackageSelection } from '@/lib/package/selection';

/**
 * The seats and rooms left, read when the package page has hydrated: this
 * module loads then, with the package's query (lib/api/queries/packages,
 * never cached) and TanStack Query, not with the page. The page's first
 * paint may be a kept render (lib/site/edition-route.ts): right for the
 * default party, since it is forgotten when a ticket can no longer seat two
 * or a room type sells out, but the seats behind other choices (four
 * travellers, another ticket) may have moved since. The browser trusts its
 * own server's answer (validated where it was made).
 *
 * Answers the package as it is now and the refit of a selection to it, or
 * null when its seats and rooms are those the page was rendered with;
 * nothing is asked when `signal` was aborted first, and an answer that comes
 * after it is the caller's to drop.
 */
export async function readSeatsLeft(locale: Locale, rendered: PackageDetail, signal: AbortSignal): Promise<{ now: PackageDetail; refit: Refit } | null> {
  signal.throwIfAborted();
  const now = await getQueryClient().fetchQuery(packageQuery(locale, rendered.slug));
  if (!stockMoved(rendered, now)) return null;
  return { now, refit: await loadRefit() };
}

/** What a booking takes from the package: each ticket's seats and each room type's rooms left. */
function stock(pkg: PackageDetail): string {
  const seats = pkg.events.flatMap((event) => event.tickets.map((ticket) => `${ticket.id}:${ticket.availability}`));
  const rooms = pkg.hotels.flatMap((hotel) => hotel.rooms.map((room) => `${hotel.id}:${room.roomType}`));
  return [...seats, ...rooms].join(',');
}

/** True when the package read now has other seats or rooms than the one the page was rendered with. */
export function stockMoved(rendered: PackageDetail, now: PackageDetail): boolean {
  return stock(rendered) !== stock(now);
}

type Refit = (selection: PackageSelection, rendered: PackageDetail, now: PackageDetail) => PackageSelection;

/**
 * Loads the refit: the visitor's selection fitted to the package as it is
 * now (a ticket that no longer seats the party gives way, as on a fresh
 * page), the very same object when nothing had to change, so nothing
 * downstream (the address) moves. It reads the selection's query, which
 * loads only when a page's seats moved.
 */
async function loadRefit(): Promise<Refit> {
  const { fitSelection } = await import('@/lib/package/selection-query');
  return (selection, rendered, now) => {
    const fitted = fitSelection(selection, rendered, now);
    return JSON.stringify(fitted) === JSON.stringify(selection) ? selection : fitted;
  };
}
