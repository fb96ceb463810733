import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectNoSeriousAxeViolations } from './accessibility';

/**
 * The catalogue's pages on every site (browsing spec §2): each answers 200 in
 * its site's language under its localized path, with its heading, and passes
 * axe. Names that come from the catalogue (clubs, leagues, CMS texts) are read
 * from the API the pages use, in the site's language.
 */
const SITES = [
  {
    locale: 'da',
    lang: 'da',
    paths: { packages: '/pakker', club: '/fodboldrejser', league: '/ligaer', business: '/info/erhverv' },
    headings: { packages: 'Fodboldrejser', clubs: 'Alle klubber', residualSale: 'Restsalg', blog: 'Blog' },
    club: (name: string) => `Fodboldrejser til ${name}`,
  },
  {
    locale: 'no',
    lang: 'nb',
    paths: { packages: '/pakker', club: '/fotballreiser', league: '/ligaer', business: '/info/virksomhet' },
    headings: { packages: 'Fotballreiser', clubs: 'Alle klubber', residualSale: 'Restsalg', blog: 'Blogg' },
    club: (name: string) => `Fotballreiser til ${name}`,
  },
  {
    locale: 'sv',
    lang: 'sv',
    paths: { packages: '/resor', club: '/fotbollsresor', league: '/ligor', business: '/info/verksamhet' },
    headings: { packages: 'Fotbollsresor', clubs: 'Alla klubbar', residualSale: 'Restplatser', blog: 'Blogg' },
    club: (name: string) => `Fotbollsresor till ${name}`,
  },
] as const;

const CLUB = 'fc-kobenhavn';
const LEAGUE = 'premier-league';
const ARTICLE = '48-timer-i-london';
const INFO_PAGE = 'om-os';
const BUSINESS_PAGE = 'erhverv';

/** One call of /api/v1 in a site's language. */
async function api<T>(request: APIRequestContext, locale: string, path: string): Promise<T> {
  const response = await request.get(`/api/v1/${path}`, { headers: { 'accept-language': locale } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

type Site = (typeof SITES)[number];
type CataloguePage = { name: string; path: (site: Site) => string; heading: (site: Site, request: APIRequestContext) => Promise<string> };

const PAGES: CataloguePage[] = [
  {
    name: 'home',
    path: () => '',
    heading: async (site, request) => (await api<{ cms: { landing: { title: string } } }>(request, site.locale, 'cms')).cms.landing.title,
  },
  { name: 'packages list', path: (site) => site.paths.packages, heading: async (site) => site.headings.packages },
  {
    name: 'club page',
    path: (site) => `${site.paths.club}/${CLUB}`,
    heading: async (site, request) => site.club((await api<{ club: { name: string } }>(request, site.locale, `clubs/${CLUB}`)).club.name),
  },
  {
    name: 'league page',
    path: (site) => `${site.paths.league}/${LEAGUE}`,
    heading: async (site, request) => {
      const { tournaments } = await api<{ tournaments: { slug: string; name: string }[] }>(request, site.locale, 'tournaments');
      return tournaments.find((tournament) => tournament.slug === LEAGUE)!.name;
    },
  },
  { name: 'clubs list', path: () => '/klubber', heading: async (site) => site.headings.clubs },
  { name: 'residual sale', path: () => '/restsalg', heading: async (site) => site.headings.residualSale },
  { name: 'blog', path: () => '/blog', heading: async (site) => site.headings.blog },
  {
    name: 'blog article',
    path: () => `/blog/${ARTICLE}`,
    heading: async (site, request) => (await api<{ article: { title: string } }>(request, site.locale, `blog/articles/${ARTICLE}`)).article.title,
  },
  {
    name: 'info page',
    path: () => `/info/${INFO_PAGE}`,
    heading: async (site, request) => (await api<{ page: { name: string } }>(request, site.locale, `pages/${INFO_PAGE}`)).page.name,
  },
  {
    name: 'business page',
    path: (site) => site.paths.business,
    heading: async (site, request) => (await api<{ page: { name: string } }>(request, site.locale, `pages/${BUSINESS_PAGE}`)).page.name,
  },
];

for (const site of SITES) {
  test.describe(`the catalogue pages of the ${site.locale} site`, () => {
    for (const catalogue of PAGES) {
      test(`the ${catalogue.name} answers 200 with its heading and passes axe`, async ({ page, request }) => {
        const path = `/${site.locale}${catalogue.path(site)}`;
        const heading = await catalogue.heading(site, request);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', site.lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expectNoSeriousAxeViolations(page);
      });
    }
  });
}

// ─── The club page ──────────────────────────────────────────────────────────

type Listed = { totalResults: number };
type ClubBody = {
  slug: string;
  name: string;
  isPopular: boolean;
  guidingTexts: { stadiumTourText: string | null; hotelText: string | null; premiumText: string | null };
};

/** Upcoming (bookable) packages of a club: home, away or all. */
async function upcoming(request: APIRequestContext, club: string, side: 'home' | 'away' | 'all'): Promise<number> {
  const isHome = side === 'all' ? '' : `&isHome=${side === 'home'}`;
  return (await api<Listed>(request, 'da', `packages?clubs=${club}${isHome}&available=true&limit=1`)).totalResults;
}

/** The first club, popular ones first, for which `wanted` holds. */
async function findClub(
  request: APIRequestContext,
  wanted: (counts: { home: number; away: number; all: number }) => boolean,
): Promise<(ClubBody & { home: number; away: number; all: number }) | null> {
  const { clubs } = await api<{ clubs: ClubBody[] }>(request, 'da', 'clubs?limit=200');
  for (const club of clubs) {
    const [home, away, all] = await Promise.all([upcoming(request, club.slug, 'home'), upcoming(request, club.slug, 'away'), upcoming(request, club.slug, 'all')]);
    if (wanted({ home, away, all })) return { ...club, home, away, all };
  }
  return null;
}

const UPCOMING_LIMIT = 20;

function slides(page: Page) {
  return page.getByRole('group', { name: 'Kommende kampe' }).locator('[aria-roledescription="slide"]');
}

test.describe('the club page', () => {
  test('shows the club’s home matches by default in a slider, and away or all on request', async ({ page, request }) => {
    test.slow(); // The club is found by asking the API about each club in turn.
    const club = await findClub(request, ({ home, away }) => home > 0 && away > 0);
    test.skip(!club, 'no club with both home and away matches for sale in this seed');
    await page.goto(`/da/fodboldrejser/${club!.slug}`);
    const filters = page.getByRole('navigation', { name: 'Vis kampe' });
    await expect(filters.getByRole('link', { name: 'Hjemmekampe' })).toHaveAttribute('aria-current', 'page');
    await expect(slides(page)).toHaveCount(Math.min(UPCOMING_LIMIT, club!.home));
    await expect(page.getByText('har ingen hjemmekampe til salg')).toHaveCount(0);

    await filters.getByRole('link', { name: 'Udekampe' }).click();
    await expect(page).toHaveURL(/\?matches=away$/);
    await expect(filters.getByRole('link', { name: 'Udekampe' })).toHaveAttribute('aria-current', 'page');
    await expect(slides(page)).toHaveCount(Math.min(UPCOMING_LIMIT, club!.away));

    await filters.getByRole('link', { name: 'Alle kampe' }).click();
    await expect(page).toHaveURL(/\?matches=all$/);
    await expect(slides(page)).toHaveCount(Math.min(UPCOMING_LIMIT, club!.all));
    await expectNoSeriousAxeViolations(page);
  });

  test('falls back to all matches when the club has no home matches, and says so', async ({ page, request }) => {
    test.slow(); // The club is found by asking the API about each club in turn.
    const club = await findClub(request, ({ home, all }) => home === 0 && all > 0);
    test.skip(!club, 'every club has home matches for sale in this seed');
    await page.goto(`/da/fodboldrejser/${club!.slug}`);
    const filters = page.getByRole('navigation', { name: 'Vis kampe' });
    await expect(filters.getByRole('link', { name: 'Alle kampe' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(`${club!.name} har ingen hjemmekampe til salg lige nu, så vi viser alle kampe.`)).toBeVisible();
    await expect(slides(page)).toHaveCount(Math.min(UPCOMING_LIMIT, club!.all));
    await expectNoSeriousAxeViolations(page);

    // Asking for home matches explicitly keeps home, and says there are none.
    await filters.getByRole('link', { name: 'Hjemmekampe' }).click();
    await expect(page).toHaveURL(/\?matches=home$/);
    await expect(filters.getByRole('link', { name: 'Hjemmekampe' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(`Der er ingen kommende hjemmekampe med ${club!.name} lige nu.`)).toBeVisible();
    await expect(slides(page)).toHaveCount(0);
  });

  test('the slider’s buttons move through the matches', async ({ page, request }) => {
    test.slow(); // The club is found by asking the API about each club in turn.
    const club = await findClub(request, ({ all }) => all > 3);
    test.skip(!club, 'no club with more than three matches for sale');
    await page.goto(`/da/fodboldrejser/${club!.slug}?matches=all`);
    const carousel = page.getByRole('group', { name: 'Kommende kampe' });
    const previous = carousel.getByRole('button', { name: 'Forrige kampe' });
    const next = carousel.getByRole('button', { name: 'Næste kampe' });
    await expect(next).toBeEnabled();
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(previous).toBeEnabled();
  });

  test('shows the club’s guiding texts under their headings', async ({ page, request }) => {
    const { club } = await api<{ club: ClubBody }>(request, 'sv', `clubs/${CLUB}`);
    const texts = [
      ['Arenavisning', club.guidingTexts.stadiumTourText],
      ['Hotell', club.guidingTexts.hotelText],
      ['Premium', club.guidingTexts.premiumText],
    ] as const;
    test.skip(texts.every(([, text]) => text === null), 'the club has no guiding texts in this seed');
    await page.goto(`/sv/fotbollsresor/${CLUB}`);
    for (const [heading, text] of texts) {
      const shown = page.getByRole('heading', { level: 3, name: heading, exact: true });
      if (text === null) await expect(shown).toHaveCount(0);
      else {
        await expect(shown).toBeVisible();
        await expect(page.getByText(text)).toBeVisible();
      }
    }
  });

  test('describes each upcoming match to search engines with its price and currency', async ({ page, request }) => {
    const { club } = await api<{ club: ClubBody }>(request, 'no', `clubs/${CLUB}`);
    await page.goto(`/no/fotballreiser/${CLUB}?matches=all`);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    const events = data['@graph'] as { '@type': string; homeTeam?: { name: string }; awayTeam?: { name: string }; offers?: { price: number; priceCurrency: string }[] }[];
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event['@type']).toBe('SportsEvent');
      expect([event.homeTeam?.name, event.awayTeam?.name]).toContain(club.name);
      for (const offer of event.offers ?? []) {
        expect(offer.priceCurrency).toBe('NOK');
        expect(offer.price).toBeGreaterThan(0);
      }
    }
    expect(events.some((event) => (event.offers ?? []).length > 0)).toBe(true);
  });
});

// ─── The blog's category filter ─────────────────────────────────────────────

test.describe('the blog', () => {
  test('an unknown category shows the whole blog and says the category does not exist', async ({ page, request }) => {
    const { totalResults } = await api<Listed>(request, 'da', 'blog/articles?limit=1');
    const response = await page.goto('/da/blog?category=no-such-category');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
    await expect(page.getByText('Den kategori findes ikke på bloggen, så her er alle indlæg.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Kategorier' }).getByRole('link', { name: 'Alle indlæg' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(totalResults);
    await expectNoSeriousAxeViolations(page);
  });

  test('a known category shows no such notice', async ({ page }) => {
    await page.goto('/da/blog?category=stadionguides');
    await expect(page.getByText('Den kategori findes ikke på bloggen')).toHaveCount(0);
  });
});
