import { useTranslations } from 'next-intl';
import type { MinimalPackage } from '@/lib/api/contract/packages';
import { SEASONS, type Season } from '@/lib/seasons';
import { BadgeList } from './badge-list';

/*
 * A package's badges. No client directive, and no client module imported:
 * the package page's overview renders them on the server without bringing a
 * card's code to the browser.
 */

/** Bundle label by number of events (browsing spec §2 "Package card"): 2, 3, otherwise combo. */
export function bundleBadge(numberOfEvents: number): 'double' | 'triple' | 'combo' {
  return numberOfEvents === 2 ? 'double' : numberOfEvents === 3 ? 'triple' : 'combo';
}

/**
 * The season offer a package shows: only while that season is on, only when
 * the package offers it, and only when one of its prices is reduced (an
 * announced reduction must show the lowest price of the 30 days before it,
 * 98/6/EC art. 6a; a package whose prices are not lower has no offer to announce).
 */
export function seasonOffer(
  pkg: Pick<MinimalPackage, 'blackWeekOfferAvailable' | 'christmasOfferAvailable' | 'newYearOfferAvailable' | 'reductions'>,
  season: Season | null | undefined,
): Season | null {
  if (!Object.values(pkg.reductions).some(Boolean)) return null;
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
  | 'reductions'
  | 'fixtureHold'
>;

type PackagesText = ReturnType<typeof useTranslations<'packages'>>;

/**
 * A package's badges (browsing spec §2 "Package card", booking spec §2
 * "Overview banner"): bundle label, round trip, sold out, the season offer
 * while it is on, offer title, rival showdown, residual sale, random offer.
 * A trip not sold for its matches (`fixtureHold`: postponed, called off, moved
 * out of its dates) keeps the badges that describe it and loses those that
 * sell it: no offer, sale or "sold out" beside the reason it cannot be booked.
 */
export function packageBadges(pkg: BadgeSource, season: Season | null | undefined, t: PackagesText): string[] {
  const selling = pkg.fixtureHold === null;
  const offer = selling ? seasonOffer(pkg, season) : null;
  return [
    pkg.packageType === 'bundle' && t(`badges.${bundleBadge(pkg.numberOfEvents)}`),
    pkg.isRoundTrip && t('badges.roundTrip'),
    selling && pkg.isSoldOut && t('badges.soldOut'),
    offer && t(`badges.${offer}`),
    selling && pkg.hasOffer && pkg.offerTitle,
    pkg.isRivalry && t('badges.rivalry'),
    selling && pkg.isResidualSale && t('badges.residualSale'),
    selling && pkg.randomOffer,
  ].filter((badge): badge is string => Boolean(badge));
}

/** The badges of the package page's overview banner. */
export function PackageBadges({ pkg, season }: { pkg: BadgeSource; season: Season | null | undefined }) {
  const t = useTranslations('packages');
  return <BadgeList badges={packageBadges(pkg, season, t)} />;
}
