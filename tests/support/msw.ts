/**
 * The API as component tests see it: msw answers the storefront's real
 * client (its parsing, errors and retries are in the seam), instead of
 * replacing the endpoint modules. Unanswered calls fail the test.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export { http, HttpResponse, delay } from 'msw';

export const apiServer = setupServer();

/** Starts msw for the file's tests; each test's own handlers are dropped after it. */
export function startApiServer(): typeof apiServer {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => apiServer.resetHandlers());
  afterAll(() => apiServer.close());
  return apiServer;
}

/** The pattern msw matches for an /api/v1 path, on whatever origin the page has. */
export const api = (path: string) => `*/api/v1/${path.replace(/^\/+/, '')}`;

/**
 * `GET packages/:slug` answering the package as the page was rendered with it:
 * the package page reads the seats left when it has hydrated (features/package/store/seats-left.ts).
 */
export const packageAsRendered = (pkg: { slug: string }) =>
  http.get(api('packages/:slug'), ({ params }) => (params.slug === pkg.slug ? HttpResponse.json({ package: pkg }) : HttpResponse.json({ message: 'Not found' }, { status: 404 })));
