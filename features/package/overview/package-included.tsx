import { useTranslations } from 'next-intl';
import type { PackageDetail } from '@/lib/api/contract/packages';
import styles from './overview.module.css';

/**
 * The extra services the trip includes beyond its steps (booking spec §3
 * extraServices[]: a stadium tour, a transfer, a guide). The ticket, flight,
 * bus and hotel each have their own step, so they are not listed again here.
 */
export function PackageIncluded({ pkg }: { pkg: Pick<PackageDetail, 'extraServices'> }) {
  const t = useTranslations('package');
  if (pkg.extraServices.length === 0) return null;
  return (
    <section className={styles.included} aria-labelledby="included-heading">
      <h2 id="included-heading">{t('alsoIncluded')}</h2>
      <ul className={styles.includedList}>
        {pkg.extraServices.map((service) => (
          <li key={service.slug}>
            {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG icon, decorative beside its title */}
            <img src={service.icon.originalUrl} alt="" width={24} height={24} />
            {service.title}
          </li>
        ))}
      </ul>
    </section>
  );
}
