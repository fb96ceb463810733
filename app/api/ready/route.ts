import { readiness } from '@/server/health';

export const dynamic = 'force-dynamic';

/** Ready to serve a shopper: 200, or 503 with what is missing (server/health.ts). */
export async function GET(): Promise<Response> {
  const state = await readiness();
  return Response.json({ status: state.ready ? 'ready' : 'not-ready', ...state }, { status: state.ready ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
