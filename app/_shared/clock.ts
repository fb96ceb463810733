import { notFound } from 'next/navigation';
import { parseShopNow } from '@/lib/clock';
import { activeSeason, type Season } from '@/lib/seasons';
import { editionNow, editionSearchParams, parseEdition, type Edition } from '@/lib/site/edition';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The page's edition (lib/site/edition.ts): its day, host kind and query, as
 * the proxy wrote them into the route. A segment that names none is a 404.
 */
export async function pageEdition(params: Promise<{ edition: string }>): Promise<Edition> {
  const edition = parseEdition((await params).edition);
  if (!edition) notFound();
  return edition;
}

/**
 * The query a page renders: its edition's, so that the page is kept per query;
 * the request's own only on a live edition (rendered per request).
 */
export async function pageQuery(edition: Edition, searchParams: Promise<SearchParams>): Promise<SearchParams> {
  return edition.live ? await searchParams : editionSearchParams(edition.query);
}

/** The page's day as an instant (noon UTC, the same calendar day in every site's zone). */
export function pageNow(edition: Edition): Date {
  return editionNow(edition);
}

/** The seasonal offer period on the page's day (browsing spec §2 "Seasonal banners"). */
export function seasonOn(edition: Edition): Season | null {
  return activeSeason(edition.day);
}

/** Today outside any edition (the root not-found): `SHOP_NOW`, or the clock. */
export function serverNow(): Date {
  return parseShopNow(process.env.SHOP_NOW) ?? new Date();
}
