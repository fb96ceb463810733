/**
 * The package page for a request with a selection in its query (a shared
 * link, an offer, a coupon): the same page, rendered per request, because it
 * reads the request's own query. The proxy sends such requests here; the
 * package page itself, without a query, is kept (lib/site/edition-route.ts).
 */
export { default, generateMetadata } from '../page';
