/**
 * How every staff page answers: signed in (./auth.ts) or 401 with the basic
 * auth challenge, 429 while locked out; never cached, never indexed, no
 * referrer sent on (an entry's address names a customer's number); a form
 * posted from another site refused (the browser sends the staff's
 * credentials with any request, so a foreign page must not be able to mark
 * entries handled).
 */
import 'server-only';
import { HttpError } from '@/server/http/errors';
import { describeError } from '@/server/http/error-log';
import { requestOrigin } from '@/server/http/origin';
import { staffUser } from './auth';

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

export async function staffAnswer(request: Request, answer: (user: string) => Promise<Response | string | null>): Promise<Response> {
  try {
    // A form post from the inbox's own page only: one that names no origin is refused too.
    if (request.method === 'POST' && requestOrigin(request) !== 'same') return plain(403, 'Forbidden');
    const user = await staffUser(request);
    const result = await answer(user);
    if (result === null) return plain(404, 'Not found');
    if (typeof result === 'string') return new Response(result, { headers: { ...HEADERS, 'content-type': 'text/html; charset=utf-8' } });
    for (const [name, value] of Object.entries(HEADERS)) result.headers.set(name, value);
    return result;
  } catch (error) {
    if (error instanceof HttpError) return plain(error.status, error.message, error.headers);
    console.error('[staff] %s %s failed: %s', request.method, new URL(request.url).pathname, describeError(error));
    return plain(500, 'Something went wrong');
  }
}
