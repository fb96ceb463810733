import type { BlogCategory } from '@/lib/api/contract/blog';
import { Link } from '@/lib/i18n/navigation';
import styles from './content.module.css';

type Props = { categories: BlogCategory[]; current: string | null; label: string; allLabel: string };

/** The blog's category filter as plain links (`?category=slug`), so each filter is a shareable address. */
export function BlogCategoryNav({ categories, current, label, allLabel }: Props) {
  return (
    <nav className={styles.categories} aria-label={label}>
      <ul>
        <li>
          <Link href="/blog" className={styles.category} aria-current={current === null ? 'page' : undefined}>
            {allLabel}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              href={{ pathname: '/blog', query: { category: category.slug } }}
              className={styles.category}
              aria-current={current === category.slug ? 'page' : undefined}
            >
              {category.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
