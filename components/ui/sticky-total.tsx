import type { ReactNode } from 'react';
import styles from './sticky-total.module.css';

/**
 * On a phone (below 768 px), a bar at the foot of the screen with the total
 * and the way on (book), while the page scrolls; nothing on a wider screen,
 * where the summary beside the content shows both. The page keeps room for
 * it at its end, and a field that takes the focus is scrolled clear of it.
 */
export function StickyTotal({ label, caption, total, testId, children }: { label: string; caption: string; total: string | null; testId: string; children: ReactNode }) {
  return (
    <section className={styles.bar} aria-label={label}>
      {total !== null && (
        <p className={styles.price}>
          <span>{caption}</span>{' '}
          <strong className="price" data-testid={testId}>
            {total}
          </strong>
        </p>
      )}
      {children}
    </section>
  );
}
