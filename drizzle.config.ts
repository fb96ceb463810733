import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and run by server/db/migrate.ts
// on both PGlite and PostgreSQL; `npm run db:generate` after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  casing: 'snake_case',
});
