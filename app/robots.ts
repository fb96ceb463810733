import type { MetadataRoute } from 'next';
import { siteOrigin } from './_shared/seo';
import { localesOfRequest } from './_shared/site-of-host';

/**
 * robots.txt of the domain asked: everything but the API, bookings and the
 * test page, and the sitemap of that country site. Its address comes from the
 * configured domains (SITE_DOMAINS), never from Host or X-Forwarded-* headers,
 * which anyone can set and a shared cache would then serve to everyone. Any
 * other host (plain localhost) serves all three sites, so it names all three
 * sitemaps.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const sites = await localesOfRequest();
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/staff', '/*/play-ground', '/*/faktura', '/*/test-gateway', '/*/pakker/*/book', '/*/resor/*/book'],
    },
    sitemap: sites.map((locale) => `${siteOrigin(locale)}/sitemap.xml`),
  };
}
