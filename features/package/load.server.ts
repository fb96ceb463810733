import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { ApiError, createApiClient } from '@/lib/api/client';
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/client-address';
import { SLUG_PATTERN } from '@/lib/api/contract/common';
import type { Coupon } from '@/lib/api/contract/coupons';
import type { OfferedServices } from '@/lib/api/contract/offers';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { getCoupon } from '@/lib/api/endpoints/coupons';
import { getOffer } from '@/lib/api/endpoints/offers';
import { getPackage } from '@/lib/api/endpoints/packages';
import { nullIfNotFound } from '@/lib/api/not-found';
import { decodeOfferLink, type OfferLink } from '@/lib/offers/offer-link';

/** One request per render: generateMetadata and the page share the answer; null answers the page's 404. */
export const loadPackage = cache(async (locale: string, slug: string): Promise<PackageDetail | null> => {
  if (!SLUG_PATTERN.test(slug)) return null;
  return nullIfNotFound(() => getPackage(createApiClient({ locale }), slug));
});

/** A link's coupon: the one that applies, or why the shop refused the code (its own words, in the site's language). */
export type LinkedCoupon = { coupon: Coupon; refusal: null } | { coupon: null; refusal: string | null };

/**
 * The coupon a link carries (`?coupon=`), when it applies today. A code the
 * shop refuses (unknown, malformed, a gift card of another site) comes with
 * the shop's reason, for the page to tell the visitor; any other failure (a
 * limit, an outage) reads as no coupon and no reason (the box offers to
 * enter one), as the page may be kept for the next visitor with the same
 * link. The visitor's address goes with the call: a code in the address is
 * a guess like one typed in the box, and limited as one (a visitor over the
 * limit is not kept waiting for retries).
 */
export const loadCoupon = cache(async (locale: string, code: string): Promise<LinkedCoupon> => {
  const visitor = (await headers()).get(CLIENT_ADDRESS_HEADER);
  try {
    return { coupon: await getCoupon(createApiClient({ locale, headers: visitor ? { [CLIENT_ADDRESS_HEADER]: visitor } : undefined, sleep: async () => {} }), code), refusal: null };
  } catch (error) {
    const refused = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return { coupon: null, refusal: refused ? error.message : null };
  }
});

/**
 * The offer an address reopens (`utm_source=pdf_offer&offerId=…`, booking spec
 * §2, §4): its link read back with what it offered, or null when there is no such offer or its link
 * cannot be read (the page then opens as it would without it, and says so).
 * The visitor's address goes with the call: offer numbers follow each other,
 * and reading them is limited per visitor (a visitor over it is not kept
 * waiting for retries, and reads as no offer).
 */
export const loadOffer = cache(async (locale: string, offerId: number): Promise<{ link: OfferLink; offered: OfferedServices | null } | null> => {
  const visitor = (await headers()).get(CLIENT_ADDRESS_HEADER);
  const client = createApiClient({ locale, headers: visitor ? { [CLIENT_ADDRESS_HEADER]: visitor } : undefined, sleep: async () => {} });
  const offer = await nullIfNotFound(() => getOffer(client, offerId)).catch(() => null);
  if (offer === null) return null;
  const read = decodeOfferLink(offer.offerLink);
  return read.ok ? { link: read.link, offered: offer.offered } : null;
});
