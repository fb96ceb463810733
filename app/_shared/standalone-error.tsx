import buttons from '@/components/ui/buttons.module.css';
import styles from '@/features/layout/error-screen.module.css';

type Props = {
  lang: string;
  title: string;
  message?: string;
  detail?: string;
  homeHref: string;
  homeLabel: string;
  /** A button that renders the failed part again; drawn here, so the boundary's own script carries no class names. */
  retry?: { label: string; onRetry: () => void };
};

/**
 * An error page that stands outside every site's layout (the initial-data
 * failure, the global error): it brings its own document.
 * The way home is a full page load, so a broken client state is left behind.
 */
export function StandaloneErrorDocument({ lang, title, message, detail, homeHref, homeLabel, retry }: Props) {
  return (
    <html lang={lang}>
      <body>
        <main id="main">
          <section className={styles.screen} aria-labelledby="error-title">
            <h1 id="error-title">{title}</h1>
            {message && <p>{message}</p>}
            {detail && <p className={styles.detail}>{detail}</p>}
            <p className={styles.actions}>
              <a href={homeHref} className={`${buttons.button} ${buttons.primary}`}>
                {homeLabel}
              </a>
              {retry && (
                <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={retry.onRetry}>
                  {retry.label}
                </button>
              )}
            </p>
          </section>
        </main>
      </body>
    </html>
  );
}
