import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The two halves stay apart (ARCHITECTURE): the storefront is a client of the
 * /api/v1 contract and never imports server/; the reference backend never
 * imports React code. Enforced here, not by memory.
 */
const serverImports = {
  group: ['@/server', '@/server/*', '**/server/*', '../server/*'],
  message: 'The storefront talks to the backend only through lib/api (the /api/v1 contract).',
};
const reactImports = {
  group: ['react', 'react-dom', 'react/*', 'next-intl', 'next-intl/*', '@/features/*', '@/components/*', '@/app/*'],
  message: 'server/ is the reference backend: no React, features, components or app code.',
};

const config = [
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'bench/results/**', 'playwright-report/**', 'test-results/**'] },
  ...nextVitals,
  ...nextTs,
  {
    files: ['app/\\[locale\\]/**', 'features/**', 'components/**', 'lib/**', 'proxy.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports] }] },
  },
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [reactImports] }] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];

export default config;
