import {
  clubParams,
  clubsQuery,
  tournamentsQuery,
} from '@/lib/api/contract/catalogue';
import { getDb } from '@/server/db';
import { notFound } from '@/server/http/errors';
import { json, parseParams, parseQuery, type Router } from '@/server/http/router';
import { findClub, listClubs } from './clubs';
import { listSportCategories } from './sport-categories';
import { listTournaments } from './tournaments';

export function registerCatalogueRoutes(router: Router): void {
  router
    .get('sport-categories', async ({ locale }) => {
      const sportCategories = await listSportCategories(await getDb(), locale);
      return json({ sportCategories, totalResults: sportCategories.length });
    })
    .get('tournaments', async ({ url, locale }) => {
      const query = parseQuery(tournamentsQuery, url);
      return json(await listTournaments(await getDb(), query, locale));
    })
    // The specification names both paths for the same list (browsing spec §7).
    .get('event/tournaments', async ({ url, locale }) => {
      const query = parseQuery(tournamentsQuery, url);
      return json(await listTournaments(await getDb(), query, locale));
    })
    .get('clubs', async ({ url, locale }) => {
      const query = parseQuery(clubsQuery, url);
      return json(await listClubs(await getDb(), query, locale));
    })
    .get('clubs/:id', async ({ params, locale }) => {
      const { id } = parseParams(clubParams, params);
      const club = await findClub(await getDb(), id, locale);
      if (!club) throw notFound('Club not found', 'club_not_found');
      return json({ club });
    });
}
