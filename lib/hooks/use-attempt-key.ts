import { useMemo, useRef } from 'react';

/**
 * One Idempotency-Key per attempt, for every form that writes
 * (server/http/idempotency.ts; ADR 0004). The server answers the first
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
 * sends the very same bytes with its key. Values are compared as JSON.
 */
export function useAttemptKey(): AttemptKey {
  const open = useRef<{ values: string; key: string; body?: unknown } | null>(null);
  return useMemo(() => {
    const same = (values: unknown) => {
      const text = JSON.stringify(values);
      return open.current?.values === text ? open.current : null;
    };
    return {
      keyFor(values) {
        const found = same(values);
        if (found) return found.key;
        const key = crypto.randomUUID();
        open.current = { values: JSON.stringify(values), key };
        return key;
      },
      async attempt<B>(values: unknown, build: () => B | Promise<B>) {
        const found = same(values);
        if (found && 'body' in found) return { key: found.key, body: found.body as B };
        const body = await build();
        const started = { values: JSON.stringify(values), key: crypto.randomUUID(), body };
        open.current = started;
        return { key: started.key, body };
      },
      succeeded() {
        open.current = null;
      },
    };
  }, []);
}

export interface AttemptKey {
  /** The key to send `values` with: the open attempt's when they are its values, else a new attempt's. */
  keyFor(values: unknown): string;
  /** The key and the body (built by `build` once per attempt) to send `values` with. */
  attempt<B>(values: unknown, build: () => B | Promise<B>): Promise<{ key: string; body: B }>;
  /** The write went through: the next send is a new attempt. */
  succeeded(): void;
}
