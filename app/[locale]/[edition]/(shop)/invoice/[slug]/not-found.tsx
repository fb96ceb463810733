import { getTranslations } from 'next-intl/server';
import { ContactPanel } from '@/features/layout/contact-panel';
import { Link } from '@/lib/i18n/navigation';

/** An invoice link that names no invoice: what to do next. */
export default async function InvoiceNotFound() {
  const t = await getTranslations('invoice');
  return (
    <div className="content-page">
      <h1>{t('notFoundHeading')}</h1>
      <p className="content-page__lead">{t('notFoundLead')}</p>
      <ContactPanel headingId="invoice-contact" heading={t('contactHeading')} lead={t('contactLead')} />
      <p>
        <Link href="/">{t('toFront')}</Link>
      </p>
    </div>
  );
}
