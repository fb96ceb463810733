import type { Metadata } from 'next';
import { alternatesFor } from '@/app/_shared/seo';
import { notFound } from 'next/navigation';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/app/_shared/client-messages';
import { BusinessInquiryForm } from '@/features/inquiries/business-inquiry-form';
import { ContactPanel } from '@/features/layout/contact-panel';
import { InfoPage } from '@/features/content/info-page';
import { loadPage } from '@/features/content/load.server';
import { siteLocale } from '@/app/_shared/site-locale';
import inquiries from '@/features/inquiries/inquiries.module.css';
import { notFoundMetadata } from '@/app/_shared/not-found-screen';

type Props = { params: Promise<{ locale: Locale }> };

/** The business page's CMS text has the same slug on every site (browsing spec §2). */
const BUSINESS_PAGE_SLUG = 'erhverv';


export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await siteLocale(params);
  const page = await loadPage(locale, BUSINESS_PAGE_SLUG);
  // No page for the business area: the 404's page, under the 404's title.
  if (!page) return notFoundMetadata({ params });
  return { title: page.name, alternates: alternatesFor(locale, '/info/profession') };
}

/**
 * Business customers (browsing spec §2, /info/erhverv|virksomhet|verksamhet):
 * the CMS's text, the group-trip inquiry form, and the shop's contact.
 */
export default async function BusinessRoute({ params }: Props) {
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  const page = await loadPage(locale, BUSINESS_PAGE_SLUG);
  if (!page) notFound();
  const t = await getTranslations({ locale, namespace: 'business' });
  return (
    <>
      <InfoPage page={page} />
      <div className={`content-page ${inquiries.withContact}`}>
        <ClientMessages locale={locale} namespaces={['inquiries']}>
          <BusinessInquiryForm headingId="business-inquiry" />
        </ClientMessages>
        <ContactPanel headingId="business-contact" heading={t('contactHeading')} lead={t('contactLead')} />
      </div>
    </>
  );
}
