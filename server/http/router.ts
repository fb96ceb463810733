import 'server-only';
import type { z } from 'zod';
import { localeFromAcceptLanguage, type Locale } from '@/lib/i18n/locales';
import { DATABASE_RETRY_AFTER_S, noteDatabaseError } from '@/server/db/availability';
import { localizeErrorBody, messageLocale, type MessageLocale } from '@/server/messages';
import { clientAddress } from './client-address';
import { describeError } from './error-log';
import { fieldProblems, HttpError, notFound } from './errors';
import { requestOrigin } from './origin';
import { consumeLimit, type Limit } from './rate-limit';

export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  /** From `accept-language`: the language of texts and the currency of prices. */
  locale: Locale;
}

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Handler = (context: RouteContext) => Promise<Response>;

interface Route {
  method: Method;
  /** As registered: `packages/:idOrSlug`. */
  pattern: string;
  segments: string[];
  handler: Handler;
  limit?: Limit;
  anyOrigin?: boolean;
}

export interface RouteOptions {
  /** Uses per visitor (the connection's address, ./client-address.ts) and window; beyond it 429 with `Retry-After`. */
  limit?: Limit;
  /** A write any origin may send (a gateway's callback, a browser's report); others refuse another site's page (./origin.ts). */
  anyOrigin?: boolean;
}

/** A registered endpoint, as the route table lists it. */
export interface RouteEntry {
  method: Method;
  pattern: string;
  limit?: Limit;
}

export const API_PREFIX = '/api/v1/';

export function json(body: unknown, init: ResponseInit = {}): Response {
  return Response.json(body, init);
}

/** The error's body in the visitor's language (server/messages); its code as it is. */
function errorResponse(error: HttpError, locale: MessageLocale): Response {
  return json(localizeErrorBody(error.toBody(), locale), { status: error.status, headers: error.headers });
}

const unavailable = () =>
  new HttpError(503, 'The shop cannot reach its database right now. Please try again in a moment.', 'unavailable', undefined, {
    'retry-after': String(DATABASE_RETRY_AFTER_S),
  });

/** A value parsed with a contract schema; a bad one (or one holding a text the shop cannot use, ./errors.ts) is a 400 with field messages. */
function parsedOr400<S extends z.ZodType>(schema: S, value: unknown, message: string): z.infer<S> {
  const result = schema.safeParse(value);
  const errors = fieldProblems(result, value);
  if (errors || !result.success) throw new HttpError(400, message, 'invalid_request', errors ?? {});
  return result.data;
}

/** Parses the query string with a contract schema; a bad value is a 400 with field messages. */
export function parseQuery<S extends z.ZodType>(schema: S, url: URL): z.infer<S> {
  const raw: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) {
    // Repeated keys (`ids=1&ids=2`) mean the same as a comma list (`ids=1,2`).
    raw[key] = url.searchParams.getAll(key).join(',');
  }
  return parsedOr400(schema, raw, 'The request has invalid fields');
}

export function parseParams<S extends z.ZodType>(schema: S, params: Record<string, string>): z.infer<S> {
  return parsedOr400(schema, params, 'The address has an invalid part');
}

/**
 * The one router of /api/v1. The Next.js catch-all route serves it over HTTP,
 * and the storefront's in-process transport hands it the very same Request
 * during server rendering (ARCHITECTURE: no loopback hop).
 */
export class Router {
  private readonly routes: Route[] = [];

  on(method: Method, pattern: string, handler: Handler, options: RouteOptions = {}): this {
    this.routes.push({ method, pattern, segments: pattern.split('/').filter(Boolean), handler, limit: options.limit, anyOrigin: options.anyOrigin });
    return this;
  }

  /** Every endpoint, in the order registered: what the fuzz test walks, so a new route is covered at once. */
  routeTable(): RouteEntry[] {
    return this.routes.map(({ method, pattern, limit }) => ({ method, pattern, limit }));
  }

  get(pattern: string, handler: Handler, options?: RouteOptions): this {
    return this.on('GET', pattern, handler, options);
  }

  post(pattern: string, handler: Handler, options?: RouteOptions): this {
    return this.on('POST', pattern, handler, options);
  }

  private match(pathSegments: string[]) {
    const found: { route: Route; params: Record<string, string> }[] = [];
    for (const route of this.routes) {
      if (route.segments.length !== pathSegments.length) continue;
      const params: Record<string, string> = {};
      const matches = route.segments.every((segment, index) => {
        const actual = pathSegments[index] ?? '';
        if (segment.startsWith(':')) {
          params[segment.slice(1)] = actual;
          return true;
        }
        return segment === actual;
      });
      if (matches) found.push({ route, params });
    }
    // Literal segments win over parameters: `clubs/popular` before `clubs/:id`.
    return found.sort(
      (a, b) => a.route.segments.filter((s) => s.startsWith(':')).length - b.route.segments.filter((s) => s.startsWith(':')).length,
    );
  }

  /** The one of `candidates` that answers `method`: a HEAD is answered by its GET. */
  private choose(candidates: ReturnType<Router['match']>, method: Method) {
    return candidates.find(({ route }) => route.method === method) ?? (method === 'HEAD' ? candidates.find(({ route }) => route.method === 'GET') : undefined);
  }

  /** The pattern of the endpoint that `method path` (below /api/v1/, without its query) reaches, as the route table lists it. */
  patternOf(method: Method, path: string): string | undefined {
    return this.choose(this.match(path.split('/').filter(Boolean)), method)?.route.pattern;
  }

  handle = async (request: Request): Promise<Response> => {
    const response = await this.answer(request);
    // Texts and prices depend on the language asked for: a shared cache must keep one answer per language.
    response.headers.append('vary', 'accept-language');
    return response;
  };

  private answer = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    let route = '(not routed)';
    try {
      if (!url.pathname.startsWith(API_PREFIX)) throw notFound();
      let pathSegments: string[];
      try {
        pathSegments = url.pathname.slice(API_PREFIX.length).split('/').filter(Boolean).map(decodeURIComponent);
      } catch {
        throw new HttpError(400, 'The address is not valid', 'invalid_path');
      }
      const candidates = this.match(pathSegments);
      if (candidates.length === 0) throw notFound(`No endpoint ${url.pathname}`);
      const method = request.method.toUpperCase() as Method;
      const chosen = this.choose(candidates, method);
      if (!chosen) {
        const allow = [...new Set(candidates.map(({ route }) => route.method))].join(', ');
        throw new HttpError(405, `Method ${method} is not allowed here`, 'method_not_allowed', undefined, { allow });
      }
      route = chosen.route.pattern;
      // A write from another site's page is refused (./origin.ts); the gateways' callbacks and the browsers' reports name none of ours.
      if (method !== 'GET' && method !== 'HEAD' && !chosen.route.anyOrigin && requestOrigin(request) === 'foreign') {
        throw new HttpError(403, 'Requests from another site are refused', 'foreign_origin');
      }
      // Counted before anything else is read: a flood costs one statement (or one Redis call) a request.
      const visitor = chosen.route.limit && clientAddress(request);
      if (chosen.route.limit && visitor) await consumeLimit(chosen.route.limit, visitor);
      const response = await chosen.route.handler({
        request,
        url,
        params: chosen.params,
        locale: localeFromAcceptLanguage(request.headers.get('accept-language')),
      });
      return method === 'HEAD' ? new Response(null, { status: response.status, headers: response.headers }) : response;
    } catch (error) {
      const locale = messageLocale(request.headers.get('accept-language'));
      if (error instanceof HttpError) return errorResponse(error, locale);
      // The database cannot be reached (down, hung past its deadline, not there yet): an outage, asked to come back later.
      if (noteDatabaseError(error)) {
        console.warn('[api] %s %s: the database cannot be reached: %s', request.method, route, describeError(error));
        return errorResponse(unavailable(), locale);
      }
      // The route's pattern, not its address, and the error without its message (bound SQL parameters: ./error-log).
      console.error('[api] %s %s failed: %s', request.method, route, describeError(error));
      return json(localizeErrorBody({ message: 'Something went wrong on our side. Please try again.', code: 'internal_error' }, locale), { status: 500 });
    }
  };
}
