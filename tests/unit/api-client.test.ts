import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, checked, createApiClient, parsed, unwrap, type ApiResult } from '@/lib/api/client';
import { retryAfterSeconds } from '@/lib/api/api-error';
import { getTypeahead } from '@/lib/api/endpoints/search';
import {
  getInProcessTransport,
  httpTransport,
  registerInProcessTransport,
  resolveTransport,
  type Transport,
} from '@/lib/api/transport';
import { API_TRANSPORT } from '@/lib/process-keys.mjs';

const IN_PROCESS_KEY = API_TRANSPORT;

/** Records every Request and answers the queued Responses (or throws queued errors) in order. */
function fakeTransport(...answers: Array<Response | Error>) {
  const requests: Request[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    const answer = answers.shift();
    if (answer === undefined) throw new Error(`unexpected request ${request.method} ${request.url}`);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { transport, requests };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function tooManyRequests(): Response {
  return json(429, { message: 'Too many requests', code: 'rate_limited' });
}

function clientWith(transport: Transport, locale = 'da') {
  return createApiClient({ locale, baseUrl: '/api/v1', transport });
}

/** The error a promise rejects with, so several fields can be asserted. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, IN_PROCESS_KEY);
});

describe('HTTP methods', () => {
  it.each([
    ['get', 'GET'],
    ['head', 'HEAD'],
    ['delete', 'DELETE'],
    ['post', 'POST'],
    ['put', 'PUT'],
    ['patch', 'PATCH'],
  ] as const)('%s sends the %s verb', async (method, verb) => {
    const { transport, requests } = fakeTransport(new Response(null, { status: 204 }));
    const result = await clientWith(transport)[method]('/clubs/1');
    expect(requests.map((r) => r.method)).toEqual([verb]);
    expect(requests[0]?.url).toBe('http://127.0.0.1/api/v1/clubs/1');
    expect(result).toEqual({ ok: true, data: null, status: 204, headers: expect.any(Headers) });
  });
});

describe('request body', () => {
  it('sends an object as JSON with content-type application/json', async () => {
    const { transport, requests } = fakeTransport(json(201, { id: 7 }));
    await clientWith(transport).post('/orders', { body: { tripId: 3, seats: 2 } });
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(await requests[0]?.text()).toBe('{"tripId":3,"seats":2}');
  });

  it('sends an array as JSON with content-type application/json', async () => {
    const { transport, requests } = fakeTransport(json(200, []));
    await clientWith(transport).put('/cart/items', { body: [1, 'two'] });
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(await requests[0]?.text()).toBe('[1,"two"]');
  });

  it('passes a string body as is, without claiming JSON', async () => {
    const { transport, requests } = fakeTransport(json(200, {}));
    await clientWith(transport).post('/notes', { body: 'plain {not json}' });
    expect(await requests[0]?.text()).toBe('plain {not json}');
    expect(requests[0]?.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
  });

  it('passes URLSearchParams as is', async () => {
    const { transport, requests } = fakeTransport(json(200, {}));
    await clientWith(transport).post('/login', { body: new URLSearchParams({ a: '1', b: 'x y' }) });
    expect(await requests[0]?.text()).toBe('a=1&b=x+y');
    expect(requests[0]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
  });

  it('keeps a content-type given by the caller', async () => {
    const { transport, requests } = fakeTransport(json(200, {}));
    await clientWith(transport).patch('/cart', {
      body: { seats: 1 },
      headers: { 'content-type': 'application/merge-patch+json' },
    });
    expect(requests[0]?.headers.get('content-type')).toBe('application/merge-patch+json');
    expect(await requests[0]?.text()).toBe('{"seats":1}');
  });
});

describe('headers', () => {
  it('sends accept-language with the client locale on every call', async () => {
    const { transport, requests } = fakeTransport(json(200, {}), json(200, {}), new Response(null, { status: 204 }));
    const client = clientWith(transport, 'sv');
    await client.get('/clubs');
    await client.post('/orders', { body: {} });
    await client.delete('/cart/items/1');
    expect(requests.map((r) => r.headers.get('accept-language'))).toEqual(['sv', 'sv', 'sv']);
  });

  it('adds per-call headers to client-wide headers', async () => {
    const { transport, requests } = fakeTransport(json(200, {}));
    const client = createApiClient({ locale: 'no', baseUrl: '/api/v1', transport, headers: { 'x-client': 'web' } });
    await client.post('/orders', {
      body: {},
      headers: { 'Accept-Representations': 'full', 'Idempotency-Key': 'key-123' },
    });
    const headers = requests[0]?.headers;
    expect(headers?.get('accept-representations')).toBe('full');
    expect(headers?.get('idempotency-key')).toBe('key-123');
    expect(headers?.get('x-client')).toBe('web');
    expect(headers?.get('accept-language')).toBe('no');
  });
});

describe('query parameters', () => {
  it('joins arrays with commas and omits undefined and null', async () => {
    const { transport, requests } = fakeTransport(json(200, []));
    await clientWith(transport).get('/trips', {
      query: { ids: [1, 2, 3], tags: ['a b', 'c'], page: 2, sold: false, q: 'FC København', skip: undefined, none: null },
    });
    expect(requests[0]?.url).toBe(
      'http://127.0.0.1/api/v1/trips?ids=1,2,3&tags=a%20b,c&page=2&sold=false&q=FC%20K%C3%B8benhavn',
    );
  });

  it('adds no question mark when every value is omitted', async () => {
    const { transport, requests } = fakeTransport(json(200, []));
    await clientWith(transport).get('/trips', { query: { page: undefined } });
    expect(requests[0]?.url).toBe('http://127.0.0.1/api/v1/trips');
  });

  it('appends to a query already in the path', async () => {
    const { transport, requests } = fakeTransport(json(200, []));
    await clientWith(transport).get('/trips?sort=date', { query: { page: 3 } });
    expect(requests[0]?.url).toBe('http://127.0.0.1/api/v1/trips?sort=date&page=3');
  });
});

describe('success', () => {
  it('returns ok, the parsed JSON data, the status and the headers', async () => {
    const response = json(200, { id: 1, name: 'Brøndby IF' });
    response.headers.set('etag', '"v1"');
    const { transport } = fakeTransport(response);
    const result = await clientWith(transport).get<{ id: number; name: string }>('/clubs/1');
    expect(result.ok).toBe(true);
    expect(result.data).toEqual({ id: 1, name: 'Brøndby IF' });
    expect(result.ok && result.status).toBe(200);
    expect(result.ok && result.headers.get('etag')).toBe('"v1"');
  });

  it('returns null data for an empty 200 body and for HEAD', async () => {
    const { transport } = fakeTransport(
      new Response('', { status: 200, headers: { 'content-type': 'application/json' } }),
      new Response(null, { status: 200, headers: { 'content-length': '42' } }),
    );
    const client = clientWith(transport);
    expect((await client.get('/empty')).data).toBeNull();
    expect((await client.head('/clubs/1')).data).toBeNull();
  });
});

describe('HTTP 429', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('retries after exactly 1 s, then succeeds', async () => {
    const { transport, requests } = fakeTransport(tooManyRequests(), json(200, { id: 1 }));
    const pending = clientWith(transport).get('/clubs/1');

    await vi.advanceTimersByTimeAsync(999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);

    await expect(pending).resolves.toEqual({ ok: true, data: { id: 1 }, status: 200, headers: expect.any(Headers) });
  });

  it('retries after 1, 2 and 4 seconds, then answers rate_limited with null data', async () => {
    const { transport, requests } = fakeTransport(
      tooManyRequests(),
      tooManyRequests(),
      tooManyRequests(),
      tooManyRequests(),
    );
    let settled = false;
    const pending = clientWith(transport)
      .get('/clubs')
      .finally(() => {
        settled = true;
      });

    await vi.advanceTimersByTimeAsync(999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1); // t = 1 s
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1); // t = 3 s
    expect(requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(requests).toHaveLength(3);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1); // t = 7 s
    expect(requests).toHaveLength(4);
    expect(settled).toBe(true);

    await expect(pending).resolves.toEqual({
      ok: false,
      data: null,
      error: { code: 'rate_limited', message: 'rate_limited', status: 429 },
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(4);
  });

  it('waits through the injected sleep function with the fixed schedule', async () => {
    const waits: number[] = [];
    const { transport, requests } = fakeTransport(
      tooManyRequests(),
      tooManyRequests(),
      tooManyRequests(),
      tooManyRequests(),
    );
    const client = createApiClient({
      locale: 'da',
      baseUrl: '/api/v1',
      transport,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    const result = await client.get('/clubs');
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(requests).toHaveLength(4);
    expect(result.ok).toBe(false);
  });

  it('sends the same body and headers again on each retry', async () => {
    const { transport, requests } = fakeTransport(tooManyRequests(), json(201, { id: 9 }));
    const client = createApiClient({ locale: 'no', baseUrl: '/api/v1', transport, sleep: async () => {} });
    await client.post('/orders', { body: { tripId: 3 }, headers: { 'Idempotency-Key': 'k1' } });
    expect(requests).toHaveLength(2);
    for (const request of requests) {
      expect(await request.text()).toBe('{"tripId":3}');
      expect(request.headers.get('idempotency-key')).toBe('k1');
      expect(request.headers.get('accept-language')).toBe('no');
    }
  });
});

describe('errors', () => {
  it('throws ApiError with status, parsed body, message, code and errors for a 404 JSON answer', async () => {
    const body = { message: 'Club not found', code: 'not_found', errors: { id: ['unknown club'] } };
    const { transport } = fakeTransport(json(404, body));
    const error = await rejectionOf(clientWith(transport).get('/clubs/999'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    const apiError = error as ApiError;
    expect(apiError.name).toBe('ApiError');
    expect(apiError.status).toBe(404);
    expect(apiError.body).toEqual(body);
    expect(apiError.message).toBe('Club not found');
    expect(apiError.code).toBe('not_found');
    expect(apiError.errors).toEqual({ id: ['unknown club'] });
  });

  it('throws ApiError with the text body and message "HTTP 500" for a 500 text answer', async () => {
    const { transport } = fakeTransport(
      new Response('Internal boom', { status: 500, headers: { 'content-type': 'text/plain' } }),
    );
    const error = (await rejectionOf(clientWith(transport).get('/clubs'))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(500);
    expect(error.body).toBe('Internal boom');
    expect(error.message).toBe('HTTP 500');
    expect(error.code).toBeUndefined();
    expect(error.errors).toBeUndefined();
  });

  it('keeps the raw text when a JSON error body is malformed, and null when it is empty', async () => {
    const { transport } = fakeTransport(
      new Response('{oops', { status: 502, headers: { 'content-type': 'application/json' } }),
      new Response(null, { status: 403 }),
    );
    const client = clientWith(transport);
    const malformed = (await rejectionOf(client.get('/a'))) as ApiError;
    expect([malformed.status, malformed.body, malformed.message]).toEqual([502, '{oops', 'HTTP 502']);
    const empty = (await rejectionOf(client.delete('/b'))) as ApiError;
    expect([empty.status, empty.body, empty.message]).toEqual([403, null, 'HTTP 403']);
  });

  it.each([500, 503])('does not retry a %i (exactly one request)', async (status) => {
    vi.useFakeTimers();
    const { transport, requests } = fakeTransport(json(status, { message: 'down' }), json(200, {}));
    const pending = rejectionOf(clientWith(transport).get('/clubs'));
    await vi.advanceTimersByTimeAsync(10_000);
    const error = (await pending) as ApiError;
    expect(error.status).toBe(status);
    expect(requests).toHaveLength(1);
  });

  it('lets a network error propagate without retrying', async () => {
    const failure = new TypeError('fetch failed');
    const { transport, requests } = fakeTransport(failure, json(200, {}));
    await expect(clientWith(transport).get('/clubs')).rejects.toBe(failure);
    expect(requests).toHaveLength(1);
  });
});

describe('base URL', () => {
  it.each([
    ['/api/v1', 'clubs/1'],
    ['/api/v1', '/clubs/1'],
    ['/api/v1/', 'clubs/1'],
    ['/api/v1/', '/clubs/1'],
  ])('joins %s and %s with a single slash', async (baseUrl, path) => {
    const { transport, requests } = fakeTransport(json(200, {}));
    await createApiClient({ locale: 'da', baseUrl, transport }).get(path);
    expect(requests[0]?.url).toBe('http://127.0.0.1/api/v1/clubs/1');
  });

  it('uses an absolute base URL as given', async () => {
    const { transport, requests } = fakeTransport(json(200, {}));
    await createApiClient({ locale: 'da', baseUrl: 'https://api.example.com/v2/', transport }).get('/clubs');
    expect(requests[0]?.url).toBe('https://api.example.com/v2/clubs');
  });

  it('defaults to /api/v1 when API_BASE_URL is not set', async () => {
    vi.stubEnv('API_BASE_URL', undefined);
    const { transport, requests } = fakeTransport(json(200, {}));
    await createApiClient({ locale: 'da', transport }).get('clubs');
    expect(requests[0]?.url).toBe('http://127.0.0.1/api/v1/clubs');
  });

  it('defaults to API_BASE_URL when it is set', async () => {
    vi.stubEnv('API_BASE_URL', 'https://shop.example/api/v1');
    const { transport, requests } = fakeTransport(json(200, {}));
    await createApiClient({ locale: 'da', transport }).get('/clubs');
    expect(requests[0]?.url).toBe('https://shop.example/api/v1/clubs');
  });

  it('resolves a relative base URL against the page origin in the browser', async () => {
    vi.stubGlobal('window', { location: { origin: 'https://butik.example.dk' } });
    const { transport, requests } = fakeTransport(json(200, {}));
    await clientWith(transport).get('/clubs');
    expect(requests[0]?.url).toBe('https://butik.example.dk/api/v1/clubs');
  });
});

describe('transport selection', () => {
  const inProcess: Transport = async () => json(200, { via: 'in-process' });

  it('registers the in-process transport on globalThis under the shared symbol', () => {
    expect(getInProcessTransport()).toBeUndefined();
    registerInProcessTransport(inProcess);
    expect(getInProcessTransport()).toBe(inProcess);
    expect((globalThis as Record<symbol, unknown>)[IN_PROCESS_KEY]).toBe(inProcess);
  });

  it('picks the in-process transport on the server without API_BASE_URL', () => {
    vi.stubEnv('API_BASE_URL', undefined);
    registerInProcessTransport(inProcess);
    expect(resolveTransport()).toBe(inProcess);
  });

  it('picks HTTP on the server when API_BASE_URL is set', () => {
    vi.stubEnv('API_BASE_URL', 'https://shop.example/api/v1');
    registerInProcessTransport(inProcess);
    expect(resolveTransport()).toBe(httpTransport);
  });

  it('picks HTTP in the browser even with an in-process transport registered', () => {
    vi.stubEnv('API_BASE_URL', undefined);
    vi.stubGlobal('window', { location: { origin: 'https://butik.example.dk' } });
    registerInProcessTransport(inProcess);
    expect(resolveTransport()).toBe(httpTransport);
  });

  it('picks HTTP on the server when nothing is registered', () => {
    vi.stubEnv('API_BASE_URL', undefined);
    expect(resolveTransport()).toBe(httpTransport);
  });

  it('lets a client without a transport use the one registered after it was created', async () => {
    vi.stubEnv('API_BASE_URL', undefined);
    const client = createApiClient({ locale: 'da' });
    const seen: string[] = [];
    registerInProcessTransport(async (request) => {
      const url = new URL(request.url);
      seen.push(`${url.pathname}${url.search}`);
      return json(200, { via: 'in-process' });
    });
    const result = await client.get('/clubs', { query: { ids: [4, 5] } });
    expect(seen).toEqual(['/api/v1/clubs?ids=4,5']);
    expect(result.data).toEqual({ via: 'in-process' });
  });

  it('httpTransport calls the global fetch with the Request', async () => {
    vi.stubEnv('API_BASE_URL', 'https://shop.example/api/v1');
    const fetchMock = vi.fn<(request: Request) => Promise<Response>>(async () => json(200, { via: 'http' }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await createApiClient({ locale: 'sv' }).get('/clubs');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0].url).toBe('https://shop.example/api/v1/clubs');
    expect(result.data).toEqual({ via: 'http' });
  });
});

describe('unwrap', () => {
  it('returns the data of a successful result', () => {
    const result: ApiResult<number[]> = { ok: true, data: [1, 2], status: 200, headers: new Headers() };
    expect(unwrap(result)).toEqual([1, 2]);
  });

  it('throws a 429 ApiError with code and message rate_limited for a rate-limited result', () => {
    const result: ApiResult<number[]> = {
      ok: false,
      data: null,
      error: { code: 'rate_limited', message: 'rate_limited', status: 429 },
    };
    let thrown: unknown;
    try {
      unwrap(result);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    const apiError = thrown as ApiError;
    expect([apiError.status, apiError.code, apiError.message]).toEqual([429, 'rate_limited', 'rate_limited']);
  });

  it('keeps how long the last refusal asked to wait (Retry-After), for the visitor to be told', async () => {
    const waited = (seconds: string) => {
      const response = tooManyRequests();
      response.headers.set('retry-after', seconds);
      return response;
    };
    const { transport } = fakeTransport(waited('600'), waited('599'), waited('598'), waited('597'));
    const client = createApiClient({ locale: 'da', baseUrl: '/api/v1', transport, sleep: async () => {} });
    const result = await client.get('/invoices/lookup');
    expect(result).toEqual({ ok: false, data: null, error: { code: 'rate_limited', message: 'rate_limited', status: 429, retryAfter: 597 } });
    let thrown: unknown;
    try {
      unwrap(result);
    } catch (error) {
      thrown = error;
    }
    expect(retryAfterSeconds(thrown)).toBe(597);
    expect(retryAfterSeconds(new ApiError(429, { code: 'rate_limited' }))).toBeNull();
    expect(retryAfterSeconds(new ApiError(404, { retryAfter: 5 }))).toBeNull();
  });
});

describe('checked and parsed', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const broken = { suggestions: [{ text: 42 }] };
  const inBrowser = () => vi.stubGlobal('window', { location: { origin: 'https://butik.example.dk' } });

  it('parses a read on the server, where it may come from the backend at API_BASE_URL, and refuses one that breaks the contract', async () => {
    const { transport } = fakeTransport(json(200, broken), json(200, { suggestions: [{ type: 'club', text: 'Liverpool', slug: 'liverpool', extra: true }] }));
    const client = clientWith(transport);
    await expect(getTypeahead(client, 'li')).rejects.toThrow(/suggestions/);
    // What the contract does not name is left out.
    expect(await getTypeahead(client, 'li')).toEqual([{ type: 'club', text: 'Liverpool', slug: 'liverpool' }]);
  });

  it("takes the shop's own answer to a read as it is in the browser, and never loads the contract there", async () => {
    inBrowser();
    const { transport } = fakeTransport(json(200, broken));
    const contract = vi.fn(async () => {
      throw new Error('the contract was loaded');
    });
    expect(await checked({ offerId: 1001 }, contract, () => null as never)).toEqual({ offerId: 1001 });
    expect(await getTypeahead(clientWith(transport), 'li')).toEqual(broken.suggestions);
    expect(contract).not.toHaveBeenCalled();
  });

  it('refuses a read in the browser whose answer is no JSON object (a proxy\'s page, an empty answer) as a 502', async () => {
    inBrowser();
    const { transport } = fakeTransport(new Response('<html>Maintenance</html>', { status: 200, headers: { 'content-type': 'text/html' } }), new Response(null, { status: 200 }));
    const client = clientWith(transport);
    for (let answer = 0; answer < 2; answer++) {
      const refusal = (await rejectionOf(getTypeahead(client, 'li'))) as ApiError;
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal.status).toBe(502);
    }
    await expect(checked([1, 2], async () => ({}), () => null as never)).rejects.toBeInstanceOf(ApiError);
  });

  it("parses a write's answer in the browser too", async () => {
    inBrowser();
    const contract = async () => ({ offerCreateResponse: z.object({ offerId: z.number() }) });
    await expect(parsed({ offerId: 'x' }, contract, (c) => c.offerCreateResponse)).rejects.toThrow(/offerId/);
    expect(await parsed({ offerId: 1001, extra: true }, contract, (c) => c.offerCreateResponse)).toEqual({ offerId: 1001 });
  });
});
