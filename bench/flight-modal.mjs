// The flight modal's wait: time from opening the flight change modal on a package page to the
// first visible flights, with the sandbox supplier's default latency (SUPPLIER_LATENCY_MS 300,
// each call 150-450 ms). Budget: 1.5 s. In Debian's Chromium through playwright-core (no browser
// download). bench/run.mjs calls runFlightModalBench() on its own server after Lighthouse;
// `node bench/flight-modal.mjs --url=http://127.0.0.1:3300` measures a server that is already up.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { markdownTable, textTable } from './lib/table.mjs';

export const FLIGHT_MODAL_BUDGET_MS = 1500;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
/**
 * One run per departure area: each area is another search, so the server's two-minute search
 * cache never answers a run (the first search of an area is what a visitor waits for).
 */
const SITES = [
  { locale: 'da', path: 'pakker', change: 'Skift udrejse', dialog: 'Skift fly', area: 'Afrejseområde', search: 'Søg fly', noFlights: /Vi fandt ingen fly|Vi har ingen direkte flyvninger/, areas: 3 },
  { locale: 'no', path: 'pakker', change: 'Bytt utreise', dialog: 'Bytt fly', area: 'Avreiseområde', search: 'Søk fly', noFlights: /Vi fant ingen fly|Vi har ingen direktefly/, areas: 3 },
];

/** A bookable package whose flight can be changed. */
async function findPackage(baseUrl) {
  const list = await (await fetch(`${baseUrl}/api/v1/packages?available=true&limit=50`)).json();
  for (const { slug } of list.packages) {
    const { package: pkg } = await (await fetch(`${baseUrl}/api/v1/packages/${slug}`)).json();
    if (pkg.defaultServices.flight?.isMutable) return pkg;
  }
  throw new Error('no package with a changeable flight');
}

/** One measurement: open the modal, search from the area at `index` as soon as it can, wait for a flight. */
async function measure(page, baseUrl, site, slug, index) {
  await page.goto(`${baseUrl}/${site.locale}/${site.path}/${slug}`, { waitUntil: 'networkidle' });
  const opened = performance.now();
  await page.getByRole('button', { name: site.change }).click();
  const dialog = page.getByRole('dialog', { name: site.dialog });
  const area = dialog.getByLabel(site.area);
  await area.locator('option').nth(index).waitFor({ state: 'attached' });
  const value = await area.locator('option').nth(index).getAttribute('value');
  await area.selectOption(value);
  const searched = performance.now();
  await dialog.getByRole('button', { name: site.search }).click();
  // Results, or the no-flights notice: either ends the wait.
  await dialog.getByRole('radio').first().or(dialog.getByText(site.noFlights)).first().waitFor({ state: 'visible', timeout: 30_000 });
  const shown = performance.now();
  const found = await dialog.getByRole('radio').count();
  return { site: site.locale, area: index + 1, openMs: shown - opened, searchMs: shown - searched, found };
}

/**
 * Measures every run on the server at `baseUrl`. Never throws: a failure is `{ error }`.
 * Without Chromium, says so.
 */
export async function runFlightModalBench(baseUrl, { log = (message) => console.error(message) } = {}) {
  if (!fs.existsSync(CHROMIUM_PATH)) return { error: `no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`, runs: [] };
  let browser;
  try {
    const pkg = await findPackage(baseUrl);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    const runs = [];
    for (const site of SITES) {
      for (let index = 0; index < site.areas; index++) {
        log(`▸ flight modal ${site.locale}, area ${index + 1}: ${pkg.slug}`);
        try {
          runs.push(await measure(page, baseUrl, site, pkg.slug, index));
        } catch (error) {
          runs.push({ site: site.locale, area: index + 1, error: error.message.split('\n')[0] });
        }
      }
    }
    return { runs };
  } catch (error) {
    return { error: error.message, runs: [] };
  } finally {
    await browser?.close();
  }
}

const ms = (value) => (value === undefined ? '—' : String(Math.round(value)));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : undefined;
};

export const FLIGHT_MODAL_COLUMNS = [
  { title: 'runs', align: 'right' },
  { title: 'open → flights p50 ms', align: 'right' },
  { title: 'max ms', align: 'right' },
  { title: 'search → flights p50 ms', align: 'right' },
  { title: 'max ms', align: 'right' },
  { title: `budget ${FLIGHT_MODAL_BUDGET_MS} ms`, align: 'left' },
];

export function flightModalRows(result) {
  const ok = result.runs.filter((run) => !run.error);
  if (ok.length === 0) return [['0', '—', '—', '—', '—', `failed: ${result.error ?? result.runs[0]?.error ?? 'no runs'}`]];
  const open = ok.map((run) => run.openMs);
  const search = ok.map((run) => run.searchMs);
  const worst = Math.max(...open);
  return [[String(ok.length), ms(percentile(open, 50)), ms(worst), ms(percentile(search, 50)), ms(Math.max(...search)), worst <= FLIGHT_MODAL_BUDGET_MS ? '✓' : '✗']];
}

function flightModalNotes(result) {
  return result.runs.filter((run) => run.error || run.found === 0).map((run) => `${run.site} area ${run.area}: ${run.error ?? 'no flights found (the notice ended the wait)'}`);
}

export const FLIGHT_MODAL_TITLE = 'Flight modal: opening it to the first visible flights (default sandbox latency; one run per departure area, no search cache)';

export function flightModalText(result) {
  const notes = flightModalNotes(result);
  return [FLIGHT_MODAL_TITLE, textTable(FLIGHT_MODAL_COLUMNS, flightModalRows(result)), ...(notes.length ? notes.map((note) => `  - ${note}`) : [])].join('\n');
}

export function flightModalMarkdown(result) {
  const notes = flightModalNotes(result);
  return ['## Flight modal', '', `${FLIGHT_MODAL_TITLE}.`, '', markdownTable(FLIGHT_MODAL_COLUMNS, flightModalRows(result)), ...(notes.length ? ['', ...notes.map((note) => `- ${note}`)] : [])].join('\n');
}

// `node bench/flight-modal.mjs --url=http://127.0.0.1:3300`: against a server that is already running.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const urlArg = process.argv.slice(2).find((arg) => arg.startsWith('--url='));
  if (!urlArg) {
    console.error('usage: node bench/flight-modal.mjs --url=http://127.0.0.1:PORT   (a running production server)');
    process.exit(2);
  }
  const result = await runFlightModalBench(urlArg.slice('--url='.length));
  console.log(`\n${flightModalText(result)}`);
  process.exit(result.error || result.runs.some((run) => run.error) ? 1 : 0);
}
