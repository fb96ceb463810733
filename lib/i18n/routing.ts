import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/**
 * Every route of both specifications, by its English name, with the path each
 * site shows (browsing spec §2, booking spec §2). Links are built from these
 * names through lib/i18n/navigation, never from hand-written paths. A slug is
 * the same on every site, so the locale switcher keeps the visitor's page.
 */
export const pathnames = {
  '/': '/',
  '/packages': { da: '/pakker', no: '/pakker', sv: '/resor' },
  '/packages/[slug]': { da: '/pakker/[slug]', no: '/pakker/[slug]', sv: '/resor/[slug]' },
  '/packages/[slug]/book': { da: '/pakker/[slug]/book', no: '/pakker/[slug]/book', sv: '/resor/[slug]/book' },
  '/packages/[slug]/preorder': {
    da: '/pakker/[slug]/preorder',
    no: '/pakker/[slug]/preorder',
    sv: '/resor/[slug]/preorder',
  },
  '/offer/[slug]': '/tilbud/[slug]',
  '/football-trips/[slug]': {
    da: '/fodboldrejser/[slug]',
    no: '/fotballreiser/[slug]',
    sv: '/fotbollsresor/[slug]',
  },
  '/leagues/[slug]': { da: '/ligaer/[slug]', no: '/ligaer/[slug]', sv: '/ligor/[slug]' },
  '/clubs': '/klubber',
  '/gift-card': '/gavekort',
  '/residual-sale': '/restsalg',
  '/invoice': '/faktura',
  '/invoice/[slug]': '/faktura/[slug]',
  '/invoice/share/[share]': '/faktura/del/[share]',
  /** Withdrawing from a gift card bought (Consumer Rights Directive art. 11a): reached from the card's page and its mail. */
  '/invoice/[slug]/withdraw': { da: '/faktura/[slug]/fortryd', no: '/faktura/[slug]/angre', sv: '/faktura/[slug]/angra' },
  /** Find my trip: order number and email → a mail with a link to the trip. */
  '/trip': { da: '/min-rejse', no: '/min-reise', sv: '/min-resa' },
  /** The traveller's own trip, opened by a trip link (server/modules/trips/links.ts). */
  '/trip/[token]': { da: '/min-rejse/[token]', no: '/min-reise/[token]', sv: '/min-resa/[token]' },
  /** An availability alert's unsubscribe link (`?token=`), from its mail. */
  '/alerts/unsubscribe': { da: '/afmeld-besked', no: '/avmeld-varsel', sv: '/avsluta-bevakning' },
  /** The test payment gateway's hosted page (the sandbox provider's, on the shop's domain). */
  '/test-gateway/[reference]': '/test-gateway/[reference]',
  '/blog': '/blog',
  '/blog/[slug]': '/blog/[slug]',
  '/info/profession': { da: '/info/erhverv', no: '/info/virksomhet', sv: '/info/verksamhet' },
  /** How to complain, and to which board (package travel law; the site's own country). */
  '/info/complaints': { da: '/info/klager', no: '/info/klage', sv: '/info/klagomal' },
  /** The accessibility statement (European Accessibility Act, each country's law). */
  '/info/accessibility': { da: '/info/tilgaengelighed', no: '/info/tilgjengelighet', sv: '/info/tillganglighet' },
  '/info/[slug]': '/info/[slug]',
  '/play-ground': '/play-ground',
} as const;

export type RouteName = keyof typeof pathnames;

export const LOCALE_COOKIE = 'NEXT_LOCALE';

/**
 * Routing declared once (STYLE §1). The URL always carries the locale prefix
 * and the browser's language never picks a site (browsing spec §1). Which
 * domain serves which site is configuration (SITE_DOMAINS), added by proxy.ts.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'always',
  localeDetection: false,
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
  pathnames,
});
