import type { ReactNode } from 'react';
import { pageEdition, pageNow } from '@/app/_shared/clock';
import { ShopShell } from '@/app/_shared/shop-shell';
import { siteLocale } from '@/app/_shared/site-locale';

type Props = { children: ReactNode; params: Promise<{ locale: string; edition: string }> };

/** The shop's shell: seasonal banner, navbar, footer. Booking pages live outside it (booking spec §2). */
export default async function ShopLayout({ children, params }: Props) {
  const [locale, edition] = await Promise.all([siteLocale(params), pageEdition(params)]);
  return (
    <ShopShell locale={locale} now={pageNow(edition)} onDomain={edition.onDomain}>
      {children}
    </ShopShell>
  );
}
