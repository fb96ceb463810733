import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const globalSetup = [path.join(root, 'tests/setup/global-setup.ts')];

/**
 * Unit tests, and API integration tests through the route handlers on a seeded
 * database: on PGlite always, and again on PostgreSQL when DATABASE_URL is set.
 */
export default defineConfig({
  resolve: { alias: { '@': root } },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    projects: [
      { extends: true as const, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
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
