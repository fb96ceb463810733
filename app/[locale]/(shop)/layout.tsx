import type { ReactNode } from 'react';
import { ShopShell } from '@/app/_shared/shop-shell';
import { siteLocale } from '@/app/_shared/site-locale';
import type { Locale } from '@/lib/i18n/locales';

type Props = { children: ReactNode; params: Promise<{ locale: Locale }> };

/** The shop's shell: seasonal banner, navbar, footer. Booking pages live outside it (booking spec §2). */
export default async function ShopLayout({ children, params }: Props) {
  return <ShopShell locale={await siteLocale(params)}>{children}</ShopShell>;
}
