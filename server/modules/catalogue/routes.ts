import 'server-only';
import {
  clubParams,
  clubsQuery,
  tournamentsQuery,
} from '@/lib/api/contract/catalogue';
import { cached, cacheKey } from '@/server/cache';
import { now } from '@/server/clock';
import { getDb } from '@/server/db';
import { notFound } from '@/server/http/errors';
import { json, parseParams, parseQuery, type Handler, type Router } from '@/server/http/router';
import { listAnnouncedMatches } from './announced-matches';
import { findClub, listClubs } from './clubs';
import { listSportCategories } from './sport-categories';
import { listTournaments } from './tournaments';

const tournamentsHandler: Handler = async ({ url, locale }) => {
  const query = parseQuery(tournamentsQuery, url);
  return json(await cached('tournaments', cacheKey(locale, query), async () => listTournaments(await getDb(), query, locale)));
};

const clubsHandler: Handler = async ({ url, locale }) => {
  const query = parseQuery(clubsQuery, url);
  return json(await cached('clubs', cacheKey(locale, query), async () => listClubs(await getDb(), query, locale)));
};

export function registerCatalogueRoutes(router: Router): void {
  router
    .get('sport-categories', async ({ locale }) => {
      const sportCategories = await cached('sportCategories', locale, async () =>
        listSportCategories(await getDb(), locale),
      );
      return json({ sportCategories, totalResults: sportCategories.length });
    })
    .get('tournaments', tournamentsHandler)
    // The specification names both paths for the same list (browsing spec §7).
    .get('event/tournaments', tournamentsHandler)
    .get('clubs', clubsHandler)
    // Like tournaments, the clubs list has a second path under `event/` (browsing spec §7).
    .get('event/clubs', clubsHandler)
    .get('clubs/:id', async ({ params, locale }) => {
      const { id } = parseParams(clubParams, params);
      const club = await cached('clubs', cacheKey(locale, { id }), async () => findClub(await getDb(), id, locale));
      if (!club) throw notFound('Club not found', 'club_not_found');
      return json({ club });
    })
    .get('clubs/:id/announced-matches', async ({ params, locale }) => {
      const { id } = parseParams(clubParams, params);
      // Not yet kicked off: the list is kept a minute (the clubs' lifetime), so it is read from the minute.
      const from = new Date(Math.floor(now().getTime() / 60_000) * 60_000);
      const matches = await cached('clubs', cacheKey(locale, { id, from: from.toISOString(), announced: true }), async () => listAnnouncedMatches(await getDb(), id, from, locale));
      if (!matches) throw notFound('Club not found', 'club_not_found');
      return json({ matches });
    });
}
