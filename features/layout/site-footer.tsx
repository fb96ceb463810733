import { getFormatter, getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { calendarDay } from '@/lib/i18n/formats';
import { Link } from '@/lib/i18n/navigation';
import { localIsoDate } from '@/lib/seasons';
import { holidayHours } from '@/lib/site/holiday-hours';
import { ORGANISER, SITES, STAFF, TRAVEL_GUARANTEE } from '@/lib/site/sites';
import { OpeningHours } from './opening-hours';
import styles from './site-footer.module.css';

/** The info pages of the footer, by their slug (the same on every site). */
export const INFO_PAGES = [
  'om-os',
  'faq',
  'bagageregler',
  'booking-og-betaling',
  'generelle-betingelser',
  'garantier-og-forsikring',
  'pas-og-visum',
  'rejsedokument',
] as const;

/** The routes of the footer's info list after the CMS pages: how to complain, and the accessibility statement. */
export const LEGAL_LINKS = [
  { route: '/info/complaints', label: 'complaints' },
  { route: '/info/accessibility', label: 'accessibility' },
] as const;

/**
 * Footer (browsing spec §2): info links, newsletter, contact, hours, registrations, Christmas hours, staff.
 * `now` is the shop's clock: the Christmas hours are those of the holidays coming in the site's calendar.
 * The newsletter signup is its own capability: the shell hands it in as a slot, so layout never imports it.
 */
export async function SiteFooter({ now, newsletter, consentSettings }: { now: Date; newsletter?: ReactNode; consentSettings?: ReactNode }) {
  // The request's locale, also when a not-found boundary renders the layout again.
  const [t, format, locale, timeZone] = await Promise.all([getTranslations('footer'), getFormatter(), getLocale(), getTimeZone()]);
  const year = now.getUTCFullYear();
  const today = localIsoDate(now, timeZone);
  const site = SITES[locale];
  const { company, contact } = site;
  const travelGuarantee = TRAVEL_GUARANTEE;

  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-info">
          <h2 id="footer-info">{t('infoHeading')}</h2>
          <ul className={styles.links}>
            {/* Not a CMS page nor in the sitemap: the traveller's way back to a booked trip, unindexed. */}
            <li>
              <Link href="/trip">{t('myTrip')}</Link>
            </li>
            {INFO_PAGES.map((slug) => (
              <li key={slug}>
                <Link href={{ pathname: '/info/[slug]', params: { slug } }}>{t(`info.${slug}`)}</Link>
              </li>
            ))}
            {LEGAL_LINKS.map(({ route, label }) => (
              <li key={route}>
                <Link href={route}>{t(label)}</Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('contactHeading')}</h2>
          <address>
            {contact.address.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
            {t('phone')}: <a href={contact.phoneHref}>{contact.phone}</a>
            <br />
            {t('email')}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </address>
          <h3>{t('hoursHeading')}</h3>
          <OpeningHours />
          <h3>{t('christmasHeading')}</h3>
          <dl className={styles.hours}>
            {holidayHours(today, site.openingHours).map(({ date, hours }) => (
              <div key={date} className={styles.hoursRow}>
                <dt>{format.dateTime(calendarDay(date), 'weekdayDayMonth')}</dt>
                <dd>{hours ? t('phoneOnly', { hours }) : t('closed')}</dd>
              </div>
            ))}
          </dl>
        </section>

        {newsletter}

        <section aria-labelledby="footer-company">
          <h2 id="footer-company">{t('companyHeading')}</h2>
          <p>
            {company.name}
            <br />
            {t(company.registrationLabel, { number: company.registrationNumber })}
          </p>
          {company.name !== ORGANISER.name && (
            <p>{t('onBehalf', { company: company.name, organiser: ORGANISER.name, number: ORGANISER.registrationNumber })}</p>
          )}
          <p>
            {t('travelGuarantee', { organiser: ORGANISER.name, fund: travelGuarantee.fund, number: travelGuarantee.memberNumber })}
            <br />
            <a href={travelGuarantee.registryUrl} rel="noopener noreferrer" target="_blank">
              {t('verifyGuarantee', { fund: travelGuarantee.fund })}
            </a>
          </p>
        </section>
      </div>

      <section aria-labelledby="footer-staff" className={styles.staff}>
        <h2 id="footer-staff">{t('staffHeading')}</h2>
        <ul>
          {STAFF.map((member) => (
            <li key={member.name}>
              {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG portraits need no optimisation */}
              <img src={member.photoUrl} alt="" width={64} height={64} loading="lazy" />
              <span className={styles.staffName}>{member.name}</span>
              <span>{t(`posts.${member.post}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <p className={styles.copyright}>
        {t('copyright', { year, company: company.name })} {consentSettings}
      </p>
    </footer>
  );
}
