import { getLocale, getTranslations } from 'next-intl/server';
import { SITES } from '@/lib/site/sites';
import { OpeningHours } from './opening-hours';

/** How to reach the shop: phone, e-mail and opening hours of the visitor's site (browsing spec §9). */
export async function ContactPanel({ headingId, heading, lead }: { headingId: string; heading: string; lead: string }) {
  const [t, locale] = await Promise.all([getTranslations('footer'), getLocale()]);
  const { contact } = SITES[locale];
  return (
    <section className="contact-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p>{lead}</p>
      <p className="contact-panel__ways">
        <a className="button button--primary" href={contact.phoneHref}>
          {t('phone')}: {contact.phone}
        </a>
        <a className="button button--secondary" href={`mailto:${contact.email}`}>
          {t('email')}: {contact.email}
        </a>
      </p>
      <OpeningHours className="contact-panel__hours" />
    </section>
  );
}
