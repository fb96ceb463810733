import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const globalSetup = [path.join(root, 'tests/setup/global-setup.ts')];

/**
 * Unit tests, and API integration tests through the route handlers on a seeded
 * database: on PGlite always, and again on PostgreSQL when DATABASE_URL is set.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      // Server modules import 'server-only', which throws outside a React server
      // environment (its `react-server` export is the empty module). Tests run
      // them in plain Node, so they get that empty module.
      'server-only': path.join(root, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'tests/unit/components/**'],
          // next-intl's middleware imports `next/server` without an extension, which only a bundler resolves (tests/unit/proxy.test.ts).
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        // components/ui in a browser-like DOM (Testing Library + user-event).
        extends: true as const,
        test: {
          name: 'components',
          include: ['tests/unit/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: [path.join(root, 'tests/setup/jsdom.ts')],
        },
      },
      {
        extends: true as const,
        test: { name: 'integration (pglite)', include: ['tests/integration/**/*.test.ts'], globalSetup },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              extends: true as const,
              test: { name: 'integration (postgres)', include: ['tests/integration/**/*.test.ts'], globalSetup },
            },
          ]
        : []),
    ],
  },
});
