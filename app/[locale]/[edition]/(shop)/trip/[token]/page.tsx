import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BookedTrip } from '@/features/invoice/booked-trip';
import { TripPage } from '@/features/trip/trip-page';
import { loadTrip } from '@/features/trip/load.server';
import { ClientMessages } from '@/app/_shared/client-messages';
import { pageEdition } from '@/app/_shared/clock';
import { siteLocale } from '@/app/_shared/site-locale';
import { TRIP_LINK_PATTERN } from '@/lib/api/contract/trips';

type Props = { params: Promise<{ locale: Locale; edition: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { token } = await params;
  const locale = await siteLocale(params);
  const trip = TRIP_LINK_PATTERN.test(token) ? await loadTrip(locale, token) : null;
  const t = await getTranslations({ locale, namespace: 'trip.page' });
  // The link is the key to someone's trip: never indexed, never followed.
  return { title: trip ? t('heading', { orderNumber: trip.invoice.orderNumber }) : t('notFoundHeading'), robots: { index: false, follow: false } };
}

/** The traveller's own trip, by the link from a mail (per request, never kept). */
export default async function TripRoute({ params }: Props) {
  const { token } = await params;
  const locale = await siteLocale(params);
  const { day } = await pageEdition(params);
  setRequestLocale(locale);
  if (!TRIP_LINK_PATTERN.test(token)) notFound();
  const trip = await loadTrip(locale, token);
  if (!trip) notFound();
  // The trip's client islands (the changes' dialogs) read the `trip` texts; what was bought reads as on the invoice, by the invoice's own view.
  return (
    <ClientMessages locale={locale} namespaces={['trip']}>
      <TripPage trip={trip} token={token} locale={locale} today={day} booked={<BookedTrip booking={trip.invoice.booking!} locale={locale} level={3} />} />
    </ClientMessages>
  );
}
