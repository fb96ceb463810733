import type { PackageDetail } from '@/lib/api/contract/packages';
import { fetchOnDemand } from '@/lib/api/query/on-demand';
import type { Locale } from '@/lib/i18n/locales';
import type { PackageSelection } from '@/lib/package/selection';

/**
 * The seats and rooms left, read when the package page has hydrated. The
 * page's first paint may be a kept render (lib/site/edition-route.ts): right
 * for the default party, since it is forgotten when a ticket can no longer
 * seat two or a room type sells out, but the seats behind other choices
 * (four travellers, another ticket) may have moved since. The browser trusts
 * its own server's answer (validated where it was made). The package's query
 * (lib/api/queries/packages, never cached) loads with the read, after
 * hydration, not with the page.
 */
export async function readPackage(locale: Locale, slug: string, signal: AbortSignal): Promise<PackageDetail> {
  return fetchOnDemand(() => import('@/lib/api/queries/packages').then((queries) => queries.packageQuery(locale, slug)), signal);
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
export async function loadRefit(): Promise<Refit> {
  const { fitSelection } = await import('@/lib/package/selection-query');
  return (selection, rendered, now) => {
    const fitted = fitSelection(selection, rendered, now);
    return JSON.stringify(fitted) === JSON.stringify(selection) ? selection : fitted;
  };
}
