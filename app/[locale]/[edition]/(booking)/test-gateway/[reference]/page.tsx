import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { loadTestGatewayPayment, TestGatewayPage } from '@/features/invoice/test-gateway-page';
import { ClientMessages } from '@/app/_shared/client-messages';
import { siteLocale } from '@/app/_shared/site-locale';

type Props = { params: Promise<{ locale: Locale; reference: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await siteLocale(params);
  const t = await getTranslations({ locale, namespace: 'testGateway' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The test payment gateway's hosted page (the sandbox provider's, on the shop's own domain). */
export default async function TestGatewayRoute({ params }: Props) {
  const { reference } = await params;
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  const payment = await loadTestGatewayPayment(locale, reference);
  if (!payment) notFound();
  return (
    <ClientMessages locale={locale} namespaces={['testGateway']}>
      <TestGatewayPage locale={locale} payment={payment} />
    </ClientMessages>
  );
}
