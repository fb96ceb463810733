/** What the global setup hands each integration test file (vitest provide/inject). */
export type TestDatabaseTarget =
  | { driver: 'pglite'; snapshotPath: string }
  | { driver: 'postgres'; adminUrl: string; template: string; runId: string };

/** Every test sees the catalogue as seeded for this day, whatever today is. */
export const TEST_TODAY = '2026-03-02';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTarget;
  }
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
