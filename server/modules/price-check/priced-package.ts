/**
 * A package as pricing and booking read it: the package page's detail, the
 * site's currency and the CMS booking discounts, with every ticket's seats as
 * they are now.
 *
 * Reading all of that takes eight statements over a dozen tables, and a sale
 * day books the same few packages hundreds of times a minute while nothing
 * in them changes but the seats. So the read is kept per package, site and
 * day, under the catalogue version (server/db/schema.ts `catalogueVersion`):
 * a number statement triggers move on with every change to any table the
 * detail is read from. Each pricing reads the version and the seats in one
 * statement; while the version stands, the kept detail is the one a fresh
 * read would give, and the seats (with what depends on them: each event's
 * seats left and the variants' prices on arrival) are laid over it. Prices
 * are never older than the statement that read the version.
 */
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Cms } from '@/lib/api/contract/content';
import type { PackageDetail } from '@/lib/api/contract/packages';
import type { Locale } from '@/lib/i18n/locales';
import { arrivalPrices } from '@/lib/package/arrival-prices';
import { keepUnder, keptUnder } from '@/server/cache';
import type { Executor } from '@/server/db';
import { catalogueVersion, packageEvents, tickets } from '@/server/db/schema';
import { findBookingConfig } from '../content/cms';
import { siteCurrency, type SiteCurrency } from '../money';
import { findPackage } from '../packages/packages';

export interface PricedPackage {
  pkg: PackageDetail;
  money: SiteCurrency;
  bookingConfig: Cms['bookingConfig'];
}

/** A priced package with the catalogue version it was read under (what else a caller keeps may be checked against it). */
export interface ReadPricedPackage extends PricedPackage {
  catalogueVersion: number;
}

/** The catalogue version and every seat count of the package's tickets, as of one statement. */
async function readLive(db: Executor, packageId: number): Promise<{ version: number; seats: Map<number, number> }> {
  const [row] = await db
    .select({
      version: catalogueVersion.value,
      seats: sql<[number, number][] | null>`(
        select json_agg(json_build_array(${tickets.id}, ${tickets.availability}))
        from ${tickets}
        where ${tickets.eventId} in (select ${packageEvents.eventId} from ${packageEvents} where ${packageEvents.packageId} = ${packageId})
      )`,
    })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  if (!row) throw new Error('The catalogue version row is missing (migration 0005)');
  return { version: Number(row.version), seats: new Map(row.seats ?? []) };
}

/** The detail with these seats: each ticket's, each event's sum, and the arrival prices that depend on them. */
export function withSeats(pkg: PackageDetail, seats: ReadonlyMap<number, number>): PackageDetail {
  const events = pkg.events.map((event) => {
    const eventTickets = event.tickets.map((ticket) => ({ ...ticket, availability: seats.get(ticket.id) ?? 0 }));
    return { ...event, tickets: eventTickets, availableTickets: eventTickets.reduce((sum, ticket) => sum + ticket.availability, 0) };
  });
  const seated = { ...pkg, events };
  return { ...seated, fromPrices: arrivalPrices(seated) };
}

async function readFresh(db: Executor, packageId: number, locale: Locale): Promise<PricedPackage | null> {
  // One statement at a time: a transaction's statements share its connection.
  const money = await siteCurrency(db, locale);
  const pkg = await findPackage(db, packageId, locale, { money, purpose: 'pricing' });
  if (!pkg) return null;
  const bookingConfig = await findBookingConfig(db, locale, money);
  if (!bookingConfig) throw new Error(`No CMS content for the site "${locale}"`);
  return { pkg, money, bookingConfig };
}

/**
 * The package priced as of now, or null when there is none on sale. `today`
 * is the site's date: the detail's travel-period bounds and arrival prices
 * depend on it, so it is part of what is kept.
 */
export async function readPricedPackage(db: Executor, packageId: number, locale: Locale, today: string): Promise<ReadPricedPackage | null> {
  const live = await readLive(db, packageId);
  const key = `${packageId}:${locale}:${today}`;
  let priced = keptUnder<PricedPackage>('pricedPackages', key, live.version);
  if (!priced) {
    const fresh = await readFresh(db, packageId, locale);
    // A package that is not on sale is not kept: it is rare, and its absence is cheap to read again.
    if (!fresh) return null;
    // Under the version read before it: a change committed in between makes the next read miss, never a stale hit.
    keepUnder('pricedPackages', key, live.version, fresh);
    priced = fresh;
  }
  return { ...priced, pkg: withSeats(priced.pkg, live.seats), catalogueVersion: live.version };
}
