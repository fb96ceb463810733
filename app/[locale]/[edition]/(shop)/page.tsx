import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/app/_shared/client-messages';
import { pageEdition, seasonOn } from '@/app/_shared/clock';
import { siteLocale } from '@/app/_shared/site-locale';
import { ClubGrid } from '@/features/catalogue/club-grid';
import { PackageCard } from '@/features/packages/package-card';
import { ArticleGrid } from '@/features/content/article-card';
import { CampaignList } from '@/features/home/campaign-list';
import { CardSlider } from '@/components/ui/card-slider';
import { CategoryTiles } from '@/features/home/category-tiles';
import { categoryTiles } from '@/features/home/home-categories';
import { HeroBackdrop, heroClassName, LandingVideo } from '@/features/home/landing-media';
import { LeagueCards } from './_home/league-cards';
import { LeaguePanel } from './_home/league-panel';
import { LeagueTabs } from '@/features/home/league-tabs';
import { LoadErrorToasts } from '@/features/home/load-error-toasts';
import { loadHomeSections, toastMessages } from '@/features/home/load.server';
import { MoreLink } from '@/features/home/more-link';
import { PartnerLogos } from '@/features/home/partner-logos';
import { loadInitialData } from '@/features/layout/initial-data';
import { SearchBox } from '@/features/search/search-box';

type Props = { params: Promise<{ locale: Locale; edition: string }> };

/**
 * The home page (browsing spec §2 Home), sections in the specification's
 * order. Everything renders on the server; the slider, the league tabs and
 * the error toasts are the only client islands. A section whose data failed
 * to load is left out, and the page still answers 200 (§8).
 */
export default async function HomePage({ params }: Props) {
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  // The shell loaded these already: the same answers, once per request.
  const { cms, searchClubs, popularTournaments, sportCategories } = await loadInitialData(locale);
  const [t, season, sections] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    pageEdition(params).then(seasonOn),
    loadHomeSections(locale, popularTournaments),
  ]);
  const { landing } = cms;
  const recommended = sections.recommended.ok ? sections.recommended.data : [];
  // The open tab's packages come with the page; a tab whose packages the server does not have loads them when opened.
  const rendered = new Map(sections.leagues.flatMap(({ tournament, packages }) => (packages.ok ? [[tournament.slug, packages.data]] : [])));
  const campaigns = sections.campaigns.ok ? sections.campaigns.data : [];
  const articles = sections.articles.ok ? sections.articles.data : [];
  const tiles = categoryTiles(sportCategories);

  return (
    <ClientMessages locale={locale} namespaces={['home', 'packages']}>
      <section className={heroClassName(landing)} aria-labelledby="home-heading">
        <HeroBackdrop />
        <h1 id="home-heading">{landing.title}</h1>
        <p>{landing.description}</p>
        <SearchBox variant="hero" popularClubs={searchClubs} />
        <LandingVideo landing={landing} label={t('video', { title: landing.title })} />
      </section>

      {recommended.length > 0 && (
        <section className="section" aria-labelledby="home-recommended">
          <h2 id="home-recommended">{t('recommended')}</h2>
          <CardSlider
            label={t('recommended')}
            previousLabel={t('previousSlides')}
            nextLabel={t('nextSlides')}
            items={recommended.map((pkg, index) => ({
              key: String(pkg.id),
              label: t('slideLabel', { index: index + 1, total: recommended.length }),
              content: <PackageCard pkg={pkg} season={season} headingLevel={3} />,
            }))}
          />
        </section>
      )}

      {popularTournaments.length > 0 && (
        <section className="section" aria-labelledby="home-leagues">
          <h2 id="home-leagues">{t('leagues')}</h2>
          <LeagueTabs
            label={t('leaguesTabs')}
            tabs={popularTournaments.map(({ slug, name }) => {
              const packages = rendered.get(slug);
              return {
                key: slug,
                label: name,
                panel: packages ? (
                  <LeagueCards league={{ slug, name }} packages={packages} season={season} />
                ) : (
                  <LeaguePanel league={{ slug, name }} season={season} />
                ),
              };
            })}
          />
        </section>
      )}

      <section className="section" aria-labelledby="popular-clubs">
        <h2 id="popular-clubs">{t('popularClubs')}</h2>
        <ClubGrid clubs={searchClubs} emptyText={t('noClubs')} />
      </section>

      {campaigns.length > 0 && (
        <section className="section" aria-labelledby="home-campaigns">
          <h2 id="home-campaigns">{t('campaigns')}</h2>
          <CampaignList campaigns={campaigns} locale={locale} />
        </section>
      )}

      {articles.length > 0 && (
        <section className="section" aria-labelledby="home-blog">
          <h2 id="home-blog">{t('blog')}</h2>
          <ArticleGrid articles={articles} />
          <MoreLink href="/blog">{t('blogAll')}</MoreLink>
        </section>
      )}

      {tiles.length > 0 && (
        <section className="section" aria-labelledby="home-categories">
          <h2 id="home-categories">{t('categories')}</h2>
          <CategoryTiles categories={tiles} />
        </section>
      )}

      <section className="section" aria-labelledby="home-partners">
        <h2 id="home-partners">{t('partners')}</h2>
        <PartnerLogos locale={locale} />
      </section>

      <LoadErrorToasts messages={toastMessages(sections).map((message) => t('error', { message }))} />
    </ClientMessages>
  );
}
