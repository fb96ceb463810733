import type { PackagesParams } from '@/lib/api/endpoints/packages';

/** Browsing spec §9: six packages per league tab. */
export const LEAGUE_PACKAGES = 6;

/** What a league tab lists: the same on the server (the first tab) and in the browser (a tab opened later). */
export const leaguePackagesParams = (tournamentSlug: string): PackagesParams => ({
  tournaments: [tournamentSlug],
  available: true,
  sortBy: 'date',
  limit: LEAGUE_PACKAGES,
});
