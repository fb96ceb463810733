import { getFormatter, getTranslations } from 'next-intl/server';
import type { TripResponse } from '@/lib/api/contract/trips';
import { personalDataHref } from '@/lib/api/endpoints/trip-data';
import { addDays } from '@/lib/calendar-day';
import type { Locale } from '@/lib/i18n/locales';
import { SITES } from '@/lib/site/sites';
import buttons from '@/components/ui/buttons.module.css';
import { EraseMyData } from './erase-my-data';
import styles from './my-data.module.css';

interface Props {
  trip: TripResponse['trip'];
  token: string;
  locale: Locale;
  /** The site's day (YYYY-MM-DD). */
  today: string;
}

/**
 * "Your data" (GDPR art. 15, 17, 20): a download of every personal datum
 * the shop holds for the booking (JSON, by a plain link: no script needed),
 * and the request to erase it, with when that happens (the day after the
 * trip, or at once for a cancelled trip, once the money has settled: the
 * rule of server/modules/booking/privacy.ts). Once asked, the page says so
 * at once (the receipt takes the place of the button, with the day it was
 * asked, when the data go and that the page works until then), and on every
 * later visit.
 */
export async function MyData({ trip, token, locale, today }: Props) {
  const t = await getTranslations({ locale, namespace: 'trip.myData' });
  const format = await getFormatter({ locale });
  const endDate = trip.invoice.booking?.endDate ?? today;
  const dayAfter = addDays(endDate, 1);
  const from = dayAfter > today ? dayAfter : today;
  const when = trip.cancelled ? t('whenCancelled') : t('when', { date: format.dateTime(new Date(`${from}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }) });
  const asked = (instant: Date) => t('requested', { date: format.dateTime(instant, { dateStyle: 'long', timeZone: SITES[locale].timeZone }) });
  return (
    <section aria-labelledby="my-data-heading" className={styles.myData}>
      <h2 id="my-data-heading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <p>
        <a href={personalDataHref(token)} download className={`${buttons.button} ${buttons.secondary}`} aria-describedby="my-data-download-hint">
          {t('download')}
        </a>
      </p>
      <p id="my-data-download-hint" className={styles.hint}>
        {t('downloadHint')}
      </p>
      {trip.erasureRequestedAt ? (
        <p className={styles.receipt} data-testid="my-data-erasure">
          {asked(new Date(trip.erasureRequestedAt))} {when} {t('untilThen')}
        </p>
      ) : (
        <>
          <EraseMyData
            locale={locale}
            token={token}
            texts={{
              when,
              erase: t('erase'),
              dialogTitle: t('dialogTitle'),
              what: t('what'),
              linkStops: t('linkStops'),
              confirm: t('confirm'),
              confirming: t('confirming'),
              keep: t('keep'),
              close: t('close'),
              // What the page says once the request is in: the same as on a later visit, asked today.
              received: `${t('received')} ${asked(new Date(`${today}T12:00:00Z`))} ${when} ${t('untilThen')}`,
              error: t('error'),
            }}
          />
        </>
      )}
    </section>
  );
}
