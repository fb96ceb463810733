import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { ORGANISER, SITES } from '@/lib/site/sites';
import { emergencyPhone } from '@/lib/site/emergency';

/**
 * How a traveller complains (package travel law; browsing spec §2 info pages):
 * first to the organiser, at once during the trip so it can be put right
 * there, in writing after it; then the site's country's complaints board.
 * Every fact is the site table's, so the page and the footer never differ.
 * No link to the EU's online dispute platform: it closed on 20 July 2025.
 */
export async function ComplaintsPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'complaints' });
  const { contact, complaintsBoard, openingHours } = SITES[locale];
  const emergency = emergencyPhone(locale);
  return (
    <article className="content-page" aria-labelledby="content-page-title">
      <h1 id="content-page-title">{t('title')}</h1>
      <p className="content-page__lead">{t('lead')}</p>

      <h2>{t('organiserHeading')}</h2>
      <p>{t('organiser', { organiser: ORGANISER.name, number: ORGANISER.registrationNumber, address: ORGANISER.address.join(', ') })}</p>

      <h2>{t('duringHeading')}</h2>
      <p>{t('during')}</p>
      <p>
        <a href={emergency.phoneHref}>{t('emergency', { phone: emergency.phone })}</a>
      </p>

      <h2>{t('afterHeading')}</h2>
      <p>{t('after')}</p>
      <ul>
        <li>
          <a href={`mailto:${contact.email}`}>{t('email', { email: contact.email })}</a>
        </li>
        <li>
          <a href={contact.phoneHref}>{t('phone', { phone: contact.phone, hours: openingHours.weekdays })}</a>
        </li>
      </ul>

      <h2>{t('boardHeading')}</h2>
      <p>{t('board', { board: complaintsBoard.name })}</p>
      <p>
        <a href={complaintsBoard.url} rel="noopener noreferrer">
          {t('boardLink', { board: complaintsBoard.name })}
        </a>
      </p>
      <p>{t('crossBorder')}</p>
      <p>{t('courts')}</p>
    </article>
  );
}
