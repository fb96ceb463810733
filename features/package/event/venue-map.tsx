'use client';

import { useEffect, useState } from 'react';
import { clientOnly } from '@/components/ui/client-only';
import { consentGiven } from '@/lib/consent/state';
import type { VenueMapViewProps } from './venue-map-view';

/** Google's map and its loader come with the first map a visitor may see. */
const VenueMapView = clientOnly<VenueMapViewProps>(() => import('./venue-map-view').then((module) => module.default));

/** The banner's events when a choice is made or changed (vanilla-cookieconsent). */
const CONSENT_EVENTS = ['cc:onConsent', 'cc:onChange'] as const;

/**
 * The venue on a map (the design's: zoom 15, no further out than 2, region
 * DK, the site's language), shown only with a key (GOOGLE_MAPS_API_KEY) and
 * once the visitor accepted statistics, the category of the shop's
 * third-party services; otherwise the address and its link are all there is.
 */
export function VenueMap({ apiKey, ...view }: { apiKey: string | null } & Omit<VenueMapViewProps, 'apiKey'>) {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    if (!apiKey) return;
    const check = () => setAllowed(consentGiven('statistics'));
    check();
    for (const name of CONSENT_EVENTS) window.addEventListener(name, check);
    return () => {
      for (const name of CONSENT_EVENTS) window.removeEventListener(name, check);
    };
  }, [apiKey]);
  if (!apiKey || !allowed) return null;
  return <VenueMapView apiKey={apiKey} {...view} />;
}
