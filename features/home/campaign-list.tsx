import type { ComponentProps, CSSProperties } from 'react';
import type { Campaign } from '@/lib/api/contract/campaigns';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { campaignTarget, overlayColor } from '@/lib/content/campaign-link';
import styles from './home.module.css';

type LinkHref = ComponentProps<typeof Link>['href'];

function CampaignLink({ link, locale, children }: { link: string; locale: Locale; children: string }) {
  const target = campaignTarget(link, locale);
  if (!target) return null;
  return target.kind === 'route' ? (
    <Link className={styles.campaignLink} href={target.href as LinkHref}>
      {children}
    </Link>
  ) : (
    <a className={styles.campaignLink} href={target.href}>
      {children}
    </a>
  );
}

/**
 * The site's campaigns (browsing spec §2 Home, §3 Campaign): the background
 * picture under the campaign's overlay colour, its logo, header, tagline,
 * bullets and a link with its caption.
 */
export function CampaignList({ campaigns, locale }: { campaigns: Campaign[]; locale: Locale }) {
  return (
    <ul className={styles.campaigns}>
      {campaigns.map((campaign) => {
        const headerId = `campaign-${campaign.id}`;
        return (
          <li key={campaign.id}>
            <article
              className={styles.campaign}
              aria-labelledby={headerId}
              style={{ '--campaign-overlay': overlayColor(campaign.overlayColor) } as CSSProperties}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG photos need no optimisation */}
              <img className={styles.campaignBackground} src={campaign.backgroundUrl} alt="" width={1600} height={900} loading="lazy" />
              <p className={styles.campaignName}>
                {campaign.logoUrl && (
                  // eslint-disable-next-line @next/next/no-img-element -- generated SVG crests need no optimisation
                  <img className={styles.campaignLogo} src={campaign.logoUrl} alt="" width={40} height={40} loading="lazy" />
                )}
                {campaign.name}
              </p>
              <h3 id={headerId} className={styles.campaignHeader}>
                {campaign.header}
              </h3>
              <p className={styles.campaignTagline}>{campaign.tagline}</p>
              {campaign.bullets.length > 0 && (
                <ul className={styles.campaignBullets}>
                  {campaign.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              )}
              <CampaignLink link={campaign.link} locale={locale}>
                {campaign.linkCaption}
              </CampaignLink>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
