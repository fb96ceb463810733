import type { Club } from '@/lib/api/contract/catalogue';
import type { MinimalPackage } from '@/lib/api/contract/packages';
import { lowestPrice, packageVariants } from '@/lib/packages/variants';
import { jsonLdText, offerLd, sportsEventLd } from '@/lib/seo/json-ld';

type ClubRef = Pick<Club, 'id' | 'name'>;

/**
 * schema.org data for the club page: each upcoming match of the club in the
 * shown packages as a SportsEvent, with one Offer per package that sells it
 * (its lowest bookable price per person, in the site's currency). A match in
 * two packages is one event with two offers; a package's other matches (a
 * bundle's second club) are not this club's and are left out.
 */
export function clubEventsJsonLd(club: ClubRef, packages: readonly MinimalPackage[], packageUrl: (slug: string) => string) {
  const events = new Map<number, { event: MinimalPackage['events'][number]; offers: object[] }>();
  for (const pkg of packages) {
    const price = lowestPrice(packageVariants(pkg));
    for (const event of pkg.events) {
      if (event.homeClub?.id !== club.id && event.guestClub?.id !== club.id) continue;
      const entry = events.get(event.id) ?? { event, offers: [] };
      events.set(event.id, entry);
      if (price === null) continue;
      entry.offers.push(offerLd(pkg, price, packageUrl(pkg.slug)));
    }
  }
  return {
    '@context': 'https://schema.org',
    '@graph': [...events.values()].map(({ event, offers }) => sportsEventLd(event, offers)),
  };
}

type Props = { club: ClubRef; packages: readonly MinimalPackage[]; packageUrl: (slug: string) => string };

export function ClubJsonLd({ club, packages, packageUrl }: Props) {
  const data = clubEventsJsonLd(club, packages, packageUrl);
  if (data['@graph'].length === 0) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
