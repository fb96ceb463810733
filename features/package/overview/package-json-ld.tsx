import type { PackageDetail } from '@/lib/api/contract/packages';
import { jsonLdText, offerLd, sportsEventLd } from '@/lib/seo/json-ld';

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
    ...(lowPrice !== null && { offers: offerLd(pkg, lowPrice, url) }),
    subjectOf: pkg.events.map((event) => sportsEventLd(event)),
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
