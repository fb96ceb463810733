/**
 * No input answers 5xx (issue 12, item 3): thousands of generated addresses,
 * queries, headers and bodies against every route of the router's own table,
 * so a route added later is fuzzed without touching this file. The query
 * fields and body shapes come from the contract's schemas (every export named
 * `…Query` or `…Body`), and most values are near misses of valid ones: ids
 * beyond the database's range, negative and fractional numbers, huge strings,
 * lists where one value is expected, malformed JSON, wrong content types,
 * and texts no database can keep: a NUL or half of a surrogate pair in every
 * text field of every write and in every query field (issue 32, item 7).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { errorBody, MAX_ID } from '@/lib/api/contract/common';
import { ruleText } from '@/lib/forms/messages';
import { packageResponse, packagesResponse } from '@/lib/api/contract/packages';
import { priceCheckRequest } from '@/lib/package/price-check';
import { defaultSelection } from '@/lib/package/selection';
import { blogArticles, blogCategories, campaigns, clubs, coupons, departureAirportGroups, hotels, packageEvents, packages, pages, tickets } from '@/server/db/schema';
import { api } from '@/server/http/api';
import type { RouteEntry } from '@/server/http/router';
import { installAvailabilityServices } from '@/server/modules/availability/services';
import { quickSandbox } from '../support/availability';
import { bookingOf, CONTACT, packageFinder, traveller } from '../support/booking-fixture';
import { dayOffset, TEST_TODAY, withTestDatabase } from '../support/database';

const test = withTestDatabase();

/** Runs per property: thousands in all, a few seconds on this machine. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
/** Generous: a machine four times slower must not time out. */
const TIMEOUT_MS = 240_000;

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Ids and numbers just inside and beyond every limit: what overflowed the database's integer columns. */
const EDGE_NUMBERS = ['0', '-1', '1', '1.5', '1e3', '007', String(MAX_ID), String(MAX_ID + 1), '4294967296', '9007199254740993', '9'.repeat(40), '0x10'];
/** Texts no database keeps: a NUL (PostgreSQL refuses it), half of a surrogate pair (no UTF-8 form), alone or in a text. */
const ODD_TEXTS = ['\u0000', 'Ann\u0000e', '\ud800', 'Ann\udc00', '\udbff\u0000', '😀'.slice(0, 1), '😀'.slice(1)];
const EDGE_STRINGS = ['', ' ', '%', '%zz', '%00', '..', 'null', 'true', '[]', '{}', 'a,b,,c', '١٢٣', 'Ø', '😀', 'x'.repeat(5_000), '-'.repeat(300), ...ODD_TEXTS];
const EDGE_VALUES = [...EDGE_NUMBERS, ...EDGE_STRINGS];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: Json[];
  pattern?: string;
  required?: string[];
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  maxItems?: number;
  maxLength?: number;
}

/** The contract's `…Query` and `…Body` schemas, as JSON Schema of their input. */
async function contractSchemas(): Promise<{ queries: JsonSchema[]; bodies: JsonSchema[] }> {
  const dir = path.join(import.meta.dirname, '../../lib/api/contract');
  const queries: JsonSchema[] = [];
  const bodies: JsonSchema[] = [];
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    const exports = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (!(value instanceof z.ZodType)) continue;
      const kind = /Query$/.test(name) ? queries : /Body$/.test(name) && name !== 'errorBody' ? bodies : null;
      kind?.push(z.toJSONSchema(value, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
    }
  }
  return { queries, bodies };
}

/** Real ids, slugs and codes of the seeded catalogue, so generated requests also reach the queries behind validation. */
interface Catalogue {
  ids: number[];
  slugs: string[];
  packageIds: number[];
  couponCodes: string[];
  /** Values for a body field of this name, valid more often than chance would make them. */
  byField: Record<string, fc.Arbitrary<Json>>;
}

async function loadCatalogue(): Promise<Catalogue> {
  const db = test.db;
  const pkgs = await db.select({ id: packages.id, slug: packages.slug }).from(packages).limit(6);
  const clubRows = await db.select({ id: clubs.id, slug: clubs.slug }).from(clubs).limit(4);
  const pageRows = await db.select({ id: pages.id, slug: pages.slug }).from(pages).limit(3);
  const articleRows = await db.select({ id: blogArticles.id, slug: blogArticles.slug }).from(blogArticles).limit(3);
  const categoryRows = await db.select({ id: blogCategories.id, slug: blogCategories.slug }).from(blogCategories).limit(3);
  const hotelRows = await db.select({ id: hotels.id, slug: hotels.slug }).from(hotels).limit(4);
  const eventRows = await db.select({ eventId: packageEvents.eventId }).from(packageEvents).limit(6);
  const ticketRows = await db.select({ id: tickets.id }).from(tickets).limit(6);
  const codes = (await db.select({ code: coupons.code }).from(coupons).limit(4)).map((row) => row.code);
  const all = [...pkgs, ...clubRows, ...pageRows, ...articleRows, ...categoryRows];
  const days = [TEST_TODAY, dayOffset(14), dayOffset(30), dayOffset(-3), '2026-02-30'];
  const oneOf = (values: Json[]) => fc.constantFrom(...values);
  return {
    ids: all.map((row) => row.id),
    slugs: all.map((row) => row.slug),
    packageIds: pkgs.map((row) => row.id),
    couponCodes: codes,
    byField: {
      packageId: oneOf(pkgs.map((row) => row.id)),
      eventId: oneOf(eventRows.map((row) => row.eventId)),
      ticketId: oneOf(ticketRows.map((row) => row.id)),
      hotelId: oneOf(hotelRows.map((row) => row.id)),
      idsOrSlugs: oneOf([hotelRows.map((row) => row.id), hotelRows.map((row) => row.slug).join(',')]),
      code: oneOf(codes),
      email: fc.stringMatching(/^[a-z]{1,12}$/).map((name) => `${name}@example.com`),
      departureDate: oneOf(days),
      startDate: oneOf(days),
      endDate: oneOf(days),
      checkin: oneOf(days),
      checkout: oneOf(days),
      cities: oneOf([['CPH'], 'AAR,BLL', ['cph', 'XXX']]),
      country: oneOf(['DK', 'no', 'SE', 'US']),
    },
  };
}

/** Any JSON at all, mostly small. */
const anyJson: fc.Arbitrary<Json> = fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>;

/** A number or string just beyond some limit, or a value of the wrong kind. */
const nastyJson: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(0, -1, 1.5, MAX_ID + 1, 2 ** 53, -(2 ** 31) - 1, 1e308, '1', '', 'x'.repeat(3_000), null, true, [], {}, [1, 2], { id: 1 }, ...ODD_TEXTS),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.string({ maxLength: 30 }),
  anyJson,
);

/** A text with a NUL or half of a surrogate pair somewhere in it. */
const oddText: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff'), fc.string({ maxLength: 12 }))
  .map((parts) => parts.join(''));

/** Values shaped by the schema, with now and then a nasty one in place of a field. */
function fromSchema(schema: JsonSchema, catalogue: Catalogue, field?: string, depth = 0): fc.Arbitrary<Json> {
  const known = field ? catalogue.byField[field] : undefined;
  const shaped = shapedBy(schema, catalogue, depth);
  return fc.oneof(
    // One field in twenty is nasty: most bodies then hold one or two, and many none, so they get past validation too.
    { weight: 19, arbitrary: known ? fc.oneof(known, shaped) : shaped },
    { weight: 1, arbitrary: nastyJson },
  );
}

function shapedBy(schema: JsonSchema, catalogue: Catalogue, depth: number): fc.Arbitrary<Json> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => shapedBy(option, catalogue, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      if (!schema.properties || depth > 4) return anyJson;
      const fields = Object.fromEntries(
        Object.entries(schema.properties).map(([name, property]) => [name, fromSchema(property, catalogue, name, depth + 1)]),
      );
      return fc.record(fields, { requiredKeys: (schema.required ?? []).filter((name) => name in fields) }) as fc.Arbitrary<Json>;
    }
    case 'array':
      return fc.array(schema.items ? fromSchema(schema.items, catalogue, undefined, depth + 1) : anyJson, {
        maxLength: Math.min((schema.maxItems ?? 4) + 1, 8),
      });
    case 'integer': {
      // Small numbers: the real ids come from the catalogue, the huge ones from nastyJson.
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? -6) + 1;
      return fc.integer({ min, max: Math.max(min, Math.min(schema.maximum ?? 50, 50)) });
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      if (schema.pattern) return fc.oneof(fc.stringMatching(new RegExp(schema.pattern), { maxLength: 40 }), fc.string({ maxLength: 20 }), oddText);
      return fc.oneof({ weight: 9, arbitrary: fc.string({ maxLength: (schema.maxLength ?? 30) + 2 }) }, { weight: 1, arbitrary: oddText });
    default:
      return anyJson;
  }
}

/** A whole number of any size, as text: `-3`, `2147483648`, `1180591620717411303424`. */
const anyWholeNumber = fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String);

/** A query value: an edge value, a real id or slug, a list of them, or anything. */
function queryValue(catalogue: Catalogue, schema?: JsonSchema): fc.Arbitrary<string> {
  const real = fc.constantFrom(...catalogue.ids.map(String), ...catalogue.slugs);
  return fc.oneof(
    fc.constantFrom(...EDGE_VALUES),
    real,
    fc.array(fc.oneof(real, fc.constantFrom(...EDGE_NUMBERS), anyWholeNumber), { minLength: 1, maxLength: 4 }).map((items) => items.join(',')),
    ...(schema?.enum ? [fc.constantFrom(...schema.enum.map(String))] : []),
    ...(schema?.pattern ? [fc.stringMatching(new RegExp(schema.pattern), { maxLength: 20 })] : []),
    fc.constantFrom(TEST_TODAY, dayOffset(10), '2026-13-01', '[{"adults":2,"children":[]}]', '[{"adults":99}]', '[1'),
    fc.string({ maxLength: 40 }),
  );
}

/** A path parameter: a real id or slug, a coupon code, an edge value, any number, or anything. */
function paramValue(catalogue: Catalogue): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...catalogue.ids.map(String), ...catalogue.slugs, ...catalogue.couponCodes) },
    { weight: 2, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
    { weight: 1, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
    { weight: 1, arbitrary: anyWholeNumber },
    { weight: 1, arbitrary: fc.stringMatching(/^[a-z0-9-]{1,30}$/) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  );
}

/** Half of a surrogate pair as the three bytes a careless encoder writes for it (`%ED%A0%80`): it has no UTF-8 form. */
const halfPairEscape = (unit: string) => {
  const code = unit.charCodeAt(0);
  return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
};

/** Raw text of a segment: percent-encoded unless it is a deliberately malformed escape; half of a surrogate pair as its three bytes. */
const segment = (value: string) =>
  /^%(?:zz|00)?$/.test(value)
    ? value
    : [...value.matchAll(/[\ud800-\udbff][\udc00-\udfff]|([\ud800-\udfff])|[^\ud800-\udfff]+/g)].map(([part, half]) => (half ? halfPairEscape(half) : encodeURIComponent(part))).join('');

/** Bytes or text, as a request's body. */
type RawBody = Uint8Array<ArrayBuffer> | string;

interface Probe {
  method: string;
  path: string;
  query: [string, string][];
  headers: Record<string, string>;
  body?: RawBody;
}

async function send(probe: Probe) {
  const search = new URLSearchParams(probe.query).toString();
  const url = `http://localhost/api/v1/${probe.path}${search ? `?${search}` : ''}`;
  const hasBody = probe.body !== undefined && probe.method !== 'GET' && probe.method !== 'HEAD';
  const request = new Request(url, { method: probe.method, headers: probe.headers, body: hasBody ? probe.body : undefined });
  const response = await api.handle(request);
  const text = await response.text();
  return { status: response.status, text };
}

/** What an answer must never show: a stack frame, a module path, SQL or a database's own message. */
const LEAKS = /\bat [\w.<>]+ \(|\.(?:ts|tsx|js|mjs):\d+|node_modules|\bselect\b[^"]{0,80}\bfrom\b|\binsert into\b|\bupdate \S+ set\b|syntax error|violates [\w-]+ constraint|relation "|duplicate key/i;

/** Every 4xx is the API's error body, showing nothing of the server's inside; nothing is 5xx. The status. */
async function expectNoServerError(probe: Probe): Promise<number> {
  return (await answerBelow500(probe)).status;
}

/** As `expectNoServerError`, with the answer's text. */
async function answerBelow500(probe: Probe): Promise<{ status: number; text: string }> {
  const { status, text } = await send(probe);
  const label = `${probe.method} ${probe.path}?${new URLSearchParams(probe.query)} → ${status} ${text.slice(0, 300)}`;
  expect(status, label).toBeLessThan(500);
  if (status >= 400 && probe.method !== 'HEAD') {
    expect(errorBody.safeParse(JSON.parse(text)).success, label).toBe(true);
    expect(text, label).not.toMatch(LEAKS);
  }
  return { status, text };
}

/** The tables a write keeps what a visitor sent in (the limits' and the replays' own bookkeeping aside). */
const WRITTEN_TABLES = ['bookings', 'booking_passengers', 'booking_rooms', 'invoices', 'gift_cards', 'gift_card_redemptions', 'payment_transactions', 'payment_shares', 'payment_events', 'offers', 'inquiries', 'availability_alerts', 'newsletter_subscriptions', 'outbox_mails', 'csp_reports', 'staff_marks'];

async function rowCounts(): Promise<Record<string, number>> {
  const result = (await test.db.execute(sql.raw(`select ${WRITTEN_TABLES.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ')}`))) as unknown as { rows: Record<string, number>[] };
  return result.rows[0]!;
}

/** As `expectNoServerError`; and a refused write leaves every table as it was. */
async function expectRefusalWritesNothing(probe: Probe): Promise<void> {
  const before = await rowCounts();
  const status = await expectNoServerError(probe);
  if (status >= 400) expect(await rowCounts(), `${probe.method} ${probe.path} → ${status}`).toEqual(before);
}

/** `value` once in `every` runs, else null. */
const sometimes = <T,>(value: fc.Arbitrary<T>, every: number) =>
  fc.oneof({ weight: every - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: value });

const headerValue = fc.oneof(fc.constantFrom('da', 'no', 'sv', 'sv-SE', 'nb-NO,nb;q=0.9', 'en', '*', '', 'da;q=x,,', 'constructor', '__proto__'), fc.string({ unit: 'binary-ascii', maxLength: 40 }));

function headers(): fc.Arbitrary<Record<string, string>> {
  return fc
    .record(
      {
        'accept-language': headerValue,
        'accept-representations': fc.oneof(fc.constantFrom('minimal', 'full', 'FULL', ''), fc.string({ maxLength: 10 })),
        'idempotency-key': fc.oneof(fc.uuid(), fc.string({ maxLength: 10 }), fc.constant('k'.repeat(300))),
      },
      { requiredKeys: [] },
    )
    // A header value holds no line breaks or control characters: Request refuses them before the API sees them.
    .map((record) => Object.fromEntries(Object.entries(record).map(([name, value]) => [name, value.replace(/[\0-\x1f\x7f]/g, '').trim()])));
}

/** The `packageId` of a JSON body, as text. */
function packageIdIn(body: RawBody | undefined): string | undefined {
  if (typeof body !== 'string') return undefined;
  try {
    const id = (JSON.parse(body) as { packageId?: unknown } | null)?.packageId;
    return typeof id === 'number' ? String(id) : undefined;
  } catch {
    return undefined;
  }
}

const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/merge-patch+json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'json', ''];

/** A valid write: what the storefront itself sends, for mutating one field at a time. */
interface Seed {
  path: string;
  body: Json;
}

/** The price check of the default selection of a few packages, as the package page asks it, and a newsletter signup. */
async function loadSeeds(): Promise<Seed[]> {
  const list = packagesResponse.parse(JSON.parse((await send({ method: 'GET', path: 'packages', query: [['available', 'true'], ['limit', '6']], headers: {} })).text));
  const seeds: Seed[] = [{ path: 'newsletter', body: { email: 'seed@example.com', name: 'Seed' } }];
  for (const listed of list.packages) {
    const pkg = packageResponse.parse(JSON.parse((await send({ method: 'GET', path: `packages/${listed.id}`, query: [], headers: {} })).text)).package;
    seeds.push({ path: `packages/${pkg.id}/service-availability`, body: priceCheckRequest(pkg, defaultSelection(pkg)) as Json });
  }
  return seeds;
}

/** Every place in a JSON value, as paths of keys and indexes. */
function placesIn(value: Json, at: (string | number)[] = []): (string | number)[][] {
  const children: [string | number, Json][] = Array.isArray(value)
    ? value.map((item, index): [number, Json] => [index, item])
    : value !== null && typeof value === 'object'
      ? Object.entries(value)
      : [];
  return [at, ...children.flatMap(([key, child]) => placesIn(child, [...at, key]))];
}

/** `value` with the place at `path` replaced (or, for `undefined`, left out). */
function replaceAt(value: Json, path: (string | number)[], replacement: Json | undefined): Json | undefined {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  if (Array.isArray(value)) {
    const index = Number(key);
    const next = replaceAt(value[index] ?? null, rest, replacement);
    return next === undefined ? value.filter((_, at) => at !== index) : value.map((item, at) => (at === index ? next : item));
  }
  if (value === null || typeof value !== 'object') return value;
  const { [key]: child = null, ...others } = value;
  const next = replaceAt(child, rest, replacement);
  return next === undefined ? others : { ...others, [key]: next };
}

/** A seed with one or two of its fields replaced by a nasty value or left out. */
function mutated(seeds: Seed[]): fc.Arbitrary<Seed> {
  const change = fc.record({ pick: fc.nat(), replacement: fc.option(nastyJson, { freq: 5, nil: undefined }) });
  return fc.record({ seed: fc.constantFrom(...seeds), changes: fc.array(change, { minLength: 1, maxLength: 2 }) }).map(({ seed, changes }) => ({
    path: seed.path,
    body: changes.reduce<Json>((body, { pick, replacement }) => {
      const places = placesIn(body);
      return replaceAt(body, places[pick % places.length] ?? [], replacement) ?? null;
    }, seed.body),
  }));
}

/** A body: shaped JSON, any JSON, malformed JSON, bytes that are no UTF-8, nothing, or more than 64 KiB. */
function body(bodies: fc.Arbitrary<Json>): fc.Arbitrary<RawBody | undefined> {
  return fc.oneof(
    { weight: 8, arbitrary: bodies.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: anyJson.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: fc.tuple(bodies, fc.nat()).map(([value, cut]) => {
      const text = JSON.stringify(value);
      return text.slice(0, cut % Math.max(text.length, 1));
    }) },
    { weight: 1, arbitrary: fc.constantFrom('{"a":', '{"packageId": 1,}', 'null', '[]', '"x"', 'NaN', '{"packageId": 1e999}', '\uFEFF{}') },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 40 }).map((bytes) => new Uint8Array([0xff, 0xfe, ...bytes])) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(JSON.stringify({ email: 'big@example.com', name: 'x'.repeat(70_000) })) },
  );
}

describe('no input answers 5xx', () => {
  let routes: RouteEntry[] = [];
  let catalogue: Catalogue;
  let schemas: { queries: JsonSchema[]; bodies: JsonSchema[] };
  let queryFields: [string, JsonSchema][];
  let errors: MockInstance<typeof console.error>;

  beforeAll(async () => {
    vi.stubEnv('SHOP_NOW', TEST_TODAY);
    installAvailabilityServices(quickSandbox());
    routes = api.routeTable();
    catalogue = await loadCatalogue();
    schemas = await contractSchemas();
    queryFields = [...new Map(schemas.queries.flatMap((schema) => Object.entries(schema.properties ?? {}))).entries()];
    errors = vi.spyOn(console, 'error');
  });
  afterAll(() => {
    installAvailabilityServices(undefined);
    vi.unstubAllEnvs();
    errors.mockRestore();
  });

  /** A route's address with its parameters filled in. */
  const fill = (route: RouteEntry, value: (name: string) => string) =>
    route.pattern
      .split('/')
      .map((part) => (part.startsWith(':') ? segment(value(part.slice(1))) : part))
      .join('/');

  it('reads every route from the router, bodies and queries from the contract', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.some((route) => route.method === 'POST')).toBe(true);
    expect(queryFields.map(([name]) => name)).toEqual(expect.arrayContaining(['ids', 'clubs', 'tournaments', 'packageId', 'limit', 'q']));
    expect(schemas.bodies.length).toBeGreaterThanOrEqual(4);
  });

  it('answers 4xx for an id beyond the database range in any address', { timeout: TIMEOUT_MS }, async () => {
    for (const route of routes.filter((entry) => entry.pattern.includes(':'))) {
      for (const value of EDGE_VALUES) {
        await expectNoServerError({ method: route.method, path: fill(route, () => value), query: [], headers: { 'content-type': 'application/json' }, body: '{}' });
      }
    }
  });

  /** A field of some contract query with a value for it (each field's values are built once: building them is the slow part). */
  const queryPair = () => fc.oneof(...queryFields.map(([name, schema]) => fc.tuple(fc.constant(name), queryValue(catalogue, schema))));

  /** The query fields a route reads: those a value valid for none of them gets a field message for. */
  async function fieldsOf(route: RouteEntry, address: string): Promise<string[]> {
    const invalid = '!'.repeat(120);
    const { status, text } = await send({ method: route.method, path: address, query: queryFields.map(([name]) => [name, invalid]), headers: {} });
    if (status !== 400) return [];
    return [...new Set(Object.keys(errorBody.parse(JSON.parse(text)).errors ?? {}).map((key) => key.split('.')[0] ?? key))];
  }

  it('answers 4xx or 2xx for any edge value in any query field of any route', { timeout: TIMEOUT_MS }, async () => {
    const [firstSlug = 'x'] = catalogue.slugs;
    let checked = 0;
    for (const route of routes) {
      const address = fill(route, () => firstSlug);
      for (const name of await fieldsOf(route, address)) {
        for (const value of EDGE_NUMBERS) await expectNoServerError({ method: route.method, path: address, query: [[name, value]], headers: {} });
        // A list where one value is expected.
        await expectNoServerError({ method: route.method, path: address, query: [[name, '1'], [name, String(MAX_ID + 1)]], headers: {} });
        checked += 1;
      }
    }
    // The lists of the issue are among them: packages' clubs and tournaments, clubs' ids, transit's packageId.
    expect(checked).toBeGreaterThan(60);
  });

  it('answers every generated address, query and header set below 500', { timeout: TIMEOUT_MS }, async () => {
    const query = fc.array(
      fc.oneof({ weight: 5, arbitrary: queryPair() }, { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 })) }),
      { maxLength: 6 },
    );
    const probe = fc
      .record({
        route: fc.constantFrom(...routes),
        params: fc.dictionary(fc.constantFrom('id', 'idOrSlug', 'code'), paramValue(catalogue)),
        method: sometimes(fc.constantFrom(...METHODS), 8),
        query,
        headers: headers(),
        extra: sometimes(fc.constantFrom('x', '%zz', '..', ''), 10),
      })
      .map(({ route, params, method, query, headers, extra }): Probe => ({
        method: method ?? route.method,
        path: fill(route, (name) => params[name] ?? catalogue.slugs[0] ?? 'x') + (extra === null ? '' : `/${extra}`),
        query,
        headers,
      }));
    await fc.assert(fc.asyncProperty(probe, async (each) => void (await expectNoServerError(each))), { numRuns: RUNS });
  });

  /**
   * The body schema a write reads: the one whose fields it names when every
   * field of every body schema comes with a value valid for none of them.
   */
  async function bodySchemaOf(route: RouteEntry): Promise<JsonSchema | undefined> {
    const fields = new Set(schemas.bodies.flatMap((schema) => Object.keys(schema.properties ?? {})));
    const invalid = Object.fromEntries([...fields].map((name) => [name, '!'.repeat(120)]));
    const { text } = await send({
      method: route.method,
      path: fill(route, () => String(catalogue.packageIds[0])),
      query: [],
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(invalid),
    });
    const named = Object.keys(errorBody.safeParse(JSON.parse(text)).data?.errors ?? {}).map((key) => key.split('.')[0]);
    const overlap = (schema: JsonSchema) => named.filter((name) => name !== undefined && name in (schema.properties ?? {})).length;
    const best = [...schemas.bodies].sort((a, b) => overlap(b) - overlap(a))[0];
    return best && overlap(best) > 0 ? best : undefined;
  }

  it('answers every generated body to every write below 500, showing nothing of the server, and writes nothing when it refuses', { timeout: TIMEOUT_MS }, async () => {
    const anyShape = fc.oneof(...schemas.bodies.map((schema) => fromSchema(schema, catalogue)));
    const writes = await Promise.all(
      routes
        .filter((route) => route.method !== 'GET')
        .map(async (route) => {
          const own = await bodySchemaOf(route);
          // Mostly the write's own shape, so the generated requests also get past validation.
          const shaped = own ? fc.oneof({ weight: 5, arbitrary: fromSchema(own, catalogue) }, { weight: 1, arbitrary: anyShape }) : anyShape;
          return fc.record({ route: fc.constant(route), body: body(shaped) });
        }),
    );
    expect(writes.length).toBeGreaterThan(0);
    const generated = fc
      .record({
        write: fc.oneof(...writes),
        param: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...catalogue.packageIds.map(String)) }, { weight: 1, arbitrary: paramValue(catalogue) }),
        // The package of the body in the address too, as a price check must name it twice.
        sameId: fc.boolean(),
        contentType: fc.oneof({ weight: 6, arbitrary: fc.constant('application/json') }, { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) }),
        headers: headers(),
        query: fc.array(queryPair(), { maxLength: 3 }),
      })
      .map(({ write: { route, body }, param, sameId, contentType, headers, query }): Probe => ({
        method: route.method,
        path: fill(route, () => (sameId ? (packageIdIn(body) ?? param) : param)),
        query,
        headers: { ...headers, ...(contentType && { 'content-type': contentType }) },
        body,
      }));
    const seeds = await loadSeeds();
    expect(seeds.length).toBeGreaterThan(3);
    const nearlyValid = fc.record({ seed: mutated(seeds), headers: headers() }).map(
      ({ seed, headers }): Probe => ({ method: 'POST', path: seed.path, query: [], headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(seed.body) }),
    );
    await fc.assert(fc.asyncProperty(fc.oneof(generated, nearlyValid), expectRefusalWritesNothing), { numRuns: RUNS });
  });

  /** A NUL, half of a surrogate pair at the start and at the end: a text `original` with each. */
  const oddVariants = (original: string) => [`${original}\u0000`, `\ud800${original}`, `${original.slice(0, 1)}\udc00${original.slice(1)}`];

  it('answers a NUL or half of a surrogate pair in any query field or address part of any route below 500; a search 400 naming `q`', { timeout: TIMEOUT_MS }, async () => {
    const [firstSlug = 'x'] = catalogue.slugs;
    let checked = 0;
    for (const route of routes) {
      const address = fill(route, () => firstSlug);
      for (const name of await fieldsOf(route, address)) {
        for (const value of oddVariants('fc-1')) await expectNoServerError({ method: route.method, path: address, query: [[name, value]], headers: {} });
        checked += 1;
      }
      if (route.pattern.includes(':')) {
        for (const value of oddVariants(firstSlug)) await expectNoServerError({ method: route.method, path: fill(route, () => value), query: [], headers: { 'content-type': 'application/json' }, body: '{}' });
      }
    }
    expect(checked).toBeGreaterThan(60);
    for (const path of ['search', 'search/typeahead']) {
      const { status, text } = await send({ method: 'GET', path, query: [['q', 'Brønd\u0000by']], headers: { 'accept-language': 'da' } });
      expect(status, text).toBe(400);
      expect(errorBody.parse(JSON.parse(text)).errors).toEqual({ q: ['indeholder tegn, der ikke kan bruges'] });
    }
  });

  /** A write as the storefront sends it, every field valid: the newsletter, the four inquiry forms, a gift card, a booking and a preorder, an offer, an alert, a lookup, a CSP report. */
  interface WriteSeed {
    path: string;
    body: Json;
    contentType?: string;
  }

  async function loadWriteSeeds(): Promise<WriteSeed[]> {
    const db = test.db;
    const pkg = await packageFinder()('da');
    const { body: booking } = await bookingOf(pkg, 'da');
    const [campaign] = await db.select({ slug: campaigns.slug }).from(campaigns).where(eq(campaigns.locale, 'da')).limit(1);
    const [group] = await db.select({ id: departureAirportGroups.id }).from(departureAirportGroups).where(eq(departureAirportGroups.region, 'DK')).limit(1);
    const person = { name: 'Ida Holm', email: 'ida@example.com', phone: '+4512345678', filledMs: 10_000 };
    return [
      { path: 'newsletter', body: { email: 'seed@example.com', name: 'Ida Holm' } },
      { path: 'forms/offer-request', body: { ...person, message: 'Fly fra Billund?', packageId: pkg.id, offerLink: `packageId=${pkg.id}&adults=2` } },
      { path: 'forms/offer-contact', body: { ...person, message: 'Gælder tilbuddet i marts?', campaign: campaign!.slug } },
      { path: 'forms/business-inquiry', body: { ...person, company: 'IK Fjern', people: 24, message: 'Klubtur i maj' } },
      { path: 'forms/package-inquiry', body: { ...person, persons: 4, departureGroupId: group!.id, packageId: pkg.id } },
      {
        path: 'gift-cards',
        body: { amount: 1500, recipientName: 'Mads Holm', email: 'lone@example.com', from: 'Lone', to: 'Mads', message: 'Tillykke!', phone: '+4512345678', sendByPost: true, address: 'Søndergade 12', postalCode: '8000', city: 'Aarhus' },
      },
      { path: 'bookings', body: { ...booking, contactInfo: { ...CONTACT, isCompany: true, companyName: 'Holm ApS', companyTaxNumber: 'DK12345678' }, comment: 'Pladser ved siden af hinanden' } as Json },
      {
        path: `packages/${pkg.slug}/preorder`,
        body: { packageId: pkg.id, adults: 1, contactInfo: { ...CONTACT }, passengers: [traveller(0, pkg.startDate, 40)], comment: 'Gerne', extra: { hasAcceptedGeneralTerms: true } } as Json,
      },
      { path: 'offers', body: { link: `packageId=${pkg.id}&adults=2` } },
      { path: 'alerts', body: { email: 'venter@example.com', packageId: pkg.id, filledMs: 10_000 } },
      { path: 'invoices/lookup', body: { orderNumber: 1, email: 'ida@example.com' } },
      { path: 'csp-reports', contentType: 'application/csp-report', body: { 'csp-report': { 'document-uri': 'http://localhost/da', 'violated-directive': 'script-src', 'blocked-uri': 'inline', 'script-sample': 'alert(1)' } } },
    ];
  }

  /** The places of a JSON value that hold a text, with the text. */
  const textsIn = (value: Json): [(string | number)[], string][] =>
    placesIn(value).flatMap((at) => {
      const found = at.reduce<Json | undefined>((node, key) => (node === undefined || node === null || typeof node !== 'object' ? undefined : (node as Record<string, Json>)[key]), value);
      return typeof found === 'string' ? [[at, found] as [(string | number)[], string]] : [];
    });

  /** The texts people type: each refused with the form rules' own message, whatever else the form holds. */
  const TYPED = /(?:^|\.)(?:name|message|comment|company|firstName|lastName|city|address|postCode|postalCode|from|to|recipientName|companyName|companyTaxNumber)$/;

  it('refuses a NUL or half of a surrogate pair in every text field of every write, naming the field, and writes nothing', { timeout: TIMEOUT_MS }, async () => {
    // A price check's texts too (its kinds and days), beside the writes that keep what they are sent.
    const seeds: WriteSeed[] = [...(await loadWriteSeeds()), ...(await loadSeeds()).filter((seed) => seed.path.endsWith('service-availability')).slice(0, 1)];
    const post = (seed: WriteSeed, body: Json) =>
      send({ method: 'POST', path: seed.path, query: [], headers: { 'content-type': seed.contentType ?? 'application/json', 'idempotency-key': randomUUID() }, body: JSON.stringify(body) });
    let checked = 0;
    for (const seed of seeds) {
      // The seed itself passes validation (a preorder or an alert of a trip on sale is refused, a lookup of nobody's order 404).
      const accepted = await post(seed, seed.body);
      expect(accepted.status, `${seed.path} → ${accepted.text}`).not.toBeOneOf([400, 415, 500]);
      expect(accepted.text, seed.path).not.toContain('validation_failed');
      const before = await rowCounts();
      for (const [at, original] of textsIn(seed.body)) {
        const field = at.join('.');
        for (const odd of oddVariants(original)) {
          const probe = { method: 'POST', path: seed.path, query: [], headers: { 'content-type': seed.contentType ?? 'application/json', 'idempotency-key': randomUUID() }, body: JSON.stringify(replaceAt(seed.body, at, odd)) };
          const { status, text } = await answerBelow500(probe);
          const label = `${seed.path} ${field}=${JSON.stringify(odd)} → ${status} ${text.slice(0, 300)}`;
          expect(status, label).toBeOneOf([400, 422]);
          const errors = errorBody.parse(JSON.parse(text)).errors ?? {};
          expect(Object.keys(errors), label).toContain(field);
          if (TYPED.test(field)) expect(errors[field], label).toEqual([ruleText('characters')]);
          checked += 1;
        }
      }
      expect(await rowCounts(), seed.path).toEqual(before);
    }
    // Every typed text of the issue's forms among them: names, messages, the booking's people and comment, the card's greeting.
    expect(checked).toBeGreaterThan(150);
  });

  it('logs no failure while answering them', () => {
    expect(errors.mock.calls.filter(([first]) => String(first).startsWith('[api]'))).toEqual([]);
  });
});
