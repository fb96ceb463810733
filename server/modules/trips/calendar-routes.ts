import 'server-only';
import { tripParams } from '@/lib/api/contract/trips';
import { now, today } from '@/server/clock';
import { getDb } from '@/server/db';
import { clientAddress } from '@/server/http/client-address';
import { forgiveGuess, takeGuess } from '@/server/http/rate-limit';
import { parseParams, type Router } from '@/server/http/router';
import { availabilityServices } from '../availability/services';
import { INVOICE_MISSES } from '../invoices/lookup';
import { calendarFeed } from './calendar';
import { tripLinkStands, verifyTripLink } from './links';
import { tripNotFound } from './routes';

export function registerTripCalendarRoutes(router: Router): void {
  /**
   * `GET trips/{calendar link}/calendar.ics`: the trip's calendar (./calendar.ts), as a download and as the feed a
   * calendar app polls (`webcal:`). Only a `calendar` link opens it; its link is a key to the trip's dates, so it is
   * never cached, indexed or sent on as a referrer, and guessing is limited as trip and invoice addresses are.
   */
  router.get('trips/:token/calendar.ics', async ({ request, params }) => {
    const visitor = clientAddress(request);
    await takeGuess(INVOICE_MISSES, visitor);
    const { token } = parseParams(tripParams, params);
    const at = now();
    const link = await verifyTripLink(token, 'calendar', at);
    const db = await getDb();
    // In the booking's language whatever the calendar app asks: the feed is the booking's, the same for everyone.
    const feed = link && (await tripLinkStands(db, link)) ? await calendarFeed(db, link.bookingId, { now: at, today: today(), services: availabilityServices() }) : null;
    if (!feed) throw tripNotFound();
    await forgiveGuess(INVOICE_MISSES, visitor);
    return new Response(feed.ics, {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="fantur-${feed.orderNumber}.ics"`,
        'cache-control': 'private, no-store',
        'referrer-policy': 'no-referrer',
        'x-robots-tag': 'noindex',
      },
    });
  });
}
