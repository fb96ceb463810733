'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FetchIndicator } from '@/components/ui/fetch-indicator';
import { toast } from '@/components/ui/toast';
import { createApiClient } from '@/lib/api/client';
import type { MinimalPackage } from '@/lib/api/contract/packages';
import type { PackagesParams } from '@/lib/api/endpoints/packages';
import { useErrorText } from '@/lib/i18n/error-text';
import type { Season } from '@/lib/seasons';
import { PackageCard } from './package-card';
import { PAGE_SIZE } from './package-filters';

type Props = { initial: MinimalPackage[]; total: number; params: PackagesParams; season?: Season | null };

/**
 * The packages list after its server-rendered first page (browsing spec §4):
 * "show more" appends the next page until the loaded count reaches the total;
 * on failure the list empties, counts as all loaded, and a toast says why.
 * A changed filter is a new URL, which renders a new list from offset 0.
 */
export function PackageList({ initial, total, params, season }: Props) {
  const t = useTranslations('packages');
  const locale = useLocale();
  const errorText = useErrorText();
  const [packages, setPackages] = useState(initial);
  const [allLoaded, setAllLoaded] = useState(initial.length >= total);
  const [loading, setLoading] = useState(false);

  async function showMore() {
    setLoading(true);
    try {
      // The API call and its response contract load with the first "show more", not with the page.
      const { getPackages } = await import('@/lib/api/endpoints/packages');
      const next = await getPackages(createApiClient({ locale }), { ...params, limit: PAGE_SIZE, offset: packages.length });
      const loaded = [...packages, ...next.packages];
      setPackages(loaded);
      setAllLoaded(loaded.length >= next.totalResults || next.packages.length === 0);
    } catch (error) {
      setPackages([]);
      setAllLoaded(true);
      toast.error(errorText(error));
    } finally {
      setLoading(false);
    }
  }

  if (packages.length === 0) return <p className="empty-state">{t('empty')}</p>;
  return (
    <>
      <ul className="package-list">
        {packages.map((pkg) => (
          <li key={pkg.id}>
            <PackageCard pkg={pkg} season={season} />
          </li>
        ))}
      </ul>
      <div className="package-list__more">
        {allLoaded ? (
          <p>{t('allShown', { count: packages.length })}</p>
        ) : (
          <button type="button" className="button button--primary" onClick={showMore} disabled={loading} aria-busy={loading || undefined}>
            {t('showMore')}
          </button>
        )}
        <FetchIndicator active={loading} label={t('loading')} />
      </div>
    </>
  );
}
