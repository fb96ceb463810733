import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InvoiceDetails } from '@/features/invoice/invoice-details';
import { closeCancelledPayment, loadInvoice } from '@/features/invoice/load.server';
import { pageEdition } from '@/app/_shared/clock';
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

type Props = { params: Promise<{ locale: Locale; edition: string; slug: string }>; searchParams: Promise<{ transaction?: string | string[]; cancelled?: string | string[] }> };

/** An invoice address carries the order's uuid (browsing spec §2). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { slug } = await params;
  const locale = await siteLocale(params);
  const returned = await returnedFrom(searchParams);
  await closeCancelledPayment(locale, returned.transaction, returned.cancelled);
  const invoice = UUID.test(slug) ? await loadInvoice(locale, slug) : null;
  const t = await getTranslations({ locale, namespace: 'invoice' });
  // The uuid is the key to someone's invoice: never indexed, never followed.
  return {
    title: invoice ? t(invoice.booking?.kind === 'preorder' ? 'preorderHeading' : 'orderHeading', { orderNumber: invoice.orderNumber }) : t('notFoundHeading'),
    robots: { index: false, follow: false },
  };
}

/** One invoice, by the order uuid from the booking e-mail; an unknown one answers the invoice's own not-found page. */
export default async function InvoicePage({ params, searchParams }: Props) {
  const { slug } = await params;
  const locale = await siteLocale(params);
  const { day } = await pageEdition(params);
  const { transaction, cancelled } = await returnedFrom(searchParams);
  setRequestLocale(locale);
  if (!UUID.test(slug)) notFound();
  // Back by a gateway's cancel link: the payment is cancelled before the invoice is read.
  await closeCancelledPayment(locale, transaction, cancelled);
  const invoice = await loadInvoice(locale, slug);
  if (!invoice) notFound();
  const own = ownSiteOf(invoice.currency, locale);
  if (own) redirect({ href: { pathname: '/invoice/[slug]', params: { slug }, query: transaction === undefined ? {} : { transaction } }, locale: own });
  return (
    <ClientMessages locale={locale} namespaces={['invoice']}>
      <InvoiceDetails invoice={invoice} locale={locale} today={day} returnedFrom={transaction} />
    </ClientMessages>
  );
}
