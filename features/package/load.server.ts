import 'server-only';
import { cache } from 'react';
import { createApiClient } from '@/lib/api/client';
import { SLUG_PATTERN } from '@/lib/api/contract/common';
import type { Coupon } from '@/lib/api/contract/coupons';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { getCoupon } from '@/lib/api/endpoints/coupons';
import { getPackage } from '@/lib/api/endpoints/packages';
import { nullIfNotFound } from '@/lib/api/not-found';

/** One request per render: generateMetadata and the page share the answer; null answers the page's 404. */
export const loadPackage = cache(async (locale: string, slug: string): Promise<PackageDetail | null> => {
  if (!SLUG_PATTERN.test(slug)) return null;
  return nullIfNotFound(() => getPackage(createApiClient({ locale }), slug));
});

/** The coupon a link carries, when it applies today; any failure reads as no coupon (the box offers to enter one). */
export const loadCoupon = cache(async (locale: string, code: string): Promise<Coupon | null> => {
  try {
    return await getCoupon(createApiClient({ locale }), code);
  } catch {
    return null;
  }
});
