import createMiddleware from 'next-intl/middleware';
import { routing } from '@/lib/i18n/routing';

// Host and path → locale. It calls no backend (STYLE §1: no redirect loops).
export default createMiddleware(routing);

export const config = {
  // Everything but the API, Next's assets, generated media and files with an extension.
  matcher: ['/((?!api|_next|_vercel|media|.*\\..*).*)'],
};
