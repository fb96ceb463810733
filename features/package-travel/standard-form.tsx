import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { DIRECTIVE_URL, formFacts, TRAVELLER_RIGHTS } from '@/lib/legal/package-travel';
import type { Locale } from '@/lib/i18n/locales';
import styles from './package-travel.module.css';

interface Props {
  locale: Locale;
  /** Unique on the page: the section's heading is named by it. */
  id: string;
  /** The heading's level where the form stands (2 on its own, 3 inside a section). */
  level?: 2 | 3;
}

/**
 * The standard information form for a package sold on a website (Package
 * Travel Directive art. 5 and Annex I part A; lib/legal/package-travel.ts):
 * the three statements in view (a package; the organiser fully responsible;
 * its insolvency protection and with whom), the traveller's essential rights
 * point by point behind a disclosure, as the Annex puts them behind a link.
 * A server component: no script.
 */
export async function StandardForm({ locale, id, level = 2 }: Props) {
  const t = await getTranslations({ locale, namespace: 'packageTravel.form' });
  const facts = formFacts(locale);
  const Heading = `h${level}` as const;
  const links = {
    tel: (chunks: ReactNode) => <a href={facts.emergencyHref}>{chunks}</a>,
    fundLink: (chunks: ReactNode) => (
      <a href={facts.fundUrl}>
        {chunks}
      </a>
    ),
    link: (chunks: ReactNode) => (
      <a href={DIRECTIVE_URL}>
        {chunks}
      </a>
    ),
  };
  return (
    <section className={styles.form} aria-labelledby={`${id}-heading`} data-testid="package-travel-form">
      <Heading id={`${id}-heading`} className={styles.heading}>
        {t('heading')}
      </Heading>
      <p>{t('isPackage')}</p>
      <p>
        {t('organiser', { organiser: facts.organiser })}
        {facts.seller && <> {t('seller', { seller: facts.seller, organiser: facts.organiser })}</>}
      </p>
      <p>
        {t('protection', { organiser: facts.organiser, fund: facts.fund, member: facts.memberNumber })}{' '}
        {t('protectionContact', { organiser: facts.organiser, fund: facts.fund, phone: facts.fundPhone, url: facts.fundContactUrl })}
      </p>
      <details className={styles.rights}>
        <summary>{t('rightsHeading')}</summary>
        <ul>
          {TRAVELLER_RIGHTS.map((right) => (
            <li key={right}>{t.rich(`rights.${right}`, { organiser: facts.organiser, phone: facts.emergencyPhone, fund: facts.fund, ...links })}</li>
          ))}
        </ul>
        <p>{t.rich('law', links)}</p>
      </details>
    </section>
  );
}
