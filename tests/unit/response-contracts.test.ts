import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * The browser takes its own shop's answers to reads as they are (`checked` in
 * lib/api/client.ts), so an answer must read the same whether or not it was
 * parsed: no answer's contract may change what it reads (a transform, a
 * default, a coercion, a trim), only refuse it. Every contract module is
 * read, and every schema an endpoint reads an answer with must be one of them.
 */
const modules = import.meta.glob<Record<string, unknown>>('/lib/api/contract/*.ts', { eager: true });

/** Kinds of schema that change what they parse. */
const CHANGING = new Set(['pipe', 'transform', 'default', 'prefault', 'catch', 'success']);
/** Kinds with no schema inside, which only check. */
const LEAVES = new Set(['string', 'number', 'int', 'boolean', 'bigint', 'null', 'undefined', 'void', 'never', 'any', 'unknown', 'date', 'nan', 'enum', 'literal', 'template_literal', 'custom', 'symbol']);

type Def = { type: string; coerce?: boolean; checks?: { _zod: { def: { check: string } } }[] } & Record<string, unknown>;

/** Paths inside `schema` where parsing would change the data rather than only check it, or that this walk cannot read. */
function changes(schema: z.ZodType, at: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as Def;
  const found: string[] = [];
  if (CHANGING.has(def.type)) found.push(`${at}: ${def.type}`);
  if (def.coerce) found.push(`${at}: coerce`);
  // .trim(), .toLowerCase(), .normalize() and the like are checks that overwrite the value.
  if (def.checks?.some((check) => check._zod.def.check === 'overwrite')) found.push(`${at}: overwrite`);
  const inner = (value: unknown, where: string) => (value instanceof z.ZodType ? changes(value, where, seen) : []);
  switch (def.type) {
    case 'object':
      return [...found, ...Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) => inner(value, `${at}.${key}`)), ...inner(def.catchall, `${at}.*`)];
    case 'array':
      return [...found, ...inner(def.element, `${at}[]`)];
    case 'union':
      return [...found, ...(def.options as z.ZodType[]).flatMap((option, index) => inner(option, `${at}|${index}`))];
    case 'intersection':
      return [...found, ...inner(def.left, at), ...inner(def.right, at)];
    case 'record':
      return [...found, ...inner(def.keyType, `${at}{key}`), ...inner(def.valueType, `${at}{}`)];
    case 'tuple':
      return [...found, ...(def.items as z.ZodType[]).flatMap((item, index) => inner(item, `${at}[${index}]`)), ...inner(def.rest, `${at}[...]`)];
    case 'lazy':
      return [...found, ...inner((def.getter as () => z.ZodType)(), at)];
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
      return [...found, ...inner(def.innerType, at)];
    default:
      return LEAVES.has(def.type) || CHANGING.has(def.type) ? found : [...found, `${at}: ${def.type} (not read by this test)`];
  }
}

const responses = new Map(
  Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, z.ZodType] => entry[0].endsWith('Response') && entry[1] instanceof z.ZodType)
      .map(([name, schema]) => [name, { name: `${path.basename(file, '.ts')}.${name}`, schema }] as const),
  ),
);

/** The schemas the endpoint modules read answers with: `(c) => c.packageResponse`. */
const endpointsDir = path.resolve(import.meta.dirname, '../../lib/api/endpoints');
const selected = fs
  .readdirSync(endpointsDir)
  .filter((file) => file.endsWith('.ts'))
  .flatMap((file) => [...fs.readFileSync(path.join(endpointsDir, file), 'utf8').matchAll(/\bc\.(\w+)/g)].map((match) => ({ file, name: match[1]! })));

describe('response contracts', () => {
  it('are found in the contract modules, and are all the endpoints read answers with', () => {
    expect(responses.size).toBeGreaterThan(40);
    expect(selected.length).toBeGreaterThan(40);
    expect(selected.filter(({ name }) => !responses.has(name))).toEqual([]);
  });

  it.each([...responses.values()])('$name only checks an answer, never changes it', ({ name, schema }) => {
    expect(changes(schema, name)).toEqual([]);
  });

  it('would see a change', () => {
    const changing = z.object({
      items: z.array(z.object({ count: z.number().default(0), code: z.string().transform((code) => code.toUpperCase()), name: z.string().trim() })),
      when: z.map(z.string(), z.string()),
    });
    expect(changes(changing, 'x')).toEqual(['x.items[].count: default', 'x.items[].code: pipe', 'x.items[].name: overwrite', 'x.when: map (not read by this test)']);
  });
});
