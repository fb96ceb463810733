import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactPanel } from '@/features/layout/contact-panel';
import { loadPackage } from '@/features/package/load.server';
import { SelectionSummary } from '@/features/package/selection-summary';
import { initialVariant, packageVariants } from '@/lib/packages/variants';

type Props = { params: Promise<{ locale: Locale; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const [pkg, t] = await Promise.all([loadPackage(locale, slug), getTranslations({ locale, namespace: 'preorder' })]);
  return { title: pkg ? t('title', { title: pkg.title }) : undefined, robots: { index: false, follow: true } };
}

/** Preorder (booking spec §1-2): a place in the queue for a trip, also when it is sold out. */
export default async function PreorderPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const [pkg, t] = await Promise.all([loadPackage(locale, slug), getTranslations({ locale, namespace: 'preorder' })]);
  if (!pkg) notFound();
  const options = packageVariants(pkg);
  const selected = options.find((option) => option.variant === initialVariant(options, undefined));
  return (
    <div className="booking-page">
      <h1>{t('title', { title: pkg.title })}</h1>
      <p>{pkg.isSoldOut ? t('leadSoldOut') : t('lead')}</p>
      <SelectionSummary pkg={pkg} selected={selected} />
      <ContactPanel headingId="preorder-contact" heading={t('contactHeading')} lead={t('contactLead')} />
    </div>
  );
}
