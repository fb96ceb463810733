import fs from 'node:fs';
import path from 'node:path';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import shop from './eslint-rules/require-server-only.mjs';

const root = import.meta.dirname;

/**
 * The two halves stay apart (ARCHITECTURE): the storefront is a client of the
 * /api/v1 contract and never imports server/; the reference backend never
 * imports React code. Enforced here, not by memory.
 */
const serverImports = {
  group: ['@/server', '@/server/*', '**/server/*', '../server/*'],
  message: 'The storefront talks to the backend only through lib/api (the /api/v1 contract).',
};
const dynamicImport = {
  name: 'next/dynamic',
  message: "Use clientOnly (components/ui/client-only) or React's lazy: next/dynamic adds its loader to every page that uses it.",
};
/**
 * An endpoint module (lib/api/endpoints) reads its answers with the contract on
 * the server only (`checked` in lib/api/client.ts): it imports a contract's
 * types, and its fixed values from the zod-free modules, never its schemas,
 * which would bring zod's runtime into the browser with the endpoint.
 */
const contractSchemas = {
  group: ['../contract/*', '@/lib/api/contract/*', '!../contract/constants', '!../contract/form-limits', '!@/lib/api/contract/constants', '!@/lib/api/contract/form-limits'],
  allowTypeImports: true,
  message: "Import the contract's types, or its values from contract/constants and contract/form-limits; the schemas load through checked or parsed.",
};
/**
 * The production server's room (runtime/) runs the built app and stands above
 * it; the app reaches into it at one point only: the backend's catalogue
 * watcher forgets the kept pages through the render cache's handle
 * (render-cache.mjs). The process-wide keys both meet under live below both,
 * in lib/process-keys.mjs. Everything else there is the server's own
 * (runtime/README.md).
 */
const runtimeInterface = (...files) => ({
  group: ['@/runtime/*', '**/runtime/*', ...files.flatMap((file) => [`!@/runtime/${file}`, `!**/runtime/${file}`])],
  message: files.length ? `The app reaches runtime/ only through ${files.join(', ')}.` : 'runtime/ runs the app; the app imports nothing of it (the keys both share are lib/process-keys.mjs).',
});
/**
 * And the room imports no app code: it runs the built app, and of the sources
 * takes only lib's pure modules (ARCHITECTURE). Plain Node loads it, so an
 * import would also miss the `@/` alias and the TypeScript.
 */
const appImports = {
  group: ['@/*', '../app/*', '../server/*', '../features/*', '../components/*', '../*.ts', '../*.tsx'],
  message: 'runtime/ runs the built app and imports none of its code, only what lib/ holds as plain JavaScript.',
};
/**
 * An endpoint module holds the fetchers alone, for the server and the browser
 * alike; their TanStack Query options are in lib/api/queries/<word>.ts, so a
 * caller that wants a fetcher never loads TanStack Query with it.
 */
const fetcherOnly = {
  group: ['@tanstack/*', '../query/*', '../queries/*', '@/lib/api/query/*', '@/lib/api/queries/*'],
  message: "A fetcher alone: its query or mutation options go in lib/api/queries/<word>.ts.",
};
const reactImports = {
  group: ['react', 'react-dom', 'react/*', 'next-intl', 'next-intl/*', '@/features/*', '@/components/*', '@/app/*'],
  message: 'server/ is the reference backend: no React, features, components or app code.',
};

/**
 * Features never import each other (STYLE §4): each folder of features/ may
 * import from itself and from below (components/ui, lib), never from a sibling,
 * whether the path is written `@/features/x/…` or `../x/…` (the rule compares
 * resolved files). One zone per folder, read from the disk, so a new or renamed
 * feature is covered as it is. What two features share moves down, or the app
 * page composes them.
 */
const featureZones = fs
  .readdirSync(path.join(root, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./features/${name}`,
    from: './features',
    except: [`./${name}`],
    message: 'Features do not import each other: move the shared piece to components/ui or lib, or compose the two in the app page.',
  }));

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      'next-env.d.ts',
      'bench/results/**',
      'playwright-report/**',
      'test-results/**',
      // Deliberate violations that tests/unit/lint-rules.test.ts lints on purpose.
      'tests/fixtures/lint/**',
    ],
  },
  ...nextVitals,
  ...nextTs,
  {
    // The import rules read our modules, never the packages' (no-cycle would parse every package it reaches).
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Type-only imports are erased, so only runtime cycles count; packages are not followed.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-duplicates': 'error',
    },
  },
  {
    files: ['app/\\[locale\\]/**', 'app/_shared/**', 'app/*.{ts,tsx}', 'features/**', 'components/**', 'lib/**', 'proxy.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports, runtimeInterface()], paths: [dynamicImport] }] },
  },
  {
    files: ['lib/api/endpoints/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [contractSchemas, fetcherOnly] }] },
  },
  {
    files: ['lib/api/queries/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [contractSchemas] }] },
  },
  {
    files: ['features/**'],
    rules: { 'import/no-restricted-paths': ['error', { basePath: root, zones: featureZones }] },
  },
  {
    files: ['server/**'],
    plugins: { shop },
    rules: {
      'no-restricted-imports': ['error', { patterns: [reactImports, runtimeInterface('render-cache.mjs')] }],
      'shop/require-server-only': 'error',
    },
  },
  {
    // The API's and the staff pages' adapters, and the composition root.
    files: ['app/api/**', 'app/staff/**', 'instrumentation.ts', 'instrumentation-client.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [runtimeInterface()] }] },
  },
  {
    files: ['runtime/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appImports] }] },
  },
  {
    // A storefront module named *.server.ts loads data while a page renders on the server.
    files: ['**/*.server.ts'],
    plugins: { shop },
    rules: { 'shop/require-server-only': 'error' },
  },
];

export default config;
