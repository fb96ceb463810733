/**
 * What an error report may carry (the production issue: personal data
 * scrubbed before it is sent): the error's kind, its stack's code locations,
 * the route and the release. Emails, phone numbers, invoice and payment
 * keys, tokens, queries, bodies, cookies, headers, the user and the tags are
 * removed or masked, in the message, the exception values and frames, the
 * transaction, the breadcrumbs and the request alike. A name typed into a
 * message is not recognised as one: the shop's own messages name no person. The same function runs in the browser and on the server
 * (Sentry's `beforeSend` and `beforeBreadcrumb`).
 */

/** Anything in a text that may name a person or open something: each masked with a word saying what it was. */
const PATTERNS: readonly [RegExp, string][] = [
  [/[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[A-Za-z]{2,}/g, '[email]'],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '[key]'],
  [/\b(?:tg|cs|pi|ch)_[A-Za-z0-9_]+/g, '[key]'],
  [/[A-Za-z0-9_-]{24,}/g, '[token]'],
  [/\+?\d[\d ()-]{6,}\d/g, '[number]'],
];

export function scrubText(text: string): string {
  let result = text;
  for (const [pattern, mask] of PATTERNS) result = result.replace(pattern, mask);
  return result;
}

/** An address without its query or fragment, each segment that is a key masked. */
export function scrubUrl(url: string): string {
  const [beforeQuery] = url.split(/[?#]/);
  return scrubText(beforeQuery ?? '');
}

/** Request headers a report may keep: none that identify. */
const KEPT_HEADERS = new Set(['accept-language', 'content-type']);

interface ScrubbableFrame {
  filename?: string;
  abs_path?: string;
}

interface ScrubbableEvent {
  message?: string;
  transaction?: string;
  logentry?: { message?: string; params?: unknown };
  user?: unknown;
  request?: { url?: string; query_string?: unknown; cookies?: unknown; data?: unknown; headers?: Record<string, string>; env?: unknown };
  exception?: { values?: { value?: string; stacktrace?: { frames?: ScrubbableFrame[] } }[] };
  breadcrumbs?: ScrubbableBreadcrumb[];
  extra?: unknown;
  contexts?: Record<string, unknown>;
  tags?: Record<string, unknown>;
  server_name?: string;
}

interface ScrubbableBreadcrumb {
  message?: string;
  data?: Record<string, unknown>;
}

/** `beforeSend`: the event without personal data (it mutates and returns it). */
export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  delete event.user;
  delete event.extra;
  delete event.server_name;
  delete event.tags;
  if (event.transaction) event.transaction = scrubUrl(event.transaction);
  if (event.logentry) event.logentry = { message: scrubText(event.logentry.message ?? '') };
  if (event.contexts) {
    for (const key of Object.keys(event.contexts)) if (!['os', 'runtime', 'browser', 'device', 'trace', 'app'].includes(key)) delete event.contexts[key];
  }
  if (event.message) event.message = scrubText(event.message);
  for (const value of event.exception?.values ?? []) {
    if (value.value) value.value = scrubText(value.value);
    // A frame of an inline script names the page it ran on, query and all.
    for (const frame of value.stacktrace?.frames ?? []) {
      if (frame.filename) frame.filename = scrubUrl(frame.filename);
      if (frame.abs_path) frame.abs_path = scrubUrl(frame.abs_path);
    }
  }
  if (event.request) {
    const { url, headers } = event.request;
    event.request = {
      ...(url ? { url: scrubUrl(url) } : {}),
      ...(headers ? { headers: Object.fromEntries(Object.entries(headers).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase()))) } : {}),
    };
  }
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.map((crumb) => scrubBreadcrumb(crumb));
  return event;
}

/** `beforeBreadcrumb`: a navigation's or a call's addresses without queries or keys, nothing else of its data. */
export function scrubBreadcrumb<B extends ScrubbableBreadcrumb>(crumb: B): B {
  if (crumb.message) crumb.message = scrubText(crumb.message);
  if (crumb.data) {
    const kept: Record<string, unknown> = {};
    for (const key of ['url', 'from', 'to', 'method', 'status_code']) {
      const value = crumb.data[key];
      if (typeof value === 'string') kept[key] = key === 'method' ? value : scrubUrl(value);
      else if (typeof value === 'number') kept[key] = value;
    }
    crumb.data = kept;
  }
  return crumb;
}
