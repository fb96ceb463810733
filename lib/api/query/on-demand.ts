import type { FetchQueryOptions, MutationOptions, QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';

/**
 * The browser's calls to the API that the visitor starts (a submit, a click)
 * or that a page makes once it has hydrated: the options of
 * lib/api/queries/<word>.ts run on the browser's one QueryClient (its caches
 * and defaults, lib/api/query/query-client.ts), with TanStack Query and the
 * options' module (their endpoint) loaded on the first call, not with the
 * page. A page that only renders and never writes loads none of them.
 *
 * Reads that a component shows as they load (a modal's search, "show more")
 * use `useQuery` and its kin inside a `QueryProvider` island instead.
 */

/** What a mutation's options are read for here: the call they make (their type is inferred from the options' module). */
type Runnable = { mutationFn?: (variables: never, context: never) => Promise<unknown> };
type Call<O extends Runnable> = NonNullable<O['mutationFn']>;
type VariablesOf<O extends Runnable> = Parameters<Call<O>>[0];
type DataOf<O extends Runnable> = Awaited<ReturnType<Call<O>>>;

/** TanStack Query's browser client (./query-client) and the mutation's options: loaded together, on the first call. */
async function runOnDemand<O extends Runnable>(options: () => Promise<O>, variables: VariablesOf<O>): Promise<DataOf<O>> {
  const [{ runMutation }, loaded] = await Promise.all([import('./query-client'), options()]);
  return runMutation(loaded as MutationOptions<DataOf<O>, Error, VariablesOf<O>, unknown>, variables);
}

/**
 * A component's write: `options` imports the mutation's options from
 * lib/api/queries/<word>.ts, for example
 * `useMutationOnDemand(() => import('@/lib/api/queries/gift-cards').then((q) => q.giftCardMutation(locale)))`.
 * Answers the function that runs the mutation with its variables and answers
 * its result (or throws its error, an ApiError for a refusal), as
 * `useMutation`'s `mutateAsync` does; the function stays the same from render
 * to render and always runs the latest `options`. The form keeps its own
 * state (pending, errors); one key per attempt comes from useAttemptKey
 * (lib/hooks/use-attempt-key.ts).
 */
export function useMutationOnDemand<O extends Runnable>(options: () => Promise<O>): (variables: VariablesOf<O>) => Promise<DataOf<O>> {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  return useCallback((variables: VariablesOf<O>) => runOnDemand(latest.current, variables), []);
}

/**
 * A read that code outside a render makes once (an effect, a handler): the
 * query's options load with TanStack Query and the query is fetched on the
 * shared client. Nothing is asked when `signal` was aborted before; an
 * answer that comes after it is the caller's to drop.
 */
export async function fetchOnDemand<T, K extends QueryKey>(options: () => Promise<FetchQueryOptions<T, Error, T, K>>, signal?: AbortSignal): Promise<T> {
  const [{ getQueryClient }, loaded] = await Promise.all([import('./query-client'), options()]);
  signal?.throwIfAborted();
  return getQueryClient().fetchQuery(loaded);
}
