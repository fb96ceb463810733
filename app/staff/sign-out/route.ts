import { signOutPost } from '@/server/modules/staff/handler';

export const dynamic = 'force-dynamic';

/** Signs the staff user out: the session ends on the server, the cookie is cleared. */
export function POST(request: Request): Promise<Response> {
  return signOutPost(request);
}
