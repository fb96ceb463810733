import 'server-only';
import { SupplierError, type SupplierName } from './errors';

/** The shop's own deadline for one supplier call, when SUPPLIER_TIMEOUT_MS does not say otherwise. */
export const DEFAULT_SUPPLIER_TIMEOUT_MS = 20_000;

/** `SUPPLIER_TIMEOUT_MS`: a whole number of milliseconds above 0. */
export function supplierTimeoutFromEnv(env: Record<string, string | undefined> = process.env): number {
  const text = env.SUPPLIER_TIMEOUT_MS?.trim();
  if (!text) return DEFAULT_SUPPLIER_TIMEOUT_MS;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value <= 0) throw new Error(`SUPPLIER_TIMEOUT_MS must be a whole number of milliseconds above 0, got "${text}"`);
  return value;
}

/**
 * Runs one supplier call under a deadline. The call gets a signal that aborts
 * at the deadline, so an adapter can cancel its HTTP request; whether or not
 * it listens, the caller gets a `timeout` SupplierError at the deadline. An
 * error that is not a SupplierError (a broken answer, a refused connection)
 * becomes a `failure`: the visitor sees "the supplier failed", never a 500.
 */
export async function withDeadline<T>(supplier: SupplierName, timeoutMs: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new SupplierError(supplier, 'timeout', `The ${supplier} supplier did not answer within ${timeoutMs} ms`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    return await Promise.race([call(controller.signal), deadline]);
  } catch (error) {
    if (error instanceof SupplierError) throw error;
    if (controller.signal.aborted && controller.signal.reason instanceof SupplierError) throw controller.signal.reason;
    throw new SupplierError(supplier, 'failure', `The ${supplier} supplier failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }
}
