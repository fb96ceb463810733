import { signInForm, signInPost } from '@/server/modules/staff/handler';

export const dynamic = 'force-dynamic';

/** The staff sign-in (`/staff/sign-in`): name and password, then a code of the authenticator app or a recovery code. */
export function GET(request: Request): Promise<Response> {
  return signInForm(request);
}

export function POST(request: Request): Promise<Response> {
  return signInPost(request);
}
