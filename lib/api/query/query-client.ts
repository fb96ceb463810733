import { QueryClient, isServer, type MutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { createApiClient, type ApiClient } from '../client';

/**
 * The storefront's client server-state (TanStack Query). Behaviour matches the
 * calls it replaced: the API client itself retries a 429 three times (spec),
 * so a query does not retry again; a read is fresh for a minute and is not
 * refetched behind the visitor's back when the window regains focus.
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/**
 * One client per browser session, shared by every island of the page (and the
 * next page, after a client-side navigation); on the server a new one per
 * call, so no answer is ever shared between two visitors' requests.
 */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

/** An API client for one query or mutation: the visitor's language, cancelled with the query. */
export function queryApi(locale: Locale, signal?: AbortSignal): ApiClient {
  return createApiClient({ locale, signal });
}

/**
 * Runs one mutation through the browser's shared client (its mutation cache,
 * defaults and retries): the runner of ./writes.ts's useMutationOnDemand,
 * which imports it (through ./write-runner.ts) with the first call rather
 * than with the page.
 */
export function runMutation<TData, TVariables>(options: MutationOptions<TData, Error, TVariables, unknown>, variables: TVariables): Promise<TData> {
  const client = getQueryClient();
  return client.getMutationCache().build(client, options).execute(variables);
}
