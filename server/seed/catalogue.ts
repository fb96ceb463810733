import 'server-only';
import type * as schema from '@/server/db/schema';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Plain rows per table, with explicit ids, in foreign-key order: ready to insert. */
export interface Catalogue {
  locales: Insert<typeof schema.locales>[];
  countries: Insert<typeof schema.countries>[];
  cities: Insert<typeof schema.cities>[];
  airports: Insert<typeof schema.airports>[];
  departureAirportGroups: Insert<typeof schema.departureAirportGroups>[];
  sportCategories: Insert<typeof schema.sportCategories>[];
  tournaments: Insert<typeof schema.tournaments>[];
  venues: Insert<typeof schema.venues>[];
  clubs: Insert<typeof schema.clubs>[];
  clubTournaments: Insert<typeof schema.clubTournaments>[];
  events: Insert<typeof schema.events>[];
  venueBlocks: Insert<typeof schema.venueBlocks>[];
  tickets: Insert<typeof schema.tickets>[];
  hotels: Insert<typeof schema.hotels>[];
  hotelRoomTypes: Insert<typeof schema.hotelRoomTypes>[];
  transitRoutes: Insert<typeof schema.transitRoutes>[];
  packages: Insert<typeof schema.packages>[];
  packageSites: Insert<typeof schema.packageSites>[];
  packageEvents: Insert<typeof schema.packageEvents>[];
  packageHotels: Insert<typeof schema.packageHotels>[];
  coupons: Insert<typeof schema.coupons>[];
  nationalities: Insert<typeof schema.nationalities>[];
  cmsContent: Insert<typeof schema.cmsContent>[];
  pages: Insert<typeof schema.pages>[];
  blogCategories: Insert<typeof schema.blogCategories>[];
  blogArticles: Insert<typeof schema.blogArticles>[];
  campaigns: Insert<typeof schema.campaigns>[];
  terminationFees: Insert<typeof schema.terminationFees>[];
}

export type CatalogueTable = keyof Catalogue;

export function emptyCatalogue(): Catalogue {
  return {
    locales: [],
    countries: [],
    cities: [],
    airports: [],
    departureAirportGroups: [],
    sportCategories: [],
    tournaments: [],
    venues: [],
    clubs: [],
    clubTournaments: [],
    events: [],
    venueBlocks: [],
    tickets: [],
    hotels: [],
    hotelRoomTypes: [],
    transitRoutes: [],
    packages: [],
    packageSites: [],
    packageEvents: [],
    packageHotels: [],
    coupons: [],
    nationalities: [],
    cmsContent: [],
    pages: [],
    blogCategories: [],
    blogArticles: [],
    campaigns: [],
    terminationFees: [],
  };
}

/** Serial ids handed out in generation order, one counter per table. */
export class Ids {
  private readonly last = new Map<string, number>();

  next(table: CatalogueTable): number {
    const id = (this.last.get(table) ?? 0) + 1;
    this.last.set(table, id);
    return id;
  }
}

/** Slugs that must be unique within a table: a clash gets `-2`, `-3`, … */
export class SlugSet {
  private readonly taken = new Set<string>();

  claim(base: string): string {
    let slug = base;
    for (let n = 2; this.taken.has(slug); n++) slug = `${base}-${n}`;
    this.taken.add(slug);
    return slug;
  }

  has(slug: string): boolean {
    return this.taken.has(slug);
  }
}
