import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '@/server/db/data-dir-lock';

describe('the embedded database lock', () => {
  let dir: string;
  let dataDir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
    dataDir = path.join(dir, 'db');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes a lock file with the owner pid and removes it on release', () => {
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('makes a second, living process fail fast with a clear message', () => {
    // The parent of this test process is alive for as long as the test runs.
    fs.writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(/in use by process \d+.*PGLITE_DIR/);
  });

  it('takes over a lock left by a process that has died', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(`${dataDir}.lock`, dead);
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });
});
