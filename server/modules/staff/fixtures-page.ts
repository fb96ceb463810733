/**
 * The staff's fixture changes (`/staff/fixtures`): the latest changes the
 * shop received (from the feed or by hand) with the bookings each reached
 * and each traveller's choice (made, awaited until its deadline, or the
 * default applied; a booking a later change of the match reached is counted
 * under that one), and a form to record a change by hand when the feed is late. The form
 * takes the feed's own path (server/modules/fixtures/staff.ts); its hidden
 * id makes a second submit of the same form the same change.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import { z } from 'zod';
import da from '@/messages/da.json';
import type { Executor } from '@/server/db';
import { bookingFixtureStatuses, bookings, events, fixtureChanges, FIXTURE_CHANGE_KINDS } from '@/server/db/schema';
import { fixtureChoiceText, fixtureStatusWord, staffTime as when } from './fixture-words';
import { html, page } from './pages';

const t = createTranslator({ locale: 'da', messages: da, namespace: 'staff.fixtures' });

/** Bookings listed under one change; the rest are counted. */
const BOOKINGS_SHOWN = 20;

export async function recentFixtureChanges(db: Executor, limit = 50) {
  const changes = await db
    .select({
      id: fixtureChanges.id,
      changeId: fixtureChanges.changeId,
      source: fixtureChanges.source,
      eventId: fixtureChanges.eventId,
      title: sql<string | null>`${events.title} ->> 'da'`,
      kind: fixtureChanges.kind,
      kickoff: fixtureChanges.kickoff,
      receivedAt: fixtureChanges.receivedAt,
      outcome: fixtureChanges.outcome,
      affectedBookings: fixtureChanges.affectedBookings,
    })
    .from(fixtureChanges)
    .leftJoin(events, eq(events.id, fixtureChanges.eventId))
    .orderBy(desc(fixtureChanges.id))
    .limit(limit);
  // The bookings whose standing each change set (a later change of the match takes them over), with their choices.
  const standings =
    changes.length === 0
      ? []
      : await db
          .select({
            changeId: bookingFixtureStatuses.changeId,
            bookingId: bookings.id,
            orderNumber: bookings.orderNumber,
            locale: bookings.locale,
            status: bookingFixtureStatuses.status,
            choice: bookingFixtureStatuses.choice,
            choiceDeadline: bookingFixtureStatuses.choiceDeadline,
            decidedAt: bookingFixtureStatuses.decidedAt,
            decidedBy: bookingFixtureStatuses.decidedBy,
            cancelledAt: bookings.cancelledAt,
          })
          .from(bookingFixtureStatuses)
          .innerJoin(bookings, eq(bookings.id, bookingFixtureStatuses.bookingId))
          .where(inArray(bookingFixtureStatuses.changeId, changes.map((change) => change.id)))
          .orderBy(asc(bookings.orderNumber));
  return changes.map((change) => ({ ...change, standings: standings.filter((standing) => standing.changeId === change.id) }));
}

/** The form's fields: an event id in the integer range, a kind, a kick-off (Danish time, `YYYY-MM-DDTHH:MM`) for a move. */
export const staffFixtureForm = z
  .object({
    eventId: z.string().trim().regex(/^[1-9]\d{0,9}$/, t('errors.eventId')).transform(Number).refine((id) => id <= 2_147_483_647, t('errors.eventId')),
    kind: z.enum(FIXTURE_CHANGE_KINDS, t('errors.kind')),
    kickoff: z.string().trim().optional(),
    formId: z.string().regex(/^[0-9a-f-]{36}$/, t('errors.form')),
  })
  .superRefine((form, context) => {
    if (form.kind === 'moved' && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(form.kickoff ?? '')) context.addIssue({ code: 'custom', path: ['kickoff'], message: t('errors.kickoff') });
  });

export interface FixturesView {
  changes: Awaited<ReturnType<typeof recentFixtureChanges>>;
  values?: Record<string, string>;
  errors?: Record<string, string>;
  message?: string;
}

/** The bookings a change reached and each traveller's choice, as of `now`. */
function choicesCell(change: FixturesView['changes'][number], now: Date) {
  const shown = change.standings.slice(0, BOOKINGS_SHOWN);
  const superseded = Math.max(0, change.affectedBookings - change.standings.length);
  if (change.standings.length === 0 && superseded === 0) return '–';
  return html`<ul class="plain">${shown.map(
    (standing) =>
      html`<li><a href="/staff/booking/${standing.bookingId}">${standing.orderNumber}</a> (${standing.locale}): ${fixtureStatusWord(standing.status)} – ${fixtureChoiceText({ ...standing, cancelled: standing.cancelledAt !== null }, now)}</li>`,
  )}${change.standings.length > BOOKINGS_SHOWN ? html`<li>${t('choices.more', { count: change.standings.length - BOOKINGS_SHOWN })}</li>` : null}${superseded > 0 ? html`<li class="muted">${t('choices.superseded', { count: superseded })}</li>` : null}</ul>`;
}

export function fixturesPage(user: string, view: FixturesView, now: Date = new Date()): string {
  const values = view.values ?? {};
  const error = (name: string) => (view.errors?.[name] ? html`<p class="error" id="${name}-error">${view.errors[name]}</p>` : null);
  const described = (name: string) => (view.errors?.[name] ? html` aria-describedby="${name}-error" aria-invalid="true"` : null);
  const rows = view.changes.map(
    (change) => html`<tr>
      <td>${when(change.receivedAt)}</td>
      <td>${change.eventId}${change.title ? html`<br><span class="muted">${change.title}</span>` : null}</td>
      <td>${t(`kinds.${change.kind}`)}${change.kickoff ? html`<br>${when(change.kickoff)}` : null}</td>
      <td>${change.outcome ? t(`outcomes.${change.outcome}`) : '–'}</td>
      <td>${change.affectedBookings}</td>
      <td>${choicesCell(change, now)}</td>
      <td>${change.source}</td>
    </tr>`,
  );
  return page(
    t('title'),
    user,
    html`<p><a href="/staff">${t('back')}</a></p>
    ${view.message ? html`<p role="status">${view.message}</p>` : null}
    <form class="sign-in" method="post" action="/staff/fixtures">
      <h2>${t('formHeading')}</h2>
      <input type="hidden" name="formId" value="${values.formId ?? randomUUID()}">
      <label>${t('eventId')}<input name="eventId" inputmode="numeric" maxlength="10" required value="${values.eventId ?? ''}"${described('eventId')}></label>${error('eventId')}
      <label>${t('kind')}<select name="kind"${described('kind')}>${FIXTURE_CHANGE_KINDS.map((kind) => html`<option value="${kind}"${values.kind === kind ? html` selected` : null}>${t(`kinds.${kind}`)}</option>`)}</select></label>${error('kind')}
      <label>${t('kickoff')}<input type="datetime-local" name="kickoff" value="${values.kickoff ?? ''}"${described('kickoff')}></label>${error('kickoff')}
      <button type="submit">${t('record')}</button>
    </form>
    ${
      rows.length === 0
        ? html`<p>${t('empty')}</p>`
        : html`<div class="table"><table><caption>${t('caption')}</caption>
      <thead><tr><th scope="col">${t('columns.received')}</th><th scope="col">${t('columns.event')}</th><th scope="col">${t('columns.change')}</th><th scope="col">${t('columns.outcome')}</th><th scope="col">${t('columns.bookings')}</th><th scope="col">${t('columns.choices')}</th><th scope="col">${t('columns.source')}</th></tr></thead>
      <tbody>${rows}</tbody></table></div>`
    }`,
  );
}

export const recordedText = (outcome: string, bookings: number) => t(`recorded.${outcome === 'applied' ? 'applied' : outcome === 'duplicate' ? 'duplicate' : 'other'}`, { bookings });

export const unknownEventText = () => t('errors.unknownEvent');

export async function eventExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, id));
  return row !== undefined;
}
