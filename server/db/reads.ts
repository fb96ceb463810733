import 'server-only';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

type Results<T extends readonly (() => PromiseLike<unknown>)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent reads: at once on the database handle (the pool answers
 * them on several connections), one after another in a transaction, whose
 * statements share one connection (node-postgres queues a second query on a
 * busy client today, warns that version 9 will refuse it, and gains nothing
 * by it).
 */
export async function readAll<const T extends readonly (() => PromiseLike<unknown>)[]>(db: Executor, reads: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
