import 'server-only';
import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Names every parameterised statement a PostgreSQL connection runs after a
 * hash of its text, so that node-postgres prepares it once per connection and
 * PostgreSQL parses it once and, after a few runs, plans it once. Unnamed,
 * every run is parsed and planned again: the package page's event query took
 * 3.4 ms to plan and 0.2 ms to run, and planning was half of PostgreSQL's
 * time per booking (bench/README.md, "Bookings").
 *
 * The shapes are the code's own (values are always parameters), so each
 * connection holds a bounded set: one statement per query shape, with one
 * per length of an `IN (...)` list. A statement the caller named keeps its name.
 */
export function nameStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (config: unknown, ...rest: unknown[]) => {
    if (isUnnamedConfig(config)) return query({ ...config, name: statementName(config.text) }, ...rest);
    return query(config, ...rest);
  };
  client.query = named as typeof client.query;
}

/** A plain `{ text, values }` config without a name; a submittable (a cursor, a stream) passes as it is. */
function isUnnamedConfig(config: unknown): config is { text: string; name?: undefined } {
  if (typeof config !== 'object' || config === null) return false;
  const fields = config as { text?: unknown; name?: unknown; submit?: unknown };
  return typeof fields.text === 'string' && !fields.name && typeof fields.submit !== 'function';
}

/** Names already made, by text: a map lookup costs less than a hash of a long statement. */
const names = new Map<string, string>();
const MAX_NAMES = 5_000;

/** 29 characters: well inside PostgreSQL's 63-byte identifiers; sha1 makes two shapes sharing a name practically impossible. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}
