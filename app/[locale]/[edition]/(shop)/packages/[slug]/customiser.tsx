'use client';

import { useLocale } from 'next-intl';
import { useCallback, type ComponentProps, type ComponentType } from 'react';
import { clientOnly } from '@/components/ui/client-only';
import { preloadDialog } from '@/components/ui/dialog';
import { useIdlePreload } from '@/lib/hooks/use-idle-preload';
import { PackageCustomiser } from '@/features/package/package-customiser';
import type { AvailabilityModals, FlightModalProps, HotelModalProps } from '@/lib/availability/modals';
import type { Locale } from '@/lib/i18n/locales';
import type { AvailabilityAlertProps, InquiryPopups, OfferRequestProps, PackageInquiryProps } from '@/lib/inquiries/popups';

/** A modal with the query provider its searches need: both load with the modal, not with the page. */
async function withQueries<P extends object>(load: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const [Modal, { QueryProvider }] = await Promise.all([load, import('@/lib/api/query/query-provider')]);
  return function WithQueries(props: P) {
    return (
      <QueryProvider>
        <Modal {...props} />
      </QueryProvider>
    );
  };
}

/**
 * The package page's customisation with the availability modals and the
 * offer request: the features meet here, never in each other. The modals load after the page,
 * so a visitor who never opens one never waits for it.
 */
const modals: AvailabilityModals = {
  FlightModal: clientOnly<FlightModalProps>(() => withQueries(import('@/features/availability/flight-modal').then((module) => module.FlightModal))),
  HotelModal: clientOnly<HotelModalProps>(() => withQueries(import('@/features/availability/hotel-modal').then((module) => module.HotelModal))),
};

/**
 * Once the page is idle, the modals' code and the site's departure areas are
 * fetched, so opening the flight modal waits only for the search itself
 * (the issue's budget: first flights within 1.5 s of opening).
 */
function usePreparedModals(locale: Locale) {
  const prepare = useCallback(() => {
    void preloadDialog();
    void import('@/features/availability/flight-modal').then((module) => module.prefetchDepartureAreas(locale));
    void import('@/features/availability/hotel-modal');
    void import('@/lib/api/query/query-provider');
  }, [locale]);
  useIdlePreload(prepare);
}

/** The offer request, the package inquiry and a sold-out package's availability alert (features/inquiries): each loaded when first shown. */
const inquiries: InquiryPopups = {
  OfferRequest: clientOnly<OfferRequestProps>(() => import('@/features/inquiries/offer-request-dialog').then((module) => module.default)),
  PackageInquiry: clientOnly<PackageInquiryProps>(() => import('@/features/inquiries/package-inquiry-dialog').then((module) => module.default)),
  AvailabilityAlert: clientOnly<AvailabilityAlertProps>(() => import('@/features/inquiries/availability-alert-form').then((module) => module.default)),
};

export function Customiser(props: Omit<ComponentProps<typeof PackageCustomiser>, 'modals' | 'inquiries'>) {
  usePreparedModals(useLocale() as Locale);
  return <PackageCustomiser {...props} modals={modals} inquiries={inquiries} />;
}
