import type { MetadataRoute } from 'next';
import { requestOrigin } from './_shared/site-of-host';

/** robots.txt of the domain asked: everything but the API, bookings and the test page; its own sitemap. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await requestOrigin();
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/*/play-ground', '/*/faktura', '/*/pakker/*/book', '/*/resor/*/book'],
    },
    sitemap: `${origin}/sitemap.xml`,
  };
}
