import type { MutationOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { AttemptRef } from './write-runner';

/**
 * The browser's writes to the API: a component runs a mutation of
 * lib/api/queries/<word>.ts with useMutationOnDemand, and sends a write that
 * a double click or a retry could repeat with the key of useAttemptKey.
 *
 * A write is started by the visitor (a submit, a click), so TanStack Query,
 * the mutation's module (its endpoint) and the key policy load with the
 * first call, not with the page (./write-runner.ts): what a page loads is
 * the two hooks, each holding a ref. The mutation then runs on the
 * browser's one QueryClient (its mutation cache and defaults,
 * ./query-client.ts), as useMutation's would. Reads that a component shows
 * as they load (a modal's search, "show more") use useQuery and its kin
 * inside a QueryProvider island instead.
 */

/** The runner and the key policy, in the chunk the first write loads. */
const runner = () => import('./write-runner');

/** What a mutation's options are read for here: the call they make (their types are inferred from the options' module). */
type Runnable = { mutationFn?: (variables: never, context: never) => Promise<unknown> };
type Call<O extends Runnable> = NonNullable<O['mutationFn']>;
type VariablesOf<O extends Runnable> = Parameters<Call<O>>[0];
type DataOf<O extends Runnable> = Awaited<ReturnType<Call<O>>>;

/**
 * A component's write: `options` imports the mutation's options, for example
 * `useMutationOnDemand(() => import('@/lib/api/queries/gift-cards').then((q) => q.giftCardMutation(locale)))`,
 * or from the chunk a page loads its calls with. Answers the function that
 * runs the mutation with its variables and answers its result (or throws its
 * error, an ApiError for a refusal), as `useMutation`'s `mutateAsync` does;
 * it stays the same from render to render and runs the latest `options`.
 * The form keeps its own state (pending, errors).
 */
export function useMutationOnDemand<O extends Runnable>(options: () => Promise<O>): (variables: VariablesOf<O>) => Promise<DataOf<O>> {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  return useCallback(async (variables: VariablesOf<O>): Promise<DataOf<O>> => {
    const [{ runMutation }, loaded] = await Promise.all([runner(), latest.current()]);
    return runMutation(loaded as MutationOptions<DataOf<O>, Error, VariablesOf<O>, unknown>, variables);
  }, []);
}

/**
 * One Idempotency-Key per attempt, for every form that writes
 * (server/http/idempotency.ts, ADR 0004). The server answers the first
 * result again to the same key with the same request, refuses the same key
 * with another request (422 `idempotency_key_reused`), and forgets a key
 * whose request failed (4xx, 5xx: nothing is stored). So a key lives for one
 * attempt:
 *
 * - the same values sent again while the attempt is open (a double click, a
 *   retry after a network failure or a refusal) go with the same key: the
 *   write happens once, and a request whose answer was lost is answered again
 *   instead of repeated;
 * - other values (the visitor changed the form) start a new attempt with a
 *   new key, never a refusal for a reused key;
 * - `succeeded()` ends the attempt once the write went through: the next
 *   send, even of the same values, is a new write with a new key.
 *
 * `keyFor(values)` answers the key to send `values` with. `attempt(values,
 * build)` does the same for a body that adds what changes from try to try
 * (an inquiry's fill time): the body is built once per attempt, so a retry
 * sends the very same bytes with its key. Values are compared as JSON; a
 * form uses one of the two. The hook holds the open attempt; the policy
 * (./write-runner.ts) loads with the first send, as the write's runner does,
 * so both answer promises.
 */
export function useAttemptKey(): AttemptKey {
  const open: AttemptRef = useRef(null);
  return useMemo(
    () => ({
      keyFor: async (values) => (await runner()).keyFor(open, values),
      attempt: async (values, build) => (await runner()).attempt(open, values, build),
      succeeded() {
        open.current = null;
      },
    }),
    [],
  );
}

export interface AttemptKey {
  /** The key to send `values` with: the open attempt's when they are its values, else a new attempt's. */
  keyFor(values: unknown): Promise<string>;
  /** The key and the body (built by `build` once per attempt) to send `values` with. */
  attempt<B>(values: unknown, build: () => B | Promise<B>): Promise<{ key: string; body: B }>;
  /** The write went through: the next send is a new attempt. */
  succeeded(): void;
}
