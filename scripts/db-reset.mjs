#!/usr/bin/env node
/** `npm run db:reset`: deletes the embedded database, so the next start seeds a new catalogue dated from today. */
import fs from 'node:fs';

const dir = process.env.PGLITE_DIR || '.data/shop';
if (fs.existsSync(`${dir}.lock`)) {
  console.error(`${dir} is in use (${dir}.lock): stop the shop first.`);
  process.exit(1);
}
fs.rmSync(dir, { recursive: true, force: true });
console.log(`Deleted ${dir}; the next start seeds a fresh catalogue.`);
