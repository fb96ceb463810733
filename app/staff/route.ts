import { getDb } from '@/server/db';
import { staffAnswer } from '@/server/modules/staff/handler';
import { listInbox, parseCursor } from '@/server/modules/staff/inbox';
import { inboxPage } from '@/server/modules/staff/pages';

export const dynamic = 'force-dynamic';

/** The staff inbox (`/staff?q=…&before=…`): newest first, searched by name, email or number. */
export function GET(request: Request): Promise<Response> {
  return staffAnswer(request, async (user) => {
    const url = new URL(request.url);
    const q = (url.searchParams.get('q') ?? '').slice(0, 100);
    const before = parseCursor(url.searchParams.get('before'));
    return inboxPage(user, await listInbox(await getDb(), { q, before }), q);
  });
}
