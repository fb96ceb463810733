#!/usr/bin/env node
/**
 * `npm test`: the whole suite, in order: type check, lint, unit and API
 * integration tests (Vitest; on PostgreSQL too when DATABASE_URL is set), and
 * browser journeys (Playwright on the production build). Every step runs even
 * when an earlier one fails. At the end: how long the unit tests and the
 * browser tests took and their slowest files and tests (so a suite that
 * creeps towards CI's time limit is seen early), then the test count. A
 * browser test that passed only on a retry fails the run.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PLAYWRIGHT_JSON, readJson, RESULTS_DIR, timingReport, VITEST_JSON } from './test-report.mjs';

fs.mkdirSync(RESULTS_DIR, { recursive: true });
for (const file of [VITEST_JSON, PLAYWRIGHT_JSON]) fs.rmSync(file, { force: true });

const bin = (pkg, file) => path.join('node_modules', pkg, file);
const steps = [
  { name: 'type check', args: [bin('typescript', 'bin/tsc'), '--noEmit'] },
  { name: 'lint', args: [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0'] },
  {
    name: 'unit and integration tests',
    args: [bin('vitest', 'vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`],
  },
  {
    name: 'browser tests',
    args: [bin('@playwright/test', 'cli.js'), 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: PLAYWRIGHT_JSON },
  },
];

const only = process.argv.slice(2);
const failedSteps = [];
for (const step of steps) {
  if (only.length && !only.some((word) => step.name.includes(word))) continue;
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const run = spawnSync(process.execPath, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  console.log(`◀ ${step.name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (run.status !== 0) failedSteps.push(step.name);
}

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = readJson(VITEST_JSON);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = readJson(PLAYWRIGHT_JSON);
if (playwright) {
  // A test that passed only on a retry is a failure: the suite must pass the first time.
  passed += playwright.stats.expected;
  failed += playwright.stats.unexpected + playwright.stats.flaky;
  skipped += playwright.stats.skipped;
  if (playwright.stats.flaky > 0 && !failedSteps.includes('browser tests')) failedSteps.push('browser tests (flaky)');
}

const report = timingReport(vitest, playwright);
if (report.length) console.log(`\n${report.join('\n')}`);

console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
// A step that failed without counting a test (type check, lint, a crash) still fails the run.
if (failedSteps.length && failed === 0) failed = failedSteps.length;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
