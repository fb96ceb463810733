import { getTranslations } from 'next-intl/server';
import { ContactPanel } from '@/features/layout/contact-panel';
import { Link } from '@/lib/i18n/navigation';

/** A payment link that names no share: what to do next. */
export default async function ShareNotFound() {
  const [t, tInvoice] = await Promise.all([getTranslations('invoice.share'), getTranslations('invoice')]);
  return (
    <div className="content-page">
      <h1>{t('notFoundHeading')}</h1>
      <p className="content-page__lead">{t('notFoundLead')}</p>
      <ContactPanel headingId="share-contact" heading={tInvoice('contactHeading')} lead={tInvoice('contactLead')} />
      <p>
        <Link href="/">{tInvoice('toFront')}</Link>
      </p>
    </div>
  );
}
