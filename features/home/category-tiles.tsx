import { useTranslations } from 'next-intl';
import type { SportCategory } from '@/lib/api/contract/catalogue';
import { Link } from '@/lib/i18n/navigation';
import { categoryImageUrl } from './home-categories';
import styles from './home.module.css';

/**
 * One tile per event type (browsing spec §2 Home): an active category links
 * to its packages; an inactive one is shown, marked as coming, and links
 * nowhere (as in the navbar, §4).
 */
export function CategoryTiles({ categories }: { categories: SportCategory[] }) {
  const t = useTranslations('home');
  return (
    <ul className={styles.tiles}>
      {categories.map((category) => {
        const body = (
          <>
            {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG photos need no optimisation */}
            <img className={styles.tileImage} src={categoryImageUrl(category)} alt="" width={400} height={225} loading="lazy" />
            <span className={styles.tileName}>{category.name}</span>
            {!category.isActive && <span className={styles.tileNote}>{t('comingSoon')}</span>}
          </>
        );
        return (
          <li key={category.id} className={styles.tile}>
            {category.isActive ? (
              <Link className={styles.tileLink} href={{ pathname: '/packages', query: { sportCategories: category.slug } }}>
                {body}
              </Link>
            ) : (
              <div className={`${styles.tileLink} ${styles.tileInactive}`}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
