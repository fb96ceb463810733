/**
 * The package page rendered per request, from the request's own query: the
 * proxy sends a package page opened with a chosen selection here (a shared
 * link, lib/site/edition-route.ts); the package's own trip is kept per variant.
 */
export { default, generateMetadata } from '../page';
