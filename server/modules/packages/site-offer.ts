/**
 * A package as one site sells it (`package_sites`): its default flight from
 * the site's home departure area, its bus from the site's country, the
 * variants the site offers and their prices, laid over the package's row.
 * Every read that shows, prices or books a package reads it this way, so a
 * site never sells another country's trip.
 */
import 'server-only';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import { packageSites, packages, type DefaultServices } from '@/server/db/schema';

type PackageTableRow = typeof packages.$inferSelect;
type PackageSiteRow = typeof packageSites.$inferSelect;

/** The package's row with its site's flight, bus, variants and prices. */
export type PackageRow = Omit<PackageTableRow, 'defaultServices'> &
  Omit<PackageSiteRow, 'packageId' | 'locale' | 'flight' | 'transit'> & { defaultServices: DefaultServices };

/** The join of a package to its row for this site: a package without one is not sold there. */
export function soldOn(locale: Locale): SQL {
  return and(eq(packageSites.packageId, packages.id), eq(packageSites.locale, locale))!;
}

export function asSold(pkg: PackageTableRow, site: PackageSiteRow): PackageRow {
  const { packageId: _packageId, locale: _locale, flight, transit, ...offer } = site;
  return { ...pkg, ...offer, defaultServices: { ...pkg.defaultServices, flight, transit } };
}
