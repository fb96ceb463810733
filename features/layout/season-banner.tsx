import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Season } from '@/lib/seasons';
import styles from './season-banner.module.css';

/** The seasonal banner (browsing spec §2): links to the packages with the season's flag. */
export async function SeasonBanner({ season }: { season: Season | null }) {
  if (!season) return null;
  const t = await getTranslations('banner');
  return (
    <aside className={`${styles.banner} ${styles[season] ?? ''}`.trim()} aria-label={t(season)}>
      <p>
        <span>{t(season)}</span>{' '}
        <Link href={{ pathname: '/packages', query: { [season]: 'true' } }} className={styles.cta}>
          {t('cta')}
        </Link>
      </p>
    </aside>
  );
}
