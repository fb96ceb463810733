import { getLocale, setRequestLocale } from 'next-intl/server';
import { NotFoundScreen, notFoundMetadata } from './_shared/not-found-screen';
import { ShopShell } from './_shared/shop-shell';
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
 */
export const generateMetadata = notFoundMetadata;

export default async function RootNotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  setRequestLocale(locale);
  return (
    <SiteDocument locale={locale}>
      <ShopShell locale={locale}>
        <NotFoundScreen />
      </ShopShell>
    </SiteDocument>
  );
}
