/**
 * The staff's secrets (docs/adr/0014): a password kept as a scrypt hash
 * (node:crypto; its parameters stored with it, so they can grow), a TOTP
 * secret for an authenticator app (RFC 6238 through otplib: six digits, 30 s,
 * SHA-1, as every app reads an `otpauth://` link) and ten one-time recovery
 * codes kept as SHA-256 hashes. `npm run staff:add -- <name>` sets them up
 * (scripts/staff-add.ts); `STAFF_USERS` may seed users for a demo or the
 * tests, with a password and a secret the environment names.
 */
import 'server-only';
import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Executor } from '@/server/db';
import { staffRecoveryCodes, staffUsers } from '@/server/db/schema';

/** What a name may be: letters, digits, `._@-`, at most 64. */
export const STAFF_NAME = /^[\w.@-]{1,64}$/;
export const MIN_PASSWORD = 12;
/** Longer than any passphrase; a longer one is not hashed at all (scrypt's cost grows with it). */
export const MAX_PASSWORD = 200;
const RECOVERY_CODES = 10;

// ─── Passwords ──────────────────────────────────────────────────────────────

/** scrypt at 32 MiB (N = 2^15, r = 8, p = 1): about a tenth of a second a hash on one core. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;

function scryptOf(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, { ...options, maxmem: 256 * options.N! * options.r! }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$key` (salt and key in base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptOf(password, salt, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash no password matches, compared for an unknown name so that its answer takes as long as a known one's. */
const NO_USER_HASH = `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${randomBytes(16).toString('base64url')}$${randomBytes(KEY_BYTES).toString('base64url')}`;

/** Whether `password` is the one `hash` was made of (null: an unknown name, compared all the same). */
export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  const [kind, n, r, p, salt, key] = (hash ?? NO_USER_HASH).split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptOf(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return hash !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}

// ─── Codes of the authenticator app ─────────────────────────────────────────

/** A new TOTP secret: 20 random bytes in base32, as RFC 6238 recommends for SHA-1. */
export const newTotpSecret = () => generateSecret({ length: 20 });

/** What an authenticator app reads (as a QR code or typed in): `otpauth://totp/Fantur%20staff:anna?secret=…`. */
export const otpauthUri = (name: string, secret: string) => generateURI({ issuer: 'Fantur staff', label: name, secret });

/** A secret as `STAFF_USERS` or the table may hold it: base32 of at least 128 bits (RFC 4226 §4 R6; a shorter one no code is ever checked against). */
export const isTotpSecret = (secret: string) => /^[A-Z2-7]{26,128}$/.test(secret);

/**
 * The time step of `code` when it is the app's code now or one step either
 * side (a phone's clock a little off, a code typed as it turned), and later
 * than the step last taken (`after`: a code is taken once); else null.
 */
export async function totpStep(secret: string, code: string, at: Date, after: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epoch: Math.floor(at.getTime() / 1000), epochTolerance: 30, ...(after !== null && { afterTimeStep: after }) }).catch(() => null);
  return result?.valid && 'timeStep' in result ? result.timeStep : null;
}

// ─── Recovery codes ─────────────────────────────────────────────────────────

/** Letters and digits no one reads as another (no 0/o, 1/l/i). */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const recoveryDigest = (code: string) => createHash('sha256').update(normalizeRecoveryCode(code), 'utf8').digest('base64url');

/** A code as typed: case, spaces and dashes do not matter. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
/** Whether what was typed could be a recovery code rather than an app's code. */
export const looksLikeRecoveryCode = (code: string) => /^[a-z2-9]{10}$/.test(normalizeRecoveryCode(code));

/** Ten codes of ten characters (`abcde-fghjk`, about 50 bits each). */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const code = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** Uses `code` of `name`'s recovery codes if it is one not used yet: true once per code. */
export async function spendRecoveryCode(db: Executor, name: string, code: string, at: Date): Promise<boolean> {
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: at })
    .where(and(eq(staffRecoveryCodes.name, name), eq(staffRecoveryCodes.codeHash, recoveryDigest(code)), isNull(staffRecoveryCodes.usedAt)))
    .returning({ name: staffRecoveryCodes.name });
  return used.length === 1;
}

// ─── Staff users ────────────────────────────────────────────────────────────

export interface StaffUserRow {
  name: string;
  passwordHash: string;
  totpSecret: string;
  lastTimeStep: number | null;
}

export async function findStaffUser(db: Executor, name: string): Promise<StaffUserRow | null> {
  const [row] = await db
    .select({ name: staffUsers.name, passwordHash: staffUsers.passwordHash, totpSecret: staffUsers.totpSecret, lastTimeStep: staffUsers.lastTimeStep })
    .from(staffUsers)
    .where(eq(staffUsers.name, name));
  return row ?? null;
}

/** Takes the code of `step` for `name`: false when that step or a later one was taken already (two sign-ins with one code at once). */
export async function takeTimeStep(db: Executor, name: string, step: number): Promise<boolean> {
  const taken = await db
    .update(staffUsers)
    .set({ lastTimeStep: step })
    .where(and(eq(staffUsers.name, name), sql`coalesce(${staffUsers.lastTimeStep}, -1) < ${step}`))
    .returning({ name: staffUsers.name });
  return taken.length === 1;
}

/** Why a password cannot be one: null when it can. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD) return `a password must have at least ${MIN_PASSWORD} characters`;
  if (password.length > MAX_PASSWORD) return `a password must have at most ${MAX_PASSWORD} characters`;
  return null;
}

/** What `npm run staff:add` shows once: the link for the app and the recovery codes. */
export interface NewStaffSecrets {
  otpauthUri: string;
  secret: string;
  recoveryCodes: string[];
}

/**
 * Adds `name` (or, when it is there, gives it a new password, secret and
 * recovery codes, and ends its sessions): the password hashed, the secret
 * new, ten recovery codes of which only the hashes are kept.
 */
export async function setStaffUser(db: Executor, name: string, password: string, at: Date, secret = newTotpSecret()): Promise<NewStaffSecrets> {
  if (!STAFF_NAME.test(name)) throw new Error('a staff name is letters, digits and ._@-, at most 64');
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password);
  const recoveryCodes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    // Deleting the user ends its sessions and old codes with it (ON DELETE CASCADE).
    await tx.delete(staffUsers).where(eq(staffUsers.name, name));
    await tx.insert(staffUsers).values({ name, passwordHash, totpSecret: secret, createdAt: at });
    await tx.insert(staffRecoveryCodes).values(recoveryCodes.map((code) => ({ name, codeHash: recoveryDigest(code) })));
  });
  return { otpauthUri: otpauthUri(name, secret), secret, recoveryCodes };
}

/** A user of `STAFF_USERS`: `name:password:TOTPSECRET`. */
export interface SeededStaffUser {
  name: string;
  password: string;
  secret: string;
}

/**
 * `STAFF_USERS` (`anna:a-long-password:JBSWY3DPEHPK3PXPJBSWY3DP,bo:…`): users
 * for a demo or the tests, whose password and TOTP secret the environment
 * holds. A malformed entry is a configuration error, said at once.
 */
export function seededStaffUsers(env: Readonly<Record<string, string | undefined>> = process.env): SeededStaffUser[] {
  return (env.STAFF_USERS ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((entry) => {
      const first = entry.indexOf(':');
      const last = entry.lastIndexOf(':');
      const name = entry.slice(0, first);
      const password = entry.slice(first + 1, last);
      const secret = entry.slice(last + 1);
      if (first < 1 || last === first || !STAFF_NAME.test(name) || passwordProblem(password) !== null || !isTotpSecret(secret)) {
        throw new Error(
          `STAFF_USERS must read name:password:SECRET,… each name of letters, digits, ._@-, each password of ${MIN_PASSWORD} to ${MAX_PASSWORD} characters and each secret a TOTP secret in base32 (A-Z, 2-7, at least 26: 128 bits)`,
        );
      }
      return { name, password, secret };
    });
}

/** Per database: the `STAFF_USERS` it was given (seeding hashes each password, so once a process). */
const seeded = new WeakMap<object, string>();

/**
 * Adds the users `STAFF_USERS` names that the table does not have yet; one
 * the table has (set up by `npm run staff:add`) keeps its own secrets.
 */
export async function seedStaffUsers(db: Executor, at: Date, env: Readonly<Record<string, string | undefined>> = process.env): Promise<void> {
  const text = env.STAFF_USERS ?? '';
  if (seeded.get(db) === text) return;
  for (const user of seededStaffUsers(env)) {
    if (await findStaffUser(db, user.name)) continue;
    await db
      .insert(staffUsers)
      .values({ name: user.name, passwordHash: await hashPassword(user.password), totpSecret: user.secret, createdAt: at })
      .onConflictDoNothing();
  }
  seeded.set(db, text);
}
