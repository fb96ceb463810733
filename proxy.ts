import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { siteDomains } from '@/lib/i18n/domains';
import { isLocale } from '@/lib/i18n/locales';
import { LOCALE_COOKIE, routing } from '@/lib/i18n/routing';

/**
 * Host and path → locale (browsing spec §1). A country domain serves its own
 * site; another site's prefix on it is redirected to that site's domain; any
 * other host serves every site under its prefix. It calls no backend.
 */
const handleI18nRouting = createMiddleware({
  ...routing,
  domains: siteDomains(process.env.SITE_DOMAINS, process.env.PORT),
});

export default function proxy(request: NextRequest) {
  const response = handleI18nRouting(request);
  // The locale cookie remembers the site of the last page a visitor opened.
  const prefix = request.nextUrl.pathname.split('/')[1];
  const isDocument = (request.headers.get('sec-fetch-dest') ?? 'document') === 'document';
  if (response.status === 200 && isDocument && isLocale(prefix) && request.cookies.get(LOCALE_COOKIE)?.value !== prefix) {
    response.cookies.set(LOCALE_COOKIE, prefix, { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' });
  }
  return response;
}

export const config = {
  // Everything but the API, Next's assets, generated media and files with an extension.
  matcher: ['/((?!api|_next|_vercel|media|.*\\..*).*)'],
};
