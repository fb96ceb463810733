import { isIdText } from '@/lib/api/contract/constants';
import { now } from '@/server/clock';
import { getDb } from '@/server/db';
import { readBody } from '@/server/http/body';
import { flightChangeSection, postFlightChange } from '@/server/modules/staff/flight-change-form';
import { staffAnswer } from '@/server/modules/staff/handler';
import { findInboxEntry } from '@/server/modules/staff/inbox';
import { entryPage } from '@/server/modules/staff/pages';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ kind: string; id: string }> };

/**
 * A booking's flight moved (`POST /staff/booking/{id}/flight`): the new times
 * recorded, then the booking's page again with what happened (303); times
 * that cannot be, the page with the form's messages (422).
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
    const outcome = await postFlightChange(db, Number(id), user, fields, now());
    if ('notice' in outcome) return new Response(null, { status: 303, headers: { location: `/staff/booking/${id}?flight=${outcome.notice}` } });
    const section = await flightChangeSection(db, Number(id), { state: outcome.state });
    return new Response(entryPage(user, detail, section), { status: 422, headers: { 'content-type': 'text/html; charset=utf-8' } });
  });
}
