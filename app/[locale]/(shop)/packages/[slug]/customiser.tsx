'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import { PackageCustomiser } from '@/features/package/package-customiser';
import type { AvailabilityModals, FlightModalProps, HotelModalProps } from '@/lib/availability/modals';

/**
 * The package page's customisation with the availability modals: the two
 * features meet here, never in each other. The modals load after the page,
 * so a visitor who never opens one never waits for it.
 */
const modals: AvailabilityModals = {
  FlightModal: dynamic<FlightModalProps>(() => import('@/features/availability/flight-modal').then((module) => module.FlightModal), { ssr: false }),
  HotelModal: dynamic<HotelModalProps>(() => import('@/features/availability/hotel-modal').then((module) => module.HotelModal), { ssr: false }),
};

export function Customiser(props: Omit<ComponentProps<typeof PackageCustomiser>, 'modals'>) {
  return <PackageCustomiser {...props} modals={modals} />;
}
