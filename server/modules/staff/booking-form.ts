/**
 * A form posted on a booking's page in the inbox (`POST /staff/booking/{id}/…`):
 * signed in, the booking found, the form's fields read as UTF-8 (else 400);
 * the route's own write does the rest, and a refused form is the booking's
 * page again with the form's messages (422).
 */
import 'server-only';
import { isIdText } from '@/lib/api/contract/constants';
import { getDb, type Database } from '@/server/db';
import { readBody } from '@/server/http/body';
import { staffAnswer } from './handler';
import { findInboxEntry } from './inbox';
import { entryPage, type Markup } from './pages';

type Detail = NonNullable<Awaited<ReturnType<typeof findInboxEntry>>>;

export interface BookingForm {
  db: Database;
  bookingId: number;
  user: string;
  fields: URLSearchParams;
  /** The booking's page with `section` in place of its forms, answered 422. */
  refused: (section: Markup | null) => Response;
}

export function postBookingForm(request: Request, context: { params: Promise<{ kind: string; id: string }> }, write: (form: BookingForm) => Promise<Response | null>): Promise<Response> {
  return staffAnswer(request, async (user) => {
    const { kind, id } = await context.params;
    if (kind !== 'booking' || !isIdText(id)) return null;
    const db = await getDb();
    const detail: Detail | null = await findInboxEntry(db, 'booking', Number(id));
    if (!detail) return null;
    let fields: URLSearchParams;
    try {
      fields = new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(await readBody(request)));
    } catch (error) {
      if (error instanceof TypeError) return new Response('Bad request', { status: 400 });
      throw error;
    }
    const refused = (section: Markup | null) => new Response(entryPage(user, detail, section), { status: 422, headers: { 'content-type': 'text/html; charset=utf-8' } });
    return write({ db, bookingId: Number(id), user, fields, refused });
  });
}
