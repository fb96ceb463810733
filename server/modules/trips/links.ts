/**
 * Trip links: the key a traveller's "My trip" page, its changes and its
 * calendar feed are opened with. A link is `v1.<payload>.<signature>`: the
 * payload (base64url JSON) names the booking, the purpose, when it was
 * issued and when it expires; the signature is HMAC-SHA256 over `v1.<payload>`
 * with the shop's trip-link key. A link is single-purpose (a calendar link
 * opens the feed and nothing else), expires, and is void once the booking's
 * `tripLinksSince` is later than its issue (an erasure, a link reported lost).
 *
 * The key is `TRIP_LINK_SECRET` when set (every process of a shop must share
 * it); otherwise the shop makes one on first use and keeps it in the
 * database (`shop_secrets`), shared by every process on that database.
 */
import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { TRIP_LINK_PATTERN, type TripLinkPurpose } from '@/lib/api/contract/trips';
import { getDb, type Executor } from '@/server/db';
import { bookings, shopSecrets } from '@/server/db/schema';

const VERSION = 'v1';
const SECRET_NAME = 'trip-links';
const MIN_SECRET_LENGTH = 32;

let keyPromise: Promise<Buffer> | null = null;

async function loadKey(): Promise<Buffer> {
  const configured = process.env.TRIP_LINK_SECRET;
  if (configured !== undefined && configured !== '') {
    if (configured.length < MIN_SECRET_LENGTH) throw new Error(`TRIP_LINK_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return Buffer.from(configured, 'utf8');
  }
  const db = await getDb();
  await db
    .insert(shopSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url'), createdAt: new Date() })
    .onConflictDoNothing();
  const [row] = await db.select({ value: shopSecrets.value }).from(shopSecrets).where(eq(shopSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The trip-link key could not be kept');
  return Buffer.from(row.value, 'utf8');
}

/** The signing key, read once per process (a failed read is asked again next time). */
function tripLinkKey(): Promise<Buffer> {
  keyPromise ??= loadKey().catch((error: unknown) => {
    keyPromise = null;
    throw error;
  });
  return keyPromise;
}

/** Forgets the key read (tests that change `TRIP_LINK_SECRET` or the database). */
export function forgetTripLinkKey(): void {
  keyPromise = null;
}

interface Payload {
  /** The booking's id. */
  b: number;
  p: TripLinkPurpose;
  /** Issued, milliseconds since the epoch; expires, seconds. */
  i: number;
  e: number;
}

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

function issueWith(key: Buffer, bookingId: number, purpose: TripLinkPurpose, now: Date, expiresAt: Date): string {
  const payload: Payload = { b: bookingId, p: purpose, i: now.getTime(), e: Math.floor(expiresAt.getTime() / 1000) };
  const body = `${VERSION}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${sign(key, body)}`;
}

/** A link for a booking, for one purpose, valid from `now` until `expiresAt`. */
export async function issueTripLink(bookingId: number, purpose: TripLinkPurpose, now: Date, expiresAt: Date): Promise<string> {
  return issueWith(await tripLinkKey(), bookingId, purpose, now, expiresAt);
}

/** Issues links with a key already read: what a mail written inside a transaction uses. */
export type TripLinkSigner = (bookingId: number, purpose: TripLinkPurpose, now: Date, expiresAt: Date) => string;

/** Makes the key when the shop has none yet (call it outside any transaction, before one that writes a mail with a link). */
export async function prepareTripLinks(): Promise<void> {
  await tripLinkKey();
}

/**
 * A signer for links written inside a transaction (`db`): the key from the
 * environment, from this process's memory, or read (never made) through the
 * transaction's own connection, so no second connection waits on it. Null
 * when the shop has made no key yet: the mail goes without its trip link
 * rather than the transaction waiting (every booking makes the key first,
 * `prepareTripLinks`, so only mails of bookings older than the key miss it).
 */
export async function tripLinkSignerIn(db: Executor): Promise<TripLinkSigner | null> {
  const configured = process.env.TRIP_LINK_SECRET;
  let key: Buffer | null = null;
  if ((configured !== undefined && configured !== '') || keyPromise) {
    key = await tripLinkKey();
  } else {
    const [row] = await db.select({ value: shopSecrets.value }).from(shopSecrets).where(eq(shopSecrets.name, SECRET_NAME));
    if (row) {
      key = Buffer.from(row.value, 'utf8');
      keyPromise ??= Promise.resolve(key);
    }
  }
  const found = key;
  return found ? (bookingId, purpose, now, expiresAt) => issueWith(found, bookingId, purpose, now, expiresAt) : null;
}

export interface TripLink {
  bookingId: number;
  purpose: TripLinkPurpose;
  issuedAt: Date;
  expiresAt: Date;
}

/**
 * The link's booking when the signature holds, the purpose is the one asked
 * and it has not expired; null otherwise (a forged, altered, expired or
 * other-purpose link), with no database read. Whether the booking still
 * takes links issued then is `openTripLink`'s.
 */
export async function verifyTripLink(token: string, purpose: TripLinkPurpose, now: Date): Promise<TripLink | null> {
  if (!TRIP_LINK_PATTERN.test(token)) return null;
  const cut = token.lastIndexOf('.');
  const body = token.slice(0, cut);
  const expected = Buffer.from(sign(await tripLinkKey(), body));
  const given = Buffer.from(token.slice(cut + 1));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(body.slice(VERSION.length + 1), 'base64url').toString('utf8')) as Payload;
  } catch {
    return null;
  }
  if (!Number.isSafeInteger(payload.b) || payload.b < 1 || payload.b > 2_147_483_647) return null;
  if (payload.p !== purpose || typeof payload.e !== 'number' || typeof payload.i !== 'number') return null;
  if (payload.e * 1000 <= now.getTime()) return null;
  return { bookingId: payload.b, purpose: payload.p, issuedAt: new Date(payload.i), expiresAt: new Date(payload.e * 1000) };
}

/**
 * Whether the booking still takes a verified link (`verifyTripLink`): no link
 * was voided after it was issued, the personal data is not purged. Verify
 * first, outside any transaction: the first verification may make the key,
 * on a connection of its own.
 */
export async function tripLinkStands(db: Executor, link: TripLink): Promise<boolean> {
  const [booking] = await db
    .select({ since: bookings.tripLinksSince, purged: bookings.personalDataPurgedAt })
    .from(bookings)
    .where(eq(bookings.id, link.bookingId));
  if (!booking || booking.purged !== null) return false;
  return booking.since === null || link.issuedAt.getTime() >= booking.since.getTime();
}
