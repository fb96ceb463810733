/**
 * The storefront's one fetch wrapper. Pure TypeScript: runs in the browser and
 * in Node. Every call goes through a Transport (see ./transport).
 */
import type { z } from 'zod';
import { ApiError } from './api-error';
import { apiBaseUrlFromEnv, isServer, resolveTransport, type Transport } from './transport';

export { ApiError };

export const DEFAULT_BASE_URL = '/api/v1';

// Spec: 429 is retried three times after fixed waits, not after Retry-After.
const RATE_LIMIT_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;

// Request needs an absolute URL; the in-process transport reads only the
// pathname and search, so any origin does on the server.
const SERVER_ORIGIN = 'http://127.0.0.1';

export type QueryValue = string | number | boolean | string[] | number[] | undefined | null;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiSuccess<T> {
  ok: true;
  data: T;
  status: number;
  headers: Headers;
}

export interface RateLimitedResult {
  ok: false;
  data: null;
  /** `retryAfter`: the seconds the last answer's Retry-After asked for, when it named them (the visitor's own limit, e.g. ten minutes). */
  error: { code: 'rate_limited'; message: 'rate_limited'; status: 429; retryAfter?: number };
}

export type ApiResult<T> = ApiSuccess<T> | RateLimitedResult;

export interface ApiClient {
  get<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  head(path: string, options?: RequestOptions): Promise<ApiResult<null>>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  post<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  put<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  patch<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
}

export interface ApiClientOptions {
  locale: string;
  baseUrl?: string;
  transport?: Transport;
  sleep?: (ms: number) => Promise<void>;
  headers?: Record<string, string>;
  /** Cancels every call of this client (a query's signal: the answer is no longer wanted). */
  signal?: AbortSignal;
}

/** Data of a successful result; a rate-limited one becomes the same ApiError pages see elsewhere. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiError(429, result.error);
}

/**
 * A read's answer as its contract describes it. On the server the contract
 * (zod) loads and parses it: a server may be reading the shop's backend at
 * API_BASE_URL, and a page is built only from what the contract allows. In
 * the browser the answer is from the shop's own API, which builds it from the
 * same contract (the integration tests hold every answer they read to its
 * route's contract, exactly: tests/support/answer-contracts.ts). It is taken
 * as it is once it is a JSON object (a proxy's page or an empty answer is
 * refused as a 502), so no read loads zod's runtime in the browser (about
 * 32 kB gzip, and a long task to start it while the page settles). What a
 * read's contract may say is held to checking only, never changing an answer
 * (tests/unit/response-contracts.test.ts).
 */
export async function checked<C, S extends z.ZodType>(data: unknown, contract: () => Promise<C>, schema: (contract: C) => S): Promise<z.output<S>> {
  if (isServer()) return schema(await contract()).parse(data);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new ApiError(502, data);
  return data as z.output<S>;
}

/** `GET path` read with `checked`: the answer of most reads. */
export async function getChecked<C, S extends z.ZodType>(
  client: ApiClient,
  path: string,
  contract: () => Promise<C>,
  schema: (contract: C) => S,
  call?: RequestOptions,
): Promise<z.output<S>> {
  return checked(unwrap(await client.get<unknown>(path, call)), contract, schema);
}

/**
 * A write's answer, parsed with its contract wherever it runs: a page that
 * writes has loaded zod for its form already, and what a write answers (an
 * invoice, a payment's next address) is checked before it is acted on.
 */
export async function parsed<C, S extends z.ZodType>(data: unknown, contract: () => Promise<C>, schema: (contract: C) => S): Promise<z.output<S>> {
  return schema(await contract()).parse(data);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? apiBaseUrlFromEnv() ?? DEFAULT_BASE_URL;
  const sleep = options.sleep ?? defaultSleep;

  async function send<T>(method: string, path: string, call: RequestOptions = {}): Promise<ApiResult<T>> {
    const url = absoluteUrl(withQuery(joinPath(baseUrl, path), call.query));
    // Resolved per call: the in-process transport may be registered after this client was made.
    const transport = options.transport ?? resolveTransport();
    const { body, contentType } = encodeBody(call.body);

    const headers = new Headers(options.headers);
    for (const [name, value] of Object.entries(call.headers ?? {})) headers.set(name, value);
    if (contentType && !headers.has('content-type')) headers.set('content-type', contentType);
    // Spec: every request carries the client's locale.
    headers.set('accept-language', options.locale);

    for (let attempt = 0; ; attempt++) {
      // A Request body can be read only once, so each attempt gets a fresh Request.
      const signal = call.signal ?? options.signal;
      const response = await transport(new Request(url, { method, headers, body, signal }));
      if (response.status !== 429) return toResult<T>(method, response);

      // Release the unread 429 body so its connection is freed.
      await response.body?.cancel();
      const delay = RATE_LIMIT_RETRY_DELAYS_MS[attempt];
      if (delay === undefined) return rateLimited(response.headers.get('retry-after'));
      await sleep(delay);
      signal?.throwIfAborted();
    }
  }

  return {
    get: (path, call) => send('GET', path, call),
    head: (path, call) => send<null>('HEAD', path, call),
    delete: (path, call) => send('DELETE', path, call),
    post: (path, call) => send('POST', path, call),
    put: (path, call) => send('PUT', path, call),
    patch: (path, call) => send('PATCH', path, call),
  };
}

async function toResult<T>(method: string, response: Response): Promise<ApiSuccess<T>> {
  if (!response.ok) {
    // A broken JSON error body still yields an ApiError, carrying the raw text.
    throw new ApiError(response.status, await readBody(method, response, { lenient: true }));
  }
  const data = (await readBody(method, response, { lenient: false })) as T;
  return { ok: true, data, status: response.status, headers: response.headers };
}

/** Spec: null for HEAD, 204 and empty bodies; parsed JSON for JSON; text otherwise. */
async function readBody(method: string, response: Response, { lenient }: { lenient: boolean }): Promise<unknown> {
  if (method === 'HEAD' || response.status === 204) return null;
  const text = await response.text();
  if (text === '') return null;
  if (!/[/+]json\b/i.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    if (lenient) return text;
    throw error;
  }
}

/** Spec: objects and arrays are sent as JSON; strings, forms and binary bodies as is. */
function encodeBody(body: unknown): { body: BodyInit | undefined; contentType?: string } {
  if (body === undefined) return { body: undefined };
  if (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  ) {
    return { body: body as BodyInit };
  }
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/** Joins without doubling or dropping the slash between base and path. */
function joinPath(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Spec: arrays as comma-joined lists (ids=1,2,3); undefined and null omitted. */
function withQuery(url: string, query: Query | undefined): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    const encoded = Array.isArray(value)
      ? value.map((item) => encodeURIComponent(String(item))).join(',')
      : encodeURIComponent(String(value));
    pairs.push(`${encodeURIComponent(key)}=${encoded}`);
  }
  if (pairs.length === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

/** A relative base is resolved against the page's origin in the browser, a placeholder on the server. */
function absoluteUrl(url: string): string {
  return new URL(url, isServer() ? SERVER_ORIGIN : window.location.origin).toString();
}

function rateLimited(retryAfter: string | null): RateLimitedResult {
  const seconds = retryAfter !== null && /^\d{1,9}$/.test(retryAfter.trim()) ? Number(retryAfter.trim()) : undefined;
  return { ok: false, data: null, error: { code: 'rate_limited', message: 'rate_limited', status: 429, ...(seconds === undefined ? {} : { retryAfter: seconds }) } };
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
