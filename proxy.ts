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
const domains = siteDomains(process.env.SITE_DOMAINS, process.env.PORT);
const handleI18nRouting = createMiddleware({ ...routing, domains });

/**
 * The same routing, steered by the locale cookie: an address without a site
 * (`/` on plain localhost) opens the site the visitor last opened. next-intl
 * reads the cookie before Accept-Language, and only a request whose cookie
 * names a site comes here, so the browser's language never picks a site.
 * A country domain keeps serving its own site whatever the cookie says.
 */
const handleWithLastSite = createMiddleware({ ...routing, domains, localeDetection: true });

export default function proxy(request: NextRequest) {
  const lastSite = request.cookies.get(LOCALE_COOKIE)?.value;
  const response = (isLocale(lastSite) ? handleWithLastSite : handleI18nRouting)(request);
  // The locale cookie remembers the site of the last page a visitor opened.
  const prefix = request.nextUrl.pathname.split('/')[1];
  const isDocument = (request.headers.get('sec-fetch-dest') ?? 'document') === 'document';
  if (response.status === 200 && isDocument && isLocale(prefix) && lastSite !== prefix) {
    response.cookies.set(LOCALE_COOKIE, prefix, { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' });
  }
  return response;
}

export const config = {
  // Everything but the API, Next's assets, generated media and files with an extension.
  matcher: ['/((?!api|_next|_vercel|media|.*\\..*).*)'],
};
