/**
 * `GET packages` and `GET packages/{idOrSlug}`: one query for the page of
 * packages (filters as EXISTS subqueries over package_events and events), one
 * count, then the page's events in one batch (present.ts).
 */
import 'server-only';
import { and, asc, count, desc, eq, exists, gte, inArray, lte, ne, or, sql, type Column, type SQL } from 'drizzle-orm';
import type {
  FullPackage,
  MinimalPackage,
  PackageDetail,
  PackagesQuery,
  Representation,
} from '@/lib/api/contract/packages';
import type { Locale } from '@/lib/i18n/locales';
import type { Executor } from '@/server/db';
import {
  cities,
  clubs,
  countries,
  events,
  hotels,
  packageEvents,
  packageHotels,
  packageSites,
  packages,
  sportCategories,
  tournaments,
} from '@/server/db/schema';
import { pick } from '../localize';
import { fromDkk, siteCurrency, type SiteCurrency } from '../money';
import { readAll } from '@/server/db/reads';
import { siteDay } from './reductions';
import { everyMatchStands, listedForSale, onSale } from './on-sale';
import { loadDetailExtras, presentPackages, type PackageWithDestination } from './present';
import { asSold, soldOn } from './site-offer';
import { readTerminationFees } from './termination-fees';

/** Splits "ids or slugs" lists into the two kinds. */
function idsAndSlugs(values: readonly (number | string)[]) {
  return {
    ids: values.filter((value): value is number => typeof value === 'number'),
    slugs: values.filter((value): value is string => typeof value === 'string'),
  };
}

/** `column` is one of these ids, or the id of a row of `table` with one of these slugs. */
function idOrSlugIn(
  db: Executor,
  column: typeof events.tournamentId | typeof events.homeClubId | typeof events.guestClubId,
  table: typeof tournaments | typeof clubs,
  values: readonly (number | string)[],
): SQL | undefined {
  const { ids, slugs } = idsAndSlugs(values);
  return or(
    ids.length > 0 ? inArray(column, ids) : undefined,
    slugs.length > 0 ? inArray(column, db.select({ id: table.id }).from(table).where(inArray(table.slug, slugs))) : undefined,
  );
}

/** Some event of the package satisfies `condition`. */
function hasEvent(db: Executor, condition: SQL | undefined): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(packageEvents)
      .innerJoin(events, eq(events.id, packageEvents.eventId))
      .where(and(eq(packageEvents.packageId, packages.id), condition)),
  );
}

/**
 * The WHERE of the list: every filter of the query, plus "not over yet", "on
 * sale" and "its match is not cancelled"; `available` also asks that every
 * match stands (none postponed). The query joins the site's `package_sites` row.
 */
export function packageFilters(db: Executor, query: PackagesQuery, today: string): SQL | undefined {
  const where: (SQL | undefined)[] = [gte(packages.endDate, today), listedForSale(db)];
  const flag = (column: Column, value: boolean | undefined) => {
    if (value !== undefined) where.push(eq(column, value));
  };

  if (query.sportCategories) {
    const categoryIds = db.select({ id: sportCategories.id }).from(sportCategories).where(inArray(sportCategories.slug, query.sportCategories));
    where.push(hasEvent(db, inArray(events.sportCategoryId, categoryIds)));
  }
  if (query.tournaments) where.push(hasEvent(db, idOrSlugIn(db, events.tournamentId, tournaments, query.tournaments)));
  if (query.clubs) {
    const atHome = idOrSlugIn(db, events.homeClubId, clubs, query.clubs);
    const away = idOrSlugIn(db, events.guestClubId, clubs, query.clubs);
    where.push(hasEvent(db, query.isHome === undefined ? or(atHome, away) : query.isHome ? atHome : away));
  }
  if (query.matchTypes) where.push(hasEvent(db, inArray(events.matchType, query.matchTypes)));

  flag(packages.hasOffer, query.hasOffer);
  flag(packages.isBudgetTrip, query.budgetTrips);
  flag(packages.blackWeekOfferAvailable, query.blackWeek);
  flag(packages.christmasOfferAvailable, query.christmas);
  flag(packages.newYearOfferAvailable, query.newYear);
  flag(packageSites.premiumAvailable, query.premium);
  flag(packages.isResidualSale, query.residualSale);
  if (query.packageType !== 'all') where.push(eq(packages.packageType, query.packageType));
  if (query.dateFrom) where.push(gte(packages.endDate, query.dateFrom));
  if (query.dateTo) where.push(lte(packages.startDate, query.dateTo));
  if (query.available) where.push(eq(packages.isSoldOut, false), gte(packages.startDate, today), everyMatchStands(db));
  if (query.section === 'home') where.push(eq(packages.isRecommended, true));
  return and(...where);
}

/** The best-known club of the package's events: the popularity sort. */
const popularity = sql<number>`(
  select coalesce(max(${clubs.popularity}), 0)
  from ${packageEvents}
  inner join ${events} on ${events.id} = ${packageEvents.eventId}
  inner join ${clubs} on ${clubs.id} in (${events.homeClubId}, ${events.guestClubId})
  where ${packageEvents.packageId} = ${packages.id}
)`;

/**
 * The lowest price a card lists: the cheapest variant the package offers on
 * the site (lib/packages/variants.ts `packageVariants`; premium is never the
 * cheapest), so a flight-less trip sorts by its price without flight, not by
 * a full trip it does not sell. LEAST skips the variants it does not offer.
 */
const lowestListPrice = sql<number>`least(
  case when ${packages.isResidualSale} or (not ${packageSites.isFlightLess} and not ${packages.isHotelLess}) then ${packageSites.defaultPrice} end,
  case when not ${packages.isResidualSale} and not ${packageSites.isTransitLess} then ${packageSites.defaultWithTransitPrice} end,
  case when not ${packages.isResidualSale} and ${packageSites.isFlightLess} then ${packageSites.defaultFlightLessPrice} end,
  case when not ${packages.isResidualSale} and ${packages.isHotelLess} and not ${packageSites.isFlightLess} then ${packageSites.defaultHotelLessPrice} end
)`;

function orderOf(sortBy: PackagesQuery['sortBy']): SQL[] {
  const byDate = [asc(packages.startDate), asc(packages.id)];
  switch (sortBy) {
    case 'date':
      return byDate;
    case 'price':
      return [sql`${lowestListPrice} asc nulls last`, ...byDate];
    case '-price':
      return [sql`${lowestListPrice} desc nulls last`, ...byDate];
    case 'popularity':
      return [desc(popularity), desc(packages.isRecommended), ...byDate];
  }
}

const withDestination = { pkg: packages, site: packageSites, city: cities, country: countries };

const sold = ({ pkg, site, city, country }: { pkg: typeof packages.$inferSelect; site: typeof packageSites.$inferSelect; city: typeof cities.$inferSelect; country: typeof countries.$inferSelect }): PackageWithDestination => ({
  pkg: asSold(pkg, site),
  city,
  country,
});

export async function listPackages(
  db: Executor,
  query: PackagesQuery,
  representation: Representation,
  today: string,
  locale: Locale,
): Promise<{ packages: MinimalPackage[] | FullPackage[]; totalResults: number }> {
  const condition = packageFilters(db, query, today);
  const [rows, [total], money] = await Promise.all([
    db
      .select(withDestination)
      .from(packages)
      .innerJoin(packageSites, soldOn(locale))
      .innerJoin(cities, eq(cities.id, packages.destinationCityId))
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(condition)
      .orderBy(...orderOf(query.sortBy))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(packages).innerJoin(packageSites, soldOn(locale)).where(condition),
    siteCurrency(db, locale),
  ]);
  return {
    packages: await presentPackages(db, rows.map(sold), representation, money, locale),
    totalResults: Number(total?.value ?? 0),
  };
}

export interface FindPackageOptions {
  /** The site's currency and rate, when the caller has read them already. */
  money?: SiteCurrency;
  /**
   * `page` (the default): everything the package page shows. `pricing`: what
   * pricing and booking read, without the page's links to the other dates of
   * the match (`options` is empty), the clubs' guiding texts (null) and the
   * reductions (all null).
   */
  purpose?: 'page' | 'pricing';
}

/** One package, full, with its options and hotels; null when there is none on sale. Past packages are still found (old links). */
export async function findPackage(
  db: Executor,
  idOrSlug: number | string,
  locale: Locale,
  { money: knownMoney, purpose = 'page' }: FindPackageOptions = {},
): Promise<PackageDetail | null> {
  const [found] = await db
    .select(withDestination)
    .from(packages)
    .innerJoin(packageSites, soldOn(locale))
    .innerJoin(cities, eq(cities.id, packages.destinationCityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(and(typeof idOrSlug === 'number' ? eq(packages.id, idOrSlug) : eq(packages.slug, idOrSlug), onSale(db)))
    .limit(1);
  if (!found) return null;
  const row = sold(found);
  const packageId = row.pkg.id;

  const firstEvent = db
    .select({ eventId: packageEvents.eventId })
    .from(packageEvents)
    .where(eq(packageEvents.packageId, packageId))
    .orderBy(asc(packageEvents.position))
    .limit(1);
  const [money, options, hotelRows, fees] = await readAll(db, [
    async () => knownMoney ?? siteCurrency(db, locale),
    async () =>
      purpose === 'pricing'
        ? []
        : db
            .selectDistinct({ id: packages.id, slug: packages.slug, title: packages.title, startDate: packages.startDate })
            .from(packages)
            .innerJoin(packageSites, soldOn(locale))
            .innerJoin(packageEvents, eq(packageEvents.packageId, packages.id))
            .where(and(ne(packages.id, packageId), inArray(packageEvents.eventId, firstEvent)))
            .orderBy(asc(packages.startDate), asc(packages.id)),
    () =>
      db
        .select({ link: packageHotels, hotel: hotels })
        .from(packageHotels)
        .innerJoin(hotels, eq(hotels.id, packageHotels.hotelId))
        .where(eq(packageHotels.packageId, packageId))
        .orderBy(asc(packageHotels.orderNumber), asc(hotels.id)),
    () => readTerminationFees(db),
  ]);
  // Pricing and booking announce no reduction: they leave the price history unread.
  const [full] = await presentPackages(db, [row], 'full', money, locale, { reductions: purpose === 'page' });
  if (!full) return null;
  const extras = await loadDetailExtras(
    db,
    full,
    hotelRows.map(({ hotel }) => hotel.id),
    money,
    locale,
    { guidingTexts: purpose === 'page' },
  );
  return {
    ...full,
    events: extras.events,
    options: options.map((option) => ({ id: option.id, slug: option.slug, title: pick(option.title, locale) })),
    hotels: hotelRows.map(({ link, hotel }) => ({
      id: hotel.id,
      slug: hotel.slug,
      name: hotel.name,
      star: hotel.star,
      isDefault: link.isDefault,
      orderNumber: link.orderNumber,
      upgradePricePerNight: fromDkk(link.upgradePricePerNight, money.rateFromDkk),
      rooms: extras.roomsByHotel.get(hotel.id) ?? [],
    })),
    transitRoutes: extras.transitRoutes,
    maxAllowedTravelDurationDayBound: extras.maxAllowedTravelDurationDayBound,
    reducedMobility: row.pkg.reducedMobility,
    terminationFees: fees,
    today: siteDay(locale),
  };
}
