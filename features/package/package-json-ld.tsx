import type { PackageDetail } from '@/lib/api/contract/packages';

/**
 * schema.org data for search engines: the package as a Product with its
 * offers, and each match as an Event at its venue.
 */
export function PackageJsonLd({ pkg, url, lowPrice }: { pkg: PackageDetail; url: string; lowPrice: number | null }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: pkg.title,
    description: pkg.description,
    url,
    ...(lowPrice !== null && {
      offers: {
        '@type': 'Offer',
        price: lowPrice,
        priceCurrency: pkg.currency,
        availability: pkg.isSoldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        url,
      },
    }),
    subjectOf: pkg.events.map((event) => ({
      '@type': 'SportsEvent',
      name: event.title,
      startDate: event.eventDateTime,
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: event.venue.name,
        address: event.venue.address,
        geo: { '@type': 'GeoCoordinates', latitude: event.venue.location.latitude, longitude: event.venue.location.longitude },
      },
      ...(event.homeClub && { homeTeam: { '@type': 'SportsTeam', name: event.homeClub.name } }),
      ...(event.guestClub && { awayTeam: { '@type': 'SportsTeam', name: event.guestClub.name } }),
    })),
  };
  // `<` escaped so a title can never close the script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
