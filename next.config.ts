import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite ships WebAssembly and data files it loads from its own folder.
  // rate-limiter-flexible imports drizzle-orm by a computed name, which a bundle cannot follow.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'rate-limiter-flexible'],
  poweredByHeader: false,
  reactStrictMode: true,
  // An invoice's address is the key to it, and a payment page's carries the payment's reference:
  // neither may leave in a Referer to another site (the payments issue, "the invoice link is a key").
  async headers() {
    return [
      { source: '/:locale(da|no|sv)/faktura/:path*', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
      { source: '/:locale(da|no|sv)/test-gateway/:path*', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
    ];
  },
};

export default withNextIntl(nextConfig);
