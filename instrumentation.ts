/**
 * The composition root of the server process: binds the storefront's API
 * client to the in-process transport (no loopback HTTP during server rendering)
 * and opens the database before the first visitor arrives.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  if (process.env.API_BASE_URL) return; // another backend serves the contract

  const [{ handleApiRequest }, { registerInProcessTransport }, { getDbHandle }] = await Promise.all([
    import('./server/http/api'),
    import('./lib/api/transport'),
    import('./server/db'),
  ]);
  registerInProcessTransport(handleApiRequest);
  await getDbHandle();
}
