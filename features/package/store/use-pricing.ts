'use client';

import { useMemo } from 'react';
import { toPriceInput } from '@/lib/package/price-input';
import { priceBooking, PricingInputError, type PriceBreakdown, type PriceInput } from '@/lib/pricing';
import { usePackageState, usePackageDetail } from './package-store';

export type Pricing = { input: PriceInput; breakdown: PriceBreakdown; error: null } | { input: null; breakdown: null; error: PricingInputError };

/** The summary's prices: the price engine on the current selection and the flights chosen from the suppliers (docs/adr/0005). */
export function usePricing(): Pricing {
  const { pkg, bookingConfig } = usePackageDetail();
  const selection = usePackageState((state) => state.selection);
  const coupon = usePackageState((state) => state.coupon);
  const flights = usePackageState((state) => state.flights);
  return useMemo(() => {
    try {
      const input = toPriceInput(pkg, selection, bookingConfig, coupon, { flights });
      return { input, breakdown: priceBooking(input), error: null };
    } catch (error) {
      if (error instanceof PricingInputError) return { input: null, breakdown: null, error };
      throw error;
    }
  }, [pkg, bookingConfig, selection, coupon, flights]);
}
