#!/usr/bin/env node
/** `npm run dev`: the development server, on its own embedded database (.data/dev). */
import { spawn } from 'node:child_process';
import path from 'node:path';

const env = { ...process.env, PGLITE_DIR: process.env.PGLITE_DIR || '.data/dev' };
const dev = spawn(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => dev.kill(signal));
dev.on('exit', (code) => process.exit(code ?? 0));
