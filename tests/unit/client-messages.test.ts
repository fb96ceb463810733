import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHELL_NAMESPACES } from '@/lib/i18n/client-namespaces';

const ROOT = path.resolve(import.meta.dirname, '../..');
const APP = path.join(ROOT, 'app');

// Value imports and re-exports (`import type` brings no module to the browser), side-effect imports, dynamic imports.
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^'";]*?\sfrom\s+'([^']+)'/g;
const BARE_IMPORT = /(?:^|\n)\s*import\s+'([^']+)'/g;
const DYNAMIC_IMPORT = /\bimport\(\s*'([^']+)'\s*\)/g;
const TRANSLATIONS = /\buseTranslations(?:<'[^']*'>)?\(\s*(?:'([^']*)')?\s*\)/g;
const DECLARED = /namespaces=\{\[([^\]]*)\]\}/g;

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')]) {
    if (/\.(tsx?|json)$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const sources = new Map<string, string>();
const read = (file: string) => {
  if (!sources.has(file)) sources.set(file, file.endsWith('.json') ? '' : fs.readFileSync(file, 'utf8'));
  return sources.get(file)!;
};

function importsOf(file: string): string[] {
  const source = read(file);
  const specifiers = [...source.matchAll(STATIC_IMPORT), ...source.matchAll(BARE_IMPORT), ...source.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []);
}

const isClientBoundary = (file: string) => /^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/))*\s*['"]use client['"]/.test(read(file));

/** The messages namespaces read by the modules a route sends to the browser: everything at or below a 'use client' module. */
function clientNamespaces(entry: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, onClient: boolean) => {
    const key = `${file}|${onClient}`;
    if (seen.has(key)) return;
    seen.add(key);
    const client = onClient || isClientBoundary(file);
    if (client) {
      for (const [, namespace] of read(file).matchAll(TRANSLATIONS)) {
        const top = namespace === undefined ? '*' : namespace.split('.')[0]!;
        found.set(top, [...(found.get(top) ?? []), path.relative(ROOT, file)]);
      }
    }
    for (const next of importsOf(file)) visit(next, client);
  };
  visit(entry, false);
  return found;
}

/** The layouts around a route file, from its own folder up to app/ (a layout is not around itself). */
function layoutsAround(entry: string): string[] {
  const layouts: string[] = [];
  for (let dir = path.dirname(entry); dir.startsWith(APP); dir = path.dirname(dir)) {
    const layout = path.join(dir, 'layout.tsx');
    if (layout !== entry && fs.existsSync(layout)) layouts.push(layout);
  }
  return layouts;
}

/**
 * The shell's namespaces and those the route, or a layout around it, names in
 * `<ClientMessages namespaces>` (a route that re-exports another: that one's).
 */
function declaredNamespaces(entry: string): Set<string> {
  const declared = new Set<string>(SHELL_NAMESPACES);
  const reexported = /export\s*\{\s*default\b[^}]*\}\s*from\s*'([^']+)'/.exec(read(entry))?.[1];
  const own = reexported ? resolveImport(entry, reexported)! : entry;
  for (const file of [own, ...layoutsAround(own)]) {
    for (const [, list = ''] of read(file).matchAll(DECLARED)) {
      for (const [, name] of list.matchAll(/'([^']+)'/g)) declared.add(name!);
    }
  }
  return declared;
}

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : routeFiles(full);
    return /^(page|layout|not-found|error|global-not-found|global-error)\.tsx$/.test(entry.name) ? [full] : [];
  });
}

describe('client messages', () => {
  const routes = routeFiles(APP);

  it('finds the routes and their client islands', () => {
    expect(routes.length).toBeGreaterThan(20);
    const packagePage = routes.find((file) => file.endsWith(path.join('packages', '[slug]', 'page.tsx')))!;
    expect([...clientNamespaces(packagePage).keys()]).toEqual(expect.arrayContaining(['package', 'availability', 'errors']));
  });

  it.each(routes.map((file) => [path.relative(APP, file), file]))('%s sends every namespace its client islands read', (_name, file) => {
    const declared = declaredNamespaces(file);
    const missing = [...clientNamespaces(file)].filter(([namespace]) => !declared.has(namespace));
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
