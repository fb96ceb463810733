import { getTranslations } from 'next-intl/server';
import { ContactPanel } from '@/features/layout/contact-panel';
import { Link } from '@/lib/i18n/navigation';

/**
 * A trip link that opens no trip (expired, voided by an erasure, altered, or
 * a visitor over the guessing limit): a page in the site's language that
 * says the link does not work and where to get a new one (Find my trip),
 * still a 404 and, as every trip page, never indexed (the route's metadata).
 */
export default async function TripNotFound() {
  const t = await getTranslations('trip.page');
  return (
    <div className="content-page" data-testid="trip-not-found">
      <h1>{t('notFoundHeading')}</h1>
      <p className="content-page__lead">{t('notFoundLead')}</p>
      <p>
        <Link href="/trip">{t('notFoundFind')}</Link>
      </p>
      <ContactPanel headingId="trip-contact" heading={t('contactHeading')} lead={t('contactLead')} />
    </div>
  );
}
