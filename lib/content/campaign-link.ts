import type { Locale } from '@/lib/i18n/locales';
import { pathnames, type RouteName } from '@/lib/i18n/routing';

export type RouteHref = { pathname: RouteName; params?: Record<string, string>; query?: Record<string, string> };

/** A link of the shop by its route name, or an address to use as it is. */
export type CampaignTarget = { kind: 'route'; href: RouteHref } | { kind: 'url'; href: string };

const ORIGIN = 'http://shop.invalid';

function localizedTemplate(route: RouteName, locale: Locale): string {
  const localized = pathnames[route];
  return typeof localized === 'string' ? localized : localized[locale];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The route whose localized path is `path` on the site, literal paths before ones with a parameter. */
function matchRoute(path: string, locale: Locale): { pathname: RouteName; params: Record<string, string> } | null {
  const candidates: { pathname: RouteName; params: Record<string, string> }[] = [];
  for (const route of Object.keys(pathnames) as RouteName[]) {
    const template = localizedTemplate(route, locale);
    const names: string[] = [];
    const pattern = template
      .split(/(\[[^\]]+\])/)
      .map((part) => {
        const param = /^\[([^\]]+)\]$/.exec(part);
        if (!param?.[1]) return escapeRegExp(part);
        names.push(param[1]);
        return '([^/]+)';
      })
      .join('');
    const match = new RegExp(`^${pattern}/?$`).exec(path);
    if (!match) continue;
    const values = names.map((_, index) => safeDecode(match[index + 1] ?? ''));
    if (values.some((value) => value === null)) continue;
    candidates.push({ pathname: route, params: Object.fromEntries(names.map((name, index) => [name, values[index] ?? ''])) });
  }
  candidates.sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length);
  return candidates[0] ?? null;
}

/**
 * Where a campaign's `link` leads. Editors write a path of their own site
 * without the locale prefix (`/pakker?hasOffer=true`, `/resor?…` on the
 * Swedish site); it becomes the route it names, so the link carries the
 * locale prefix and the shop's client-side navigation. An absolute address
 * (http or https) is used as it is, an unknown path gets the site's prefix,
 * and anything else is no link (null).
 */
export function campaignTarget(link: string, locale: Locale): CampaignTarget | null {
  const trimmed = link.trim();
  if (/^https?:\/\//i.test(trimmed)) return { kind: 'url', href: trimmed };
  // Any other scheme (javascript:, data:) or a protocol-relative address is no link of a campaign.
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//') || trimmed === '') return null;
  const url = new URL(trimmed.startsWith('/') ? trimmed : `/${trimmed}`, ORIGIN);
  const path = url.pathname === `/${locale}` ? '/' : url.pathname.startsWith(`/${locale}/`) ? url.pathname.slice(locale.length + 1) : url.pathname;
  const route = matchRoute(path, locale);
  if (!route) return { kind: 'url', href: `/${locale}${path === '/' ? '' : path}${url.search}${url.hash}` };
  const query = Object.fromEntries(url.searchParams);
  return {
    kind: 'route',
    href: {
      pathname: route.pathname,
      ...(Object.keys(route.params).length > 0 && { params: route.params }),
      ...(Object.keys(query).length > 0 && { query }),
    },
  };
}

/**
 * The campaign's overlay colour when it is a plain CSS colour (`#0b6e4f`,
 * `rgb(…)`, `hsl(…)`, a name), else the brand colour: the value goes into a
 * style attribute, where anything else could add declarations of its own.
 */
export function overlayColor(value: string, fallback = 'var(--color-brand-dark)'): string {
  const color = value.trim();
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(color)) return color;
  if (/^(?:rgb|rgba|hsl|hsla)\(\s*[0-9.%,\s/-]+\)$/i.test(color)) return color;
  if (/^[a-z]{3,20}$/i.test(color)) return color;
  return fallback;
}
