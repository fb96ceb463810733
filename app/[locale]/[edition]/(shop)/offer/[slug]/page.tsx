import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { alternatesFor } from '@/app/_shared/seo';
import { ClientMessages } from '@/app/_shared/client-messages';
import { OfferContactForm } from '@/features/inquiries/offer-contact-form';
import { ContactPanel } from '@/features/layout/contact-panel';
import { campaignTarget, overlayColor } from '@/lib/content/campaign-link';
import { createApiClient } from '@/lib/api/client';
import { getCampaigns } from '@/lib/api/endpoints/campaigns';
import { Link } from '@/lib/i18n/navigation';
import { siteLocale } from '@/app/_shared/site-locale';
import buttons from '@/components/ui/buttons.module.css';
import inquiries from '@/features/inquiries/inquiries.module.css';
import styles from './offer.module.css';
import { notFoundMetadata } from '@/app/_shared/not-found-screen';

type Props = { params: Promise<{ locale: Locale; slug: string }> };

/** The most campaigns a site runs at once; the offer page looks its campaign up among them. */
const CAMPAIGN_LIMIT = 50;

const loadCampaign = cache(async (locale: Locale, slug: string) => {
  const { campaigns } = await getCampaigns(createApiClient({ locale }), { limit: CAMPAIGN_LIMIT });
  return campaigns.find((campaign) => campaign.slug === slug) ?? null;
});

/** Rendered on its first request, then kept (the edition segment's layout). */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const locale = await siteLocale(params);
  const campaign = await loadCampaign(locale, slug);
  // An unknown one is the 404's page, under the 404's title.
  if (!campaign) return notFoundMetadata({ params });
  return {
    title: campaign.header,
    description: campaign.tagline,
    alternates: alternatesFor(locale, { pathname: '/offer/[slug]', params: { slug: campaign.slug } }),
  };
}

/** An offer landing (browsing spec §2): the campaign's promise, the way to its trips, its contact form and our contact details. */
export default async function OfferPage({ params }: Props) {
  const { slug } = await params;
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  const [campaign, t] = await Promise.all([loadCampaign(locale, slug), getTranslations({ locale, namespace: 'offer' })]);
  if (!campaign) notFound();
  const target = campaignTarget(campaign.link, locale);
  return (
    <>
      <header className={styles.hero} style={{ '--overlay': overlayColor(campaign.overlayColor) } as React.CSSProperties}>
        {campaign.logoUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- generated SVG badge
          <img src={campaign.logoUrl} alt="" width={72} height={72} />
        )}
        <h1>{campaign.header}</h1>
        <p className={styles.tagline}>{campaign.tagline}</p>
        <ul className={styles.bullets}>
          {campaign.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
        {target?.kind === 'route' && (
          <Link className={`${buttons.button} ${styles.link}`} href={target.href as Parameters<typeof Link>[0]['href']}>
            {campaign.linkCaption}
          </Link>
        )}
        {target?.kind === 'url' && (
          <a className={`${buttons.button} ${styles.link}`} href={target.href}>
            {campaign.linkCaption}
          </a>
        )}
      </header>
      <div className={`content-page ${inquiries.withContact}`}>
        <ClientMessages locale={locale} namespaces={['inquiries']}>
          <OfferContactForm campaign={campaign.slug} headingId="offer-contact-form" />
        </ClientMessages>
        <ContactPanel headingId="offer-contact" heading={t('contactHeading')} lead={t('contactLead')} />
      </div>
    </>
  );
}
