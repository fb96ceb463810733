/**
 * Who may open the staff inbox (docs/adr/0014): a name and password, then a
 * code of the user's authenticator app (TOTP) or one of their recovery codes,
 * then a session (./sessions.ts). Without a user in the table (set up by
 * `npm run staff:add`, or seeded from `STAFF_USERS`) nobody gets in.
 *
 * Guessing is slowed, never turned into a lockout a stranger can cause: each
 * attempt takes a point of the limits of its name from its address (a
 * staircase of windows: the waits grow) and of its address, before it is
 * checked, and a right one gets them back. The owner, at another address, is
 * not held up by a stranger's misses. A wrong code after a right password
 * also counts against the name from anywhere, as only someone who has the
 * password gets that far. Each attempt leaves an audit line (a row of
 * `staff_sign_ins` and a log line): name, address, outcome and why, never
 * the password or the code.
 */
import 'server-only';
import { getDb, type Executor } from '@/server/db';
import { staffSignIns, type StaffSignInReason } from '@/server/db/schema';
import { clientAddress } from '@/server/http/client-address';
import { HttpError } from '@/server/http/errors';
import { LIMITS } from '@/server/http/limits';
import { forgiveGuess, takeGuess, type Limit } from '@/server/http/rate-limit';
import { findStaffUser, looksLikeRecoveryCode, MAX_PASSWORD, passwordMatches, seedStaffUsers, takeTimeStep, totpStep, spendRecoveryCode } from './credentials';
import { countCodeAttempt, endSession, findSession, PENDING_CODE_ATTEMPTS, sessionToken, startSession } from './sessions';

/** The visitor as the limits and the audit name it; the tests' in-process requests have none. */
const addressOf = (request: Request) => clientAddress(request) ?? 'unknown';

/** Writes the audit line of one attempt. */
async function audit(db: Executor, at: Date, name: string, address: string, success: boolean, reason: StaffSignInReason): Promise<void> {
  await db.insert(staffSignIns).values({ at, name, address, success, reason });
  const line = JSON.stringify({ name, address, success, reason });
  if (success) console.info('[staff] sign-in %s', line);
  else console.warn('[staff] sign-in refused %s', line);
}

/** The limits an attempt of `name` from `address` takes a point of. */
function guessesOf(name: string, address: string): [Limit, string][] {
  return [...LIMITS.staffFailuresPerNameAndVisitor.map((limit): [Limit, string] => [limit, `${name}|${address}`]), ...LIMITS.staffFailuresPerVisitor.map((limit): [Limit, string] => [limit, address])];
}

/** Takes a point of each of `guesses`; a 429 is audited as throttled and thrown on. */
async function takeGuesses(db: Executor, at: Date, name: string, address: string, guesses: [Limit, string][]): Promise<void> {
  try {
    for (const [limit, key] of guesses) await takeGuess(limit, key);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) await audit(db, at, name, address, false, 'throttled');
    throw error;
  }
}

const forgiveGuesses = async (guesses: [Limit, string][]) => {
  for (const [limit, key] of guesses) await forgiveGuess(limit, key);
};

/** The signed-in staff user of a request's session, or null. */
export async function staffUser(request: Request, at = new Date()): Promise<string | null> {
  const session = await findSession(await getDb(), sessionToken(request), at);
  return session?.verified ? session.name : null;
}

/** Where a request's sign-in stands: signed in, waiting for a code (with the session's token), or not begun. */
export async function signInState(request: Request, at = new Date()): Promise<{ state: 'signed-in'; name: string } | { state: 'code'; name: string; token: string } | { state: 'none' }> {
  const token = sessionToken(request);
  const session = await findSession(await getDb(), token, at);
  if (!session) return { state: 'none' };
  return session.verified ? { state: 'signed-in', name: session.name } : { state: 'code', name: session.name, token: token! };
}

/** A sign-in refused: the form again with a message. */
export class SignInRefused extends Error {
  constructor(
    readonly status: number,
    readonly reason: 'wrong-password' | 'wrong-code' | 'code-expired',
  ) {
    super(reason);
  }
}

/**
 * The first step: the name and password. Right, it answers the token of a
 * session that waits for a code; wrong (an unknown name too, compared all
 * the same), `SignInRefused`; too many misses, 429.
 */
export async function checkPassword(request: Request, name: string, password: string, at = new Date()): Promise<string> {
  const db = await getDb();
  await seedStaffUsers(db, at);
  const address = addressOf(request);
  const guesses = guessesOf(name, address);
  await takeGuesses(db, at, name, address, guesses);
  const user = await findStaffUser(db, name);
  const matches = password.length <= MAX_PASSWORD && (await passwordMatches(password, user?.passwordHash ?? null));
  if (!user || !matches) {
    await audit(db, at, name, address, false, 'wrong-password');
    throw new SignInRefused(401, 'wrong-password');
  }
  await forgiveGuesses(guesses);
  await audit(db, at, user.name, address, true, 'password');
  // A half sign-in of this browser that was left is replaced.
  await endSession(db, sessionToken(request));
  return startSession(db, user.name, false, at);
}

/**
 * The second step: a code of the app, or a recovery code, in a session
 * that waits for one. Right, it answers the token of a new, signed-in
 * session (the waiting one ends); wrong, `SignInRefused` (after five, the
 * waiting session ends and the password is asked again: `code-expired`).
 */
export async function checkCode(request: Request, pending: { name: string; token: string }, code: string, at = new Date()): Promise<string> {
  const db = await getDb();
  const address = addressOf(request);
  const { name } = pending;
  const guesses: [Limit, string][] = [...guessesOf(name, address), [LIMITS.staffCodeFailuresPerName, name]];
  await takeGuesses(db, at, name, address, guesses);
  const user = await findStaffUser(db, name);
  let reason: StaffSignInReason | null = null;
  if (user && looksLikeRecoveryCode(code)) {
    if (await spendRecoveryCode(db, name, code, at)) reason = 'recovery-code';
  } else if (user) {
    const step = await totpStep(user.totpSecret, code.trim(), at, user.lastTimeStep);
    if (step !== null && (await takeTimeStep(db, name, step))) reason = 'code';
  }
  if (reason === null) {
    const attempts = await countCodeAttempt(db, pending.token);
    if (attempts >= PENDING_CODE_ATTEMPTS || attempts === 0) {
      await endSession(db, pending.token);
      await audit(db, at, name, address, false, 'code-expired');
      throw new SignInRefused(401, 'code-expired');
    }
    await audit(db, at, name, address, false, 'wrong-code');
    throw new SignInRefused(401, 'wrong-code');
  }
  await forgiveGuesses(guesses);
  await endSession(db, pending.token);
  const token = await startSession(db, name, true, at);
  await audit(db, at, name, address, true, reason);
  return token;
}

/** Signing out: the session ends for good. */
export async function signOut(request: Request, at = new Date()): Promise<void> {
  const db = await getDb();
  const token = sessionToken(request);
  const session = await findSession(db, token, at);
  await endSession(db, token);
  if (session?.verified) await audit(db, at, session.name, addressOf(request), true, 'signed-out');
}
