import type { Metadata } from 'next';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { ClientMessages } from '@/app/_shared/client-messages';
import { UnsubscribeAlert } from '@/features/inquiries/unsubscribe-alert';
import { siteLocale } from '@/app/_shared/site-locale';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await siteLocale(params);
  const t = await getTranslations({ locale, namespace: 'inquiries.alert' });
  return { title: t('unsubscribeHeading'), robots: { index: false, follow: false } };
}

/** An availability alert's unsubscribe link (`?token=`, from its mail): a button that ends it, no login. */
export default async function UnsubscribePage({ params }: Props) {
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'inquiries.alert' });
  return (
    <ClientMessages locale={locale} namespaces={['inquiries']}>
      <div className="content-page">
        <h1>{t('unsubscribeHeading')}</h1>
        <p className="content-page__lead">{t('unsubscribeLead')}</p>
        {/* The token is the address's, read in the browser: the page itself is the same for everyone. */}
        <Suspense fallback={null}>
          <UnsubscribeAlert />
        </Suspense>
      </div>
    </ClientMessages>
  );
}
