/**
 * How every staff page answers: signed in (./auth.ts) or sent to the sign-in
 * page (303); never cached, never indexed, no referrer sent on (an entry's
 * address names a customer's number); a form posted from another site
 * refused (the session cookie is SameSite=Strict already; this is the
 * shop's same-origin check for every write besides).
 */
import 'server-only';
import { HttpError } from '@/server/http/errors';
import { describeError } from '@/server/http/error-log';
import { readBody } from '@/server/http/body';
import { requestOrigin } from '@/server/http/origin';
import { checkCode, checkPassword, signInState, signOut, SignInRefused, staffUser } from './auth';
import { looksLikeRecoveryCode, MAX_PASSWORD, STAFF_NAME } from './credentials';
import { signInPage, signInText, throttledText, type SignInView } from './pages';
import { clearedSessionCookie, sessionCookie } from './sessions';

const HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { ...HEADERS, 'content-type': 'text/plain; charset=utf-8', ...headers } });
}

const page = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { ...HEADERS, 'content-type': 'text/html; charset=utf-8', ...headers } });

const seeOther = (location: string, cookie?: string) => new Response(null, { status: 303, headers: { ...HEADERS, location, ...(cookie && { 'set-cookie': cookie }) } });

/** Answers `work`, with the staff pages' headers on every answer and a 500 for what was not foreseen. */
async function guarded(request: Request, work: () => Promise<Response>): Promise<Response> {
  try {
    // A form post from the staff's own pages only: one that names no origin is refused too.
    if (request.method === 'POST' && requestOrigin(request) !== 'same') return plain(403, 'Forbidden');
    return await work();
  } catch (error) {
    if (error instanceof HttpError) return plain(error.status, error.message, error.headers);
    console.error('[staff] %s %s failed: %s', request.method, new URL(request.url).pathname, describeError(error));
    return plain(500, 'Something went wrong');
  }
}

export function staffAnswer(request: Request, answer: (user: string) => Promise<Response | string | null>): Promise<Response> {
  return guarded(request, async () => {
    const user = await staffUser(request);
    if (!user) return seeOther('/staff/sign-in');
    const result = await answer(user);
    if (result === null) return plain(404, 'Not found');
    if (typeof result === 'string') return page(200, result);
    for (const [name, value] of Object.entries(HEADERS)) result.headers.set(name, value);
    return result;
  });
}

/** `GET /staff/sign-in`: the step the browser is at; signed in already, the inbox. */
export function signInForm(request: Request): Promise<Response> {
  return guarded(request, async () => {
    const state = await signInState(request);
    if (state.state === 'signed-in') return seeOther('/staff');
    return page(200, signInPage({ step: state.state === 'code' ? 'code' : 'password' }));
  });
}

/** The fields of a posted form (`application/x-www-form-urlencoded`), or null when the bytes are no UTF-8. */
async function formFields(request: Request): Promise<URLSearchParams | null> {
  try {
    return new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(await readBody(request)));
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  }
}

/**
 * `POST /staff/sign-in`: a step of the sign-in. A missing or malformed field
 * is a 400 with its message on the form; a wrong password or code 401; too
 * many misses 429 with `Retry-After`; the right password 303 to the code, the
 * right code 303 to the inbox with the session's cookie.
 */
export function signInPost(request: Request): Promise<Response> {
  return guarded(request, async () => {
    const fields = await formFields(request);
    const state = await signInState(request);
    if (state.state === 'signed-in') return seeOther('/staff');
    // A code for a half sign-in that has ended (too many codes, too late): the sign-in starts again.
    if (state.state === 'none' && fields?.get('step') === 'code') return seeOther('/staff/sign-in');
    const step = state.state === 'code' ? 'code' : 'password';
    if (!fields) return page(400, signInPage({ step, message: signInText('required') }));
    const refuse = (status: number, view: Omit<SignInView, 'step'>, headers?: Record<string, string>) => page(status, signInPage({ step, ...view }), headers);
    try {
      if (state.state === 'code') {
        const code = fields.get('code')?.trim() ?? '';
        if (!code) return refuse(400, { errors: { code: signInText('required') } });
        if (!/^\d{6}$/.test(code) && !looksLikeRecoveryCode(code)) return refuse(400, { errors: { code: signInText('codeFormat') } });
        return seeOther('/staff', sessionCookie(await checkCode(request, state, code)));
      }
      const name = fields.get('name')?.trim() ?? '';
      const password = fields.get('password') ?? '';
      const errors: SignInView['errors'] = {};
      if (!name) errors.name = signInText('required');
      else if (!STAFF_NAME.test(name)) errors.name = signInText('nameFormat');
      if (!password) errors.password = signInText('required');
      else if (password.length > MAX_PASSWORD) errors.password = signInText('passwordLength');
      if (errors.name || errors.password) return refuse(400, { name: name.slice(0, 64), errors });
      return seeOther('/staff/sign-in', sessionCookie(await checkPassword(request, name, password)));
    } catch (error) {
      if (error instanceof SignInRefused) {
        if (error.reason === 'code-expired') return page(error.status, signInPage({ step: 'password', message: signInText('codeExpired') }), { 'set-cookie': clearedSessionCookie() });
        return refuse(error.status, { message: signInText(error.reason === 'wrong-code' ? 'wrongCode' : 'wrongPassword'), name: fields.get('name')?.trim().slice(0, 64) });
      }
      if (error instanceof HttpError && error.status === 429) {
        const seconds = Number(error.headers?.['retry-after'] ?? 60);
        return refuse(429, { message: throttledText(seconds), name: fields.get('name')?.trim().slice(0, 64) }, error.headers);
      }
      throw error;
    }
  });
}

/** `POST /staff/sign-out`: the session ends (a half sign-in too), and the sign-in page follows. */
export function signOutPost(request: Request): Promise<Response> {
  return guarded(request, async () => {
    await signOut(request);
    return seeOther('/staff/sign-in', clearedSessionCookie());
  });
}
