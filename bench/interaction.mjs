// Interaction to next paint on the package page: changing the number of travellers re-prices the
// trip with the price engine and re-renders the summary. Budget (package-page issue): < 100 ms.
// Measured in Debian's Chromium with the Event Timing API (the same entries INP is made of), on
// this machine's CPU and with the CPU slowed 4× as Lighthouse's mobile preset does.
// bench/run.mjs calls runInteractionBench(); `node bench/interaction.mjs --url=…` measures a running server.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { markdownTable, textTable } from './lib/table.mjs';

export const INTERACTION_BUDGET_MS = 100;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const CHANGES = 8;
const THROTTLES = [1, 4];

async function findPackage(baseUrl) {
  const { packages } = await (await fetch(`${baseUrl}/api/v1/packages?available=true&packageType=single&limit=1`)).json();
  if (!packages[0]) throw new Error('no bookable package');
  return packages[0].slug;
}

/** Every interaction's longest event entry (what INP takes the worst of), in ms. */
async function measure(browser, url, throttle) {
  const page = await browser.newPage({ viewport: { width: 412, height: 900 } });
  try {
    const cdp = await page.context().newCDPSession(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.evaluate(() => {
      window.__interactions = {};
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!entry.interactionId) continue;
          window.__interactions[entry.interactionId] = Math.max(window.__interactions[entry.interactionId] ?? 0, entry.duration);
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    const adults = page.getByLabel(/^Voksne/).first();
    for (let i = 0; i < CHANGES; i++) {
      await adults.focus();
      // Trusted key presses: a select changes its value with the arrows, as a keyboard user does.
      await page.keyboard.press(i % 2 === 0 ? 'ArrowDown' : 'ArrowUp');
      await page.waitForTimeout(400);
    }
    const durations = Object.values(await page.evaluate(() => window.__interactions));
    return { throttle, interactions: CHANGES, worst: durations.length ? Math.max(...durations) : null };
  } finally {
    await page.close();
  }
}

export async function runInteractionBench(baseUrl, { log = (message) => console.error(message) } = {}) {
  if (!fs.existsSync(CHROMIUM_PATH)) return { error: `no Chromium at ${CHROMIUM_PATH}`, runs: [] };
  let browser;
  try {
    const slug = await findPackage(baseUrl);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const runs = [];
    for (const throttle of THROTTLES) {
      log(`▸ interaction: changing travellers on /da/pakker/${slug}, CPU ×${throttle}`);
      runs.push(await measure(browser, `${baseUrl}/da/pakker/${slug}`, throttle).catch((error) => ({ throttle, error: error.message.split('\n')[0] })));
    }
    return { slug, runs };
  } catch (error) {
    return { error: error.message, runs: [] };
  } finally {
    await browser?.close();
  }
}

const COLUMNS = [
  { title: 'CPU', align: 'left' },
  { title: 'changes', align: 'right' },
  { title: 'worst interaction ms', align: 'right' },
  { title: `budget < ${INTERACTION_BUDGET_MS} ms`, align: 'left' },
];

function rows(result) {
  if (result.runs.length === 0) return [['—', '—', '—', `failed: ${result.error}`]];
  return result.runs.map((run) =>
    run.error
      ? [`×${run.throttle}`, '—', '—', `failed: ${run.error}`]
      : [
          `×${run.throttle}`,
          String(run.interactions),
          // Event Timing reports nothing under 16 ms.
          run.worst === null ? '< 16' : String(Math.round(run.worst)),
          (run.worst ?? 0) < INTERACTION_BUDGET_MS ? '✓' : '✗',
        ],
  );
}

const TITLE = 'Package page: changing the number of adults, interaction to next paint (Event Timing, worst of the changes)';

export const interactionText = (result) => [TITLE, textTable(COLUMNS, rows(result))].join('\n');
export const interactionMarkdown = (result) => ['## Interaction', '', `${TITLE}.`, '', markdownTable(COLUMNS, rows(result))].join('\n');

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const urlArg = process.argv.slice(2).find((arg) => arg.startsWith('--url='));
  if (!urlArg) {
    console.error('usage: node bench/interaction.mjs --url=http://127.0.0.1:PORT');
    process.exit(2);
  }
  const result = await runInteractionBench(urlArg.slice('--url='.length));
  console.log(`\n${interactionText(result)}`);
  process.exit(result.error || result.runs.some((run) => run.error) ? 1 : 0);
}
