import type { MutationOptions } from '@tanstack/react-query';
import { getQueryClient } from './query-client';

/**
 * Runs one mutation through the browser's shared client (its mutation cache,
 * defaults and retries), for a caller that loads TanStack Query only when the
 * visitor acts: import this module on submit rather than with the page.
 */
export function runMutation<TData, TVariables>(options: MutationOptions<TData, Error, TVariables, unknown>, variables: TVariables): Promise<TData> {
  const client = getQueryClient();
  return client.getMutationCache().build(client, options).execute(variables);
}
