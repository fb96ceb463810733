import type { Metadata } from 'next';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FindTrip } from '@/features/trip/find-trip';
import { ContactPanel } from '@/features/layout/contact-panel';
import { ClientMessages } from '@/app/_shared/client-messages';
import { siteLocale } from '@/app/_shared/site-locale';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await siteLocale(params);
  const t = await getTranslations({ locale, namespace: 'trip.find' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

/**
 * Find my trip: there are no accounts, so a trip is opened from the link in
 * any booking mail, or a new link is mailed from here to the booking's email
 * by its order number; the shop's contact helps otherwise.
 */
export default async function FindTripPage({ params }: Props) {
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'trip.find' });
  return (
    <ClientMessages locale={locale} namespaces={['trip']}>
      <div className="content-page">
        <h1>{t('title')}</h1>
        <p className="content-page__lead">{t('intro')}</p>
        <FindTrip locale={locale} />
        <ContactPanel headingId="trip-contact" heading={t('contactHeading')} lead={t('contactLead')} />
      </div>
    </ClientMessages>
  );
}
