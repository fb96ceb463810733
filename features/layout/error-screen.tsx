import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import buttons from '@/components/ui/buttons.module.css';
import styles from './error-screen.module.css';

type Props = {
  locale: Locale;
  title: string;
  message?: string;
  detail?: string;
  homeLabel: string;
  /** A button that renders the failed page again (the error boundary's reset). */
  retry?: { label: string; onRetry: () => void };
};

/**
 * The friendly error page (browsing spec §2): a headline, what happened, and a way back to the front page.
 * The front page is `/{locale}` on every host (the prefix is always there), so Next's own link takes the
 * visitor there: the localized navigation is not loaded again with every page's error boundary.
 */
export function ErrorScreen({ locale, title, message, detail, homeLabel, retry }: Props) {
  return (
    <section className={styles.screen} aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      {message && <p>{message}</p>}
      {detail && <p className={styles.detail}>{detail}</p>}
      <p className={styles.actions}>
        <Link href={`/${locale}`} className={`${buttons.button} ${buttons.primary}`}>
          {homeLabel}
        </Link>
        {retry && (
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={retry.onRetry}>
            {retry.label}
          </button>
        )}
      </p>
    </section>
  );
}
