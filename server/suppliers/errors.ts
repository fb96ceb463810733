import 'server-only';

/**
 * How a supplier call fails, whatever the supplier: it answered with an error
 * (`failure`, the API's 502) or not in time (`timeout`, the API's 504). An
 * adapter throws these; anything else it throws is taken as a failure.
 */
export type SupplierName = 'flights' | 'hotels';
export type SupplierFailureKind = 'failure' | 'timeout';

export class SupplierError extends Error {
  override readonly name = 'SupplierError';

  constructor(
    readonly supplier: SupplierName,
    readonly kind: SupplierFailureKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isSupplierError(error: unknown): error is SupplierError {
  return error instanceof SupplierError;
}
