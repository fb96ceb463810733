'use client';

import { useTranslations } from 'next-intl';
import { FetchIndicator } from '@/components/ui/fetch-indicator';
import type { MinimalPackage } from '@/lib/api/contract/packages';
import type { Season } from '@/lib/seasons';
import buttons from '@/components/ui/buttons.module.css';
import { PackageCard } from './package-card';
import styles from './packages.module.css';

/** The list, its "show more" button and the count once everything is shown. */
export function PackageListView({
  packages,
  allLoaded,
  loading,
  onMore,
  season,
}: {
  packages: MinimalPackage[];
  allLoaded: boolean;
  loading: boolean;
  onMore?: () => void;
  season?: Season | null;
}) {
  const t = useTranslations('packages');
  if (packages.length === 0) return <p className="empty-state">{t('empty')}</p>;
  return (
    <>
      <ul className={styles.list}>
        {packages.map((pkg) => (
          <li key={pkg.id}>
            <PackageCard pkg={pkg} season={season} />
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        {allLoaded ? (
          <p>{t('allShown', { count: packages.length })}</p>
        ) : (
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onMore} disabled={loading} aria-busy={loading || undefined}>
            {t('showMore')}
          </button>
        )}
        <FetchIndicator active={loading} label={t('loading')} />
      </div>
    </>
  );
}
