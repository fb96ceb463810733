import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactPanel } from '@/features/layout/contact-panel';
import { loadPackage } from '@/features/package/load.server';
import { SelectionSummary } from '@/features/package/selection-summary';
import { Link } from '@/lib/i18n/navigation';
import { initialVariant, packageVariants } from '@/lib/packages/variants';

type Props = { params: Promise<{ locale: Locale; slug: string }>; searchParams: Promise<{ type?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const [pkg, t] = await Promise.all([loadPackage(locale, slug), getTranslations({ locale, namespace: 'booking' })]);
  // A booking page is the visitor's own; search engines index the package page instead.
  return { title: pkg ? t('title', { title: pkg.title }) : undefined, robots: { index: false, follow: false } };
}

/**
 * Booking a package (booking spec §2): the chosen trip and how to complete
 * the booking with the shop. A sold-out package cannot be booked and goes to
 * its preorder.
 */
export default async function BookPage({ params, searchParams }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const [pkg, t] = await Promise.all([loadPackage(locale, slug), getTranslations({ locale, namespace: 'booking' })]);
  if (!pkg) notFound();
  const asked = (await searchParams).type;
  const options = packageVariants(pkg);
  const variant = initialVariant(options, typeof asked === 'string' ? asked : undefined);
  const selected = options.find((option) => option.variant === variant);

  return (
    <div className="booking-page">
      <p>
        <Link href={{ pathname: '/packages/[slug]', params: { slug: pkg.slug }, query: variant ? { type: variant } : {} }}>
          ← {t('backToPackage')}
        </Link>
      </p>
      <h1>{t('title', { title: pkg.title })}</h1>
      <SelectionSummary pkg={pkg} selected={selected} />
      {selected?.available ? (
        <ContactPanel headingId="book-contact" heading={t('contactHeading')} lead={t('contactLead')} />
      ) : (
        <section className="package-section" aria-labelledby="sold-out-heading">
          <h2 id="sold-out-heading">{t('soldOutHeading')}</h2>
          <p>{t('soldOutLead')}</p>
          <Link className="button button--primary" href={{ pathname: '/packages/[slug]/preorder', params: { slug: pkg.slug } }}>
            {t('toPreorder')}
          </Link>
        </section>
      )}
    </div>
  );
}
