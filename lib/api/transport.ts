/**
 * How a request built by the API client reaches the API.
 *
 * In the browser, and on any server that is given API_BASE_URL, it goes over
 * HTTP. A server rendering pages in the same process as the API may instead
 * register an in-process transport that hands the Request to the route
 * handlers directly, saving a network round trip.
 */
import { API_TRANSPORT } from '@/lib/process-keys.mjs';

export type Transport = (request: Request) => Promise<Response>;

// Next.js bundles route modules separately, so a module-level variable would
// not be shared between them; a global symbol on globalThis is (the
// production server reads the same key).
const IN_PROCESS_KEY = API_TRANSPORT;

type TransportRegistry = { [IN_PROCESS_KEY]?: Transport };

/** Calls the global fetch at call time, so a stubbed fetch is honoured. */
export const httpTransport: Transport = (request) => fetch(request);

export function registerInProcessTransport(t: Transport): void {
  (globalThis as TransportRegistry)[IN_PROCESS_KEY] = t;
}

export function getInProcessTransport(): Transport | undefined {
  return (globalThis as TransportRegistry)[IN_PROCESS_KEY];
}

export function isServer(): boolean {
  return typeof window === 'undefined';
}

/** API_BASE_URL when set and non-empty; `process` may not exist in a browser. */
export function apiBaseUrlFromEnv(): string | undefined {
  if (typeof process === 'undefined') return undefined;
  return process.env.API_BASE_URL || undefined;
}

/**
 * Spec: the in-process transport is used only on the server, only when no
 * API_BASE_URL points elsewhere, and only once one is registered.
 */
export function resolveTransport(): Transport {
  const inProcess = getInProcessTransport();
  if (isServer() && apiBaseUrlFromEnv() === undefined && inProcess) return inProcess;
  return httpTransport;
}
