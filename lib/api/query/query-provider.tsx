'use client';

import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { getQueryClient } from './query-client';

/**
 * Wraps a client island that calls the API. Mounted only where such an island
 * is (not in the root layout), so a page without one loads none of TanStack
 * Query. Nested or repeated providers share the one browser client; a client
 * given above (a test's own) is kept.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  if (given) return children;
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
