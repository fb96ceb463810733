// Lighthouse scores of the shop's key pages: performance, accessibility, best practices and SEO,
// on lighthouse's default mobile preset (emulated phone, simulated slow 4G and 4× CPU slowdown),
// in Debian's Chromium. bench/run.mjs calls runLighthouse() on its own server after the load cases;
// `npm run bench:lighthouse -- --url=http://127.0.0.1:3300` runs it against a server that is
// already up. See bench/README.md.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
// chrome-launcher comes with lighthouse (its own launcher); it is not a dependency of the shop.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { resolvePlaceholders } from './lib/cases.mjs';
import { markdownTable, textTable } from './lib/table.mjs';

/** The pages measured: the home page, the packages list, a club page (a popular club) and a package page. */
export const LIGHTHOUSE_PAGES = [
  { name: 'home da', path: '/da' },
  { name: 'packages list da', path: '/da/pakker' },
  { name: 'club page da', path: '/da/fodboldrejser/{clubSlug}' },
  { name: 'package page da', path: '/da/pakker/{packageSlug}' },
];

/** Each page is audited this many times and its median run (by performance) reported: one run varies by several points. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
/** The metrics behind the performance score, as lighthouse names its audits. */
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};
/** Audits below this score are listed as what holds a page's scores down. */
const WEAK_AUDIT = 0.9;

/** The audits of a category that lose it points, heaviest first: what to fix for a better score. */
function weakAudits(lhr, categoryId, limit = 4) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ ref, audit }) => ref.weight > 0 && audit && audit.score !== null && audit.score < WEAK_AUDIT)
    .sort((a, b) => b.ref.weight * (1 - b.audit.score) - a.ref.weight * (1 - a.audit.score))
    .slice(0, limit)
    .map(({ audit }) => (audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title));
}

/** Performance opportunities with an estimated saving, biggest first. */
function opportunities(lhr, limit = 3) {
  return Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.details?.type === 'opportunity' &&
        audit.score !== null &&
        audit.score < WEAK_AUDIT &&
        (audit.details.overallSavingsMs ?? 0) >= 100,
    )
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
    .slice(0, limit)
    .map((audit) => `${audit.title} (≈${Math.round(audit.details.overallSavingsMs)} ms)`);
}

async function auditPage(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    // No config: lighthouse's default, the mobile form factor with simulated throttling.
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const lhr = result?.lhr;
    if (!lhr) return { error: 'lighthouse returned no report' };
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null])),
      metrics: Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null])),
      weak: Object.fromEntries(CATEGORIES.map((id) => [id, weakAudits(lhr, id)])),
      opportunities: opportunities(lhr),
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse's own trace sometimes fails to record on this machine: such a run is repeated, at most twice. Other failures are not. */
const TRANSIENT = ['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT'];
const ATTEMPTS = 3;

async function auditWithRetries(url, log) {
  for (let attempt = 1; ; attempt++) {
    const result = await auditPage(url);
    const code = result.error?.split(':')[0];
    if (!code || !TRANSIENT.includes(code) || attempt === ATTEMPTS) return result;
    log(`  lighthouse could not record the trace (${code}), again`);
  }
}

/**
 * Audits every page on the server at `baseUrl`, one fresh Chromium each, one after the other.
 * Never throws for a page: a failure is that page's `error`. Without Chromium, every page says so.
 */
export async function runLighthouse(baseUrl, { pages = LIGHTHOUSE_PAGES, log = (message) => console.error(message) } = {}) {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    return pages.map((page) => ({ ...page, error: `no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)` }));
  }
  const resolved = await resolvePlaceholders(baseUrl, pages);
  const results = [];
  for (const page of resolved) {
    log(`▸ lighthouse ${page.name}: ${page.path} (mobile, median of ${RUNS})`);
    try {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await auditWithRetries(new URL(page.path, baseUrl).href, log));
      const failed = runs.find((run) => run.error);
      if (failed) {
        results.push({ ...page, ...failed });
        continue;
      }
      runs.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
      const median = runs[Math.floor((runs.length - 1) / 2)];
      results.push({ ...page, ...median, performanceRuns: runs.map((run) => Math.round((run.scores.performance ?? 0) * 100)) });
    } catch (error) {
      results.push({ ...page, error: error.message });
    }
  }
  return results;
}

export const LIGHTHOUSE_COLUMNS = [
  { title: 'page', align: 'left' },
  { title: 'perf', align: 'right' },
  { title: 'a11y', align: 'right' },
  { title: 'best pr.', align: 'right' },
  { title: 'SEO', align: 'right' },
  { title: 'FCP s', align: 'right' },
  { title: 'LCP s', align: 'right' },
  { title: 'TBT ms', align: 'right' },
  { title: 'CLS', align: 'right' },
];

const score = (value) => (value === null || value === undefined ? '—' : String(Math.round(value * 100)));
const seconds = (ms) => (ms === null || ms === undefined ? '—' : (ms / 1000).toFixed(1));

export function lighthouseRows(results) {
  return results.map((result) => {
    const name = `${result.name} (${result.path})`;
    if (result.error) return [name, '—', '—', '—', '—', '—', '—', '—', 'failed'];
    const { scores, metrics } = result;
    return [
      name,
      ...CATEGORIES.map((id) => score(scores[id])),
      seconds(metrics.FCP),
      seconds(metrics.LCP),
      metrics.TBT === null ? '—' : String(Math.round(metrics.TBT)),
      metrics.CLS === null ? '—' : metrics.CLS.toFixed(3),
    ];
  });
}

/** Per page: what costs it points (audits under 90 by category, performance opportunities), and failures. */
export function lighthouseNotes(results) {
  const notes = [];
  for (const result of results) {
    if (result.error) {
      notes.push(`${result.name}: lighthouse failed: ${result.error}`);
      continue;
    }
    const parts = CATEGORIES.flatMap((id) => (result.weak[id].length ? [`${id}: ${result.weak[id].join('; ')}`] : []));
    if (result.performanceRuns?.length > 1) parts.unshift(`performance per run: ${result.performanceRuns.join(', ')}`);
    if (result.opportunities.length) parts.push(`opportunities: ${result.opportunities.join('; ')}`);
    if (result.warnings.length) parts.push(`warnings: ${result.warnings.join('; ')}`);
    if (parts.length) notes.push(`${result.name}: ${parts.join(' · ')}`);
  }
  return notes;
}

export const LIGHTHOUSE_TITLE = 'Lighthouse, mobile preset (scores 0-100; FCP, LCP and TBT simulated on slow 4G with 4× CPU slowdown)';

export function lighthouseText(results) {
  const notes = lighthouseNotes(results);
  return [LIGHTHOUSE_TITLE, textTable(LIGHTHOUSE_COLUMNS, lighthouseRows(results)), ...(notes.length ? ['', 'What costs points:', ...notes.map((note) => `  - ${note}`)] : [])].join('\n');
}

export function lighthouseMarkdown(results) {
  const notes = lighthouseNotes(results);
  return [
    '## Lighthouse',
    '',
    `${LIGHTHOUSE_TITLE}.`,
    '',
    markdownTable(LIGHTHOUSE_COLUMNS, lighthouseRows(results)),
    ...(notes.length ? ['', 'What costs points:', '', ...notes.map((note) => `- ${note}`)] : []),
  ].join('\n');
}

// `node bench/lighthouse.mjs --url=http://127.0.0.1:3300`: against a server that is already running.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const urlArg = process.argv.slice(2).find((arg) => arg.startsWith('--url='));
  if (!urlArg) {
    console.error('usage: npm run bench:lighthouse -- --url=http://127.0.0.1:PORT   (a running production server)');
    process.exit(2);
  }
  const results = await runLighthouse(urlArg.slice('--url='.length));
  console.log(`\n${lighthouseText(results)}`);
  process.exit(results.some((result) => result.error) ? 1 : 0);
}
