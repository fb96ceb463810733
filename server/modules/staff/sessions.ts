/**
 * Staff sessions, kept in the database (docs/adr/0014): the browser holds a
 * random token in `__Host-staff-session` and the table its SHA-256, so
 * signing out and expiry end a session for every process at once. A session
 * is first only half signed in (the password was right, a code is awaited:
 * five minutes and a few codes), then signed in, with a new token (the
 * half-way token is worth nothing after). A signed-in session ends after 30
 * minutes without a request and 8 hours after it began, whatever happens.
 *
 * The cookie: `__Host-` (Secure, Path=/, no Domain: only this host, over
 * HTTPS, may set or read it), HttpOnly, SameSite=Strict (no other site's
 * page can send it), and no Max-Age (gone with the browser). Browsers take a
 * Secure cookie from `http://localhost` too (a secure context), so the demo
 * and the browser tests sign in over plain HTTP there; on any other host the
 * staff sign in over HTTPS or not at all.
 */
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db';
import { staffSessions } from '@/server/db/schema';

export const SESSION_COOKIE = '__Host-staff-session';
export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_LIFETIME_MS = 8 * 60 * 60_000;
/** How long a session that waits for a code waits, and how many codes it takes before the password is asked again. */
export const PENDING_LIFETIME_MS = 5 * 60_000;
export const PENDING_CODE_ATTEMPTS = 5;

const digest = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');

/** The session token a request's cookie carries, or null. */
export function sessionToken(request: Request): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === SESSION_COOKIE && value && /^[A-Za-z0-9_-]{43}$/.test(value)) return value;
  }
  return null;
}

export const sessionCookie = (token: string) => `${SESSION_COOKIE}=${token}; Path=/; Secure; HttpOnly; SameSite=Strict`;
export const clearedSessionCookie = () => `${SESSION_COOKIE}=; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=0`;

/** A new session of `name`: half signed in (`verified` false) or signed in; answers its token. */
export async function startSession(db: Executor, name: string, verified: boolean, at: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(at.getTime() + (verified ? ABSOLUTE_LIFETIME_MS : PENDING_LIFETIME_MS));
  await db.insert(staffSessions).values({ tokenHash: digest(token), name, verified, createdAt: at, lastSeenAt: at, expiresAt });
  // Ended sessions go as new ones come: the table holds about the live ones.
  await db.delete(staffSessions).where(or(lt(staffSessions.expiresAt, at), and(eq(staffSessions.verified, true), lt(staffSessions.lastSeenAt, new Date(at.getTime() - IDLE_TIMEOUT_MS)))));
  return token;
}

export interface StaffSession {
  name: string;
  verified: boolean;
  codeAttempts: number;
}

/**
 * The live session of `token` at `at`, or null (none, ended, idle too long).
 * A signed-in session's use moves its idle timeout on.
 */
export async function findSession(db: Executor, token: string | null, at: Date): Promise<StaffSession | null> {
  if (!token) return null;
  const idleSince = new Date(at.getTime() - IDLE_TIMEOUT_MS);
  const [row] = await db
    .update(staffSessions)
    .set({ lastSeenAt: sql`case when ${staffSessions.verified} then ${at.toISOString()}::timestamptz else ${staffSessions.lastSeenAt} end` })
    .where(and(eq(staffSessions.tokenHash, digest(token)), gt(staffSessions.expiresAt, at), or(eq(staffSessions.verified, false), gt(staffSessions.lastSeenAt, idleSince))))
    .returning({ name: staffSessions.name, verified: staffSessions.verified, codeAttempts: staffSessions.codeAttempts });
  return row ?? null;
}

/** One more code tried in a session that waits for one; answers how many now, 0 when the session is no longer there. */
export async function countCodeAttempt(db: Executor, token: string): Promise<number> {
  const [row] = await db
    .update(staffSessions)
    .set({ codeAttempts: sql`${staffSessions.codeAttempts} + 1` })
    .where(and(eq(staffSessions.tokenHash, digest(token)), eq(staffSessions.verified, false)))
    .returning({ codeAttempts: staffSessions.codeAttempts });
  return row?.codeAttempts ?? 0;
}

/** Ends the session of `token` (signing out, a finished or given-up half sign-in). */
export async function endSession(db: Executor, token: string | null): Promise<void> {
  if (token) await db.delete(staffSessions).where(eq(staffSessions.tokenHash, digest(token)));
}
