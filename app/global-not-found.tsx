// Rendered outside the root layout: it brings the site's stylesheet itself (first, as the layout does), as app/error.tsx and app/global-error.tsx do.
import './globals.css';
import { getLocale, setRequestLocale } from 'next-intl/server';
import { NotFoundScreen, notFoundMetadata } from './_shared/not-found-screen';
import { serverNow } from './_shared/clock';
import { ShopShell } from './_shared/shop-shell';
import { domainsOfRequest } from './_shared/site-of-host';
import { SiteDocument } from './_shared/site-document';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';

/**
 * Any address that no route claims (`/da/findes-ikke`): the site's own 404,
 * rendered on the server in its document and shell. The site is the one the
 * proxy read from the address (next-intl's request locale); an address under
 * no site gets the default one.
 *
 * Unknown addresses must reach this page rather than a `[locale]/[...rest]`
 * catch-all that calls notFound(): Next 16 answers a notFound() thrown while
 * rendering with a bare error document and draws the not-found page only in
 * the browser (vercel/next.js#62228), while this route is rendered whole.
 *
 * A global not-found (not `app/not-found.tsx`): Next renders a root
 * not-found into every page as its boundary's fallback, and this one reads the
 * request (the routing's locale, the host), which would make every page
 * rendered per request instead of kept (docs/adr/0012-render-cache.md).
 */
export const generateMetadata = notFoundMetadata;

export default async function GlobalNotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  setRequestLocale(locale);
  // Rendered per request (getLocale reads the routing's answer): the host and the clock are at hand.
  const { current } = await domainsOfRequest();
  return (
    <SiteDocument locale={locale}>
      <ShopShell locale={locale} now={serverNow()} onDomain={current !== null}>
        <NotFoundScreen />
      </ShopShell>
    </SiteDocument>
  );
}
