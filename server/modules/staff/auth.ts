/**
 * Who may open the staff inbox: HTTP basic auth against `STAFF_USERS`
 * (`anna:a-long-password,bo:another-one`). Each password is compared as a
 * digest in constant time, whether the name is known or not, so neither the
 * answer nor its timing tells a name that exists. Wrong passwords lock out:
 * ten per address, five per name from one address, fifty per name from
 * anywhere in a quarter of an hour, then every attempt is 429 until the
 * quarter ends (the rate limits of server/http, shared by every process,
 * each guess counted before it is checked). Without `STAFF_USERS` nobody
 * gets in.
 */
import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { clientAddress } from '@/server/http/client-address';
import { HttpError } from '@/server/http/errors';
import { LIMITS } from '@/server/http/limits';
import { forgiveGuess, takeGuess } from '@/server/http/rate-limit';


const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
/** What an unknown name's password is compared with: no password hashes to it. */
const NO_USER = digest('\u0000no staff user has this name\u0000');

/** `STAFF_USERS` as names and their passwords' digests; a malformed entry is a configuration error, said at once. */
export function staffUsers(env: Readonly<Record<string, string | undefined>> = process.env): Map<string, Buffer> {
  const users = new Map<string, Buffer>();
  for (const entry of (env.STAFF_USERS ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const colon = entry.indexOf(':');
    const name = entry.slice(0, colon);
    const password = entry.slice(colon + 1);
    if (colon < 1 || !/^[\w.@-]{1,64}$/.test(name) || password.length < 12) {
      throw new Error('STAFF_USERS must read name:password,name:password, each name of letters, digits, ._@- and each password at least 12 characters');
    }
    users.set(name, digest(password));
  }
  return users;
}

/** The name and password of an `Authorization: Basic …` header, or null. */
export function basicCredentials(header: string | null): { name: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]{1,1024})$/i.exec(header?.trim() ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return null;
  return { name: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export const unauthorized = () =>
  new HttpError(401, 'Sign in with your staff name and password', 'unauthorized', undefined, { 'www-authenticate': 'Basic realm="Fantur staff", charset="UTF-8"' });

/**
 * The staff user a request is signed in as; throws 401 (asking for basic
 * auth) without valid credentials, 429 while locked out.
 */
export async function staffUser(request: Request, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const credentials = basicCredentials(request.headers.get('authorization'));
  if (!credentials) throw unauthorized();
  const visitor = clientAddress(request, env) ?? 'unknown';
  const name = credentials.name.slice(0, 64);
  // A guess each, taken before the password is compared: from this address, at this name from this address, and at this name from anywhere
  // (a ceiling high enough that a stranger cannot lock a colleague out for long).
  const guesses = [
    [LIMITS.staffFailuresPerVisitor, visitor],
    [LIMITS.staffFailuresPerNameAndVisitor, `${name}|${visitor}`],
    [LIMITS.staffFailuresPerName, name],
  ] as const;
  for (const [limit, key] of guesses) await takeGuess(limit, key);
  const known = staffUsers(env).get(credentials.name);
  const matches = timingSafeEqual(known ?? NO_USER, digest(credentials.password));
  if (!known || !matches) throw unauthorized();
  for (const [limit, key] of guesses) await forgiveGuess(limit, key);
  return credentials.name;
}
