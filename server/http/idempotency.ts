/**
 * Idempotent writes (ARCHITECTURE, contract conventions: "Every write that a
 * double click or a retry could repeat takes an `Idempotency-Key` and answers
 * the first result again").
 *
 * `withIdempotency(request, scope, handler)` runs `handler` in a transaction
 * and, when the request carries an `Idempotency-Key`, claims the key in that
 * same transaction before the handler runs:
 *
 * - Same key, same request (sha256 of method, path with query, the locale
 *   `accept-language` resolves to, and body bytes):
 *   the first status and body again, with `Idempotent-Replayed: true`; the
 *   handler does not run.
 * - Same key, another request: 422 `idempotency_key_reused`. A request in
 *   another language is another request: its answer speaks that language, so
 *   a Swedish retry never replays the Danish answer.
 * - A handler that throws or answers 4xx/5xx rolls everything back, its own
 *   writes and the key: nothing is stored, and a retry runs afresh.
 * - A duplicate arriving while the first is still running waits for it (on
 *   PostgreSQL its insert blocks on the first's uncommitted key row; PGlite
 *   runs one transaction at a time), then replays, or runs if the first failed.
 *   So the effect happens once, on one process or many.
 * - Keys are kept 24 hours; an older key is forgotten and runs as new. Each
 *   claim deletes up to PURGE_BATCH expired keys in the same statement (and
 *   so in its transaction: a write that rolls back purges nothing), so the
 *   table holds about a day of writes.
 * - Keys are 1-255 visible ASCII characters (else 400), per scope (the kind of
 *   write). Without a key the request simply runs, unless the scope requires one.
 *
 * - A write may come in two parts (withIdempotentWrite): `prepare` reads and
 *   checks on the pool before the transaction begins (pricing, supplier calls,
 *   lookups), so the transaction holds its connection only for its own
 *   statements. A refusal from `prepare` is answered only once the key is
 *   claimed: a duplicate of a write that went through replays it instead.
 * - A result may name a `finish`: the statement that takes contended rows
 *   (seats, rooms), run after the key's answer is stored, so their locks are
 *   held only until the commit (issue 32: bookings under a rush). It may send
 *   the commit itself (a booking's does on PostgreSQL), so nothing follows it;
 *   a throw there rolls everything back as any other.
 *
 * The handler must do all its database work through the `tx` it is given:
 * that is what makes the effect and the stored result commit together (and on
 * PGlite, a query on the outer handle would wait for this transaction forever).
 * Stored bodies are jsonb: a replay equals the first body as JSON, though its
 * keys may come back in another order.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/api/idempotency-key';
import { localeFromAcceptLanguage, type Locale } from '@/lib/i18n/locales';
import { now } from '@/server/clock';
import { getDb, type Executor } from '@/server/db';
import { idempotencyKeys } from '@/server/db/schema';
import { readBody } from './body';
import { HttpError } from './errors';
import { json } from './router';

export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60_000;

/** What a write answers: stored as is for a replay when the status is 2xx. */
export interface WriteResult<T = unknown> {
  status: number;
  body: T;
  /** The write's last statement, after the key's answer: what takes rows others wait for (it may commit). */
  finish?: (tx: Executor) => Promise<void>;
}

export type IdempotentHandler = (tx: Executor) => Promise<WriteResult>;

/** A write whose reads and checks run before its transaction (see above). */
export interface TwoPartWrite<P> {
  prepare: (db: Executor) => Promise<P>;
  write: (tx: Executor, prepared: P) => Promise<WriteResult>;
}

type Prepared<P> = { ok: true; value: P } | { ok: false; error: unknown };

export interface IdempotencyOptions {
  /** Refuse a request without a key (400). The newsletter does not; bookings and payments should. */
  required?: boolean;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export function isValidIdempotencyKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The request's key: null when absent, 400 when present but malformed (an empty one included). */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return null;
  if (!isValidIdempotencyKey(key)) {
    throw new HttpError(400, `The ${IDEMPOTENCY_KEY_HEADER} header is not valid`, 'invalid_idempotency_key', {
      [IDEMPOTENCY_KEY_HEADER]: ['must be 1 to 255 visible ASCII characters'],
    });
  }
  return key;
}

/** sha256 (hex) of method, path with query, locale and body bytes, each part length-prefixed so no two requests collide by concatenation. */
export function requestFingerprint(method: string, path: string, locale: Locale, body: Uint8Array): string {
  const hash = createHash('sha256');
  for (const part of [Buffer.from(method.toUpperCase()), Buffer.from(path), Buffer.from(locale), body]) {
    hash.update(`${part.byteLength}:`);
    hash.update(part);
  }
  return hash.digest('hex');
}

/** Thrown inside the transaction to roll back a write that answered an error, carrying that answer out. */
class Discarded {
  constructor(readonly result: WriteResult) {}
}

/** Expired keys deleted with each new one: more than a write can leave behind, so the table stays short. */
export const PURGE_BATCH = 100;

const isSuccess = (status: number) => status >= 200 && status < 300;
const respond = ({ status, body }: WriteResult, headers?: Record<string, string>) => json(body, { status, headers });

export function withIdempotency(request: Request, scope: string, handler: IdempotentHandler, options?: IdempotencyOptions): Promise<Response> {
  return withIdempotentWrite(request, scope, { prepare: async () => undefined, write: (tx) => handler(tx) }, options);
}

/** withIdempotency for a write in two parts: `prepare` before the transaction, `write` in it. */
export async function withIdempotentWrite<P>(
  request: Request,
  scope: string,
  { prepare, write }: TwoPartWrite<P>,
  { required = false }: IdempotencyOptions = {},
): Promise<Response> {
  const key = idempotencyKeyOf(request);
  if (key === null && required) {
    throw new HttpError(400, `This request needs an ${IDEMPOTENCY_KEY_HEADER} header`, 'idempotency_key_required', {
      [IDEMPOTENCY_KEY_HEADER]: ['is required'],
    });
  }
  const db = await getDb();
  // Outside the transaction, on the pool: nothing it reads is locked, and no connection waits on it.
  const prepared: Prepared<P> = await prepare(db).then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const run = async (tx: Executor): Promise<WriteResult> => {
    if (!prepared.ok) throw prepared.error;
    return write(tx, prepared.value);
  };

  if (key === null) {
    try {
      return respond(
        await db.transaction(async (tx) => {
          const result = commitOnSuccess(await run(tx));
          await result.finish?.(tx);
          return result;
        }),
      );
    } catch (error) {
      if (error instanceof Discarded) return respond(error.result);
      throw error;
    }
  }

  const url = new URL(request.url);
  const locale = localeFromAcceptLanguage(request.headers.get('accept-language'));
  const fingerprint = requestFingerprint(request.method, url.pathname + url.search, locale, await readBody(request));
  try {
    const outcome = await db.transaction(async (tx) => {
      const claimedAt = now();
      const expiredBefore = new Date(claimedAt.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS);
      const purged = tx.$with('purged_keys').as(tx.delete(idempotencyKeys).where(expiredBatch(expiredBefore, scope, key)).returning({ key: idempotencyKeys.key }));
      // One statement: the claim, with a batch of expired keys deleted beside it.
      const claimed = await tx
        .with(purged)
        .insert(idempotencyKeys)
        .values({ scope, key, fingerprint, createdAt: claimedAt })
        .onConflictDoUpdate({
          target: [idempotencyKeys.scope, idempotencyKeys.key],
          set: { fingerprint, status: null, responseBody: null, createdAt: claimedAt },
          // Only an expired key is taken over; a live one is left to the lookup below.
          setWhere: lt(idempotencyKeys.createdAt, expiredBefore),
        })
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) return { replayed: true as const, result: await storedResult(tx, scope, key, fingerprint) };

      const result = commitOnSuccess(await run(tx));
      await tx
        .update(idempotencyKeys)
        .set({ status: result.status, responseBody: result.body })
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      await result.finish?.(tx);
      return { replayed: false as const, result };
    });
    return outcome.replayed ? respond(outcome.result, { [REPLAYED_HEADER]: 'true' }) : respond(outcome.result);
  } catch (error) {
    if (error instanceof Discarded) return respond(error.result);
    throw error;
  }
}

/**
 * Up to PURGE_BATCH keys created before `cutoff`, other than the one being
 * claimed (a statement may not both delete and take over a row), oldest
 * first: in the order of the created_at index, so that a table of live keys
 * costs an index probe, not a scan. Rows another
 * write is purging at the same moment are skipped, not waited for: two purges
 * never block each other, nor deadlock.
 */
function expiredBatch(cutoff: Date, scope: string, key: string): SQL {
  return sql`(${idempotencyKeys.scope}, ${idempotencyKeys.key}) in (
    select scope, key from ${idempotencyKeys}
    where created_at < ${cutoff.toISOString()}::timestamptz and not (scope = ${scope} and key = ${key})
    order by created_at
    limit ${PURGE_BATCH} for update skip locked)`;
}

function commitOnSuccess(result: WriteResult): WriteResult {
  if (!isSuccess(result.status)) throw new Discarded(result);
  return result;
}

async function storedResult(tx: Executor, scope: string, key: string, fingerprint: string): Promise<WriteResult> {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  if (row && row.fingerprint !== fingerprint) {
    throw new HttpError(
      422,
      `This ${IDEMPOTENCY_KEY_HEADER} was already used for another request`,
      'idempotency_key_reused',
    );
  }
  // A committed row always holds its result (it is completed in the transaction that claims it);
  // these cannot happen, but if they did, a retry is the right answer.
  if (!row || row.status === null) {
    throw new HttpError(409, 'The first request with this key is still running; try again', 'idempotency_key_in_use', undefined, {
      'retry-after': '1',
    });
  }
  return { status: row.status, body: row.responseBody };
}
