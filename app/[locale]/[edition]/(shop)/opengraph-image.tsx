import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { ogCard, OG_SIZE } from '@/app/_shared/og-card';
import { routing } from '@/lib/i18n/routing';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'Fantur';

/** The link preview of every page without its own: the site's brand and promise. */
export default async function Image({ params }: { params: Promise<{ locale: string }> }) {
  const { locale: asked } = await params;
  const locale = hasLocale(routing.locales, asked) ? asked : routing.defaultLocale;
  const [t, layout] = await Promise.all([
    getTranslations({ locale, namespace: 'metadata' }),
    getTranslations({ locale, namespace: 'layout' }),
  ]);
  return ogCard({ brand: layout('brand'), headline: t('description') });
}
