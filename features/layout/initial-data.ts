import { cache } from 'react';
import { createApiClient } from '@/lib/api/client';
import { getClubs, getSportCategories, getTournaments } from '@/lib/api/endpoints/catalogue';
import { getCms } from '@/lib/api/endpoints/content';
import { getPopularCities } from '@/lib/api/endpoints/geography';
import type { Locale } from '@/lib/i18n/locales';
import { buildMenu } from './menu';

/** The shell could not load what every page needs: the page answers 500 (browsing spec §4, §8). */
export class InitialDataError extends Error {
  readonly statusCode = 500;
  constructor(cause: unknown) {
    super('Can not get initial data right now, please try later', { cause });
    this.name = 'InitialDataError';
  }
}

/**
 * Server initialisation (browsing spec §4): popular tournaments, tournaments,
 * popular clubs, popular cities, sport categories and the CMS content, loaded
 * in parallel, then the menu. Once per request, however many components ask.
 */
export const loadInitialData = cache(async (locale: Locale) => {
  const api = createApiClient({ locale });
  try {
    const [popularTournaments, tournaments, popularClubs, popularCities, sportCategories, cms] = await Promise.all([
      getTournaments(api, { isPopular: true, limit: 99 }),
      getTournaments(api, { isActive: true, limit: 99 }),
      getClubs(api, { isPopular: true, limit: 99 }),
      getPopularCities(api, { limit: 99 }),
      getSportCategories(api),
      getCms(api),
    ]);
    return {
      popularTournaments: popularTournaments.tournaments,
      tournaments: tournaments.tournaments,
      /**
       * The popular clubs as the search boxes and the home page's club grid
       * show them. One array for all of a page's: React's payload then
       * carries it once and refers to it from the others.
       */
      searchClubs: popularClubs.clubs.map(({ slug, name, logoThumbUrl }) => ({ slug, name, logoThumbUrl })),
      popularCities: popularCities.cities,
      sportCategories,
      cms,
      menu: buildMenu({ tournaments: tournaments.tournaments, sportCategories }),
    };
  } catch (error) {
    console.error('[layout] initial data failed', error);
    throw new InitialDataError(error);
  }
});

export type InitialData = Awaited<ReturnType<typeof loadInitialData>>;
