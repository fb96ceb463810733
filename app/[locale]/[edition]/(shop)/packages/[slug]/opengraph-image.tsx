import type { Locale } from 'next-intl';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ogCard, OG_SIZE } from '@/app/_shared/og-card';
import { loadPackage } from '@/features/package/load.server';
import { formatTravelPeriod } from '@/lib/i18n/formats';
import { formatPrice } from '@/lib/i18n/money';
import { lowestPrice, packageVariants } from '@/lib/packages/variants';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'Fantur';

/** A package's link preview: its title, travel period and lowest price per person. */
export default async function Image({ params }: { params: Promise<{ locale: Locale; slug: string }> }) {
  const { locale, slug } = await params;
  const [pkg, layout, packages, format] = await Promise.all([
    loadPackage(locale, slug),
    getTranslations({ locale, namespace: 'layout' }),
    getTranslations({ locale, namespace: 'packages' }),
    getFormatter({ locale }),
  ]);
  if (!pkg) return ogCard({ brand: layout('brand'), headline: layout('brand') });
  const price = lowestPrice(packageVariants(pkg));
  const period = formatTravelPeriod(format, (days) => packages('travelPeriod', days), pkg);
  const from = price === null ? '' : ` · ${packages('fromPrice', { price: formatPrice(price, locale) })}`;
  return ogCard({ brand: layout('brand'), headline: pkg.title, detail: `${period}${from}` });
}
