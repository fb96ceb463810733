import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { EventCard } from './event-card';
import { OverviewPeriod } from './overview-period';
import { PackageIncluded } from './package-included';
import styles from './overview.module.css';

/**
 * The package page's overview banner (booking spec §2): the badges (the
 * bundle label, and the season offer badge while that season is on and the
 * package offers it: the package card's, which the page passes in), title, the
 * travel dates and nights as chosen (./overview-period.tsx: it reads the
 * package page's store, so the overview is drawn inside the customisation's
 * providers; `period` in its place where the page has no customisation), the
 * matches as cards; the extra services the trip includes.
 */
export function PackageOverview({ pkg, badges, period }: { pkg: PackageDetail; badges: ReactNode; period?: ReactNode }) {
  const tp = useTranslations('package');

  return (
    <header className={styles.overview}>
      {badges}
      <h1 id="package-heading">{pkg.title}</h1>
      <p className={styles.overviewPeriod}>
        {tp('destination', { city: pkg.destination.city.name, country: pkg.destination.country.name })} · {period ?? <OverviewPeriod />}
      </p>
      <ul className={styles.overviewEvents}>
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
