'use client';

import { useTranslations } from 'next-intl';
import type { ExcludableService } from '@/lib/package/selection';
import { usePackageState } from '../store/package-store';
import styles from '../customise.module.css';

/** "Rejs uden fly/hotel/bus" (booking spec §4 "Exclusions"): the visitor drops a service of the package. */
export function DropToggle({ service }: { service: ExcludableService }) {
  const t = useTranslations('package.customise');
  const dropped = usePackageState((state) => state.selection.without[service]);
  const setWithout = usePackageState((state) => state.setWithout);
  return (
    <label className={styles.toggle}>
      <input type="checkbox" checked={dropped} onChange={(event) => setWithout(service, event.target.checked)} />
      {t(`drop.${service}`)}
    </label>
  );
}

