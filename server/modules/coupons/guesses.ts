/**
 * A coupon or gift-card code that comes along with a bigger request (the
 * price check, a booking): limited like the coupon box's lookups, so that
 * neither is a way around them. A visitor out of code guesses is refused
 * before anything is read; a code the request names and the shop does not
 * know counts a miss. (Those requests are limited per visitor already, so
 * what a burst at once can add is bounded by their own limits.)
 */
import 'server-only';
import { clientAddress } from '@/server/http/client-address';
import { HttpError } from '@/server/http/errors';
import { LIMITS } from '@/server/http/limits';
import { countMiss, refuseGuesser } from '@/server/http/rate-limit';

export async function withCouponGuess<T>(request: Request, code: string | null | undefined, work: () => Promise<T>): Promise<T> {
  if (!code) return work();
  const visitor = clientAddress(request);
  await refuseGuesser(LIMITS.codeMisses, visitor);
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && Object.keys(error.errors ?? {}).some((field) => field.startsWith('coupon'))) await countMiss(LIMITS.codeMisses, visitor);
    throw error;
  }
}
