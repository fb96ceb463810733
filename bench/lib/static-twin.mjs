// Static twins: each page case's own HTML, served as a static file by the same server, so a
// run can say how much of a plain file's throughput a rendered page keeps (pages/s ÷ static/s).
//
// Next's production server lists the files of .next/static once, at start-up
// (next/dist/server/lib/router-utils/filesystem.js), and sends a listed file from disk on
// every request (`send`: a stat and a read stream each time). So the twins are reserved as
// empty files before the server starts and filled once the pages can be fetched: the same
// server process serves them, through Next's own /_next/static handling, without a restart.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const DIR = path.join('.next', 'static', 'bench-static');
const URL_PREFIX = '/_next/static/bench-static/';

/** Removes every twin: they must never stay in a build's static files (also a killed run's). */
export function removeTwins(root) {
  fs.rmSync(path.join(root, DIR), { recursive: true, force: true });
}

/** One empty file per page case, numbered in case order, before the server lists .next/static. */
export function reserveTwins(root, cases) {
  const twins = new Map();
  const dir = path.join(root, DIR);
  const pages = cases.filter((entry) => entry.kind === 'page');
  if (pages.length) fs.mkdirSync(dir, { recursive: true });
  pages.forEach((entry, n) => {
    const file = path.join(dir, `${n}.html`);
    fs.writeFileSync(file, '');
    twins.set(entry.name, { file, path: `${URL_PREFIX}${n}.html` });
  });
  return twins;
}

/**
 * GET with exactly these headers, as autocannon sends them: node's fetch would add an
 * accept-encoding of its own, and the server would then compress what the load gets raw.
 */
function getRaw(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, timeout: 30_000 }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('no answer within 30 s')));
    request.on('error', reject);
  });
}

/**
 * Writes the page's HTML, as the case's load receives it, into its reserved twin, and checks
 * the server sends the twin back byte for byte. Answers `{ path, bytes }`; throws why not.
 */
export async function fillTwin(baseUrl, entry, twin) {
  const page = await getRaw(new URL(entry.path, baseUrl).href, entry.headers);
  if (page.status !== 200) throw new Error(`the page answered HTTP ${page.status}`);
  fs.writeFileSync(twin.file, page.body);
  const served = await getRaw(new URL(twin.path, baseUrl).href, entry.headers);
  if (served.status !== 200) throw new Error(`${twin.path} answered HTTP ${served.status}`);
  if (!served.body.equals(page.body)) throw new Error(`${twin.path} sent ${served.body.length} bytes, not the page's ${page.body.length}`);
  return { path: twin.path, bytes: page.body.length };
}
