'use client';

import { useParams } from 'next/navigation';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';
import { htmlLang } from '@/lib/i18n/html-lang';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import './globals.css';

const ERRORS = { da: da.errors, no: no.errors, sv: sv.errors };

/**
 * The site's own layout failed, almost always because the initial data could
 * not be loaded (browsing spec §4, §8): the page answers 500 and says so in the
 * site's language. It stands outside the site's layout, so it brings its own
 * <html> and texts.
 */
export default function InitialDataError({ reset }: { error: Error; reset: () => void }) {
  const params = useParams<{ locale?: string }>();
  const locale = isLocale(params?.locale) ? params.locale : DEFAULT_LOCALE;
  const t = ERRORS[locale];
  return (
    <html lang={htmlLang(locale)}>
      <body>
        <main id="main">
          <section className="error-screen" aria-labelledby="error-title">
            <h1 id="error-title">{t.title}</h1>
            <p>{t.initialData}</p>
            <p className="error-screen__detail">{t.status.replace('{status}', '500')}</p>
            <p className="error-screen__actions">
              <a href={`/${locale}`} className="button button--primary">
                {t.backToFront}
              </a>
              <button type="button" className="button button--secondary" onClick={reset}>
                {t.retry}
              </button>
            </p>
          </section>
        </main>
      </body>
    </html>
  );
}
