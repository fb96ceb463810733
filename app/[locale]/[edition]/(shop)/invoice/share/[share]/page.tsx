import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { closeCancelledPayment, loadShare } from '@/features/invoice/load.server';
import { ShareDetails } from '@/features/invoice/share-details';
import { ClientMessages } from '@/app/_shared/client-messages';
import { ownSiteOf } from '@/app/_shared/own-site';
import { siteLocale } from '@/app/_shared/site-locale';
import { CANCELLED_PARAM } from '@/lib/api/contract/constants';
import { redirect } from '@/lib/i18n/navigation';

/** The payment the visitor comes back from, and whether by the gateway's cancel link. */
async function returnedFrom(searchParams: Props['searchParams']): Promise<{ transaction?: string; cancelled: boolean }> {
  const { transaction, [CANCELLED_PARAM]: cancelled } = await searchParams;
  return typeof transaction === 'string' ? { transaction, cancelled: cancelled === '1' } : { cancelled: false };
}

type Props = { params: Promise<{ locale: Locale; share: string }>; searchParams: Promise<{ transaction?: string | string[]; cancelled?: string | string[] }> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { share } = await params;
  const locale = await siteLocale(params);
  const returned = await returnedFrom(searchParams);
  await closeCancelledPayment(locale, returned.transaction, returned.cancelled);
  const found = UUID.test(share) ? await loadShare(locale, share) : null;
  const t = await getTranslations({ locale, namespace: 'invoice.share' });
  // A payment link is a key: never indexed, never followed.
  return { title: found ? t('heading', { orderNumber: found.orderNumber }) : t('notFoundHeading'), robots: { index: false, follow: false } };
}

/** A traveller's payment link (split payment): that traveller's share of the invoice, and paying it. */
export default async function SharePage({ params, searchParams }: Props) {
  const { share } = await params;
  const locale = await siteLocale(params);
  const { transaction, cancelled } = await returnedFrom(searchParams);
  setRequestLocale(locale);
  if (!UUID.test(share)) notFound();
  // Back by a gateway's cancel link: the payment is cancelled before the share is read.
  await closeCancelledPayment(locale, transaction, cancelled);
  const found = await loadShare(locale, share);
  if (!found) notFound();
  const own = ownSiteOf(found.currency, locale);
  if (own) redirect({ href: { pathname: '/invoice/share/[share]', params: { share }, query: transaction === undefined ? {} : { transaction } }, locale: own });
  return (
    <ClientMessages locale={locale} namespaces={['invoice']}>
      <ShareDetails share={found} locale={locale} returnedFrom={transaction} />
    </ClientMessages>
  );
}
