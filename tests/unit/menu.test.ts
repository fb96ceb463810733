import { describe, expect, it } from 'vitest';
import { buildMenu, MAX_LEAGUES, MAX_OTHER_SPORTS } from '@/features/layout/menu';
import type { SportCategory, Tournament } from '@/lib/api/contract/catalogue';

const soccer = { id: 1, slug: 'soccer', name: 'Fodbold' };
const tournament = (n: number, category = soccer, isActive = true): Tournament => ({
  id: n,
  slug: `league-${n}`,
  name: `League ${n}`,
  sportCategory: category,
  logo: { originalUrl: `/media/crest/tournament/league-${n}.svg` },
  isActive,
  isPopular: false,
});
const category = (slug: string, isActive: boolean, id = slug.length): SportCategory => ({
  id,
  slug,
  name: slug,
  isActive,
  imgName: slug,
});

describe('the navbar menu', () => {
  it('links football trips to soccer packages and offers to packages with an offer', () => {
    const [football, offers] = buildMenu({ tournaments: [], sportCategories: [] });
    expect(football).toMatchObject({ routeName: '/packages', query: { sportCategories: 'soccer' } });
    expect(offers).toMatchObject({ routeName: '/packages', query: { hasOffer: 'true' } });
  });

  it('lists at most 25 active soccer tournaments, each linking to its packages', () => {
    const f1 = { id: 2, slug: 'formula-1', name: 'Formel 1' };
    const tournaments = [
      ...Array.from({ length: 30 }, (_, i) => tournament(i + 1)),
      tournament(99, f1),
      tournament(98, soccer, false),
    ];
    const leagues = buildMenu({ tournaments, sportCategories: [] }).find((item) => 'key' in item.title && item.title.key === 'leagues');
    expect(leagues?.submenu).toHaveLength(MAX_LEAGUES);
    expect(leagues?.submenu?.[0]).toMatchObject({ title: { text: 'League 1' }, query: { tournaments: 'league-1' } });
    expect(leagues?.submenu?.some((item) => item.query?.tournaments === 'league-99')).toBe(false);
    expect(leagues?.submenu?.some((item) => item.query?.tournaments === 'league-98')).toBe(false);
  });

  it('lists other sports, at most 10, with inactive ones disabled', () => {
    const sportCategories = [
      category('soccer', true),
      category('formula-1', true),
      category('nfl-rejser', false),
      ...Array.from({ length: 12 }, (_, i) => category(`sport-${i}`, true, 100 + i)),
    ];
    const other = buildMenu({ tournaments: [], sportCategories }).find((item) => 'key' in item.title && item.title.key === 'otherSports');
    expect(other?.submenu).toHaveLength(MAX_OTHER_SPORTS);
    expect(other?.submenu?.[0]).toMatchObject({ query: { sportCategories: 'formula-1' }, disabled: false });
    expect(other?.submenu?.[1]).toMatchObject({ query: { sportCategories: 'nfl-rejser' }, disabled: true });
    expect(other?.submenu?.some((item) => item.query?.sportCategories === 'soccer')).toBe(false);
  });

  it('ends with gift card, the business page and about us', () => {
    const items = buildMenu({ tournaments: [], sportCategories: [] });
    expect(items.slice(-3)).toEqual([
      { title: { key: 'giftCard' }, routeName: '/gift-card' },
      { title: { key: 'business' }, routeName: '/info/profession' },
      { title: { key: 'aboutUs' }, routeName: '/info/[slug]', slug: 'om-os' },
    ]);
  });
});
