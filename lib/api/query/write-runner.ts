/**
 * What ./writes.ts's hooks run, loaded with a page's first write rather than
 * with the page: the mutation runner on the browser's one QueryClient
 * (./query-client.ts) and the key policy of useAttemptKey, whose rules
 * (ADR 0004) are told there. The hook keeps the open attempt in a ref; these
 * functions read and replace it.
 */
export { runMutation } from './query-client';

/** The attempt a form has open: its values as JSON, its key, and the body built for it (attempt). */
export interface OpenAttempt {
  values: string;
  key: string;
  body?: unknown;
}

export type AttemptRef = { current: OpenAttempt | null };

const start = (open: AttemptRef, values: string, body?: unknown) => (open.current = { values, key: crypto.randomUUID(), body });

/** The key to send `values` with: the open attempt's when they are its values, else a new attempt's. */
export function keyFor(open: AttemptRef, values: unknown): string {
  const text = JSON.stringify(values);
  return (open.current?.values === text ? open.current : start(open, text)).key;
}

/** The key and the body (built by `build` once per attempt) to send `values` with. */
export async function attempt<B>(open: AttemptRef, values: unknown, build: () => B | Promise<B>): Promise<{ key: string; body: B }> {
  const text = JSON.stringify(values);
  const { key, body } = open.current?.values === text ? open.current : start(open, text, await build());
  return { key, body: body as B };
}
