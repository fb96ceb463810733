// npm run bench: build if needed, start the production server on a free loopback port
// with a fresh embedded database, load every case in bench/cases/ (each page case beside a
// static file of its own HTML, served by the same server: the ratio), and report latency,
// first-load HTML and JS, cold start and seed time. Cases that need PostgreSQL run on a
// second server with a fresh database of the bench's own on the server DATABASE_URL names.
// See bench/README.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CaseDefinitionError, checkBudget, loadCases, resolvePlaceholders, sharedServerEnv } from './lib/cases.mjs';
import { measureFirstLoadJs } from './lib/js-size.mjs';
import { flightModalMarkdown, flightModalText, runFlightModalBench } from './flight-modal.mjs';
import { interactionMarkdown, interactionText, runInteractionBench } from './interaction.mjs';
import { LIGHTHOUSE_PAGES, lighthouseMarkdown, lighthouseText, runLighthouse } from './lighthouse.mjs';
import { runLoad, warmUp } from './lib/load.mjs';
import { startBalancer } from './lib/balancer.mjs';
import { benchDatabaseName, connectBenchDatabase, createBenchDatabase, databaseUrlFor, dropBenchDatabase, printableUrl } from './lib/postgres.mjs';
import { findFreePort, removeDataDir, ServerNotReadyError, startServer, stopServer, waitUntilReady } from './lib/server.mjs';
import { fillTwin, removeTwins, reserveTwins } from './lib/static-twin.mjs';
import { markdownTable, textTable } from './lib/table.mjs';
import { isBuildCurrent, writeStamp } from '../scripts/source-stamp.mjs';

const BENCH_DIR = import.meta.dirname;
const ROOT = path.resolve(BENCH_DIR, '..');
const LOCALE_HOMES = ['/da', '/no', '/sv'];
const READY_TIMEOUT_MS = 180_000;
/** Responses per second of duration at most: bounds a run (and the latency list) even on a very fast route. */
const MAX_REQUESTS_PER_SECOND = 20_000;

const USAGE = `usage: npm run bench -- [--build | --no-build] [--only=TEXT] [--no-lighthouse] [--no-flight-modal] [--server-log] [--scale]
  --build          run next build even if the build in .next/ is current
  --no-build       never build; use the existing .next/
  --only=TEXT      run only the cases (and Lighthouse pages) whose name contains TEXT
  --no-lighthouse  skip the Lighthouse scores after the load cases
  --no-flight-modal  skip the flight modal's wait (bench/flight-modal.mjs)
  --server-log     echo the server's own output while benchmarking
  --scale          only the PostgreSQL cases, on two server processes behind a round-robin balancer, one database
env: BENCH_DURATION (s, every case), BENCH_CONNECTIONS (default per case), SEED_SCALE, SHOP_NOW,
     DATABASE_URL (a PostgreSQL server where the bench creates and drops a database of its own for the PostgreSQL cases)`;

class BenchFailure extends Error {}

function parseArgs(argv) {
  const flags = { build: null, only: null, serverLog: false, lighthouse: true, flightModal: true, scale: false };
  for (const arg of argv) {
    if (arg === '--build') flags.build = true;
    else if (arg === '--no-build') flags.build = false;
    else if (arg.startsWith('--only=')) flags.only = arg.slice('--only='.length);
    else if (arg === '--server-log') flags.serverLog = true;
    else if (arg === '--no-lighthouse') flags.lighthouse = false;
    else if (arg === '--no-flight-modal') flags.flightModal = false;
    else if (arg === '--scale') flags.scale = true;
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new BenchFailure(`unknown argument ${arg}\n${USAGE}`);
  }
  return flags;
}

function positiveNumberFromEnv(name, { integer = false } = {}) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return null;
  const value = Number(raw);
  if (!(value > 0) || (integer && !Number.isInteger(value))) {
    throw new BenchFailure(`${name} must be a positive ${integer ? 'integer' : 'number'}, got "${raw}"`);
  }
  return value;
}

const log = (message) => console.error(message);

// Everything cleanup() must undo, whichever way the run ends.
const live = { build: null, server: null, dataDir: null, postgres: { server: null, servers: [], balancer: null, client: null, adminUrl: null, database: null } };
let cleaning = null;

/** Stops the PostgreSQL cases' server and drops their database: after those cases, or in cleanup(). */
async function closePostgres() {
  const { postgres } = live;
  await postgres.client?.end().catch(() => {});
  postgres.client = null;
  await postgres.balancer?.close();
  postgres.balancer = null;
  for (const server of [postgres.server, ...postgres.servers]) await stopServer(server);
  postgres.server = null;
  postgres.servers = [];
  if (postgres.database) {
    const { adminUrl, database } = postgres;
    postgres.database = null;
    await dropBenchDatabase(adminUrl, database).catch((error) => log(`! could not drop the bench database ${database}: ${error.message}`));
  }
}

function cleanup() {
  cleaning ??= (async () => {
    live.build?.kill('SIGTERM');
    await Promise.all([stopServer(live.server), closePostgres()]);
    if (live.dataDir) removeDataDir(live.dataDir);
    removeTwins(ROOT);
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    log(`\n${signal}: stopping the server and removing the bench database…`);
    cleanup().finally(() => process.exit(130));
  });
}
// Last resort if something exits without going through cleanup(): no orphan holding the lock.
process.once('exit', () => {
  for (const server of [live.server, live.postgres.server, ...live.postgres.servers]) if (server && !server.exit) server.child.kill('SIGKILL');
  if (live.dataDir) removeDataDir(live.dataDir);
  removeTwins(ROOT);
});

async function ensureBuild(force) {
  const hasBuild = fs.existsSync(path.join(ROOT, '.next/BUILD_ID'));
  if (force === false && !hasBuild) throw new BenchFailure('--no-build, but there is no production build (.next/BUILD_ID): run npm run build first');
  // The same test as npm start: a build is current when it was made from the sources as they are now.
  if (force === false || (force === null && isBuildCurrent(ROOT))) {
    log('▸ using the existing production build in .next/ (--build to rebuild)');
    return;
  }
  log('▸ next build');
  // The project's own next binary: what `npx next build` resolves to, without npx's lookup.
  live.build = spawn(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], { cwd: ROOT, stdio: 'inherit' });
  const code = await new Promise((resolve) => live.build.once('exit', resolve));
  live.build = null;
  if (code !== 0) throw new BenchFailure(`next build failed (exit code ${code}): nothing to benchmark`);
  writeStamp(ROOT);
}

function printServerTail(server, lines = 30) {
  for (const [name, stream] of [['stderr', server.stderr], ['stdout', server.stdout]]) {
    const text = stream.text().split('\n').slice(-lines).join('\n');
    if (text) log(`--- server ${name} (last ${lines} lines) ---\n${text}`);
  }
}

const ms = (value) => (value === null || value === undefined ? '—' : value < 10 ? value.toFixed(2) : value.toFixed(1));
const kB = (bytes) => (bytes / 1000).toFixed(1);

/** The load of a page's static twin: the page's headers, connections, duration and bound, nothing else. */
function twinCase(entry) {
  const { connections, duration, maxRequests, headers } = entry;
  return { name: `${entry.name} (static twin)`, path: entry.twin.path, headers, connections, duration, maxRequests };
}

/** Page req/s ÷ its static twin's, when both got 2xx answers; else null. */
function ratioOf(run) {
  const page = run.result;
  const twin = run.twin?.result;
  return page?.ok && twin?.ok && twin.rps > 0 ? page.rps / twin.rps : null;
}

/**
 * One case: its `prepare` (which may add fields such as `body` and `requests`), the warm-up,
 * then autocannon, or the case's own `run` in place of both. `db` is a client on the
 * bench's PostgreSQL database for the PostgreSQL cases, else null.
 */
async function benchCase(baseUrl, caseEntry, defaults, db = null) {
  let entry = caseEntry;
  const connections = entry.connections ?? defaults.connections;
  const duration = defaults.durationOverride ?? entry.duration ?? defaults.duration;
  const maxRequests = entry.maxRequests ?? Math.ceil(duration * MAX_REQUESTS_PER_SECOND);
  const url = new URL(entry.path, baseUrl).href;
  const method = entry.method ?? 'GET';
  const shape = entry.shape ?? `${connections} connections × ${duration} s${entry.rate ? ` at ${entry.rate} req/s` : ''}`;
  log(`▸ ${entry.name}: ${method} ${entry.path}, ${shape}`);
  try {
    if (entry.prepare) entry = { ...entry, ...(await entry.prepare({ baseUrl, db })) };
    if (entry.run) return { entry, connections, duration, result: await entry.run({ baseUrl, db, connections, duration, maxRequests }) };
    await warmUp(url, entry.headers, entry.warmUp ?? 20, { method, body: entry.body });
    const result = await runLoad({ url, connections, duration, maxRequests, headers: entry.headers, method, body: entry.body, requests: entry.requests, rate: entry.rate });
    return { entry, connections, duration, result };
  } catch (error) {
    return { entry, connections, duration, failure: error.message };
  }
}

/**
 * The cases that need PostgreSQL, on a server of their own: a fresh database created on
 * DATABASE_URL's server, migrated and seeded by the server's first start, dropped once the
 * cases are done. Without DATABASE_URL they are skipped and say so.
 */
async function benchOnPostgres(cases, defaults, { serverLog, processes = 1 }) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { runs: cases.map((entry) => ({ entry, skipped: 'needs DATABASE_URL' })), startup: [], notes: [] };

  const database = benchDatabaseName();
  const url = databaseUrlFor(adminUrl, database);
  const env = sharedServerEnv(cases);
  log(`▸ PostgreSQL cases: creating ${printableUrl(url)}`);
  await createBenchDatabase(adminUrl, database);
  Object.assign(live.postgres, { adminUrl, database });
  try {
    const settings = Object.entries(env).map(([name, value]) => `${name}=${value}`).join(' ');
    const servers = [];
    const startup = [];
    // One after the other: the first migrates and seeds the empty database, the next finds it ready.
    for (let index = 0; index < processes; index += 1) {
      const port = await findFreePort();
      const serverUrl = `http://127.0.0.1:${port}`;
      log(`▸ runtime/server.mjs on ${serverUrl} (DATABASE_URL=${printableUrl(url)}${settings ? ` ${settings}` : ''})`);
      const server = startServer({ root: ROOT, port, databaseUrl: url, env, echo: serverLog });
      live.postgres.servers.push(server);
      let ready;
      try {
        ready = await waitUntilReady(server, `${serverUrl}/da`, { timeoutMs: READY_TIMEOUT_MS });
      } catch (error) {
        if (!(error instanceof ServerNotReadyError)) throw error;
        printServerTail(server);
        throw new BenchFailure(`PostgreSQL server: ${error.message}`);
      }
      log(ready.coldStartMs === null ? `! GET /da keeps answering HTTP ${ready.status}: running the cases anyway` : `▸ ready: first 200 from GET /da after ${Math.round(ready.coldStartMs)} ms`);
      const which = processes > 1 ? ` (process ${index + 1} of ${processes})` : '';
      startup.push(
        ready.coldStartMs === null
          ? `cold start on PostgreSQL${which}: n/a (GET /da kept answering HTTP ${ready.status})`
          : `cold start on PostgreSQL${which}: ${Math.round(ready.coldStartMs)} ms (spawn → first 200 from GET /da${index === 0 ? ', migrations and seed of the empty database included' : ''})`,
      );
      if (index === 0) startup.push(server.seedMs === null ? 'seed on PostgreSQL: n/a' : `seed on PostgreSQL: ${server.seedMs} ms`);
      servers.push({ server, url: serverUrl });
    }
    live.postgres.server = servers[0].server;
    let baseUrl = servers[0].url;
    if (processes > 1) {
      const balancer = (live.postgres.balancer = startBalancer(servers.map(({ url: each }) => each)));
      const port = await findFreePort();
      await balancer.listen(port);
      baseUrl = `http://127.0.0.1:${port}`;
      log(`▸ round-robin balancer on ${baseUrl} in front of ${servers.map(({ url: each }) => each).join(' and ')}`);
    }
    live.postgres.client = await connectBenchDatabase(url);

    const runs = [];
    for (const entry of cases) {
      if (cleaning) break;
      runs.push(await benchCase(baseUrl, entry, defaults, live.postgres.client));
    }
    const notes = [];
    for (const [index, { server }] of servers.entries()) {
      if (server.exit) notes.push(`PostgreSQL server ${index + 1} exited during the run (code ${server.exit.code}, signal ${server.exit.signal})`);
    }
    if (live.postgres.balancer) startup.push(`requests per process through the balancer: ${(await live.postgres.balancer.served()).join(' / ')}`);
    if (!cleaning && errorNotes(runs).length) for (const { server } of servers) printServerTail(server);
    return { runs, startup, notes };
  } finally {
    await closePostgres();
  }
}

/** The load table and the cases' notes under it, as the terminal shows them and as markdown. */
const loadText = (table, notes) => [textTable(LOAD_COLUMNS, table), ...(notes.length ? ['', ...notes.map((note) => `  - ${note}`)] : [])];
const loadMarkdown = (table, notes) => [markdownTable(LOAD_COLUMNS, table), ...(notes.length ? ['', ...notes.map((note) => `- ${note}`)] : [])];

function loadRows(runs, defaults) {
  return runs.map((run) => {
    const { entry, connections, duration, result, failure, skipped, twin } = run;
    if (skipped) return [entry.name, '—', '—', '—', '—', '—', '—', '—', `skipped: ${skipped}`];
    const custom = connections !== defaults.connections || duration !== (defaults.durationOverride ?? defaults.duration);
    const shape = entry.shape ?? `${connections}c × ${duration}s${entry.rate ? ` @ ${entry.rate}/s` : ''}`;
    const name = custom || entry.rate || entry.shape ? `${entry.name} [${shape}]` : entry.name;
    const ratio = ratioOf(run);
    // Fast error pages must not pass a latency budget: without a 2xx nothing is met.
    const verdict = entry.budget || result?.checks ? checkBudget(entry.budget, result?.ok ? { ...result, ratio } : null, result?.checks) : null;
    const budget = verdict?.text ?? '';
    // Only pages have a twin; a page whose twin could not be written or loaded shows n/a.
    const isPage = entry.kind === 'page' && !entry.database;
    const staticRps = !isPage ? '—' : twin?.result ? twin.result.rps.toFixed(0) : 'n/a';
    const ratioText = !isPage ? '—' : ratio === null ? 'n/a' : ratio.toFixed(2) + (entry.budget?.ratio === undefined ? '' : verdict.met.ratio ? ' ✓' : ' ✗');
    if (failure) return [name, '—', staticRps, ratioText, '—', '—', '—', 'run failed', budget];
    const errors = result.non2xx + result.socketErrors + result.timeouts;
    const attempts = result.responses + result.socketErrors + result.timeouts;
    const errorText = errors === 0 ? '0' : `${errors} (${((100 * errors) / attempts).toFixed(errors === attempts ? 0 : 1)}%)`;
    return [name, result.rps.toFixed(0), staticRps, ratioText, ms(result.p50), ms(result.p95), ms(result.p99), errorText, budget];
  });
}

/** What a case told about its run (`notes` from its `prepare` or `run`), and why a case was skipped. */
function caseNotes(runs) {
  const notes = [];
  for (const { entry, result, skipped } of runs) {
    if (skipped) notes.push(`${entry.name}: skipped, ${skipped === 'needs DATABASE_URL' ? 'it runs on PostgreSQL only: set DATABASE_URL to a server where the bench may create and drop a database of its own' : skipped}`);
    for (const note of [...(entry.notes ?? []), ...(result?.notes ?? [])]) notes.push(`${entry.name}: ${note}`);
  }
  return notes;
}

/** A page's static twin is a load of its own: its errors are listed like a case's. */
const withTwins = (runs) => runs.flatMap((run) => (run.twin ? [run, run.twin] : [run]));

function errorNotes(runs) {
  const notes = [];
  for (const { entry, result, failure, skipped, twinError } of runs) {
    if (twinError) notes.push(`${entry.name}: no static twin, so no ratio: ${twinError}`);
    if (skipped) continue;
    if (failure) notes.push(`${entry.name}: the load could not run: ${failure}`);
    else if (result.non2xx + result.socketErrors + result.timeouts > 0) {
      const expected = (code) => (entry.expectedStatuses ?? []).includes(Number(code));
      // Answers the case expects (the race's sold_out) are counted in the table, not listed as errors.
      if (result.socketErrors + result.timeouts === 0 && Object.keys(result.statusCounts).every((code) => code.startsWith('2') || expected(code))) continue;
      const statuses = Object.entries(result.statusCounts)
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, count]) => `HTTP ${code} ×${count}`)
        .join(', ');
      notes.push(`${entry.name}: ${result.non2xx} non-2xx${statuses ? ` (${statuses})` : ''}, ${result.socketErrors} socket errors, ${result.timeouts} timeouts`);
    }
  }
  return notes;
}

const LOAD_COLUMNS = [
  { title: 'case', align: 'left' },
  { title: 'req/s', align: 'right' },
  { title: 'static req/s', align: 'right' },
  { title: 'ratio', align: 'right' },
  { title: 'p50 ms', align: 'right' },
  { title: 'p95 ms', align: 'right' },
  { title: 'p99 ms', align: 'right' },
  { title: 'errors', align: 'right' },
  { title: 'budget', align: 'left' },
];
const JS_COLUMNS = [
  { title: 'route', align: 'left' },
  { title: 'HTML kB', align: 'right' },
  { title: 'HTML gzip kB', align: 'right' },
  { title: 'scripts', align: 'right' },
  { title: 'JS kB', align: 'right' },
  { title: 'JS gzip kB', align: 'right' },
  { title: 'budget', align: 'left' },
];

/**
 * The speed issue's first-load budgets (gzip JS, raw HTML; kB = 1000): the home pages and the
 * packages list 130 kB of JS, the package page 180 kB, the home pages' HTML 120 kB.
 */
function firstLoadBudget(route) {
  const path = route.split('?')[0];
  if (LOCALE_HOMES.includes(path)) return { js: 130, html: 120 };
  if (/^\/(da|no)\/pakker$|^\/sv\/resor$/.test(path)) return { js: 130 };
  if (/^\/(da|no)\/pakker\/[^/]+$|^\/sv\/resor\/[^/]+$/.test(path)) return { js: 180 };
  return null;
}

function budgetText(size) {
  const budget = firstLoadBudget(size.route);
  if (!budget) return '';
  const parts = [`JS ≤ ${budget.js} ${size.gzipBytes / 1000 <= budget.js ? '✓' : '✗'}`];
  if (budget.html) parts.push(`HTML ≤ ${budget.html} ${size.htmlBytes / 1000 <= budget.html ? '✓' : '✗'}`);
  return parts.join(', ');
}

function jsRows(sizes) {
  return sizes.map((size) =>
    size.error
      ? [size.route, '—', '—', '—', '—', `n/a (${size.error})`, '']
      : [
          size.route,
          kB(size.htmlBytes),
          kB(size.htmlGzipBytes),
          String(size.scripts),
          kB(size.rawBytes),
          kB(size.gzipBytes) + (size.failed.length ? ` (${size.failed.length} failed)` : ''),
          budgetText(size),
        ],
  );
}

async function main() {
  const flags = parseArgs(process.argv.slice(2));
  const defaults = {
    connections: positiveNumberFromEnv('BENCH_CONNECTIONS', { integer: true }) ?? 10,
    duration: 10,
    durationOverride: positiveNumberFromEnv('BENCH_DURATION'),
  };
  const selected = (await loadCases(path.join(BENCH_DIR, 'cases'))).filter((entry) => !flags.only || entry.name.includes(flags.only));
  if (selected.length === 0) throw new BenchFailure(`no bench case matches --only=${flags.only}`);
  let cases = selected.filter((entry) => !entry.database);
  const postgresCases = selected.filter((entry) => entry.database === 'postgres');
  sharedServerEnv(postgresCases);

  await ensureBuild(flags.build);
  if (flags.scale) return benchScaled(postgresCases, defaults, flags);
  // Twins of an interrupted run go first; this run's are reserved before the server lists .next/static.
  removeTwins(ROOT);
  const twins = reserveTwins(ROOT, cases);

  live.dataDir = path.join(ROOT, '.data', `bench-${Date.now()}`);
  removeDataDir(live.dataDir);
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  log(`▸ runtime/server.mjs on ${baseUrl} (PGLITE_DIR=${path.relative(ROOT, live.dataDir)}, SEED_SCALE=${process.env.SEED_SCALE || '1'})`);
  const server = (live.server = startServer({ root: ROOT, port, dataDir: live.dataDir, echo: flags.serverLog }));

  let ready;
  try {
    ready = await waitUntilReady(server, `${baseUrl}/da`, { timeoutMs: READY_TIMEOUT_MS });
  } catch (error) {
    if (!(error instanceof ServerNotReadyError)) throw error;
    printServerTail(server);
    throw new BenchFailure(error.message);
  }
  if (ready.coldStartMs === null) log(`! GET /da keeps answering HTTP ${ready.status}: running the cases anyway`);
  else log(`▸ ready: first 200 from GET /da after ${Math.round(ready.coldStartMs)} ms`);

  cases = await resolvePlaceholders(baseUrl, cases);
  for (const [index, entry] of cases.entries()) {
    const twin = twins.get(entry.name);
    if (!twin) continue;
    try {
      cases[index] = { ...entry, twin: await fillTwin(baseUrl, entry, twin) };
    } catch (error) {
      cases[index] = { ...entry, twinError: error.message };
    }
  }
  const runs = [];
  for (const entry of cases) {
    if (cleaning) return; // interrupted: cleanup() is stopping the server
    const run = await benchCase(baseUrl, entry, defaults);
    // The twin right after its page, so both see the machine in the same state.
    if (entry.twin && !cleaning) run.twin = await benchCase(baseUrl, twinCase(entry), defaults);
    if (entry.twinError) run.twinError = entry.twinError;
    runs.push(run);
  }
  // The PostgreSQL cases on their own server, stopped (and its database dropped) before the browsers start.
  const postgres = postgresCases.length && !cleaning ? await benchOnPostgres(postgresCases, defaults, { serverLog: flags.serverLog }) : { runs: [], startup: [], notes: [] };
  if (cleaning) return;

  const pageRoutes = [...new Set([...LOCALE_HOMES, ...cases.filter((entry) => entry.kind === 'page').map((entry) => entry.path)])];
  const sizes = [];
  for (const route of pageRoutes) {
    sizes.push(await measureFirstLoadJs(baseUrl, route).catch((error) => ({ route, error: error.message })));
  }
  // Lighthouse last, on the same server: its browser would otherwise share the cores with a load case.
  const lighthousePages = flags.lighthouse ? LIGHTHOUSE_PAGES.filter((page) => !flags.only || page.name.includes(flags.only)) : [];
  const lighthouse = lighthousePages.length && !cleaning && !server.exit ? await runLighthouse(baseUrl, { pages: lighthousePages, log }) : null;
  // The flight modal's wait in a real browser, also after the load (booking spec §4: flights with the sandbox's latency).
  const wantFlightModal = flags.flightModal && (!flags.only || 'flight modal'.includes(flags.only));
  const flightModal = wantFlightModal && !cleaning && !server.exit ? await runFlightModalBench(baseUrl, { log }) : null;
  const wantInteraction = !flags.only || 'interaction'.includes(flags.only);
  const interaction = wantInteraction && !cleaning && !server.exit ? await runInteractionBench(baseUrl, { log }) : null;
  const serverDied = server.exit;

  const loadTable = loadRows([...runs, ...postgres.runs], defaults);
  const jsTable = jsRows(sizes);
  const caseTexts = caseNotes([...runs, ...postgres.runs]);
  // The embedded server's errors; the PostgreSQL server printed its own output already.
  const notes = errorNotes(withTwins(runs));
  for (const { route, failed = [] } of sizes) {
    if (failed.length) notes.push(`first-load JS of ${route}: ${failed.join(', ')}`);
  }
  if (serverDied) notes.push(`the server exited during the run (code ${serverDied.code}, signal ${serverDied.signal})`);
  const allNotes = [...notes, ...errorNotes(postgres.runs), ...postgres.notes];
  const seedScale = process.env.SEED_SCALE || '1';
  const startup = [
    ready.coldStartMs === null
      ? `cold start: n/a (GET /da kept answering HTTP ${ready.status})`
      : `cold start: ${Math.round(ready.coldStartMs)} ms (spawn → first 200 from GET /da)`,
    server.seedMs === null
      ? `seed: n/a (the server logged no "seeded the catalogue … in N ms" line)`
      : `seed: ${server.seedMs} ms (SEED_SCALE=${seedScale}, as the server logged it)`,
    ...postgres.startup,
  ];
  const setup =
    `${new Date().toISOString()} · node ${process.version} · ${os.cpus().length} CPUs · ` +
    `${defaults.connections} connections × ${defaults.durationOverride ?? defaults.duration} s per case unless noted` +
    (process.env.SHOP_NOW ? ` · SHOP_NOW=${process.env.SHOP_NOW}` : '');

  console.log(
    [
      '',
      setup,
      '',
      ...loadText(loadTable, caseTexts),
      '',
      'First load (the page HTML, raw and gzipped here; the /_next/ scripts it names, nomodule polyfills excluded; kB = 1000 bytes)',
      textTable(JS_COLUMNS, jsTable),
      '',
      ...(lighthouse ? [lighthouseText(lighthouse), ''] : []),
      ...(flightModal ? [flightModalText(flightModal), ''] : []),
      ...(interaction ? [interactionText(interaction), ''] : []),
      ...startup,
      ...(allNotes.length ? ['', 'Errors:', ...allNotes.map((note) => `  - ${note}`)] : []),
    ].join('\n'),
  );

  const markdown = [
    '# Benchmark',
    '',
    setup,
    '',
    '## Load',
    '',
    ...loadMarkdown(loadTable, caseTexts),
    '',
    '## First load',
    '',
    'The page HTML, raw and gzipped here; the `/_next/` scripts it names, `nomodule` polyfills excluded; kB = 1000 bytes.',
    '',
    markdownTable(JS_COLUMNS, jsTable),
    '',
    ...(lighthouse ? [lighthouseMarkdown(lighthouse), ''] : []),
    ...(flightModal ? [flightModalMarkdown(flightModal), ''] : []),
    ...(interaction ? [interactionMarkdown(interaction), ''] : []),
    '## Start-up',
    '',
    ...startup.map((line) => `- ${line}`),
    ...(allNotes.length ? ['', '## Errors', '', ...allNotes.map((note) => `- ${note}`)] : []),
    '',
  ].join('\n');
  const resultsDir = path.join(BENCH_DIR, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'latest.md'), markdown);
  log(`\n▸ written to ${path.relative(ROOT, path.join(resultsDir, 'latest.md'))}`);

  if (notes.length) printServerTail(server);
  // A missed budget is information, not a failure; a case that never got a 2xx is.
  const dead = withTwins([...runs, ...postgres.runs]).filter(({ result, skipped }) => !skipped && (!result || result.ok === 0));
  if (dead.length) throw new BenchFailure(`no successful response for: ${dead.map(({ entry }) => entry.name).join(', ')}`);
}

/**
 * `--scale`: the PostgreSQL cases on two shop processes behind a round-robin balancer, one
 * database. Their checks are the exactly-once invariants (no oversell, one state change per
 * callback, one inquiry and its mails per key), now with the copies of one request landing on
 * different processes.
 */
async function benchScaled(postgresCases, defaults, flags) {
  if (!process.env.DATABASE_URL) throw new BenchFailure('--scale needs DATABASE_URL (a PostgreSQL server the bench makes a database of its own on)');
  const postgres = await benchOnPostgres(postgresCases, defaults, { serverLog: flags.serverLog, processes: 2 });
  if (cleaning) return;
  const loadTable = loadRows(postgres.runs, defaults);
  const caseTexts = caseNotes(postgres.runs);
  const allNotes = [...errorNotes(postgres.runs), ...postgres.notes];
  const setup = `${new Date().toISOString()} · node ${process.version} · ${os.cpus().length} CPUs · two server processes, one PostgreSQL, a round-robin balancer in front`;
  console.log(
    [
      '',
      setup,
      '',
      ...loadText(loadTable, caseTexts),
      '',
      ...postgres.startup,
      ...(allNotes.length ? ['', 'Errors:', ...allNotes.map((note) => `  - ${note}`)] : []),
    ].join('\n'),
  );
  const resultsDir = path.join(BENCH_DIR, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, 'scale.md'),
    ['# Benchmark: two processes', '', setup, '', ...loadMarkdown(loadTable, caseTexts), '', ...postgres.startup.map((line) => `- ${line}`), ''].join('\n'),
  );
  const failed = postgres.runs.filter(({ result, skipped }) => !skipped && (!result || result.ok === 0 || result.checks?.some((check) => !check.ok)));
  if (failed.length) throw new BenchFailure(`across two processes: ${failed.map(({ entry }) => entry.name).join(', ')} did not hold`);
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  exitCode = 1;
  const expected = error instanceof BenchFailure || error instanceof CaseDefinitionError;
  log(`\n✗ bench: ${expected ? error.message : error.stack}`);
} finally {
  await cleanup();
}
// Exit explicitly: idle keep-alive sockets would otherwise hold the process for a few seconds.
process.exit(exitCode);
