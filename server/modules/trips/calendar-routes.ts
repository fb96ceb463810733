import 'server-only';
import { tripParams } from '@/lib/api/contract/trips';
import { now, today } from '@/server/clock';
import { getDb } from '@/server/db';
import { parseParams, type Router } from '@/server/http/router';
import { availabilityServices } from '../availability/services';
import { calendarFeed } from './calendar';
import { tripLinkStands, verifyTripLink } from './links';
import { openedByLink } from './routes';

export function registerTripCalendarRoutes(router: Router): void {
  /**
   * `GET trips/{calendar link}/calendar.ics`: the trip's calendar (./calendar.ts), as a download and as the feed a
   * calendar app polls (`webcal:`). Only a `calendar` link opens it; its link is a key to the trip's dates, so it is
   * never cached, indexed or sent on as a referrer, and a link that opens nothing is a guess (./routes.ts openedByLink).
   */
  router.get('trips/:token/calendar.ics', async ({ request, params }) => {
    const db = await getDb();
    // In the booking's language whatever the calendar app asks: the feed is the booking's, the same for everyone.
    const feed = await openedByLink(request, async () => {
      const { token } = parseParams(tripParams, params);
      const at = now();
      const link = await verifyTripLink(token, 'calendar', at);
      return link && (await tripLinkStands(db, link)) ? calendarFeed(db, link.bookingId, { now: at, today: today(), services: availabilityServices() }) : null;
    });
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
