import { getFormatter, getTranslations } from 'next-intl/server';
import { calendarDay } from '@/lib/i18n/formats';
import { tripWords } from '@/lib/sport-words';
import { DocumentReceived } from './document-received';
import type { TripSectionProps } from './trip-page';
import styles from './trip.module.css';

/**
 * What arrives when (lib/trips/documents.ts): each document the trip waits
 * for, in the order it is expected, with the day it is expected by and its
 * state (expected, sent by us, in the traveller's hands); the match tickets
 * with their delivery information as the ticket gives it.
 */
export async function DocumentsTimeline({ trip, locale, token }: TripSectionProps) {
  if (trip.documents.length === 0 || trip.cancelled) return null;
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'trip.documents' }), getFormatter({ locale })]);
  const sport = tripWords(trip.invoice.booking?.tickets ?? []);
  const day = (date: string) => format.dateTime(calendarDay(date), 'dayMonthYear');
  const on = (instant: string) => format.dateTime(new Date(instant), 'dayMonthYear');
  return (
    <section aria-labelledby="trip-documents-heading" data-testid="trip-documents">
      <h2 id="trip-documents-heading">{t('heading')}</h2>
      <p>{t('lead')}</p>
      <ol className={styles.timeline}>
        {trip.documents.map((document) => (
          <li key={document.kind} className={`${styles.document} ${document.state === 'inHand' ? styles.inHand : ''}`} data-testid={`trip-document-${document.kind}`}>
            <p>
              <strong>{t(`kinds.${document.kind}`, { sport })}</strong> · <span className={`${styles.state} ${styles[document.state] ?? ''}`}>{t(`states.${document.state}`, { kind: document.kind })}</span>
            </p>
            <p>
              {document.state === 'inHand' && document.receivedAt
                ? t('received', { date: on(document.receivedAt), kind: document.kind })
                : document.state === 'sent' && document.sentAt
                  ? t('sent', { date: on(document.sentAt), kind: document.kind })
                  : t('expectedBy', { date: day(document.expectedBy) })}
            </p>
            {document.delivery && <p className={styles.hint}>{document.delivery}</p>}
            {document.state !== 'inHand' && <DocumentReceived locale={locale} token={token} kind={document.kind} label={t(`kinds.${document.kind}`, { sport })} />}
          </li>
        ))}
      </ol>
      <p className={styles.hint}>{t('missing')}</p>
    </section>
  );
}
