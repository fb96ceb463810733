import { getLocale, getTranslations } from 'next-intl/server';
import { classesOf } from '@/components/ui/classes';
import type { Cms } from '@/lib/api/contract/content';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { SITES } from '@/lib/site/sites';
import { LocaleSwitcher } from './locale-switcher';
import type { MenuItem } from './menu';
import { Navbar, type NavItem } from './navbar';
import styles from './navbar.module.css';

type Props = {
  menu: MenuItem[];
  landing: Cms['landing'];
  /** The country domains when the visitor is on one, else null. */
  domains: Record<Locale, string> | null;
  searchSlot?: React.ReactNode;
};

export async function SiteHeader({ menu, landing, domains, searchSlot }: Props) {
  const [t, tMenu, locale] = await Promise.all([getTranslations('layout'), getTranslations('menu'), getLocale()]);
  // Addresses are resolved here: the browser gets each link's address, not its route, parameters and query.
  const path = (href: Parameters<typeof getPathname>[0]['href']) => getPathname({ href, locale });

  const toNavItem = (item: MenuItem): NavItem => ({
    label: 'key' in item.title ? tMenu(item.title.key as Parameters<typeof tMenu>[0]) : item.title.text,
    href: path({ pathname: item.routeName, params: item.slug ? { slug: item.slug } : undefined, query: item.query } as Parameters<typeof path>[0]),
    ...(item.disabled ? { disabled: true } : {}),
    ...(item.submenu ? { submenu: item.submenu.map(toNavItem) } : {}),
  });

  // Optional buttons, switched on and off in the CMS (browsing spec §2 "Navbar").
  const buttons: NavItem[] = [
    ...(landing.showOfferSaleButton ? [{ label: tMenu('offerSale'), href: path({ pathname: '/packages', query: { hasOffer: 'true' } }) }] : []),
    ...(landing.showResidualSaleButton ? [{ label: tMenu('residualSale'), href: path('/residual-sale') }] : []),
    ...(landing.showBudgetTripsButton ? [{ label: tMenu('budgetTrips'), href: path({ pathname: '/packages', query: { budgetTrips: 'true' } }) }] : []),
  ];

  return (
    <Navbar
      classes={classesOf(styles, [
        'navbar',
        'transparent',
        'bar',
        'brand',
        'search',
        'toggle',
        'nav',
        'navOpen',
        'menu',
        'item',
        'link',
        'disabled',
        'submenu',
        'buttons',
        'button',
      ])}
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
          classes={classesOf(styles, ['localeSwitcher', 'localeCode', 'localeLink'])}
          label={t('chooseSite')}
          names={Object.fromEntries(LOCALES.map((locale) => [locale, t(`sites.${locale}`)])) as Record<Locale, string>}
          codes={Object.fromEntries(LOCALES.map((locale) => [locale, SITES[locale].country])) as Record<Locale, string>}
          langs={Object.fromEntries(LOCALES.map((locale) => [locale, SITES[locale].htmlLang])) as Record<Locale, string>}
          domains={domains}
        />
      }
    />
  );
}
