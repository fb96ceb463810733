import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import type { MinimalPackage } from '@/lib/api/contract/packages';
import { formatTravelPeriod } from '@/lib/i18n/formats';
import { formatPrice } from '@/lib/i18n/money';
import { Link } from '@/lib/i18n/navigation';
import { packageVariants, variantLabel } from '@/lib/packages/variants';
import { SEASONS, type Season } from '@/lib/seasons';

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

/**
 * A package's badges (browsing spec §2 "Package card", booking spec §2
 * "Overview banner"): bundle label, round trip, sold out, the season offer
 * while it is on, offer title, rival showdown, residual sale, random offer.
 */
export function PackageBadges({ pkg, season }: { pkg: BadgeSource; season: Season | null | undefined }) {
  const t = useTranslations('packages');
  const offer = seasonOffer(pkg, season);
  const badges = [
    pkg.packageType === 'bundle' && t(`badges.${bundleBadge(pkg.numberOfEvents)}`),
    pkg.isRoundTrip && t('badges.roundTrip'),
    pkg.isSoldOut && t('badges.soldOut'),
    offer && t(`badges.${offer}`),
    pkg.hasOffer && pkg.offerTitle,
    pkg.isRivalry && t('badges.rivalry'),
    pkg.isResidualSale && t('badges.residualSale'),
    pkg.randomOffer,
  ].filter((badge): badge is string => Boolean(badge));
  if (badges.length === 0) return null;
  return (
    <ul className="package-card__badges">
      {badges.map((badge) => (
        <li key={badge} className="badge">
          {badge}
        </li>
      ))}
    </ul>
  );
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
 */
export function PackageCard({ pkg, season, headingLevel = 2 }: Props) {
  const t = useTranslations('packages');
  const format = useFormatter();
  const locale = useLocale();
  // The same package may show twice on a page (home slider and a league tab).
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article className={`package-card${pkg.isSoldOut ? ' package-card--sold-out' : ''}`} aria-labelledby={titleId}>
      <PackageBadges pkg={pkg} season={season} />
      <Heading id={titleId} className="package-card__title">
        <Link href={{ pathname: '/packages/[slug]', params: { slug: pkg.slug } }}>{pkg.title}</Link>
      </Heading>
      <ul className="package-card__events">
        {pkg.events.map((event) => (
          <li key={event.id}>
            <time dateTime={event.eventDateTime}>{format.dateTime(new Date(event.eventDateTime), 'full')}</time>
            <span>
              {event.title} · {event.venue.city.name}
            </span>
          </li>
        ))}
      </ul>
      <p className="package-card__period">
        {formatTravelPeriod(format, (days) => t('travelPeriod', days), pkg)}{' '}
        · {t('nights', { count: pkg.nights })}
      </p>
      <ul className="package-card__variants" aria-label={t('variantsLabel', { title: pkg.title })}>
        {packageVariants(pkg).map(({ variant, price, available }) => (
          <li key={variant}>
            {available && price !== null ? (
              <Link
                className="variant-button"
                href={{ pathname: '/packages/[slug]', params: { slug: pkg.slug }, query: { type: variant } }}
              >
                <span className="variant-button__name">{t(`variants.${variantLabel(pkg, variant)}`)}</span>
                <span className="variant-button__price price">{formatPrice(price, locale)}</span>
                <span className="visually-hidden"> {t('perPerson')}</span>
              </Link>
            ) : (
              <span className="variant-button variant-button--unavailable" aria-disabled="true">
                <span className="variant-button__name">{t(`variants.${variantLabel(pkg, variant)}`)}</span>
                <span className="variant-button__price">{t('notAvailable')}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className="package-card__per-person">{t('pricesPerPerson')}</p>
    </article>
  );
}
