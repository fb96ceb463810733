import { getFormatter, getTranslations } from 'next-intl/server';
import { calendarDay } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import { SITES } from '@/lib/site/sites';

/** The day the statement was last reviewed against the shop and its test suite. */
const ACCESSIBILITY_REVIEWED = '2026-11-28';

/** What the test suite checks on the pages (e2e: accessibility.ts, valid-html, routes, layout, home-sections, booking, package specs). */
const CHECKS = ['checkAxe', 'checkHtml', 'checkKeyboard', 'checkDialogs', 'checkSmall'] as const;

/** What is known not to meet WCAG 2.1 AA, with the other way to get it. */
const GAPS = ['gapPdf', 'gapThirdParty', 'gapManual'] as const;

/**
 * The accessibility statement of a site (European Accessibility Act, annex V;
 * Denmark lov nr. 801 af 7. juni 2022, Sweden lag (2023:254), Norway the
 * universal design rules for ICT): the standard followed, how it is checked,
 * what is known not to meet it, how to report a barrier and get the service
 * another way, and the date.
 */
export async function AccessibilityStatement({ locale }: { locale: Locale }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'accessibility' }), getFormatter({ locale })]);
  const { contact, domain, openingHours } = SITES[locale];
  return (
    <article className="content-page" aria-labelledby="content-page-title">
      <h1 id="content-page-title">{t('title')}</h1>
      <p className="content-page__lead">{t('lead', { domain })}</p>

      <h2>{t('lawHeading')}</h2>
      <p>{t('law')}</p>

      <h2>{t('checksHeading')}</h2>
      <p>{t('checksLead')}</p>
      <ul>
        {CHECKS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>

      <h2>{t('gapsHeading')}</h2>
      <ul>
        {GAPS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>

      <h2>{t('contactHeading')}</h2>
      <p>{t('contact')}</p>
      <ul>
        <li>
          <a href={contact.phoneHref}>{t('phone', { phone: contact.phone, hours: openingHours.weekdays })}</a>
        </li>
        <li>
          <a href={`mailto:${contact.email}`}>{t('email', { email: contact.email })}</a>
        </li>
      </ul>

      <p>{t('date', { date: format.dateTime(calendarDay(ACCESSIBILITY_REVIEWED), 'dayMonthYear') })}</p>
    </article>
  );
}
