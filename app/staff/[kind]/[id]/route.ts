import { isIdText } from '@/lib/api/contract/constants';
import { now } from '@/server/clock';
import { getDb } from '@/server/db';
import type { InboxKind } from '@/server/db/schema';
import { documentNoticeOf, documentsSection } from '@/server/modules/staff/documents-form';
import { flightChangeSection, flightNoticeOf } from '@/server/modules/staff/flight-change-form';
import { staffAnswer } from '@/server/modules/staff/handler';
import { findInboxEntry, markHandled } from '@/server/modules/staff/inbox';
import { entryPage, html, INBOX_KINDS } from '@/server/modules/staff/pages';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ kind: string; id: string }> };

/** The entry an address names, or null (an unknown kind, an id that cannot be one). */
async function entryOf(context: Context): Promise<{ kind: InboxKind; id: number } | null> {
  const { kind, id } = await context.params;
  if (!(INBOX_KINDS as readonly string[]).includes(kind) || !isIdText(id)) return null;
  return { kind: kind as InboxKind, id: Number(id) };
}

/** One entry of the staff inbox in full. */
export function GET(request: Request, context: Context): Promise<Response> {
  return staffAnswer(request, async (user) => {
    const named = await entryOf(context);
    const db = await getDb();
    const detail = named && (await findInboxEntry(db, named.kind, named.id));
    if (!detail) return null;
    if (named.kind !== 'booking') return entryPage(user, detail);
    // A booking's flights can be moved from its page (the airline changed them), and its travel documents marked sent.
    const url = new URL(request.url);
    const flights = await flightChangeSection(db, named.id, { notice: flightNoticeOf(url) });
    const documents = await documentsSection(db, named.id, now(), { notice: documentNoticeOf(url) });
    return entryPage(user, detail, html`${flights}${documents}`);
  });
}

/** Marks the entry handled by the signed-in staff user, then shows it again. */
export function POST(request: Request, context: Context): Promise<Response> {
  return staffAnswer(request, async (user) => {
    const named = await entryOf(context);
    if (!named || !(await markHandled(await getDb(), named.kind, named.id, user, now()))) return null;
    return new Response(null, { status: 303, headers: { location: `/staff/${named.kind}/${named.id}` } });
  });
}
