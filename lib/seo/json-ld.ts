import type { MinimalPackage, PackageEvent } from '@/lib/api/contract/packages';
import { venueIsoDateTime } from '@/lib/i18n/event-time';

/**
 * schema.org building blocks shared by the pages that describe matches and
 * packages to search engines (browsing issue "Findable").
 */

/** A package's offer: its price per person in the site's currency, and whether it can still be bought. */
export function offerLd(pkg: Pick<MinimalPackage, 'currency' | 'isSoldOut'>, price: number, url: string) {
  return {
    '@type': 'Offer',
    price,
    priceCurrency: pkg.currency,
    availability: pkg.isSoldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    url,
  };
}

type EventSource = Pick<PackageEvent, 'title' | 'eventDateTime' | 'timeZone' | 'homeClub' | 'guestClub'> & {
  /** Postponed or cancelled by the fixture feed: said as the event's status. */
  fixtureStatus?: PackageEvent['fixtureStatus'];
  venue: { name: string; city: { name: string }; address?: string; location?: { latitude: number; longitude: number } };
};

const EVENT_STATUS = {
  postponed: 'https://schema.org/EventPostponed',
  cancelled: 'https://schema.org/EventCancelled',
} as const;

/** A match as a SportsEvent at its venue, starting on the venue's clock, with the teams when it has clubs; a postponed or cancelled one says so. */
export function sportsEventLd(event: EventSource, offers: object[] = []) {
  const { venue } = event;
  return {
    '@type': 'SportsEvent',
    name: event.title,
    startDate: venueIsoDateTime(event),
    eventStatus: event.fixtureStatus ? EVENT_STATUS[event.fixtureStatus] : 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: venue.name,
      address: venue.address ?? { '@type': 'PostalAddress', addressLocality: venue.city.name },
      ...(venue.location && {
        geo: { '@type': 'GeoCoordinates', latitude: venue.location.latitude, longitude: venue.location.longitude },
      }),
    },
    ...(event.homeClub && { homeTeam: { '@type': 'SportsTeam', name: event.homeClub.name } }),
    ...(event.guestClub && { awayTeam: { '@type': 'SportsTeam', name: event.guestClub.name } }),
    ...(offers.length > 0 && { offers }),
  };
}

/** The JSON as a script body: `<` escaped so no name can close the script element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
