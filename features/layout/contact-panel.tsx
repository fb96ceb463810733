import { getLocale, getTranslations } from 'next-intl/server';
import { SITES } from '@/lib/site/sites';
import buttons from '@/components/ui/buttons.module.css';
import panel from '@/components/ui/panel.module.css';
import { OpeningHours } from './opening-hours';
import styles from './contact-panel.module.css';

/** How to reach the shop: phone, e-mail and opening hours of the visitor's site (browsing spec §9). */
export async function ContactPanel({ headingId, heading, lead }: { headingId: string; heading: string; lead: string }) {
  const [t, locale] = await Promise.all([getTranslations('footer'), getLocale()]);
  const { contact } = SITES[locale];
  return (
    <section className={`${panel.panel} ${styles.contact}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p>{lead}</p>
      <p className={styles.ways}>
        <a className={`${buttons.button} ${buttons.primary}`} href={contact.phoneHref}>
          {t('phone')}: {contact.phone}
        </a>
        <a className={`${buttons.button} ${buttons.secondary}`} href={`mailto:${contact.email}`}>
          {t('email')}: {contact.email}
        </a>
      </p>
      <OpeningHours className={styles.hours} />
    </section>
  );
}
