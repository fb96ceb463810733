#!/usr/bin/env node
/**
 * `npm start`: serves the production build at http://localhost:3000.
 * Builds first when there is no build of the current sources; the first start
 * migrates and seeds the embedded database in .data/shop, later starts reuse it.
 *
 *   PORT=3000            port to listen on
 *   PGLITE_DIR=.data/shop  the embedded database's directory (ignored with DATABASE_URL)
 *   --fresh              start from a newly seeded database (deletes PGLITE_DIR first)
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isBuildCurrent, writeStamp } from './source-stamp.mjs';

const nextBin = path.join('node_modules', 'next', 'dist', 'bin', 'next');
const port = process.env.PORT || '3000';
const env = { ...process.env, NODE_ENV: 'production', PORT: port, PGLITE_DIR: process.env.PGLITE_DIR || '.data/shop' };

if (process.argv.includes('--fresh') && !env.DATABASE_URL) {
  fs.rmSync(env.PGLITE_DIR, { recursive: true, force: true });
  fs.rmSync(`${env.PGLITE_DIR}.lock`, { force: true });
}

if (!isBuildCurrent()) {
  console.log('[start] building the shop (no current production build)…');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeStamp();
}

const server = spawn(process.execPath, [path.join('runtime', 'server.mjs')], { stdio: 'inherit', env });
console.log(`[start] the shop: http://localhost:${port}/da (database: ${env.DATABASE_URL ? 'PostgreSQL' : env.PGLITE_DIR})`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
