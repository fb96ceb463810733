import 'server-only';
import { now } from '@/server/clock';
import { getDb } from '@/server/db';
import { LIMITS } from '@/server/http/limits';
import type { Router } from '@/server/http/router';
import { parseCspReports, storeCspReports } from './csp-reports';

export function registerSecurityRoutes(router: Router): void {
  // Where browsers report what the pages' Content-Security-Policy blocked (runtime/security-headers.mjs).
  router.post(
    'csp-reports',
    async ({ request }) => {
      await storeCspReports(await getDb(), await parseCspReports(request), now());
      return new Response(null, { status: 204 });
    },
    { limit: LIMITS.cspReports, anyOrigin: true },
  );
}
