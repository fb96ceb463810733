// Loads the cases every capability contributes in bench/cases/*.mjs, and checks budgets.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const BUDGET_KEYS = {
  p50: { label: 'p50 <', unit: ' ms', within: (value, limit) => value < limit },
  p95: { label: 'p95 <', unit: ' ms', within: (value, limit) => value < limit },
  p99: { label: 'p99 <', unit: ' ms', within: (value, limit) => value < limit },
  rps: { label: 'req/s ≥', unit: '', within: (value, limit) => value >= limit },
  // A page's req/s over its static twin's (bench/lib/static-twin.mjs): page cases only.
  ratio: { label: 'ratio ≥', unit: '', within: (value, limit) => value >= limit },
};

/** Where a case may run besides the embedded database every run starts with. */
const DATABASES = ['postgres'];

/** A mistake in a case file: reported as a message, without a stack. */
export class CaseDefinitionError extends Error {}

function validate(entry, file) {
  const where = `bench/cases/${file}: case ${JSON.stringify(entry?.name ?? entry)}`;
  if (!entry || typeof entry.name !== 'string' || !entry.name) throw new CaseDefinitionError(`${where} needs a name`);
  if (typeof entry.path !== 'string' || !entry.path.startsWith('/')) throw new CaseDefinitionError(`${where} needs a path starting with /`);
  for (const key of ['connections', 'duration', 'maxRequests', 'rate']) {
    if (entry[key] !== undefined && !(entry[key] > 0)) throw new CaseDefinitionError(`${where}: ${key} must be a positive number`);
  }
  if (entry.warmUp !== undefined && !(Number.isInteger(entry.warmUp) && entry.warmUp >= 0)) throw new CaseDefinitionError(`${where}: warmUp must be a whole number of requests`);
  if (entry.database !== undefined && !DATABASES.includes(entry.database)) throw new CaseDefinitionError(`${where}: database must be one of ${DATABASES.join(', ')}`);
  for (const key of ['prepare', 'run']) {
    if (entry[key] !== undefined && typeof entry[key] !== 'function') throw new CaseDefinitionError(`${where}: ${key} must be a function`);
  }
  for (const [name, value] of Object.entries(entry.serverEnv ?? {})) {
    if (typeof value !== 'string') throw new CaseDefinitionError(`${where}: serverEnv.${name} must be a string`);
  }
  for (const key of Object.keys(entry.budget ?? {})) {
    if (!BUDGET_KEYS[key]) throw new CaseDefinitionError(`${where}: unknown budget "${key}" (use ${Object.keys(BUDGET_KEYS).join(', ')})`);
  }
  if (entry.budget?.ratio !== undefined && (entry.kind !== 'page' || entry.database)) {
    throw new CaseDefinitionError(`${where}: a ratio budget needs kind: 'page' on the embedded server (only pages have a static twin)`);
  }
  return { ...entry, file };
}

/** Every `*.mjs` in `dir`, in file-name order; each exports its cases as `default` (or `cases`). */
export async function loadCases(dir) {
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.mjs')).sort();
  const cases = [];
  for (const file of files) {
    const exported = await import(pathToFileURL(path.join(dir, file)).href);
    const list = exported.default ?? exported.cases;
    if (!Array.isArray(list)) throw new CaseDefinitionError(`bench/cases/${file} must export an array of cases (default or \`cases\`)`);
    cases.push(...list.map((entry) => validate(entry, file)));
  }
  const seen = new Set();
  for (const { name } of cases) {
    if (seen.has(name)) throw new CaseDefinitionError(`two bench cases are named "${name}"`);
    seen.add(name);
  }
  return cases;
}

/**
 * The environment of the server the cases on one database share: every case's
 * `serverEnv`, which must agree where two name the same variable.
 */
export function sharedServerEnv(cases) {
  const env = {};
  for (const entry of cases) {
    for (const [name, value] of Object.entries(entry.serverEnv ?? {})) {
      if (name in env && env[name] !== value) {
        throw new CaseDefinitionError(`bench cases on one server disagree about ${name} ("${env[name]}" and "${value}" in "${entry.name}")`);
      }
      env[name] = value;
    }
  }
  return env;
}

/**
 * "p95 < 25 ms ✓, req/s ≥ 500 ✗" for a case's budget, followed by the checks a case's own
 * run reported (`{ text, ok }`: "0 seats left ✓"); `passed` is false when any part is missed,
 * `met` says per budget key whether it was (the ratio column shows its own).
 * `result` carries the figures by key: a page's `ratio` is added to its load's.
 */
export function checkBudget(budget, result, checks = []) {
  const parts = [];
  const met = {};
  let passed = true;
  for (const [key, limit] of Object.entries(budget ?? {})) {
    const rule = BUDGET_KEYS[key];
    const value = result?.[key];
    const ok = typeof value === 'number' && Number.isFinite(value) && rule.within(value, limit);
    met[key] = ok;
    passed &&= ok;
    parts.push(`${rule.label} ${limit}${rule.unit} ${ok ? '✓' : '✗'}`);
  }
  for (const check of checks) {
    passed &&= check.ok;
    parts.push(`${check.text} ${check.ok ? '✓' : '✗'}`);
  }
  return { text: parts.join(', '), passed, met };
}

/**
 * Paths may name seeded things that change with the seed's date:
 * `{packageSlug}` is the first open single-match package, `{clubSlug}` a popular club.
 */
export async function resolvePlaceholders(baseUrl, cases) {
  const needs = (name) => cases.some((entry) => entry.path.includes(`{${name}}`));
  const values = {};
  const getJson = async (path) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-language': 'da' } });
    if (!response.ok) throw new CaseDefinitionError(`GET ${path} answered ${response.status} while resolving bench paths`);
    return response.json();
  };
  if (needs('packageSlug')) {
    const { packages } = await getJson('/api/v1/packages?available=true&packageType=single&limit=1');
    values.packageSlug = packages[0]?.slug;
  }
  if (needs('clubSlug')) {
    const { clubs } = await getJson('/api/v1/clubs?isPopular=true&limit=1');
    values.clubSlug = clubs[0]?.slug;
  }
  return cases.map((entry) => ({
    ...entry,
    path: entry.path.replace(/\{(\w+)\}/g, (whole, name) => {
      if (values[name] === undefined) throw new CaseDefinitionError(`bench case "${entry.name}": nothing to put in ${whole}`);
      return encodeURIComponent(values[name]);
    }),
  }));
}
