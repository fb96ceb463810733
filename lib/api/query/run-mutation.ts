import type { MutationOptions } from '@tanstack/react-query';
import { getQueryClient } from './query-client';

/**
 * Runs one mutation through the browser's shared client (its mutation cache,
 * defaults and retries): the runner of ./on-demand's useMutationOnDemand,
 * which imports this module with the first call rather than with the page.
 */
export function runMutation<TData, TVariables>(options: MutationOptions<TData, Error, TVariables, unknown>, variables: TVariables): Promise<TData> {
  const client = getQueryClient();
  return client.getMutationCache().build(client, options).execute(variables);
}
