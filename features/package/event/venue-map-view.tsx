'use client';

import { GoogleMap, MarkerF, useJsApiLoader } from '@react-google-maps/api';

export interface VenueMapViewProps {
  apiKey: string;
  latitude: number;
  longitude: number;
  venue: string;
  /** The site's language (da, no, sv). */
  language: string;
}

const CONTAINER = { width: '100%', height: '16rem', borderRadius: '0.75rem' };

/** The map itself (./venue-map.tsx decides whether it may load); nothing when Google's script cannot be loaded. */
export default function VenueMapView({ apiKey, latitude, longitude, venue, language }: VenueMapViewProps) {
  const { isLoaded, loadError } = useJsApiLoader({ id: 'venue-map', googleMapsApiKey: apiKey, language, region: 'DK' });
  if (loadError || !isLoaded) return null;
  const center = { lat: latitude, lng: longitude };
  return (
    <div>
      <GoogleMap mapContainerStyle={CONTAINER} center={center} zoom={15} options={{ minZoom: 2 }} aria-label={venue}>
        <MarkerF position={center} title={venue} />
      </GoogleMap>
    </div>
  );
}
