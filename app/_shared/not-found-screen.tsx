import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/features/layout/error-screen';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';

/** The localized 404 (browsing spec §2 "error pages"): what happened and the way back to the front page. */
export async function NotFoundScreen() {
  const [t, locale] = await Promise.all([getTranslations('errors'), getLocale()]);
  return <ErrorScreen locale={locale as Locale} title={t('notFound')} detail={t('status', { status: 404 })} homeLabel={t('backToFront')} />;
}

/** The 404's title as the site writes titles ("… – Fantur"); the request's site when no locale is given. */
export async function notFoundTitle(locale?: Locale): Promise<string> {
  const [t, tMetadata] = await Promise.all([
    locale ? getTranslations({ locale, namespace: 'errors' }) : getTranslations('errors'),
    locale ? getTranslations({ locale, namespace: 'metadata' }) : getTranslations('metadata'),
  ]);
  return tMetadata('titleTemplate').replace('%s', t('notFound'));
}

/**
 * A not-found's metadata. Next hands it the segment's params: a kept page's
 * 404 names its site by them, for it may not read the request (docs/adr/0012-render-cache.md).
 * An address that names no site there (`/.git/config` reaches `[locale]/[edition]`
 * as the site `.git`) is the default site's 404: reading the request would
 * turn the kept page's rendering into a 500. Only a not-found whose params
 * name no site at all (the global one) reads the request's site.
 */
export async function notFoundMetadata(props?: { params?: Promise<{ locale?: string }> }): Promise<Metadata> {
  const asked = (await props?.params)?.locale;
  if (asked === undefined) return { title: { absolute: await notFoundTitle() } };
  return { title: { absolute: await notFoundTitle(isLocale(asked) ? asked : DEFAULT_LOCALE) } };
}
