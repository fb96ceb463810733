'use client';

import { Suspense, type ReactNode } from 'react';
import type { CmsBookingConfig } from '@/lib/api/contract/content';
import type { Coupon } from '@/lib/api/contract/coupons';
import type { PackageDetail } from '@/lib/api/contract/packages';
import type { AvailabilityModals } from '@/lib/availability/modals';
import type { PackageSelection } from '@/lib/package/selection';
import { AvailabilityModalsProvider } from './availability-modals';
import { PackageStoreProvider, usePackageState, usePackageDetail } from './package-store';
import { PackageSummary } from './package-summary';
import { ConditionsStep, type BookingConditions } from './conditions-step';
import { HotelStep } from './hotel-step';
import { packageSteps, stepNumber } from './package-steps';
import { TravelPeriodSection } from './travel-period-section';
import { TicketsSection } from './tickets-section';
import { TransportStep } from './transport-step';
import { TravellersSection } from './travellers-section';
import { useRestoreFlights } from './use-restore-flights';
import { useSelectionUrl } from './use-selection-url';

function Customiser({ conditions, children }: { conditions?: BookingConditions; children: ReactNode }) {
  const { pkg } = usePackageDetail();
  const type = usePackageState((state) => state.selection.type);
  const without = usePackageState((state) => state.selection.without);
  const restoring = useRestoreFlights();
  const steps = packageSteps(pkg, { type, without });
  const transport = steps.find((step) => step === 'flight' || step === 'bus');
  return (
    <div className="package-page__layout">
      {/* The query is the browser's: the kept first render has none (app/[locale]/[edition]). */}
      <Suspense fallback={null}>
        <SelectionUrl pkg={pkg} />
      </Suspense>
      {restoring}
      <div className="package-page__main">
        <TravellersSection />
        <TravelPeriodSection />
        <TicketsSection number={stepNumber(steps, 'tickets')} />
        {transport && <TransportStep number={stepNumber(steps, transport)} />}
        {steps.includes('hotel') && <HotelStep number={stepNumber(steps, 'hotel')} />}
        <ConditionsStep number={stepNumber(steps, 'conditions')} conditions={conditions} />
        {children}
      </div>
      <PackageSummary number={stepNumber(steps, 'payment')} />
    </div>
  );
}

/** Keeps the page's query and the selection in step; draws nothing. */
function SelectionUrl({ pkg }: { pkg: PackageDetail }) {
  useSelectionUrl(pkg);
  return null;
}

/**
 * The package page's customisation island (booking spec §2): the booking
 * store made from the server-rendered selection; who travels and when; the
 * numbered steps (1 ticket, 2 transit or flight, 3 hotel, 4 insurance and
 * conditions) and the live summary as the last, payment. `conditions` are
 * the CMS's booking conditions, sanitised on the server; `children` (the
 * server-rendered match details) follow the steps. `modals` are the flight
 * and hotel modals (features/availability) as the app composes them, loaded
 * when first opened.
 */
export function PackageCustomiser({
  pkg,
  bookingConfig,
  conditions,
  initial,
  coupon,
  modals,
  children,
}: {
  pkg: PackageDetail;
  bookingConfig: CmsBookingConfig;
  conditions?: BookingConditions;
  initial: PackageSelection;
  coupon: Coupon | null;
  modals: AvailabilityModals;
  children?: ReactNode;
}) {
  return (
    <PackageStoreProvider pkg={pkg} bookingConfig={bookingConfig} initial={initial} coupon={coupon}>
      <AvailabilityModalsProvider modals={modals}>
        <Customiser conditions={conditions}>{children}</Customiser>
      </AvailabilityModalsProvider>
    </PackageStoreProvider>
  );
}
