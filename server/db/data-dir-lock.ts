import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite does not lock its data directory, and two processes on one directory
 * silently lose writes. This lock file makes a second process fail fast.
 * A lock left by a process that has died is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${ownerPid}. ` +
        'Stop that process, or give this one its own directory with PGLITE_DIR=… ' +
        '(npm start, npm run dev and the browser tests each use their own).',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const lockPath = `${path.resolve(dataDir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number(fs.readFileSync(lockPath, 'utf8'));
      if (ownerPid === process.pid) return () => {};
      if (Number.isInteger(ownerPid) && ownerPid > 0 && isAlive(ownerPid)) {
        throw new DataDirLockedError(dataDir, ownerPid);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
