import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toast';
import { ChunkErrorReload } from '@/features/layout/chunk-error-reload';
import { ClientMessages } from './client-messages';
import { Consent } from './consent';
import { SITES } from '@/lib/site/sites';
import type { Locale } from '@/lib/i18n/locales';

/**
 * One site's HTML document: its language, the shell's messages for the client, the
 * toasts. The locale layout wraps every page in it, and the root not-found
 * wraps a 404 in it, so both are served in the site's language.
 */
export async function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'layout' });
  return (
    <html lang={SITES[locale].htmlLang}>
      <body>
        <ClientMessages locale={locale}>
          {children}
          <Toaster label={t('notifications')} closeLabel={t('closeNotification')} />
          <ChunkErrorReload />
          <Consent locale={locale} />
        </ClientMessages>
      </body>
    </html>
  );
}
