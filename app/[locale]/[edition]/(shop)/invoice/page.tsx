import type { Metadata } from 'next';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FindInvoice } from '@/features/invoice/find-invoice';
import { ContactPanel } from '@/features/layout/contact-panel';
import { ClientMessages } from '@/app/_shared/client-messages';
import { siteLocale } from '@/app/_shared/site-locale';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await siteLocale(params);
  const t = await getTranslations({ locale, namespace: 'invoice' });
  return { title: t('heading'), robots: { index: false, follow: true } };
}

/**
 * Invoices (browsing spec §2): there are no accounts, so an invoice is opened
 * from the personal link in the booking e-mail, or found here by its order
 * number and the booking's e-mail; the shop's contact helps otherwise.
 */
export default async function InvoicesPage({ params }: Props) {
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'invoice' });
  return (
    <ClientMessages locale={locale} namespaces={['invoice']}>
      <div className="content-page">
        <h1>{t('heading')}</h1>
        <p className="content-page__lead">{t('lead')}</p>
        <FindInvoice locale={locale} />
        <ContactPanel headingId="invoice-contact" heading={t('contactHeading')} lead={t('contactLead')} />
      </div>
    </ClientMessages>
  );
}
