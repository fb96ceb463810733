import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { ApiError, createApiClient } from '@/lib/api/client';
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/client-address';
import type { TripResponse } from '@/lib/api/contract/trips';
import { getTrip } from '@/lib/api/endpoints/trips';
import { nullIfNotFound } from '@/lib/api/not-found';

/**
 * The trip a link opens; null answers the page's 404 (a link that opens
 * nothing, or a visitor over the guessing limit). The visitor's address goes
 * with the call: guessing links is limited per visitor, as invoice addresses are.
 */
export const loadTrip = cache(async (locale: string, token: string): Promise<TripResponse['trip'] | null> => {
  const visitor = (await headers()).get(CLIENT_ADDRESS_HEADER);
  const client = createApiClient({ locale, headers: visitor ? { [CLIENT_ADDRESS_HEADER]: visitor } : undefined, sleep: async () => {} });
  try {
    return await nullIfNotFound(() => getTrip(client, token));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 429 || error.status === 400)) return null;
    throw error;
  }
});
