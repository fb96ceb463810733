import { useFormatter, useTranslations } from 'next-intl';
import { PackageBadges } from '@/features/packages/package-card';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { formatTravelPeriod } from '@/lib/i18n/formats';
import type { Season } from '@/lib/seasons';
import { EventCard } from './event-card';
import { PackageIncluded } from './package-included';

/**
 * The package page's overview banner (booking spec §2): title, the matches as
 * cards, the bundle label, and the season offer badge while that season is on
 * and the package offers it; the extra services the trip includes.
 */
export function PackageOverview({ pkg, season }: { pkg: PackageDetail; season: Season | null }) {
  const t = useTranslations('packages');
  const tp = useTranslations('package');
  const format = useFormatter();

  return (
    <header className="package-overview">
      <PackageBadges pkg={pkg} season={season} />
      <h1 id="package-heading">{pkg.title}</h1>
      <p className="package-overview__period">
        {tp('destination', { city: pkg.destination.city.name, country: pkg.destination.country.name })} ·{' '}
        {formatTravelPeriod(format, (days) => t('travelPeriod', days), pkg, 'weekdayDayMonth')}{' '}
        · {t('nights', { count: pkg.nights })}
      </p>
      <ul className="package-overview__events">
        {pkg.events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
      <PackageIncluded pkg={pkg} />
    </header>
  );
}
