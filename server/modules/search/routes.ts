import 'server-only';
import { searchLength, searchQuery, SEARCH_MIN_LENGTH, typeaheadQuery } from '@/lib/api/contract/search';
import { cached, cacheKey } from '@/server/cache';
import { today } from '@/server/clock';
import { getDb } from '@/server/db';
import { json, parseQuery, type Router } from '@/server/http/router';
import { search, typeahead } from './search';

/** The cache key of a query: "København " and "københavn" ask the same. */
const asked = (q: string) => q.trim().toLocaleLowerCase();

export function registerSearchRoutes(router: Router): void {
  router
    .get('search', async ({ url, locale }) => {
      const { q } = parseQuery(searchQuery, url);
      // Browsing spec §9: under 2 characters nothing is searched, and the database is not asked.
      if (searchLength(q) < SEARCH_MIN_LENGTH) return json({ clubs: [], events: [] });
      // Answers name packages and only upcoming events, so they live as long as package lists
      // and are keyed by the day too.
      const day = today();
      return json(await cached('search', cacheKey(locale, { search: asked(q), day }), async () => search(await getDb(), q, day, locale)));
    })
    .get('search/typeahead', async ({ url, locale }) => {
      const { q, limit } = parseQuery(typeaheadQuery, url);
      if (searchLength(q) < SEARCH_MIN_LENGTH) return json({ suggestions: [] });
      const day = today();
      const suggestions = await cached('search', cacheKey(locale, { typeahead: asked(q), limit, day }), async () =>
        typeahead(await getDb(), q, day, limit, locale),
      );
      return json({ suggestions });
    });
}
