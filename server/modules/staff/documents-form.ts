/**
 * The staff's form for a travel document sent, on a booking's page in the
 * inbox: per document the trip waits for (the trip page's timeline, from
 * server/modules/trips/documents.ts), its state and a form with the day it
 * was sent (today unless told). Posted to `/staff/booking/{id}/documents`,
 * it calls markDocumentSent (server/modules/trips/documents-sent.ts) and
 * comes back to the booking's page with what happened, as the flight form
 * does; the same day sent again is "unchanged".
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/locales';
import { localIsoDate } from '@/lib/seasons';
import { SITES } from '@/lib/site/sites';
import da from '@/messages/da.json';
import type { Database, Executor } from '@/server/db';
import { bookings, invoices } from '@/server/db/schema';
import { findInvoice } from '../invoices/invoices';
import { documentsOf } from '../trips/documents';
import { DocumentSentRefused, markDocumentSent } from '../trips/documents-sent';
import { html } from './pages';

const t = createTranslator({ locale: 'da', messages: da, namespace: 'staff.documents' });

/** The notice after a post: saved, or the same day again. */
export type DocumentNotice = 'saved' | 'unchanged';

/** What a refused form shows again: the document, the day typed and the message. */
export interface DocumentFormState {
  kind: string;
  day: string;
  error: string;
}

/** A day as the staff read it: 6.12.2026. */
const staffDay = (day: string) => new Intl.DateTimeFormat('da-DK', { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** The booking's documents as its trip page shows them, with the booking's site's zone; null for a booking without them (a preorder, a gone booking). */
async function documentsOfBooking(db: Executor, bookingId: number) {
  const [row] = await db.select({ booking: bookings, uuid: invoices.uuid }).from(bookings).innerJoin(invoices, eq(invoices.bookingId, bookings.id)).where(eq(bookings.id, bookingId));
  if (!row) return null;
  const found = await findInvoice(db, row.uuid, 'da');
  if (!found?.invoice.booking) return null;
  const documents = await documentsOf(db, row.booking, found.invoice.booking, 'da');
  return documents.length === 0 ? null : { documents, timeZone: SITES[row.booking.locale as Locale].timeZone };
}

/** The booking page's documents section; null for a booking that waits for none. */
export async function documentsSection(db: Executor, bookingId: number, now: Date, { notice, state }: { notice?: DocumentNotice | null; state?: DocumentFormState | null } = {}) {
  const found = await documentsOfBooking(db, bookingId);
  if (!found) return null;
  const today = localIsoDate(now, found.timeZone);
  const rows = found.documents.map((document) => {
    const mine = state?.kind === document.kind ? state : null;
    const id = `document-${document.kind}`;
    const sentDay = document.sentAt ? localIsoDate(new Date(document.sentAt), found.timeZone) : null;
    const standing =
      document.state === 'inHand' && document.receivedAt
        ? t('received', { date: staffDay(localIsoDate(new Date(document.receivedAt), found.timeZone)) })
        : sentDay
          ? t('sentOn', { date: staffDay(sentDay) })
          : t('expected', { date: staffDay(document.expectedBy) });
    return html`<form class="panel" method="post" action="/staff/booking/${bookingId}/documents">
      <h3>${t(`kinds.${document.kind}`)}</h3>
      <p class="muted">${standing}</p>
      <input type="hidden" name="kind" value="${document.kind}">
      <div><label for="${id}">${t('sentDay')}</label>
      <input id="${id}" name="day" type="date" value="${mine?.day ?? sentDay ?? today}" max="${today}" required${mine ? html` aria-invalid="true" aria-describedby="${id}-error"` : null}>
      ${mine ? html`<p class="error" id="${id}-error">${mine.error}</p>` : null}</div>
      <button type="submit">${t('submit')}</button>
    </form>`;
  });
  return html`<section aria-labelledby="documents-heading">
    <h2 id="documents-heading">${t('heading')}</h2>
    ${notice ? html`<p role="status">${t(notice)}</p>` : null}
    ${state && !found.documents.some((document) => document.kind === state.kind) ? html`<p class="error" role="alert">${state.error}</p>` : null}
    <p class="muted">${t('lead')}</p>
    ${rows}
  </section>`;
}

/** The notice a booking page's address carries after a post (`?document=saved`). */
export function documentNoticeOf(url: URL): DocumentNotice | null {
  const notice = url.searchParams.get('document');
  return notice === 'saved' || notice === 'unchanged' ? notice : null;
}

/** A posted form: the document marked (`notice`) or refused (`state`, to show the form again with its message); null when the booking is gone. */
export async function postDocumentSent(db: Database, bookingId: number, user: string, fields: URLSearchParams, now: Date): Promise<{ notice: DocumentNotice } | { state: DocumentFormState } | null> {
  const kind = fields.get('kind')?.trim() ?? '';
  const day = fields.get('day')?.trim().slice(0, 10) ?? '';
  const found = await documentsOfBooking(db, bookingId);
  const expected = found?.documents.map((document) => document.kind) ?? [];
  try {
    const marked = await db.transaction((tx) => markDocumentSent(tx, { bookingId, kind, day, actor: `staff:${user}`, expected }, now));
    return marked && { notice: marked.changed ? 'saved' : 'unchanged' };
  } catch (error) {
    if (!(error instanceof DocumentSentRefused)) throw error;
    return { state: { kind, day, error: t(`errors.${error.problem}`) } };
  }
}
