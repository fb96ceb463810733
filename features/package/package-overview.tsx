import { useFormatter, useTranslations } from 'next-intl';
import { packageBadges } from '@/features/catalogue/package-card';
import type { PackageDetail } from '@/lib/api/contract/packages';
import type { Season } from '@/lib/seasons';
import { EventCard } from './event-card';

const day = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/**
 * The package page's overview banner (booking spec §2): title, the matches as
 * cards, the bundle label, and the season offer badge while that season is on
 * and the package offers it.
 */
export function PackageOverview({ pkg, season }: { pkg: PackageDetail; season: Season | null }) {
  const t = useTranslations('packages');
  const tp = useTranslations('package');
  const format = useFormatter();
  const badges = packageBadges(pkg, season, t);

  return (
    <header className="package-overview">
      {badges.length > 0 && (
        <ul className="package-card__badges">
          {badges.map((badge) => (
            <li key={badge} className="badge">
              {badge}
            </li>
          ))}
        </ul>
      )}
      <h1 id="package-heading">{pkg.title}</h1>
      <p className="package-overview__period">
        {tp('destination', { city: pkg.destination.city.name, country: pkg.destination.country.name })} ·{' '}
        {t('travelPeriod', {
          from: format.dateTime(day(pkg.startDate), 'weekdayDayMonth'),
          to: format.dateTime(day(pkg.endDate), 'weekdayDayMonth'),
        })}{' '}
        · {t('nights', { count: pkg.nights })}
      </p>
      <ul className="package-overview__events">
        {pkg.events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
    </header>
  );
}
