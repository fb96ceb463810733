import type { Metadata } from 'next';
import type { Locale } from 'next-intl';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { pageEdition, pageNow } from '@/app/_shared/clock';
import { Playground } from '@/features/playground/playground';
import { createApiClient } from '@/lib/api/client';
import { getClubs } from '@/lib/api/endpoints/catalogue';
import { LOCALES } from '@/lib/i18n/locales';
import { formatPrice } from '@/lib/i18n/money';
import { ClientMessages } from '@/app/_shared/client-messages';
import { siteLocale } from '@/app/_shared/site-locale';
import panel from '@/components/ui/panel.module.css';
import packageStyles from '@/features/package/customise.module.css';
import footer from '@/features/layout/site-footer.module.css';
import playground from '@/features/playground/playground.module.css';

type Props = { params: Promise<{ locale: Locale; edition: string }> };

export const metadata: Metadata = { title: 'Play-ground', robots: { index: false, follow: false } };

const SAMPLE_AMOUNT = 1234;
const DATE_FORMATS = ['full', 'hourMinute', 'weekdayDayMonth', 'dayMonth'] as const;

/** The test page (browsing spec §2): shared components and the site's formats in one place. */
export default async function PlaygroundPage({ params }: Props) {
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  const [t, tPlural, format, { clubs }, now] = await Promise.all([
    getTranslations({ locale, namespace: 'playground' }),
    getTranslations({ locale, namespace: 'plurals' }),
    getFormatter({ locale }),
    getClubs(createApiClient({ locale }), { limit: 99 }),
    pageEdition(params).then(pageNow),
  ]);
  return (
    <ClientMessages locale={locale} namespaces={['playground']}>
      <div className={packageStyles.page}>
        <h1>{t('heading')}</h1>
        <p>{t('lead')}</p>
        <section className={panel.panel} aria-labelledby="pg-formats">
          <h2 id="pg-formats">{t('formats.heading')}</h2>
          <table className={playground.table}>
            <caption className="visually-hidden">{t('formats.money')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('formats.site')}</th>
                <th scope="col">{t('formats.money')}</th>
              </tr>
            </thead>
            <tbody>
              {LOCALES.map((site) => (
                <tr key={site}>
                  <th scope="row">{site}</th>
                  <td className="price">{formatPrice(SAMPLE_AMOUNT, site)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className={packageStyles.summaryTotals}>
            {DATE_FORMATS.map((name) => (
              <div key={name} className={footer.hoursRow}>
                <dt>{name}</dt>
                <dd>{format.dateTime(now, name)}</dd>
              </div>
            ))}
            {(['adult', 'child', 'person', 'matchTicket', 'stop'] as const).map((word) => (
              <div key={word} className={footer.hoursRow}>
                <dt>{word}</dt>
                <dd>{[0, 1, 2].map((count) => tPlural(word, { count, sport: 'match' })).join(' · ')}</dd>
              </div>
            ))}
          </dl>
        </section>
        <Playground clubs={clubs.map((club) => ({ value: club.slug, label: club.name }))} />
      </div>
    </ClientMessages>
  );
}
