'use client';

import { useMemo } from 'react';
import { toPriceInput } from '@/lib/booking/price-input';
import { priceBooking, PricingInputError, type PriceBreakdown, type PriceInput } from '@/lib/pricing';
import { useBooking, useBookingPackage } from './booking-store';

export type Pricing = { input: PriceInput; breakdown: PriceBreakdown; error: null } | { input: null; breakdown: null; error: PricingInputError };

/** The summary's prices: the price engine on the current selection and the flights chosen from the suppliers (docs/adr/0005). */
export function usePricing(): Pricing {
  const { pkg, bookingConfig } = useBookingPackage();
  const selection = useBooking((state) => state.selection);
  const coupon = useBooking((state) => state.coupon);
  const flights = useBooking((state) => state.flights);
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
