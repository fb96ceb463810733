import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { ConsentSettings } from '@/app/_shared/consent';
import type { ReactNode } from 'react';
import { siteLocale } from '@/app/_shared/site-locale';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { ORGANISER, SITES, TRAVEL_GUARANTEE } from '@/lib/site/sites';
import styles from './booking-frame.module.css';

type Props = { children: ReactNode; params: Promise<{ locale: Locale }> };

/**
 * The booking pages' own frame: no navbar, footer or seasonal banner
 * (booking spec §2), only the brand back to the front page, the phone number
 * and the company's travel guarantee registration. Rendered per request,
 * never kept: they show seats, prices and payments as they are now.
 */
export default async function BookingLayout({ children, params }: Props) {
  await connection();
  const locale = await siteLocale(params);
  const [t, tFooter] = await Promise.all([
    getTranslations({ locale, namespace: 'layout' }),
    getTranslations({ locale, namespace: 'footer' }),
  ]);
  const { contact, company } = SITES[locale];
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className={styles.header}>
        <Link href="/" className={styles.brand} aria-label={t('home')}>
          {t('brand')}
        </Link>
        <p className={styles.phone}>
          {tFooter('phone')}: <a href={contact.phoneHref}>{contact.phone}</a>
        </p>
      </header>
      <main id="main">
        {children}
      </main>
      <footer className={styles.footer}>
        <p>
          {company.name} · {tFooter(company.registrationLabel, { number: company.registrationNumber })} ·{' '}
          {company.name !== ORGANISER.name && (
            <>
              {tFooter('onBehalf', { company: company.name, organiser: ORGANISER.name, number: ORGANISER.registrationNumber })}{' '}
            </>
          )}
          {tFooter('travelGuarantee', { organiser: ORGANISER.name, fund: TRAVEL_GUARANTEE.fund, number: TRAVEL_GUARANTEE.memberNumber })}{' '}
          <ConsentSettings locale={locale} />
        </p>
        <p>
          <Link href="/trip">{tFooter('myTrip')}</Link> · <Link href="/info/complaints">{tFooter('complaints')}</Link> · <Link href="/info/accessibility">{tFooter('accessibility')}</Link>
        </p>
      </footer>
    </>
  );
}
