import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as keys from '@/lib/process-keys.mjs';

/**
 * The process-wide keys (lib/process-keys.mjs): each named once, in that
 * module, and each its registry's symbol, so every copy of a module that
 * Next bundles or the server loads as it is meets the others under it.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
/** How a key is written, put together here so this file is not one of its writers. */
const WRITTEN = ['Symbol.for(', "'shop."].join('');
const SKIPPED = new Set(['node_modules', '.next', '.data', '.git', 'test-results', 'playwright-report']);

function* sources(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (/\.(?:ts|tsx|mts|mjs|js)$/.test(entry.name)) yield full;
  }
}

describe('the process-wide keys', () => {
  it('are written in lib/process-keys.mjs alone', () => {
    const writers = [...sources(ROOT)].filter((file) => fs.readFileSync(file, 'utf8').includes(WRITTEN)).map((file) => path.relative(ROOT, file));
    expect(writers).toEqual(['lib/process-keys.mjs']);
  });

  it("are each the registry's symbol under a name of its own", () => {
    const all = Object.values(keys);
    expect(all.length).toBeGreaterThan(0);
    for (const key of all) expect(Symbol.for(Symbol.keyFor(key)!)).toBe(key);
    expect(new Set(all.map((key) => Symbol.keyFor(key))).size).toBe(all.length);
    expect(Symbol.keyFor(keys.STOPPING)).toBe('shop.stopping');
  });
});
