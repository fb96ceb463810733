#!/usr/bin/env node
/**
 * `npm test`: the whole suite, in order: type check, lint, unit and API
 * integration tests (Vitest; on PostgreSQL too when DATABASE_URL is set), and
 * browser journeys (Playwright on the production build). Every step runs even
 * when an earlier one fails; the last line counts the tests.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const resultsDir = path.join('.data', 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const vitestJson = path.join(resultsDir, 'vitest.json');
const playwrightJson = path.join(resultsDir, 'playwright.json');
for (const file of [vitestJson, playwrightJson]) fs.rmSync(file, { force: true });

const bin = (pkg, file) => path.join('node_modules', pkg, file);
const steps = [
  { name: 'type check', args: [bin('typescript', 'bin/tsc'), '--noEmit'] },
  { name: 'lint', args: [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0'] },
  {
    name: 'unit and integration tests',
    args: [bin('vitest', 'vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  },
  {
    name: 'browser tests',
    args: [bin('@playwright/test', 'cli.js'), 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson },
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

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = readJson(playwrightJson);
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
}

console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
// A step that failed without counting a test (type check, lint, a crash) still fails the run.
if (failedSteps.length && failed === 0) failed = failedSteps.length;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
