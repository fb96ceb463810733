import { now } from '@/server/clock';
import { flightChangeSection, postFlightChange } from '@/server/modules/staff/flight-change-form';
import { postBookingForm } from '@/server/modules/staff/booking-form';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ kind: string; id: string }> };

/**
 * A booking's flight moved (`POST /staff/booking/{id}/flight`): the new times
 * recorded, then the booking's page again with what happened (303); times
 * that cannot be, the page with the form's messages (422).
 */
export function POST(request: Request, context: Context): Promise<Response> {
  return postBookingForm(request, context, async ({ db, bookingId, user, fields, refused }) => {
    const outcome = await postFlightChange(db, bookingId, user, fields, now());
    if ('notice' in outcome) return new Response(null, { status: 303, headers: { location: `/staff/booking/${bookingId}?flight=${outcome.notice}` } });
    return refused(await flightChangeSection(db, bookingId, { state: outcome.state }));
  });
}
