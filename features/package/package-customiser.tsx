'use client';

import type { ReactNode } from 'react';
import type { CmsBookingConfig } from '@/lib/api/contract/content';
import type { Coupon } from '@/lib/api/contract/coupons';
import type { PackageDetail } from '@/lib/api/contract/packages';
import type { BookingSelection } from '@/lib/booking/selection';
import { BookingStoreProvider, useBooking, useBookingPackage } from './booking-store';
import { BookingSummary } from './booking-summary';
import { PackageIncluded } from './package-included';
import { FlightHotelSection, InsuranceSection, PremiumSection, TransitSection, TravelPeriodSection } from './services-section';
import { TicketsSection } from './tickets-section';
import { TravellersSection } from './travellers-section';
import { useRestoreFlights } from './use-restore-flights';
import { useSelectionUrl } from './use-selection-url';

function Customiser({ children }: { children: ReactNode }) {
  const { pkg } = useBookingPackage();
  const type = useBooking((state) => state.selection.type);
  useSelectionUrl(pkg);
  useRestoreFlights();
  return (
    <div className="package-page__layout">
      <div className="package-page__main">
        <TravellersSection />
        <TravelPeriodSection />
        <TicketsSection />
        <TransitSection />
        <FlightHotelSection />
        <PremiumSection />
        <InsuranceSection />
        <PackageIncluded pkg={pkg} variant={type} />
        {children}
      </div>
      <BookingSummary />
    </div>
  );
}

/**
 * The package page's customisation island (booking spec §2): the booking
 * store made from the server-rendered selection, the sections that change it
 * and the live summary. `children` (the server-rendered description and
 * match details) follow the sections.
 */
export function PackageCustomiser({
  pkg,
  bookingConfig,
  initial,
  coupon,
  children,
}: {
  pkg: PackageDetail;
  bookingConfig: CmsBookingConfig;
  initial: BookingSelection;
  coupon: Coupon | null;
  children?: ReactNode;
}) {
  return (
    <BookingStoreProvider pkg={pkg} bookingConfig={bookingConfig} initial={initial} coupon={coupon}>
      <Customiser>{children}</Customiser>
    </BookingStoreProvider>
  );
}
