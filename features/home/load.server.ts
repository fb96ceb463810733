import 'server-only';
import { createApiClient } from '@/lib/api/client';
import type { ArticleSummary } from '@/lib/api/contract/blog';
import type { Campaign } from '@/lib/api/contract/campaigns';
import type { Tournament } from '@/lib/api/contract/catalogue';
import type { MinimalPackage } from '@/lib/api/contract/packages';
import { getArticles } from '@/lib/api/endpoints/blog';
import { getCampaigns } from '@/lib/api/endpoints/campaigns';
import { getPackages } from '@/lib/api/endpoints/packages';
import type { Locale } from '@/lib/i18n/locales';
import { leaguePackagesParams } from './league-packages';

/** Browsing spec §9: three blog articles (and six packages per league tab, ./league-packages.ts). */
export const BLOG_ARTICLES = 3;
/** The recommended slider: every recommended package up to this many. */
export const RECOMMENDED_PACKAGES = 12;

export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };

/** The result of one section's load; a failure keeps the server's message for the toast. */
export async function attempt<T>(load: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

export type LeaguePackages = { tournament: Tournament; packages: Loaded<MinimalPackage[]> };

export type HomeSections = {
  recommended: Loaded<MinimalPackage[]>;
  /** The leagues whose tab the server renders: the first, open one (the others load when opened). */
  leagues: LeaguePackages[];
  campaigns: Loaded<Campaign[]>;
  articles: Loaded<ArticleSummary[]>;
};

/**
 * The home page's own data, each section on its own (browsing spec §8): one
 * that fails leaves the others and the page standing. The shell's initial
 * data (popular clubs and tournaments, sport categories, CMS) is loaded by
 * the layout, and a failure there is the page's 500.
 */
export async function loadHomeSections(locale: Locale, popularTournaments: Tournament[]): Promise<HomeSections> {
  const api = createApiClient({ locale });
  const [recommended, leagues, campaigns, articles] = await Promise.all([
    attempt(async () => (await getPackages(api, { section: 'home', available: true, sortBy: 'date', limit: RECOMMENDED_PACKAGES })).packages),
    Promise.all(
      popularTournaments.slice(0, 1).map(async (tournament) => ({
        tournament,
        packages: await attempt(async () => (await getPackages(api, leaguePackagesParams(tournament.slug))).packages),
      })),
    ),
    attempt(async () => (await getCampaigns(api)).campaigns),
    attempt(async () => (await getArticles(api, { section: 'home', limit: BLOG_ARTICLES })).articles),
  ]);

  for (const [section, result] of [
    ['recommended', recommended],
    ...leagues.map(({ tournament, packages }) => [`league ${tournament.slug}`, packages] as const),
    ['campaigns', campaigns],
    ['blog', articles],
  ] as const) {
    if (!result.ok) console.error('[home] %s failed to load: %s', section, result.message);
  }
  return { recommended, leagues, campaigns, articles };
}

/** The messages the visitor is told about: everything but the blog, which is only logged (§8). */
export function toastMessages({ recommended, leagues, campaigns }: HomeSections): string[] {
  return [recommended, ...leagues.map((league) => league.packages), campaigns].flatMap((result) => (result.ok ? [] : [result.message]));
}
