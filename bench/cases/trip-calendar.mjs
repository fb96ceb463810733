// The trip's calendar feed (GET /api/v1/trips/{calendar link}/calendar.ics), as calendar apps poll a
// subscribed `webcal:` feed: one booking's feed, 10 pollers at once, on the embedded database. Each
// answer reads the booking, its match, hotel and airports, the airline's schedule of the package's
// own legs (the search cache answers after the first), and upserts the events' sequences (a
// statement per answer that changes nothing while nothing moved).
//
// Budget: p95 under 250 ms, a page's: a calendar app polls every few hours, so 10 pollers at once
// stand for a great many subscribed trips. One answer costs less than the invoice's GET (measured in
// process, one after the other: 80 ms against 105 ms on a machine busy with other builds).
//
// The link is signed with the key the bench's server is given (BENCH_KEYS), for the booking's id,
// which the staff inbox shows (signed in as the bench's staff user with its authenticator code).
import { createHmac } from 'node:crypto';
import { generate } from 'otplib';
import { acceptedTotalOf, bookablePackages, bookOnce, selectionOf } from '../lib/booking.mjs';
import { runLoad } from '../lib/load.mjs';
import { BENCH_KEYS } from '../lib/server.mjs';

/** A trip link as server/modules/trips/links.ts signs it. */
function signedLink(bookingId, purpose, expiresAt) {
  const payload = { b: bookingId, p: purpose, i: Date.now(), e: Math.floor(expiresAt.getTime() / 1000) };
  const body = `v1.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${createHmac('sha256', Buffer.from(BENCH_KEYS.tripLinkSecret, 'utf8')).update(body).digest('base64url')}`;
}

/** The staff session's cookie, through the sign-in's two forms. */
async function staffCookie(baseUrl) {
  const post = async (form, cookie) => {
    const response = await fetch(`${baseUrl}/staff/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(baseUrl).origin, ...(cookie && { cookie }) },
      body: new URLSearchParams(form).toString(),
    });
    const session = /^(__Host-staff-session=[A-Za-z0-9_-]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    if (response.status !== 303 || !session) throw new Error(`the staff sign-in answered ${response.status}`);
    return session;
  };
  const { name, password, secret } = BENCH_KEYS.staff;
  const pending = await post({ step: 'password', name, password });
  return post({ step: 'code', code: await generate({ secret }) }, pending);
}

const cases = [
  {
    name: 'api trip calendar feed',
    path: '/api/v1/trips/{calendar link}/calendar.ics',
    budget: { p95: 250 },
    async run({ baseUrl, connections, duration, maxRequests }) {
      const [pkg] = await bookablePackages(baseUrl, 1);
      const chosen = await selectionOf(pkg);
      const { orderNumber } = await bookOnce(baseUrl, chosen.book(await acceptedTotalOf(baseUrl, chosen.request)), 'trip calendar feed');
      const inbox = await fetch(`${baseUrl}/staff?q=${orderNumber}`, { headers: { cookie: await staffCookie(baseUrl) } });
      const bookingId = Number(/href="\/staff\/booking\/(\d+)"/.exec(await inbox.text())?.[1]);
      if (!(bookingId > 0)) throw new Error(`the staff inbox did not list order ${orderNumber}`);
      const link = signedLink(bookingId, 'calendar', new Date(Date.now() + 400 * 24 * 60 * 60 * 1000));
      const url = `${baseUrl}/api/v1/trips/${link}/calendar.ics`;
      // The warm-up: the first answer asks the airline's schedule and writes the events' sequences.
      for (let i = 0; i < 20; i += 1) {
        const answer = await fetch(url);
        if (answer.status !== 200) throw new Error(`the feed answered ${answer.status}`);
        await answer.text();
      }
      const result = await runLoad({ url, connections, duration, maxRequests });
      return { ...result, notes: [`the feed of order ${orderNumber}: its match, two flights and the hotel stay`] };
    },
  },
];

export default cases;
