/**
 * One process of the shop using a rate limit, for the tests of limits shared
 * between processes (tests/integration/rate-limits.test.ts): `attempts` uses
 * of `key` under the limit `name` (`points` per `durationS`), all at once,
 * against the database of `DATABASE_URL` or the Redis of `REDIS_URL`, as the
 * shop's server uses them. Prints how many went through and how many were
 * answered 429.
 *
 *   node --conditions=react-server --import tsx tests/support/consume-limit.ts name points durationS key attempts
 */
import { HttpError } from '@/server/http/errors';
import { consumeLimit } from '@/server/http/rate-limit';

const [name = 'test', points = '1', durationS = '60', key = 'visitor', attempts = '1'] = process.argv.slice(2);
const results = await Promise.allSettled(Array.from({ length: Number(attempts) }, () => consumeLimit({ name, points: Number(points), durationS: Number(durationS) }, key)));
const limited = results.filter((result) => result.status === 'rejected' && result.reason instanceof HttpError && result.reason.status === 429).length;
const failed = results.filter((result) => result.status === 'rejected' && !(result.reason instanceof HttpError && result.reason.status === 429));
for (const failure of failed) console.error(failure.status === 'rejected' ? failure.reason : failure);
console.log(JSON.stringify({ ok: results.length - limited - failed.length, limited, failed: failed.length }));
process.exit(0);
