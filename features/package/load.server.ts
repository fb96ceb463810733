import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { createApiClient } from '@/lib/api/client';
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

/**
 * The coupon a link carries, when it applies today; any failure reads as no
 * coupon (the box offers to enter one). The visitor's address goes with the
 * call: a code in the address is a guess like one typed in the box, and
 * limited as one (a visitor over the limit is not kept waiting for retries).
 */
export const loadCoupon = cache(async (locale: string, code: string): Promise<Coupon | null> => {
  const visitor = (await headers()).get(CLIENT_ADDRESS_HEADER);
  try {
    return await getCoupon(createApiClient({ locale, headers: visitor ? { [CLIENT_ADDRESS_HEADER]: visitor } : undefined, sleep: async () => {} }), code);
  } catch {
    return null;
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
