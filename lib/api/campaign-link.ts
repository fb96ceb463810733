import type { Locale } from '@/lib/i18n/locales';

/**
 * Where a campaign's link goes: its own address when absolute, otherwise the
 * site path the editors wrote (already localized, e.g. `/resor?…` on sv)
 * under the site's locale prefix.
 */
export function campaignHref(link: string, locale: Locale): string {
  return /^https?:\/\//.test(link) ? link : `/${locale}${link.startsWith('/') ? link : `/${link}`}`;
}
