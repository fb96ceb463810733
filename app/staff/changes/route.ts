import { getDb } from '@/server/db';
import { parseChangeCursor, recentChanges } from '@/server/modules/staff/changes';
import { staffAnswer } from '@/server/modules/staff/handler';
import { recentChangesPage } from '@/server/modules/staff/pages';

export const dynamic = 'force-dynamic';

/** The newest changes and data requests across bookings (`/staff/changes?before=…`). */
export function GET(request: Request): Promise<Response> {
  return staffAnswer(request, async (user) => {
    const before = parseChangeCursor(new URL(request.url).searchParams.get('before'));
    return recentChangesPage(user, await recentChanges(await getDb(), before));
  });
}
