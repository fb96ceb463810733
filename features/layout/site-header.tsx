import { getTranslations } from 'next-intl/server';
import type { Cms } from '@/lib/api/contract/content';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { SITES } from '@/lib/site/sites';
import { LocaleSwitcher } from './locale-switcher';
import type { MenuItem } from './menu';
import { Navbar, type NavItem } from './navbar';

type Props = {
  menu: MenuItem[];
  landing: Cms['landing'];
  /** The country domains when the visitor is on one, else null. */
  domains: Record<Locale, string> | null;
  searchSlot?: React.ReactNode;
};

export async function SiteHeader({ menu, landing, domains, searchSlot }: Props) {
  const [t, tMenu] = await Promise.all([getTranslations('layout'), getTranslations('menu')]);

  const toNavItem = (item: MenuItem): NavItem => ({
    label: 'key' in item.title ? tMenu(item.title.key as Parameters<typeof tMenu>[0]) : item.title.text,
    href: { pathname: item.routeName, params: item.slug ? { slug: item.slug } : undefined, query: item.query } as NavItem['href'],
    disabled: item.disabled,
    submenu: item.submenu?.map(toNavItem),
  });

  // Optional buttons, switched on and off in the CMS (browsing spec §2 "Navbar").
  const buttons: NavItem[] = [
    ...(landing.showOfferSaleButton ? [{ label: tMenu('offerSale'), href: { pathname: '/packages', query: { hasOffer: 'true' } } }] : []),
    ...(landing.showResidualSaleButton ? [{ label: tMenu('residualSale'), href: '/residual-sale' }] : []),
    ...(landing.showBudgetTripsButton ? [{ label: tMenu('budgetTrips'), href: { pathname: '/packages', query: { budgetTrips: 'true' } } }] : []),
  ] as NavItem[];

  return (
    <Navbar
      brand={t('brand')}
      homeLabel={t('home')}
      navigationLabel={t('mainNavigation')}
      openMenuLabel={t('openMenu')}
      closeMenuLabel={t('closeMenu')}
      disabledSuffix={tMenu('comingSoon')}
      items={menu.map(toNavItem)}
      buttons={buttons}
      searchSlot={searchSlot}
      localeSwitcher={
        <LocaleSwitcher
          label={t('chooseSite')}
          names={Object.fromEntries(LOCALES.map((locale) => [locale, t(`sites.${locale}`)])) as Record<Locale, string>}
          langs={Object.fromEntries(LOCALES.map((locale) => [locale, SITES[locale].htmlLang])) as Record<Locale, string>}
          domains={domains}
        />
      }
    />
  );
}
