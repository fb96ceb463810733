import type { MetadataRoute } from 'next';
import { INFO_PAGES, LEGAL_LINKS } from '@/features/layout/site-footer';
import { createApiClient, type ApiClient } from '@/lib/api/client';
import { getArticles } from '@/lib/api/endpoints/blog';
import { getClubs, getTournaments } from '@/lib/api/endpoints/catalogue';
import { getPackages } from '@/lib/api/endpoints/packages';
import { SITES } from '@/lib/site/sites';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { absoluteUrl } from './_shared/seo';
import { localesOfRequest } from './_shared/site-of-host';

type Href = Parameters<typeof absoluteUrl>[1];

/** A page size every list endpoint accepts. */
const PAGE = 50;

/** Every item of a paged list. */
async function all<T>(load: (offset: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await load(offset);
    items.push(...page.items);
    if (page.items.length === 0 || items.length >= page.total) return items;
  }
}

async function routesOf(api: ApiClient): Promise<Href[]> {
  const [packages, clubs, { tournaments }, articles] = await Promise.all([
    all((offset) => getPackages(api, { available: true, limit: PAGE, offset }).then((r) => ({ items: r.packages, total: r.totalResults }))),
    all((offset) => getClubs(api, { limit: PAGE, offset }).then((r) => ({ items: r.clubs, total: r.totalResults ?? 0 }))),
    getTournaments(api, { limit: PAGE, isActive: true }),
    all((offset) => getArticles(api, { limit: PAGE, offset }).then((r) => ({ items: r.articles, total: r.totalResults }))),
  ]);
  return [
    '/',
    '/packages',
    '/clubs',
    '/residual-sale',
    '/gift-card',
    '/blog',
    '/info/profession',
    ...LEGAL_LINKS.map(({ route }): Href => route),
    ...INFO_PAGES.map((slug): Href => ({ pathname: '/info/[slug]', params: { slug } })),
    ...tournaments.map((league): Href => ({ pathname: '/leagues/[slug]', params: { slug: league.slug } })),
    ...clubs.map((club): Href => ({ pathname: '/football-trips/[slug]', params: { slug: club.slug } })),
    ...packages.map((pkg): Href => ({ pathname: '/packages/[slug]', params: { slug: pkg.slug } })),
    ...articles.map((article): Href => ({ pathname: '/blog/[slug]', params: { slug: article.slug } })),
  ];
}

/**
 * sitemap.xml of the domain asked (a country domain lists its own site,
 * plain localhost all three), each address with its hreflang alternates.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const locales = await localesOfRequest();
  const perSite = await Promise.all(
    locales.map(async (locale: Locale) => (await routesOf(createApiClient({ locale }))).map((href) => ({ locale, href }))),
  );
  return perSite.flat().map(({ locale, href }) => ({
    url: absoluteUrl(locale, href),
    alternates: { languages: Object.fromEntries(LOCALES.map((other) => [SITES[other].htmlLang, absoluteUrl(other, href)])) },
  }));
}

export const dynamic = 'force-dynamic';
