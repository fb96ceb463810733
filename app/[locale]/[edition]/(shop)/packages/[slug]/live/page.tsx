/**
 * The package page, rendered per request: the proxy sends every package page
 * here (lib/site/edition-route.ts). Its customisation prices each choice from
 * the seats and rooms left, which bookings move without touching the
 * catalogue, so a kept render would show prices the price check no longer
 * answers; and it reads the request's own query (a shared link, an offer).
 */
export { default, generateMetadata } from '../page';
