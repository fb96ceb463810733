import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as alerts from '@/lib/api/contract/alerts';
import * as availability from '@/lib/api/contract/availability';
import * as blog from '@/lib/api/contract/blog';
import * as booking from '@/lib/api/contract/booking';
import * as campaigns from '@/lib/api/contract/campaigns';
import * as catalogue from '@/lib/api/contract/catalogue';
import * as content from '@/lib/api/contract/content';
import * as coupons from '@/lib/api/contract/coupons';
import * as forms from '@/lib/api/contract/forms';
import * as geography from '@/lib/api/contract/geography';
import * as giftCards from '@/lib/api/contract/gift-cards';
import * as newsletter from '@/lib/api/contract/newsletter';
import * as offers from '@/lib/api/contract/offers';
import * as packageContract from '@/lib/api/contract/package';
import * as packages from '@/lib/api/contract/packages';
import * as pages from '@/lib/api/contract/pages';
import * as payments from '@/lib/api/contract/payments';
import * as search from '@/lib/api/contract/search';

/**
 * The browser takes its own shop's answers as they are (`checked` in
 * lib/api/client.ts), so an answer must read the same whether or not it was
 * parsed: no answer's contract may change what it reads (a transform, a
 * default, a coercion), only refuse it.
 */
const modules = { alerts, availability, blog, booking, campaigns, catalogue, content, coupons, forms, geography, giftCards, newsletter, offers, packageContract, packages, pages, payments, search };

const CHANGING = new Set(['pipe', 'transform', 'default', 'prefault', 'catch', 'success']);

type Def = { type: string; coerce?: boolean } & Record<string, unknown>;

/** Paths inside `schema` where parsing would change the data rather than only check it. */
function changes(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as Def;
  const found = CHANGING.has(def.type) || def.coerce ? [`${path}: ${def.coerce ? 'coerce' : def.type}`] : [];
  const inner = (value: unknown, at: string) => (value instanceof z.ZodType ? changes(value, at, seen) : []);
  switch (def.type) {
    case 'object':
      return [
        ...found,
        ...Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) => inner(value, `${path}.${key}`)),
        ...inner(def.catchall, `${path}.*`),
      ];
    case 'array':
      return [...found, ...inner(def.element, `${path}[]`)];
    case 'union':
      return [...found, ...(def.options as z.ZodType[]).flatMap((option, index) => inner(option, `${path}|${index}`))];
    case 'intersection':
      return [...found, ...inner(def.left, path), ...inner(def.right, path)];
    case 'record':
      return [...found, ...inner(def.keyType, `${path}{key}`), ...inner(def.valueType, `${path}{}`)];
    case 'tuple':
      return [...found, ...(def.items as z.ZodType[]).flatMap((item, index) => inner(item, `${path}[${index}]`)), ...inner(def.rest, `${path}[...]`)];
    case 'lazy':
      return [...found, ...inner((def.getter as () => z.ZodType)(), path)];
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
      return [...found, ...inner(def.innerType, path)];
    default:
      return found;
  }
}

const responses = Object.entries(modules).flatMap(([module, exports]) =>
  Object.entries(exports as Record<string, unknown>)
    .filter((entry): entry is [string, z.ZodType] => entry[0].endsWith('Response') && entry[1] instanceof z.ZodType)
    .map(([name, schema]) => ({ name: `${module}.${name}`, schema })),
);

describe('response contracts', () => {
  it('are found in every contract module', () => {
    expect(responses.length).toBeGreaterThan(40);
  });

  it.each(responses)('$name only checks an answer, never changes it', ({ name, schema }) => {
    expect(changes(schema, name)).toEqual([]);
  });

  it('would see a change', () => {
    const changing = z.object({ items: z.array(z.object({ count: z.number().default(0), code: z.string().transform((code) => code.toUpperCase()) })) });
    expect(changes(changing, 'x')).toEqual(['x.items[].count: default', 'x.items[].code: pipe']);
  });
});
