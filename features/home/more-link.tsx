import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import styles from './home.module.css';

/** The link under a home section to the page with all of it ("See all …"). */
export function MoreLink({ href, children }: { href: ComponentProps<typeof Link>['href']; children: ReactNode }) {
  return (
    <p className={styles.more}>
      <Link href={href}>{children}</Link>
    </p>
  );
}
