import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The boundaries that eslint.config.mjs enforces, each proved by a deliberate
 * violation: `npm run lint` (and so `npm test`) fails on every one of them.
 * A probe is linted as text in place of a module that exists in the folder
 * whose rules it tests (import/no-cycle reads the file it lints from the disk;
 * the disk's version is clean). The cycle's two halves live in
 * tests/fixtures/lint, which the normal run ignores.
 */
const root = path.resolve(import.meta.dirname, '../..');
// One instance for every probe: it loads the config and parsers once.
const eslint = new ESLint({ cwd: root, ignore: false });

async function lint(file: string, code: string): Promise<ESLint.LintResult> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!;
}

async function rulesBroken(file: string, code: string): Promise<(string | null)[]> {
  return (await lint(file, code)).messages.map((message) => message.ruleId);
}

/** The TypeScript modules directly in a folder (file names). */
function modulesIn(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder))
    .filter((name) => /^[\w-]+\.tsx?$/.test(name))
    .sort();
}

const withoutExtension = (file: string) => file.replace(/\.tsx?$/, '');

/** The first module of a folder, as the path to lint a probe at. */
function probeIn(folder: string): string {
  const [file] = modulesIn(folder);
  if (!file) throw new Error(`the lint tests need a module in ${folder}`);
  return `${folder}/${file}`;
}

/** Two feature folders, whatever they are called today: one with two modules, another with one. */
const features = fs
  .readdirSync(path.join(root, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const own = features.find((folder) => modulesIn(`features/${folder}`).length >= 2);
const other = features.find((folder) => folder !== own && modulesIn(`features/${folder}`).length >= 1);
if (!own || !other) throw new Error('the lint tests need two feature folders with modules');

const featureProbe = probeIn(`features/${own}`);
const ownModule = withoutExtension(modulesIn(`features/${own}`)[1]!);
const otherModule = withoutExtension(modulesIn(`features/${other}`)[0]!);
const serverProbe = probeIn('server');
const libProbe = probeIn('lib');
const endpointProbe = probeIn('lib/api/endpoints');

describe('lint boundaries', { timeout: 60_000 }, () => {
  it('stops a feature importing another feature, by alias or by relative path', async () => {
    const byAlias = await lint(featureProbe, `import * as other from '@/features/${other}/${otherModule}';\nexport const probe = other;\n`);
    expect(byAlias.messages.map((message) => message.ruleId)).toEqual(['import/no-restricted-paths']);
    expect(byAlias.messages[0]!.message).toContain('Features do not import each other');

    const byRelativePath = await rulesBroken(featureProbe, `import * as other from '../${other}/${otherModule}';\nexport const probe = other;\n`);
    expect(byRelativePath).toEqual(['import/no-restricted-paths']);
  });

  it('lets a feature import its own modules and the shared layers', async () => {
    const code = `import * as mine from './${ownModule}';\nimport * as api from '@/lib/api/client';\nexport const probe = [mine, api];\n`;
    expect(await rulesBroken(featureProbe, code)).toEqual([]);
  });

  it('stops an import cycle', async () => {
    const file = 'tests/fixtures/lint/cycle-a.ts';
    const code = fs.readFileSync(path.join(root, file), 'utf8');
    expect(await rulesBroken(file, code)).toEqual(['import/no-cycle']);
  });

  it('skips the deliberate violations in the normal run', async () => {
    expect(await new ESLint({ cwd: root }).isPathIgnored(path.join(root, 'tests/fixtures/lint/cycle-a.ts'))).toBe(true);
  });

  it('stops a module imported twice', async () => {
    const code = `import { useState } from 'react';\nimport { useId } from 'react';\nexport const probe = [useState, useId];\n`;
    expect(await rulesBroken(featureProbe, code)).toEqual(['import/no-duplicates', 'import/no-duplicates']);
  });

  it("stops a server module without 'server-only', and offers the import", async () => {
    const result = await lint(serverProbe, 'export const answer = 42;\n');
    expect(result.messages.map((message) => message.ruleId)).toEqual(['shop/require-server-only']);
    expect(result.messages[0]!.fix?.text).toBe("import 'server-only';\n\n");
  });

  it('lets a server module that imports server-only through', async () => {
    const code = `import 'server-only';\nimport { sql } from 'drizzle-orm';\nexport const probe = sql;\n`;
    expect(await rulesBroken(serverProbe, code)).toEqual([]);
  });

  it('stops the storefront importing server/', async () => {
    // Not even a type: the storefront knows the backend only through the contract.
    const code = `import type { Database } from '@/server/db';\nexport type Probe = Database;\n`;
    expect(await rulesBroken(featureProbe, code)).toEqual(['no-restricted-imports']);
    expect(await rulesBroken(libProbe, code)).toEqual(['no-restricted-imports']);
  });

  it('stops server/ importing React or storefront code', async () => {
    const react = `import 'server-only';\nimport { useState } from 'react';\nexport const probe = useState;\n`;
    expect(await rulesBroken(serverProbe, react)).toEqual(['no-restricted-imports']);
    const feature = `import 'server-only';\nimport * as other from '@/features/${other}/${otherModule}';\nexport const probe = other;\n`;
    expect(await rulesBroken(serverProbe, feature)).toEqual(['no-restricted-imports']);
  });

  it("stops an endpoint importing a contract's schemas, and lets its types and zod-free values through", async () => {
    const schema = `import { packagesResponse } from '../contract/packages';\nexport const probe = packagesResponse;\n`;
    expect(await rulesBroken(endpointProbe, schema)).toEqual(['@typescript-eslint/no-restricted-imports']);
    const allowed = `import type { PackageDetail } from '../contract/packages';\nimport { REPRESENTATION_HEADER } from '../contract/constants';\nexport type Probe = PackageDetail;\nexport const probe = REPRESENTATION_HEADER;\n`;
    expect(await rulesBroken(endpointProbe, allowed)).toEqual([]);
  });

  it('stops an endpoint importing TanStack Query or the query options, by package, alias or relative path', async () => {
    const tanstack = await lint(endpointProbe, `import { mutationOptions } from '@tanstack/react-query';\nexport const probe = mutationOptions;\n`);
    expect(tanstack.messages.map((message) => message.ruleId)).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(tanstack.messages[0]!.message).toContain('A fetcher alone');
    const byAlias = `import * as queries from '@/lib/api/queries/packages';\nexport const probe = queries;\n`;
    expect(await rulesBroken(endpointProbe, byAlias)).toEqual(['@typescript-eslint/no-restricted-imports']);
    const byRelativePath = `import * as queries from '../queries/packages';\nexport const probe = queries;\n`;
    expect(await rulesBroken(endpointProbe, byRelativePath)).toEqual(['@typescript-eslint/no-restricted-imports']);
  });
});
