/**
 * One supplier call as the API makes it: through the search cache, under the
 * shop's deadline, with a supplier's failure answered as 502 and its silence
 * as 504 (`{ message, code }`), never as a 500.
 */
import 'server-only';
import { SUPPLIER_ERROR, SUPPLIER_TIMEOUT } from '@/lib/api/contract/availability';
import { HttpError } from '@/server/http/errors';
import { withDeadline } from '@/server/suppliers/deadline';
import { SupplierError, type SupplierName } from '@/server/suppliers/errors';
import type { Priced } from './search-cache';
import type { AvailabilityServices } from './services';

const WHAT: Record<SupplierName, string> = { flights: 'flight', hotels: 'hotel' };

export function supplierHttpError(error: SupplierError): HttpError {
  const what = WHAT[error.supplier];
  return error.kind === 'timeout'
    ? new HttpError(504, `The ${what} supplier did not answer in time. Please try again.`, SUPPLIER_TIMEOUT)
    : new HttpError(502, `The ${what} supplier could not answer the search. Please try again.`, SUPPLIER_ERROR);
}

export async function callSupplier<T>(
  services: AvailabilityServices,
  supplier: SupplierName,
  key: unknown,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<Priced<T>> {
  try {
    return await services.cache.get(JSON.stringify([supplier, key]), () => withDeadline(supplier, services.timeoutMs, call));
  } catch (error) {
    if (!(error instanceof SupplierError)) throw error;
    console.warn('[availability] %s supplier %s: %s', supplier, error.kind, error.message);
    throw supplierHttpError(error);
  }
}
