import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { MinimalPackage } from '@/lib/api/contract/packages';
import { formatPrice } from '@/lib/i18n/money';

/** Bundle label by number of events (browsing spec §2 "Package card"): 2, 3, otherwise combo. */
export function bundleBadge(numberOfEvents: number): 'double' | 'triple' | 'combo' {
  return numberOfEvents === 2 ? 'double' : numberOfEvents === 3 ? 'triple' : 'combo';
}

const day = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/**
 * One package in a list: badges, title, its matches, travel period, nights and
 * the price per person. Renders on the server and in the "show more" island.
 */
export function PackageCard({ pkg }: { pkg: MinimalPackage }) {
  const t = useTranslations('packages');
  const format = useFormatter();
  const locale = useLocale();
  const titleId = `package-${pkg.id}`;
  const badges = [
    pkg.packageType === 'bundle' && t(`badges.${bundleBadge(pkg.numberOfEvents)}`),
    pkg.isRoundTrip && t('badges.roundTrip'),
    pkg.isSoldOut && t('badges.soldOut'),
    pkg.hasOffer && pkg.offerTitle,
    pkg.isRivalry && t('badges.rivalry'),
    pkg.isResidualSale && t('badges.residualSale'),
    pkg.randomOffer,
  ].filter((badge): badge is string => Boolean(badge));

  return (
    <article className={`package-card${pkg.isSoldOut ? ' package-card--sold-out' : ''}`} aria-labelledby={titleId}>
      {badges.length > 0 && (
        <ul className="package-card__badges">
          {badges.map((badge) => (
            <li key={badge} className="badge">
              {badge}
            </li>
          ))}
        </ul>
      )}
      <h2 id={titleId} className="package-card__title">
        {pkg.title}
      </h2>
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
        {t('travelPeriod', {
          from: format.dateTime(day(pkg.startDate), 'dayMonth'),
          to: format.dateTime(day(pkg.endDate), 'dayMonth'),
        })}{' '}
        · {t('nights', { count: pkg.nights })}
      </p>
      <p className="package-card__price">
        <span className="price">{t('fromPrice', { price: formatPrice(pkg.prices.defaultPrice, locale) })}</span>{' '}
        <span className="package-card__per-person">{t('perPerson')}</span>
      </p>
    </article>
  );
}
