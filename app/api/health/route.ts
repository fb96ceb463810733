export const dynamic = 'force-dynamic';

/** The process is up and answering (server/health.ts). */
export function GET(): Response {
  return Response.json({ status: 'up' }, { headers: { 'cache-control': 'no-store' } });
}
