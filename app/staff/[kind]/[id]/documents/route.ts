import { now } from '@/server/clock';
import { documentsSection, postDocumentSent } from '@/server/modules/staff/documents-form';
import { flightChangeSection } from '@/server/modules/staff/flight-change-form';
import { postBookingForm } from '@/server/modules/staff/booking-form';
import { html } from '@/server/modules/staff/pages';

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
  return postBookingForm(request, context, async ({ db, bookingId, user, fields, refused }) => {
    const at = now();
    const outcome = await postDocumentSent(db, bookingId, user, fields, at);
    if (!outcome) return null;
    if ('notice' in outcome) return new Response(null, { status: 303, headers: { location: `/staff/booking/${bookingId}?document=${outcome.notice}` } });
    return refused(html`${await flightChangeSection(db, bookingId)}${await documentsSection(db, bookingId, at, { state: outcome.state })}`);
  });
}
