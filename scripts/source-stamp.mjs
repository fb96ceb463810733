import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Everything that goes into the production build, and the production server
 * that runs it (runtime/: its render cache is Next's cache handler and is
 * bundled into the app too).
 */
const SOURCES = ['app', 'components', 'features', 'lib', 'server', 'runtime', 'messages', 'public'];
const ROOT_FILES = ['next.config.ts', 'proxy.ts', 'instrumentation.ts', 'package.json', 'package-lock.json', 'tsconfig.json', 'global.d.ts'];

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** A hash of the build's sources: a production build is current when its stamp matches. */
export function sourceStamp(root = process.cwd()) {
  const hash = createHash('sha256');
  const files = [
    ...SOURCES.filter((dir) => fs.existsSync(path.join(root, dir))).flatMap((dir) => [...walk(path.join(root, dir))]),
    ...ROOT_FILES.map((file) => path.join(root, file)).filter((file) => fs.existsSync(file)),
  ].sort();
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export const STAMP_FILE = path.join('.next', 'shop-source-stamp');

export function isBuildCurrent(root = process.cwd()) {
  const stampPath = path.join(root, STAMP_FILE);
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')) || !fs.existsSync(stampPath)) return false;
  return fs.readFileSync(stampPath, 'utf8') === sourceStamp(root);
}

export function writeStamp(root = process.cwd()) {
  fs.writeFileSync(path.join(root, STAMP_FILE), sourceStamp(root));
}
