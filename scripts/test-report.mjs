#!/usr/bin/env node
/**
 * What the last `npm test` took, read from the reports it writes to
 * .data/test-results: the unit tests' duration and slowest files, the
 * browser tests' duration and their ten slowest tests, and the tests that
 * passed only on a retry. `npm test` prints it at the end;
 * `node scripts/test-report.mjs` prints it again from the last reports.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_DIR = path.join('.data', 'test-results');
export const VITEST_JSON = path.join(RESULTS_DIR, 'vitest.json');
export const PLAYWRIGHT_JSON = path.join(RESULTS_DIR, 'playwright.json');

export function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

/** Every browser test with its file, titles, project, status and attempts. */
function* playwrightTests(suite, titles = []) {
  // The file's own suite is named after the file: its title is not repeated.
  const here = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      yield { file: spec.file, title: [...here, spec.title].join(' › '), project: test.projectName, status: test.status, results: test.results ?? [] };
    }
  }
  for (const child of suite.suites ?? []) yield* playwrightTests(child, here);
}

/** The browser tests that passed only on a retry. */
export function flakyTests(playwright) {
  return (playwright?.suites ?? []).flatMap((suite) => [...playwrightTests(suite)]).filter((test) => test.status === 'flaky');
}

/** The report's lines: durations and the slowest files and tests. */
export function timingReport(vitest, playwright, { slowest = 10 } = {}) {
  const lines = [];
  if (vitest?.testResults?.length) {
    const files = vitest.testResults
      .map((file) => ({ name: path.relative(process.cwd(), file.name), ms: (file.endTime ?? 0) - (file.startTime ?? 0) }))
      .sort((a, b) => b.ms - a.ms);
    const wall = Math.max(...vitest.testResults.map((file) => file.endTime ?? 0)) - vitest.startTime;
    lines.push(`Unit and integration tests: ${vitest.numTotalTests} tests in ${files.length} files, ${minutes(wall)}. Slowest files:`);
    for (const file of files.slice(0, 5)) lines.push(`  ${seconds(file.ms).padStart(8)}  ${file.name}`);
  }
  if (playwright?.stats) {
    const tests = (playwright.suites ?? []).flatMap((suite) => [...playwrightTests(suite)]);
    const ran = tests
      .filter((test) => test.results.length > 0 && test.status !== 'skipped')
      .map((test) => ({ ...test, ms: test.results.reduce((sum, result) => sum + result.duration, 0) }))
      .sort((a, b) => b.ms - a.ms);
    const workers = playwright.config?.metadata?.actualWorkers ?? playwright.config?.workers;
    if (lines.length) lines.push('');
    lines.push(`Browser tests: ${ran.length} tests in ${minutes(playwright.stats.duration)}${workers ? ` on ${workers} workers` : ''}. Slowest ${Math.min(slowest, ran.length)}:`);
    for (const test of ran.slice(0, slowest)) lines.push(`  ${seconds(test.ms).padStart(8)}  [${test.project}] ${test.file} › ${test.title}`);
    const flaky = flakyTests(playwright);
    if (flaky.length) {
      lines.push('Passed only on a retry (counted as failed):');
      for (const test of flaky) lines.push(`  [${test.project}] ${test.file} › ${test.title}`);
    }
  }
  return lines;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const lines = timingReport(readJson(VITEST_JSON), readJson(process.argv[2] ?? PLAYWRIGHT_JSON));
  console.log(lines.length ? lines.join('\n') : `No reports in ${RESULTS_DIR}: run npm test first.`);
}
