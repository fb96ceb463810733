'use client';

import { useLocale } from 'next-intl';
import { lazy, Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { CmsBookingConfig } from '@/lib/api/contract/content';
import type { Coupon } from '@/lib/api/contract/coupons';
import type { PackageDetail } from '@/lib/api/contract/packages';
import type { AvailabilityModals } from '@/lib/availability/modals';
import type { InquiryPopups } from '@/lib/inquiries/popups';
import type { PackageSelection } from '@/lib/package/selection';
import { AvailabilityModalsProvider } from './slots/availability-modals';
import { RefusedCouponProvider, type RefusedCoupon } from './summary/coupon-box';
import { PackageStoreProvider, usePackageState, usePackageDetail, usePackageStore, useReplacePackage } from './store/package-store';
import type { ReopenedOffer } from './offer/offer-notice';
import { InquiryPopupsProvider } from './slots/inquiry-buttons';
import { PackageSummary } from './summary/package-summary';
import { ConditionsStep, type BookingConditions } from './steps/conditions-step';
import { HotelStep } from './steps/hotel-step';
import { packageSteps, stepNumber } from './steps/package-steps';
import { TravelPeriodSection } from './steps/travel-period-section';
import { TicketsSection } from './steps/tickets/tickets-section';
import { TransportStep } from './steps/transport/transport-step';
import { TravellersSection } from './steps/travellers-section';
import { useRestoreFlights } from './steps/transport/use-restore-flights';
import { useSelectionUrl } from './store/use-selection-url';
import styles from './customise.module.css';

/** The seats-left read (./store/seats-left, with the package's query and TanStack Query): loaded once the page has hydrated. */
const loadSeatsLeft = () => import('./store/seats-left');
/** What a reopened offer had, beside the package as it is now: loaded only on a page opened from an offer. */
const OfferNotice = lazy(() => import('./offer/offer-notice').then((module) => ({ default: module.OfferNotice })));

function Customiser({ conditions, offer, pageUrl, children }: { conditions?: BookingConditions; offer?: ReopenedOffer; pageUrl: string; children: ReactNode }) {
  const { pkg } = usePackageDetail();
  const type = usePackageState((state) => state.selection.type);
  const without = usePackageState((state) => state.selection.without);
  const restoring = useRestoreFlights();
  const steps = packageSteps(pkg, { type, without });
  const transport = steps.find((step) => step === 'flight' || step === 'bus');
  // The server renders the notice; the browser asks for its code when hydration reaches it and
  // hydrates it once the code is in. One element for the page's life, so a re-render of this
  // component is no update to the waiting boundary (a change of the package itself, after the
  // seats-left read, would draw it afresh if its code were still on the way).
  const notice = useMemo(
    () =>
      offer && (
        <Suspense fallback={null}>
          <OfferNotice offer={offer} />
        </Suspense>
      ),
    [offer],
  );
  return (
    <div className={styles.layout}>
      {/* The query is the browser's: the kept first render has none (app/[locale]/[edition]). */}
      <Suspense fallback={null}>
        <SelectionUrl pkg={pkg} />
      </Suspense>
      {restoring}
      <div>
        {notice}
        <TravellersSection />
        <TravelPeriodSection />
        <TicketsSection number={stepNumber(steps, 'tickets')} />
        {transport && <TransportStep number={stepNumber(steps, transport)} />}
        {steps.includes('hotel') && <HotelStep number={stepNumber(steps, 'hotel')} />}
        <ConditionsStep number={stepNumber(steps, 'conditions')} conditions={conditions} />
        {children}
      </div>
      <PackageSummary number={stepNumber(steps, 'payment')} pageUrl={pageUrl} conditions={conditions} />
    </div>
  );
}

/** Keeps the page's query and the selection in step; draws nothing. */
function SelectionUrl({ pkg }: { pkg: PackageDetail }) {
  useSelectionUrl(pkg);
  return null;
}

/**
 * Reads the seats and rooms left once the page has hydrated (./store/seats-left):
 * when they moved since the page was rendered, the customisation goes on with
 * the package as it is now and the visitor's selection fitted to it, keeping
 * everything else (a code being typed, an open step). A failed read leaves
 * the page as it is: the price check before booking still answers from the
 * seats left.
 */
function SeatsLeft() {
  const locale = useLocale();
  const { pkg } = usePackageDetail();
  const store = usePackageStore();
  const replace = useReplacePackage();
  const read = useRef(false);
  useEffect(() => {
    if (read.current) return;
    read.current = true;
    const controller = new AbortController();
    loadSeatsLeft()
      .then(({ readSeatsLeft }) => readSeatsLeft(locale, pkg, controller.signal))
      .then(
        (moved) => {
          // The selection as it is once the refit has loaded: a choice made meanwhile is kept.
          if (moved && !controller.signal.aborted) replace(moved.now, moved.refit(store.getState().selection, pkg, moved.now));
        },
        () => undefined,
      );
    return () => controller.abort();
  }, [locale, pkg, store, replace]);
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
  refusedCoupon,
  modals,
  inquiries,
  offer,
  pageUrl,
  overview,
  children,
}: {
  pkg: PackageDetail;
  bookingConfig: CmsBookingConfig;
  conditions?: BookingConditions;
  initial: PackageSelection;
  coupon: Coupon | null;
  /** The address's `?coupon=` when the shop refused it: told to the visitor, not dropped. */
  refusedCoupon?: RefusedCoupon;
  modals: AvailabilityModals;
  /** The offer request and package inquiry popups (features/inquiries), as the app composes them. */
  inquiries?: InquiryPopups;
  /** The offer the address reopened, if any. */
  offer?: ReopenedOffer;
  /** The page's absolute address, from the site's configuration: the PDF offer's link back. */
  pageUrl: string;
  /** The page's overview banner, drawn before the steps and beside the store: its travel dates follow the selection. */
  overview?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <PackageStoreProvider pkg={pkg} bookingConfig={bookingConfig} initial={initial} coupon={coupon}>
      <SeatsLeft />
      <AvailabilityModalsProvider modals={modals}>
        <InquiryPopupsProvider popups={inquiries}>
          <RefusedCouponProvider value={refusedCoupon ?? null}>
            {overview}
            <Customiser conditions={conditions} offer={offer} pageUrl={pageUrl}>
              {children}
            </Customiser>
          </RefusedCouponProvider>
        </InquiryPopupsProvider>
      </AvailabilityModalsProvider>
    </PackageStoreProvider>
  );
}
