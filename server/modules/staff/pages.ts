/**
 * The staff inbox's pages (`/staff`), written on the server as plain HTML:
 * no script, no client state, nothing cached (every answer `no-store`) or
 * indexed (`noindex`, and robots.txt disallows it). Every value is escaped
 * where it is put in (the `html` template), so what a visitor typed into a
 * form is shown as the text it is, and isolated (`<bdi>`): a right-to-left
 * mark in a name turns that name only. In Danish, the staff's language,
 * whatever site an entry came from.
 */
import 'server-only';
import { createTranslator } from 'use-intl/core';
import { TRIP_DOCUMENT_KINDS } from '@/lib/trips/documents';
import type { InboxKind } from '@/server/db/schema';
import da from '@/messages/da.json';
import { siteUrl } from '@/lib/site/origin';
import { isLocale } from '@/lib/i18n/locales';
import { lastChoiceDay } from '../fixtures/rules';
import type { ChangeLine } from './changes';
import { legTime, money, staffDay, type InboxDetail, type InboxEntry, type InboxPage } from './inbox';

const t = createTranslator({ locale: 'da', messages: da, namespace: 'staff' });

/** HTML already escaped: what `html` returns and takes as is. */
export class Markup {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

const escape = (value: unknown) => String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A template whose every value is escaped, unless it is Markup (another `html`) or a list of them. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Markup {
  const part = (value: unknown): string => {
    if (value instanceof Markup) return value.text;
    if (Array.isArray(value)) return value.map(part).join('');
    if (value === null || value === undefined || value === false) return '';
    return escape(value);
  };
  return new Markup(strings.reduce((out, string, index) => out + string + (index < values.length ? part(values[index]) : ''), ''));
}

const STYLE = `
body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#14213d;background:#f4f6fa}
header,main{max-width:72rem;margin:0 auto;padding:1rem}
header{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:baseline;justify-content:space-between}
h1{margin:0;font-size:1.5rem}
form.search{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end;margin:0 0 1rem}
label{display:grid;gap:.25rem;font-weight:600}
input,button{font:inherit;padding:.45rem .7rem;border:1px solid #9aa5b1;border-radius:.375rem}
button{background:#0b6e4f;color:#fff;border-color:#0b6e4f;cursor:pointer}
:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
.table{overflow-x:auto;background:#fff;border-radius:.5rem}
table{width:100%;border-collapse:collapse}
caption{text-align:left;padding:.75rem;font-weight:600}
th,td{padding:.5rem .75rem;border-bottom:1px solid #d9dee7;text-align:left;vertical-align:top}
a{color:#07533b}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem;background:#fff;padding:1rem;border-radius:.5rem}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
dt{font-weight:600}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.muted{color:#4a5568}
.user{display:flex;gap:1rem;align-items:baseline}
button.quiet{background:#fff;color:#07533b}
form.sign-in,form.panel{display:grid;gap:1rem;margin:0 0 1rem;max-width:24rem;background:#fff;padding:1rem;border-radius:.5rem}
.error{color:#9b1c1c;font-weight:600;margin:0}
.hint{margin:.25rem 0}
ul.plain{margin:0;padding-inline-start:1rem}
.sign-in input,.panel input{display:block;width:100%;box-sizing:border-box;margin-top:.25rem}
`;

/** A staff page; with a user, the header says who is signed in and offers to sign out. */
export function page(title: string, user: string | null, body: Markup): string {
  const signedIn = user
    ? html`<div class="user"><p class="muted">${t('signedInAs', { name: user })}</p><form method="post" action="/staff/sign-out"><button type="submit" class="quiet">${t('signOut')}</button></form></div>`
    : null;
  return `<!doctype html>${html`<html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${title} · Fantur</title><style>${new Markup(STYLE)}</style></head><body><header><h1>${title}</h1>${signedIn}</header><main>${body}</main></body></html>`.text}`;
}

const when = (date: Date) => new Intl.DateTimeFormat('da-DK', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Copenhagen' }).format(date);
const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T => value !== null && (values as readonly string[]).includes(value);

/** An entry's status in the staff's words: an alert's, an invoice's (a preorder's has nothing to pay) or a gift card's. */
function statusText(entry: InboxEntry): string {
  const { status } = entry;
  if (entry.kind === 'alert' && isOneOf(['waiting', 'mailed', 'unsubscribed'] as const, status)) return t(`alertStatus.${status}`);
  if (entry.kind === 'booking' && isOneOf(['pending', 'paid', 'cancelled', 'cancelled_traveller', 'cancelled_staff', 'cancelled_fixture', 'preorder'] as const, status)) return t(`invoiceStatus.${status}`);
  if (entry.kind === 'gift-card' && isOneOf(['awaiting_payment', 'issued', 'withdrawn'] as const, status)) return t(`giftCardStatus.${status}`);
  return status ?? '';
}
const handledText = (entry: InboxEntry) => (entry.handled ? t('handledBy', { name: entry.handled.by, date: when(entry.handled.at) }) : t('notHandled'));
const entryPath = (entry: Pick<InboxEntry, 'kind' | 'id'>) => `/staff/${entry.kind}/${entry.id}`;

export function inboxPage(user: string, { entries, older }: InboxPage, q: string): string {
  const rows = entries.map(
    (entry) => html`<tr>
      <td>${t(`kinds.${entry.kind}`)}<br><span class="muted">${t(`what.${entry.what}`)}</span></td>
      <td><a href="${entryPath(entry)}">${entry.number}</a></td>
      <td><bdi>${entry.name}</bdi></td>
      <td><bdi>${entry.email}</bdi></td>
      <td>${entry.locale}</td>
      <td>${statusText(entry)}</td>
      <td>${when(entry.createdAt)}</td>
      <td>${handledText(entry)}</td>
    </tr>`,
  );
  return page(
    t('title'),
    user,
    html`<form class="search" method="get" action="/staff" role="search">
      <label>${t('searchLabel')}<input type="search" name="q" value="${q}" maxlength="100"></label>
      <button type="submit">${t('search')}</button>
    </form>
    <p><a href="/staff/changes">${t('changes.recentLink')}</a> · <a href="/staff/fixtures">${t('fixturesLink')}</a></p>
    ${
      entries.length === 0
        ? html`<p>${t('empty')}</p>`
        : html`<div class="table"><table>
      <caption>${t('caption')}</caption>
      <thead><tr><th scope="col">${t('columns.kind')}</th><th scope="col">${t('columns.number')}</th><th scope="col">${t('columns.name')}</th><th scope="col">${t('columns.email')}</th><th scope="col">${t('columns.site')}</th><th scope="col">${t('columns.status')}</th><th scope="col">${t('columns.received')}</th><th scope="col">${t('columns.handled')}</th></tr></thead>
      <tbody>${rows}</tbody>
    </table></div>`
    }
    ${older ? html`<p><a href="/staff?${new URLSearchParams({ ...(q ? { q } : {}), before: older }).toString()}">${t('older')}</a></p>` : null}`,
  );
}

const FIELD_KEYS = new Set(Object.keys(da.staff.fields));

/** One entry in full; `extra`, what a kind adds below its fields (a booking's flight changes). */
export function entryPage(user: string, detail: InboxDetail, extra: Markup | null = null): string {
  const { entry, fields, invoiceUuid } = detail;
  const locale = isLocale(entry.locale) ? entry.locale : 'da';
  const offerId = fields.find(([key]) => key === 'offerId')?.[1];
  const title = t('detailTitle', { kind: t(`kinds.${entry.kind}`), number: entry.number });
  return page(
    title,
    user,
    html`<p><a href="/staff">${t('back')}</a></p>
    <dl>
      <dt>${t('columns.kind')}</dt><dd>${t(`what.${entry.what}`)}</dd>
      <dt>${t('columns.name')}</dt><dd><bdi>${entry.name}</bdi></dd>
      <dt>${t('fields.email')}</dt><dd><a href="mailto:${entry.email}"><bdi>${entry.email}</bdi></a></dd>
      ${fields.map(([key, value]) => html`<dt>${FIELD_KEYS.has(key) ? t(`fields.${key as keyof typeof da.staff.fields}`) : key}</dt><dd><bdi>${value}</bdi></dd>`)}
      <dt>${t('fields.site')}</dt><dd>${entry.locale}</dd>
      <dt>${t('fields.received')}</dt><dd>${when(entry.createdAt)}</dd>
      ${entry.status ? html`<dt>${t('fields.status')}</dt><dd>${statusText(entry)}</dd>` : null}
      <dt>${t('columns.handled')}</dt><dd>${handledText(entry)}</dd>
    </dl>
    ${invoiceUuid ? html`<p><a href="${siteUrl(locale, '/invoice/[slug]', { slug: invoiceUuid })}">${t('invoiceLink')}</a></p>` : null}
    ${offerId && detail.packageSlug ? html`<p><a href="${`${siteUrl(locale, '/packages/[slug]', { slug: detail.packageSlug })}?utm_source=pdf_offer&offerId=${offerId}`}">${t('offerLink', { offerId })}</a></p>` : null}
    ${entry.handled ? null : html`<form method="post" action="${entryPath(entry)}"><button type="submit">${t('markHandled')}</button></form>`}
    ${extra}
    ${detail.changes ? changesSection(detail.changes) : null}`,
  );
}

const CHANGE_KINDS = Object.keys(da.staff.changes.kinds) as (keyof typeof da.staff.changes.kinds)[];
const isChangeKind = (kind: string): kind is keyof typeof da.staff.changes.kinds => (CHANGE_KINDS as string[]).includes(kind);

/** Who made a change, in words: the traveller, the system, or a staff member by name. */
function actorText(actor: string): string {
  if (actor.startsWith('staff:')) return t('changes.actors.staff', { name: actor.slice('staff:'.length) });
  return actor === 'traveller' || actor === 'system' ? t(`changes.actors.${actor}`) : actor;
}

/** What came of a change: the data requests in words, any other change by its detail (no personal data in it), key by key. */
function outcomeText(line: ChangeLine): string {
  if (line.kind === 'erasure_requested' && typeof line.detail.erasableFrom === 'string') return t('changes.outcomes.erasure_requested', { date: line.detail.erasableFrom });
  if (line.kind === 'erased' || line.kind === 'data_exported') return t(`changes.outcomes.${line.kind}`);
  // A wish for travel insurance is the staff's to answer with an offer.
  if (line.kind === 'insurance_added' && line.detail.kind === 'travel') return t('changes.outcomes.travelWished');
  const document = typeof line.detail.document === 'string' ? line.detail.document : null;
  if (line.kind === 'document_sent' && isOneOf(TRIP_DOCUMENT_KINDS, document) && typeof line.detail.sentOn === 'string') {
    return t('changes.outcomes.document_sent', { document: t(`documents.kinds.${document}`), date: line.detail.sentOn });
  }
  const worded = changeInWords(line);
  if (worded) return worded;
  const facts = Object.entries(line.detail).map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return facts.length > 0 ? facts.join('; ') : t('changes.outcomes.done');
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const rec = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const FIXTURE_STATUSES = Object.keys(da.staff.fixtures.statuses) as (keyof typeof da.staff.fixtures.statuses)[];

/**
 * The changes a traveller, the feed or the staff make, put in words from
 * their detail (money in the booking's currency); null when the detail is not
 * as these changes write it, and the caller lists it key by key.
 */
function changeInWords(line: ChangeLine): string | null {
  const { detail } = line;
  const amount = (value: unknown) => {
    const n = num(value);
    return n === null || n === 0 ? 'none' : money(n, line.currency);
  };
  switch (line.kind) {
    case 'transfer': {
      const position = num(detail.position);
      return position === null ? null : t('changes.outcomes.transfer', { position });
    }
    case 'insurance_added':
      return detail.kind === 'match' ? t('changes.outcomes.matchInsurance') : null;
    case 'cancelled': {
      const [percent, price, fee, refund] = [num(detail.percent), num(detail.price), num(detail.fee), num(detail.refund)];
      if (percent === null || price === null || fee === null || refund === null) return null;
      if (detail.by === 'fixture') return t('changes.outcomes.cancelledFixture', { refund: money(refund, line.currency) });
      return t('changes.outcomes.cancelled', { percent, price: money(price, line.currency), fee: money(fee, line.currency), transferFees: amount(detail.transferFees), refund: money(refund, line.currency) });
    }
    case 'fixture_changed': {
      const status = FIXTURE_STATUSES.find((known) => known === detail.status);
      if (!status) return null;
      const kickoff = str(detail.kickoff);
      const deadline = str(detail.choiceDeadline);
      // The deadline as the traveller is told it: the last whole day on the site's clock.
      return t('changes.outcomes.fixture_changed', {
        status: t(`fixtures.statuses.${status}`),
        kickoff: kickoff ? when(new Date(kickoff)) : 'none',
        deadline: deadline ? staffDay(lastChoiceDay(new Date(deadline), 'da')) : 'none',
      });
    }
    case 'fixture_kept': {
      const [from, to] = [rec(detail.from), rec(detail.to)];
      const [start, end, previousStart, previousEnd] = [str(to.startDate), str(to.endDate), str(from.startDate), str(from.endDate)];
      if (!start || !end || !previousStart || !previousEnd) return null;
      return t('changes.outcomes.fixture_kept', {
        start: staffDay(start),
        end: staffDay(end),
        previousStart: staffDay(previousStart),
        previousEnd: staffDay(previousEnd),
        shop: amount(detail.shopCost),
        pays: amount(detail.travellerPays),
        refund: amount(detail.refund),
      });
    }
    case 'flight_changed': {
      const times = (leg: Record<string, unknown>) => {
        const [departure, arrival] = [str(leg.departure), str(leg.arrival)];
        const clock = departure && arrival ? `${legTime(departure)} – ${legTime(arrival)}` : t('changes.outcomes.noTimes');
        return str(leg.airline) ? `${clock}, ${str(leg.airline)}` : clock;
      };
      const route = str(detail.route);
      if (!route || (detail.direction !== 'outward' && detail.direction !== 'return')) return null;
      return t('changes.outcomes.flight_changed', { direction: detail.direction, route, from: times(rec(detail.from)), to: times(rec(detail.to)) });
    }
    default:
      return null;
  }
}

/** Changes as a table; with `orders`, each names its booking and links its detail. */
function changesTable(lines: ChangeLine[], caption: string, orders: boolean): Markup {
  return html`<div class="table"><table>
      <caption>${caption}</caption>
      <thead><tr><th scope="col">${t('changes.columns.at')}</th>${orders ? html`<th scope="col">${t('changes.columns.order')}</th>` : null}<th scope="col">${t('changes.columns.kind')}</th><th scope="col">${t('changes.columns.actor')}</th><th scope="col">${t('changes.columns.outcome')}</th><th scope="col">${t('changes.columns.amount')}</th></tr></thead>
      <tbody>${lines.map(
        (line) => html`<tr>
        <td>${when(line.at)}</td>
        ${orders ? html`<td><a href="${entryPath({ kind: 'booking', id: line.bookingId })}">${line.orderNumber}</a></td>` : null}
        <td>${isChangeKind(line.kind) ? t(`changes.kinds.${line.kind}`) : line.kind}</td>
        <td><bdi>${actorText(line.actor)}</bdi></td>
        <td><bdi>${outcomeText(line)}</bdi></td>
        <td>${line.amount === 0 ? '–' : money(line.amount, line.currency)}</td>
      </tr>`,
      )}</tbody>
    </table></div>`;
}

/** A booking's changes and data requests on its detail page, in the order they happened. */
function changesSection(lines: ChangeLine[]): Markup {
  return html`<section aria-labelledby="changes-heading"><h2 id="changes-heading">${t('changes.heading')}</h2>
    ${lines.length === 0 ? html`<p>${t('changes.none')}</p>` : changesTable(lines, t('changes.heading'), false)}</section>`;
}

/** `/staff/changes`: the newest changes and data requests across bookings. */
export function recentChangesPage(user: string, { lines, older }: { lines: ChangeLine[]; older: string | null }): string {
  return page(
    t('changes.recentTitle'),
    user,
    html`<p><a href="/staff">${t('back')}</a></p>
    ${lines.length === 0 ? html`<p>${t('changes.none')}</p>` : changesTable(lines, t('changes.caption'), true)}
    ${older ? html`<p><a href="/staff/changes?${new URLSearchParams({ before: older }).toString()}">${t('changes.older')}</a></p>` : null}`,
  );
}

export const INBOX_KINDS: readonly InboxKind[] = ['inquiry', 'booking', 'gift-card', 'alert'];

/** What the sign-in page shows: which step, the name typed, and a message for the page or a field. */
export interface SignInView {
  step: 'password' | 'code';
  name?: string;
  message?: string;
  errors?: Partial<Record<'name' | 'password' | 'code', string>>;
}

/** A labelled field with its message under it (tied to it by aria-describedby). */
function field(id: 'name' | 'password' | 'code', label: string, input: { type: string; autocomplete: string; value?: string; maxlength: number }, error: string | undefined, hint?: string): Markup {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return html`<label for="${id}">${label}</label>
    ${hint ? html`<p class="hint muted" id="${id}-hint">${hint}</p>` : null}
    <input id="${id}" name="${id}" type="${input.type}" autocomplete="${input.autocomplete}" maxlength="${input.maxlength}" value="${input.value ?? ''}" required${new Markup(described ? ` aria-describedby="${described}"` : '')}${new Markup(error ? ' aria-invalid="true"' : '')}>
    ${error ? html`<p class="error" id="${id}-error">${error}</p>` : null}`;
}

/** The sign-in page: name and password, then the code of the app or a recovery code. */
export function signInPage(view: SignInView): string {
  const { errors = {} } = view;
  const message = view.message ? html`<p class="error" role="alert">${view.message}</p>` : null;
  if (view.step === 'password') {
    return page(
      t('signIn.title'),
      null,
      html`<form class="sign-in" method="post" action="/staff/sign-in">
      ${message}
      <input type="hidden" name="step" value="password">
      <div>${field('name', t('signIn.name'), { type: 'text', autocomplete: 'username', value: view.name, maxlength: 64 }, errors.name)}</div>
      <div>${field('password', t('signIn.password'), { type: 'password', autocomplete: 'current-password', maxlength: 200 }, errors.password)}</div>
      <button type="submit">${t('signIn.next')}</button>
    </form>`,
    );
  }
  return page(
    t('signIn.codeTitle'),
    null,
    html`<form class="sign-in" method="post" action="/staff/sign-in">
      ${message}
      <input type="hidden" name="step" value="code">
      <div>${field('code', t('signIn.code'), { type: 'text', autocomplete: 'one-time-code', maxlength: 20 }, errors.code, t('signIn.codeHint'))}</div>
      <button type="submit">${t('signIn.submit')}</button>
    </form>
    <form method="post" action="/staff/sign-out"><button type="submit" class="quiet">${t('signIn.startOver')}</button></form>`,
  );
}

/** A sign-in page's texts for the handler (./handler.ts). */
export const signInText = (key: 'wrongPassword' | 'wrongCode' | 'codeExpired' | 'required' | 'nameFormat' | 'passwordLength' | 'codeFormat') => t(`signIn.${key}`);
export const throttledText = (seconds: number) => t('signIn.throttled', { seconds });
