import { isIdText } from '@/lib/api/contract/constants';
import { now } from '@/server/clock';
import { getDb } from '@/server/db';
import { readBody } from '@/server/http/body';
import { documentsSection, postDocumentSent } from '@/server/modules/staff/documents-form';
import { flightChangeSection } from '@/server/modules/staff/flight-change-form';
import { staffAnswer } from '@/server/modules/staff/handler';
import { findInboxEntry } from '@/server/modules/staff/inbox';
import { entryPage, html } from '@/server/modules/staff/pages';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ kind: string; id: string }> };

/**
 * A booking's travel document sent (`POST /staff/booking/{id}/documents`,
 * fields `kind` and `day`): recorded, then the booking's page again with
 * what happened (303; the same day again is "unchanged"); a document the
 * trip does not wait for or a day that cannot be, the page with the form's
 * message (422).
 */
export function POST(request: Request, context: Context): Promise<Response> {
  return staffAnswer(request, async (user) => {
    const { kind, id } = await context.params;
    if (kind !== 'booking' || !isIdText(id)) return null;
    const db = await getDb();
    const detail = await findInboxEntry(db, 'booking', Number(id));
    if (!detail) return null;
    let fields: URLSearchParams;
    try {
      fields = new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(await readBody(request)));
    } catch (error) {
      if (error instanceof TypeError) return new Response('Bad request', { status: 400 });
      throw error;
    }
    const at = now();
    const outcome = await postDocumentSent(db, Number(id), user, fields, at);
    if (!outcome) return null;
    if ('notice' in outcome) return new Response(null, { status: 303, headers: { location: `/staff/booking/${id}?document=${outcome.notice}` } });
    const section = html`${await flightChangeSection(db, Number(id))}${await documentsSection(db, Number(id), at, { state: outcome.state })}`;
    return new Response(entryPage(user, detail, section), { status: 422, headers: { 'content-type': 'text/html; charset=utf-8' } });
  });
}
