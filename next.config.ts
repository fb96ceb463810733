import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// Messages are compiled at build time, so the browser formats them without an ICU parser (intl-messageformat, about 12 kB gzip).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  // Rendered catalogue pages are kept in memory and forgotten when the catalogue changes (docs/adr/0012-render-cache.md).
  cacheHandler: path.join(import.meta.dirname, 'runtime/render-cache.mjs'),
  cacheMaxMemorySize: 0,
  // PGlite ships WebAssembly and data files it loads from its own folder.
  // rate-limiter-flexible imports drizzle-orm by a computed name, which a bundle cannot follow.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'rate-limiter-flexible', '@touch4it/ical-timezones'],
  poweredByHeader: false,
  // app/global-not-found.tsx answers addresses no route matches (see app/not-found.tsx for why).
  experimental: { globalNotFound: true },
  reactStrictMode: true,
  // An invoice's address is the key to it, and a payment page's carries the payment's reference:
  // neither may leave in a Referer to another site (the payments issue, "the invoice link is a key").
  async headers() {
    return [
      { source: '/:locale(da|no|sv)/faktura/:path*', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
      { source: '/:locale(da|no|sv)/test-gateway/:path*', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
      // A trip link is the key to the traveller's trip: it leaves in no Referer either.
      ...['min-rejse', 'min-reise', 'min-resa'].map((path) => ({ source: `/:locale(da|no|sv)/${path}/:path*`, headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] })),
    ];
  },
};

export default withNextIntl(nextConfig);
