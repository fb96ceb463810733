'use client';

import NextLink from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import type { Classes } from '@/components/ui/classes';
import { Link, usePathname } from '@/lib/i18n/navigation';

export interface NavItem {
  label: string;
  /** The localized address (resolved on the server). */
  href: string;
  disabled?: boolean;
  submenu?: NavItem[];
}

/** The navbar's class names (./navbar.module.css), handed down by ./site-header.tsx (components/ui/classes.ts). */
type NavbarClasses = Classes<
  'navbar' | 'transparent' | 'bar' | 'brand' | 'search' | 'toggle' | 'nav' | 'navOpen' | 'menu' | 'item' | 'link' | 'disabled' | 'submenu' | 'buttons' | 'button'
>;

export interface NavbarProps {
  classes: NavbarClasses;
  brand: string;
  homeLabel: string;
  navigationLabel: string;
  openMenuLabel: string;
  closeMenuLabel: string;
  disabledSuffix: string;
  items: NavItem[];
  buttons: NavItem[];
  searchSlot: React.ReactNode;
  localeSwitcher: React.ReactNode;
}

function Submenu({ item, disabledSuffix, classes: styles }: { item: NavItem; disabledSuffix: string; classes: NavbarClasses }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) {
        setOpen(false);
        if (event instanceof KeyboardEvent) root.current?.querySelector('button')?.focus();
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);
  return (
    <li className={styles.item} ref={root}>
      <button type="button" className={styles.link} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {item.label} <span aria-hidden="true">▾</span>
      </button>
      <ul id={id} className={styles.submenu} hidden={!open}>
        {item.submenu?.map((child) => (
          <li key={child.label}>
            <MenuLink item={child} disabledSuffix={disabledSuffix} classes={styles} onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </li>
  );
}

function MenuLink({
  item,
  disabledSuffix,
  classes: styles,
  onNavigate,
}: {
  item: NavItem;
  disabledSuffix: string;
  classes: NavbarClasses;
  onNavigate?: () => void;
}) {
  if (item.disabled) {
    // An inactive sport category is shown, but cannot be chosen (browsing spec §4).
    return (
      <span className={`${styles.link} ${styles.disabled}`} aria-disabled="true">
        {item.label} <span className="visually-hidden">({disabledSuffix})</span>
      </span>
    );
  }
  return (
    <NextLink href={item.href} className={styles.link} onClick={onNavigate}>
      {item.label}
    </NextLink>
  );
}

/**
 * The navbar (browsing spec §2): menu with submenus as disclosure buttons,
 * search slot, locale switcher and the CMS-driven buttons. Below 768 px the
 * menu folds behind a menu button. Transparent over the home page's hero.
 */
export function Navbar(props: NavbarProps) {
  const pathname = usePathname();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const menuId = useId();
  const styles = props.classes;
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  // Escape folds the open menu and gives the focus back to its button; an open submenu folds first, by its own Escape.
  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (nav.current?.querySelector('button[aria-expanded="true"]')) return;
      setOpenOn(null);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [menuOpen]);

  return (
    <header className={pathname === '/' ? `${styles.navbar} ${styles.transparent}` : styles.navbar}>
      <div className={styles.bar}>
        <Link href="/" className={styles.brand} aria-label={props.homeLabel}>
          {props.brand}
        </Link>
        <div className={styles.search}>{props.searchSlot}</div>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
          <span className="visually-hidden">{menuOpen ? props.closeMenuLabel : props.openMenuLabel}</span>
        </button>
      </div>
      <nav ref={nav} id={menuId} className={menuOpen ? `${styles.nav} ${styles.navOpen}` : styles.nav} aria-label={props.navigationLabel}>
        <ul className={styles.menu}>
          {props.items.map((item) =>
            item.submenu ? (
              <Submenu key={item.label} item={item} disabledSuffix={props.disabledSuffix} classes={styles} />
            ) : (
              <li key={item.label} className={styles.item}>
                <MenuLink item={item} disabledSuffix={props.disabledSuffix} classes={styles} />
              </li>
            ),
          )}
        </ul>
        {props.buttons.length > 0 && (
          <ul className={styles.buttons}>
            {props.buttons.map((button) => (
              <li key={button.label}>
                <NextLink href={button.href} className={styles.button}>
                  {button.label}
                </NextLink>
              </li>
            ))}
          </ul>
        )}
        {props.localeSwitcher}
      </nav>
    </header>
  );
}
