import type { SportCategory, Tournament } from '@/lib/api/contract/catalogue';
import type { RouteName } from '@/lib/i18n/routing';

/** Navbar caps (browsing spec §2 "Navbar", §9): 25 leagues; other sports 10 (the longer of the two readings). */
export const MAX_LEAGUES = 25;
export const MAX_OTHER_SPORTS = 10;

export type MenuQuery = Record<string, string>;

export interface MenuItem {
  /** A key of the `menu` messages, or a name from the data (leagues, sports). */
  title: { key: string } | { text: string };
  routeName: RouteName;
  slug?: string;
  query?: MenuQuery;
  disabled?: boolean;
  submenu?: MenuItem[];
}

/**
 * The navbar menu, built once the initial data is in (browsing spec §2, §4):
 * football trips, offers, leagues (soccer tournaments), other sports (inactive
 * ones disabled), gift card, business page, about us.
 */
export function buildMenu({
  tournaments,
  sportCategories,
}: {
  tournaments: Tournament[];
  sportCategories: SportCategory[];
}): MenuItem[] {
  const leagues = tournaments
    .filter((tournament) => tournament.sportCategory.slug === 'soccer' && tournament.isActive)
    .slice(0, MAX_LEAGUES)
    .map<MenuItem>((tournament) => ({
      title: { text: tournament.name },
      routeName: '/packages',
      query: { tournaments: tournament.slug },
    }));
  const otherSports = sportCategories
    .filter((category) => category.slug !== 'soccer')
    .slice(0, MAX_OTHER_SPORTS)
    .map<MenuItem>((category) => ({
      title: { text: category.name },
      routeName: '/packages',
      query: { sportCategories: category.slug },
      disabled: !category.isActive,
    }));

  return [
    { title: { key: 'footballTrips' }, routeName: '/packages', query: { sportCategories: 'soccer' } },
    { title: { key: 'offers' }, routeName: '/packages', query: { hasOffer: 'true' } },
    ...(leagues.length ? [{ title: { key: 'leagues' }, routeName: '/packages' as const, submenu: leagues }] : []),
    ...(otherSports.length ? [{ title: { key: 'otherSports' }, routeName: '/packages' as const, submenu: otherSports }] : []),
    { title: { key: 'giftCard' }, routeName: '/gift-card' },
    { title: { key: 'business' }, routeName: '/info/profession' },
    { title: { key: 'aboutUs' }, routeName: '/info/[slug]', slug: 'om-os' },
  ];
}
