import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { WithdrawalPage } from '@/features/invoice/gift-card-withdrawal';
import { loadInvoice } from '@/features/invoice/load.server';
import { pageEdition } from '@/app/_shared/clock';
import { ClientMessages } from '@/app/_shared/client-messages';
import { ownSiteOf } from '@/app/_shared/own-site';
import { siteLocale } from '@/app/_shared/site-locale';
import { redirect } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: Locale; edition: string; slug: string }> };

/** The gift card's invoice uuid is the key to this page, as to the card's own. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await siteLocale(params);
  const t = await getTranslations({ locale, namespace: 'invoice.withdrawal' });
  return { title: t('pageHeading'), robots: { index: false, follow: false } };
}

/**
 * Withdrawing from a gift card (Consumer Rights Directive art. 11a), reached
 * by the action on the card's page and the link in its mail: what is
 * withdrawn from and what goes back, then the confirmation step. After the
 * 14 days, or once withdrawn, it says so instead.
 */
export default async function GiftCardWithdrawalPage({ params }: Props) {
  const { slug } = await params;
  const locale = await siteLocale(params);
  const { day } = await pageEdition(params);
  setRequestLocale(locale);
  if (!UUID.test(slug)) notFound();
  const invoice = await loadInvoice(locale, slug);
  const giftCard = invoice?.giftCard;
  if (!invoice || !giftCard) notFound();
  const own = ownSiteOf(invoice.currency, locale);
  if (own) redirect({ href: { pathname: '/invoice/[slug]/withdraw', params: { slug } }, locale: own });
  return (
    <ClientMessages locale={locale} namespaces={['invoice']}>
      <WithdrawalPage invoice={invoice} giftCard={giftCard} locale={locale} today={day} />
    </ClientMessages>
  );
}
