import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { MinimalPackage } from '@/lib/api/contract/packages';
import { formatTravelPeriod } from '@/lib/i18n/formats';
import { formatPrice } from '@/lib/i18n/money';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { packageVariants, variantLabel } from '@/lib/packages/variants';
import { SEASONS, type Season } from '@/lib/seasons';
import { BadgeList, PackageCardFace, type PackageCardText } from './package-card-face';

/** Bundle label by number of events (browsing spec §2 "Package card"): 2, 3, otherwise combo. */
export function bundleBadge(numberOfEvents: number): 'double' | 'triple' | 'combo' {
  return numberOfEvents === 2 ? 'double' : numberOfEvents === 3 ? 'triple' : 'combo';
}

/** The season offer a package shows: only while that season is on, and only when the package offers it. */
export function seasonOffer(
  pkg: Pick<MinimalPackage, 'blackWeekOfferAvailable' | 'christmasOfferAvailable' | 'newYearOfferAvailable'>,
  season: Season | null | undefined,
): Season | null {
  const offered: Record<Season, boolean> = {
    blackWeek: pkg.blackWeekOfferAvailable,
    christmas: pkg.christmasOfferAvailable,
    newYear: pkg.newYearOfferAvailable,
  };
  return SEASONS.find((candidate) => candidate === season && offered[candidate]) ?? null;
}

type BadgeSource = Pick<
  MinimalPackage,
  | 'packageType'
  | 'numberOfEvents'
  | 'isRoundTrip'
  | 'isSoldOut'
  | 'hasOffer'
  | 'offerTitle'
  | 'isRivalry'
  | 'isResidualSale'
  | 'randomOffer'
  | 'blackWeekOfferAvailable'
  | 'christmasOfferAvailable'
  | 'newYearOfferAvailable'
>;

type PackagesText = ReturnType<typeof useTranslations<'packages'>>;

/**
 * A package's badges (browsing spec §2 "Package card", booking spec §2
 * "Overview banner"): bundle label, round trip, sold out, the season offer
 * while it is on, offer title, rival showdown, residual sale, random offer.
 */
export function packageBadges(pkg: BadgeSource, season: Season | null | undefined, t: PackagesText): string[] {
  const offer = seasonOffer(pkg, season);
  return [
    pkg.packageType === 'bundle' && t(`badges.${bundleBadge(pkg.numberOfEvents)}`),
    pkg.isRoundTrip && t('badges.roundTrip'),
    pkg.isSoldOut && t('badges.soldOut'),
    offer && t(`badges.${offer}`),
    pkg.hasOffer && pkg.offerTitle,
    pkg.isRivalry && t('badges.rivalry'),
    pkg.isResidualSale && t('badges.residualSale'),
    pkg.randomOffer,
  ].filter((badge): badge is string => Boolean(badge));
}

/** The badges of the package page's overview banner. */
export function PackageBadges({ pkg, season }: { pkg: BadgeSource; season: Season | null | undefined }) {
  const t = useTranslations('packages');
  return <BadgeList badges={packageBadges(pkg, season, t)} />;
}

type Props = {
  pkg: MinimalPackage;
  /** The season on today, for its offer badge. */
  season?: Season | null;
  /** The heading level in its page's outline. */
  headingLevel?: 2 | 3;
};

/**
 * One package in a list: badges, title (linking to the package page), its
 * matches, travel period, nights and a button per variant with its price
 * per person (booking spec §2 "Package card buttons"). Renders on the server
 * and in the client islands that append more cards.
 *
 * Everything is put into words here and drawn by PackageCardFace, a client
 * component: a server-rendered card then reaches the browser as the face's
 * texts (about 0.6 kB) rather than as its element tree in React's payload
 * beside the same markup (1.5 to 2.3 kB a card).
 */
export function PackageCard({ pkg, season, headingLevel = 2 }: Props) {
  const t = useTranslations('packages');
  const format = useFormatter();
  const locale = useLocale() as Locale;
  const pagePath = (type?: string) =>
    getPathname({ href: { pathname: '/packages/[slug]', params: { slug: pkg.slug }, query: type ? { type } : undefined }, locale });
  const card: PackageCardText = {
    title: pkg.title,
    href: pagePath(),
    soldOut: pkg.isSoldOut,
    badges: packageBadges(pkg, season, t),
    events: pkg.events.map((event) => ({
      id: event.id,
      at: event.eventDateTime,
      when: format.dateTime(new Date(event.eventDateTime), 'full'),
      what: `${event.title} · ${event.venue.city.name}`,
    })),
    period: `${formatTravelPeriod(format, (days) => t('travelPeriod', days), pkg)} · ${t('nights', { count: pkg.nights })}`,
    variantsLabel: t('variantsLabel', { title: pkg.title }),
    variants: packageVariants(pkg).map(({ variant, price, available }) => ({
      variant,
      name: t(`variants.${variantLabel(pkg, variant)}`),
      ...(available && price !== null ? { href: pagePath(variant), price: formatPrice(price, locale) } : { price: t('notAvailable') }),
    })),
    perPerson: t('perPerson'),
    pricesPerPerson: t('pricesPerPerson'),
  };
  return <PackageCardFace card={card} headingLevel={headingLevel} />;
}
