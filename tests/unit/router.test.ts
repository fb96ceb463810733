import { format } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { validated } from '@/server/http/body';
import { HttpError } from '@/server/http/errors';
import { json, parseQuery, Router } from '@/server/http/router';

const request = (path: string, init?: RequestInit) => new Request(`http://localhost/api/v1/${path}`, init);

describe('the /api/v1 router', () => {
  const router = new Router()
    .get('things/popular', async () => json({ which: 'popular' }))
    .get('things/:id', async ({ params, locale }) => json({ which: params.id, locale }))
    .get('boom', async () => {
      throw new Error('database went away');
    })
    .get('teapot', async () => {
      throw new HttpError(418, 'I am a teapot', 'teapot');
    });

  it('prefers a literal segment over a parameter', async () => {
    expect(await (await router.handle(request('things/popular'))).json()).toEqual({ which: 'popular' });
    expect(await (await router.handle(request('things/42'))).json()).toEqual({ which: '42', locale: 'da' });
  });

  it('reads the locale from accept-language', async () => {
    const response = await router.handle(request('things/1', { headers: { 'accept-language': 'sv-SE' } }));
    expect(await response.json()).toEqual({ which: '1', locale: 'sv' });
  });

  it('answers an HttpError with its status and body', async () => {
    const response = await router.handle(request('teapot'));
    expect(response.status).toBe(418);
    expect(await response.json()).toEqual({ message: 'I am a teapot', code: 'teapot' });
  });

  it('answers an unexpected failure with a 500 that leaks nothing', async () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      const response = await router.handle(request('boom'));
      expect(response.status).toBe(500);
      expect(JSON.stringify(await response.json())).not.toContain('database');
    } finally {
      console.error = quiet;
    }
  });

  it('logs a failure with its route and code, never the statement\'s bound parameters', async () => {
    // What drizzle throws for a refused statement: its message holds the query and `params: …`, the cause PostgreSQL's code.
    class DrizzleQueryError extends Error {
      constructor() {
        super('Failed query: insert into "newsletter_subscriptions" ("email", "name") values ($1, $2)\nparams: ann@example.com,Ann Hansen');
        this.cause = Object.assign(new Error('duplicate key value violates unique constraint, Key (email)=(ann@example.com)'), { code: '23505' });
      }
    }
    const failing = new Router().post('signups/:id', async () => {
      throw new DrizzleQueryError();
    });
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void lines.push(format(...args)));
    try {
      expect((await failing.handle(request('signups/ann%40example.com', { method: 'POST' }))).status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[api\] POST signups\/:id failed: DrizzleQueryError ← Error, code 23505, at /);
    expect(lines[0]).not.toMatch(/ann|Hansen|params|insert/i);
  });

  it('lists every registered route in its table', () => {
    expect(router.routeTable()).toEqual([
      { method: 'GET', pattern: 'things/popular' },
      { method: 'GET', pattern: 'things/:id' },
      { method: 'GET', pattern: 'boom' },
      { method: 'GET', pattern: 'teapot' },
    ]);
  });

  it('names the pattern a request reaches, as it chooses a route to answer', () => {
    expect(router.patternOf('GET', 'things/popular')).toBe('things/popular');
    expect(router.patternOf('GET', 'things/42')).toBe('things/:id');
    expect(router.patternOf('HEAD', 'things/42')).toBe('things/:id');
    expect(router.patternOf('POST', 'things/42')).toBeUndefined();
    expect(router.patternOf('GET', 'nothing/here')).toBeUndefined();
  });

  it('answers 400, not 500, for a malformed percent-encoding', async () => {
    const response = await router.handle(request('things/%E0%A4%A'));
    expect(response.status).toBe(400);
  });

  it('answers 404 outside /api/v1', async () => {
    expect((await router.handle(new Request('http://localhost/elsewhere'))).status).toBe(404);
  });
});

describe('parseQuery', () => {
  const schema = z.object({ ids: z.string().optional(), q: z.string().optional() });

  it('joins repeated keys into one comma list', () => {
    expect(parseQuery(schema, new URL('http://x/?ids=1&ids=2&q=a'))).toEqual({ ids: '1,2', q: 'a' });
  });

  it('throws a 400 with field messages', () => {
    const strict = z.object({ limit: z.string().regex(/^\d+$/, 'must be a whole number') });
    try {
      parseQuery(strict, new URL('http://x/?limit=abc'));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).errors).toEqual({ limit: ['must be a whole number'] });
    }
  });
});

describe('a text the shop cannot use (a NUL, half of a surrogate pair)', () => {
  const CANNOT = 'contains characters that cannot be used';
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof HttpError ? { status: error.status, errors: error.errors } : error;
    }
    return null;
  };

  it('is named in a query, even in a field whose schema takes any text', () => {
    expect(refusal(() => parseQuery(z.object({ q: z.string() }), new URL('http://x/?q=ab%00cd')))).toEqual({ status: 400, errors: { q: [CANNOT] } });
    expect(refusal(() => parseQuery(z.object({ q: z.string() }), new URL('http://x/?q=ab%C3%A6cd%F0%9F%98%80')))).toBeNull();
  });

  it('is named in a body at its place, a field the schema drops aside, and a schema’s own message stays alone', () => {
    const body = z.object({ link: z.string(), people: z.array(z.object({ name: z.string() })), email: z.email('must be a valid email address').optional() });
    expect(refusal(() => validated(body, { link: 'a\u0000', people: [{ name: 'Ann' }, { name: '\ud800' }], ignored: '\u0000' }))).toEqual({
      status: 422,
      errors: { link: [CANNOT], 'people.1.name': [CANNOT] },
    });
    expect(refusal(() => validated(body, { link: 'a', people: [], email: 'ann\u0000@example.com' }))).toEqual({ status: 422, errors: { email: ['must be a valid email address'] } });
    expect(refusal(() => validated(body, { link: 'a 😀', people: [{ name: 'Åse' }], ignored: '\u0000' }))).toBeNull();
  });
});

describe('caching by language', () => {
  it('marks every answer, errors included, as varying by accept-language', async () => {
    const router = new Router().get('things', async () => json({ ok: true }));
    for (const path of ['things', 'nothing-here']) {
      const response = await router.handle(new Request(`http://localhost/api/v1/${path}`, { headers: { 'accept-language': 'sv' } }));
      expect(response.headers.get('vary'), path).toMatch(/accept-language/i);
    }
  });
});
