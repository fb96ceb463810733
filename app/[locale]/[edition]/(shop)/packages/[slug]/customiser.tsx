'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps, ComponentType } from 'react';
import { PackageCustomiser } from '@/features/package/package-customiser';
import type { AvailabilityModals, FlightModalProps, HotelModalProps } from '@/lib/availability/modals';

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
 * The package page's customisation with the availability modals: the two
 * features meet here, never in each other. The modals load after the page,
 * so a visitor who never opens one never waits for it.
 */
const modals: AvailabilityModals = {
  FlightModal: dynamic<FlightModalProps>(() => withQueries(import('@/features/availability/flight-modal').then((module) => module.FlightModal)), {
    ssr: false,
  }),
  HotelModal: dynamic<HotelModalProps>(() => withQueries(import('@/features/availability/hotel-modal').then((module) => module.HotelModal)), {
    ssr: false,
  }),
};

export function Customiser(props: Omit<ComponentProps<typeof PackageCustomiser>, 'modals'>) {
  return <PackageCustomiser {...props} modals={modals} />;
}
