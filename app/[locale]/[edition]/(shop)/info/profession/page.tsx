import type { Metadata } from 'next';
import { alternatesFor } from '@/app/_shared/seo';
import { notFound } from 'next/navigation';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactPanel } from '@/features/layout/contact-panel';
import { InfoPage } from '@/features/content/info-page';
import { loadPage } from '@/features/content/load.server';

type Props = { params: Promise<{ locale: Locale }> };

/** The business page's CMS text has the same slug on every site (browsing spec §2). */
const BUSINESS_PAGE_SLUG = 'erhverv';


export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const page = await loadPage(locale, BUSINESS_PAGE_SLUG);
  if (!page) return {};
  return { title: page.name, alternates: alternatesFor(locale, '/info/profession') };
}

/**
 * Business customers (browsing spec §2, /info/erhverv|virksomhet|verksamhet).
 * Until the group-trip inquiry form lands, the page ends with the shop's contact.
 */
export default async function BusinessRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const page = await loadPage(locale, BUSINESS_PAGE_SLUG);
  if (!page) notFound();
  const t = await getTranslations({ locale, namespace: 'business' });
  return (
    <>
      <InfoPage page={page} />
      <div className="content-page">
        <ContactPanel headingId="business-contact" heading={t('contactHeading')} lead={t('contactLead')} />
      </div>
    </>
  );
}
