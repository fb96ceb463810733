import { createHmac } from 'node:crypto';
import { E2E_TRIP_LINK_SECRET } from '../playwright.config';

/**
 * A `trip` link to a booking, signed as the shop signs it
 * (server/modules/trips/links.ts: `v1.<payload>.<HMAC-SHA256>`) with the
 * browser tests' server's key (playwright.config.ts), valid for a day.
 */
export function tripLink(bookingId: number, now = Date.now()): string {
  const payload = { b: bookingId, p: 'trip', i: now, e: Math.floor(now / 1000) + 24 * 60 * 60 };
  const body = `v1.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${createHmac('sha256', Buffer.from(E2E_TRIP_LINK_SECRET, 'utf8')).update(body).digest('base64url')}`;
}
