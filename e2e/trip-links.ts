import { createHmac } from 'node:crypto';
import { E2E_TRIP_LINK_SECRET } from '../playwright.config';

/**
 * A trip link as the shop signs it (server/modules/trips/links.ts:
 * `v1.<payload>.<HMAC-SHA256>`), with the key the browser tests' server is
 * given (playwright.config.ts), for a trip a test booked. The server's own
 * module cannot be loaded outside the server (it is `server-only`).
 */
export function signedTripLink(bookingId: number, purpose: 'trip' | 'calendar', issuedAt: Date, expiresAt: Date): string {
  const payload = { b: bookingId, p: purpose, i: issuedAt.getTime(), e: Math.floor(expiresAt.getTime() / 1000) };
  const body = `v1.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${createHmac('sha256', Buffer.from(E2E_TRIP_LINK_SECRET, 'utf8')).update(body).digest('base64url')}`;
}
