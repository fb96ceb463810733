import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Navbar, type NavbarProps } from '@/features/layout/navbar';

vi.mock('@/lib/i18n/navigation', () => ({
  usePathname: () => '/packages',
  Link: ({ children, href, ...rest }: { children: React.ReactNode; href: string }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const classes = new Proxy({}, { get: (_target, name) => String(name) }) as NavbarProps['classes'];

function navbar() {
  return render(
    <Navbar
      classes={classes}
      brand="Fantur"
      homeLabel="Fantur – til forsiden"
      navigationLabel="Hovedmenu"
      openMenuLabel="Åbn menu"
      closeMenuLabel="Luk menu"
      disabledSuffix="kommer snart"
      items={[
        { label: 'Pakker', href: '/da/pakker' },
        { label: 'Sport', href: '#', submenu: [{ label: 'Fodbold', href: '/da/fodbold' }] },
      ]}
      buttons={[]}
      searchSlot={null}
      localeSwitcher={null}
    />,
  );
}

describe('the navbar on a phone', () => {
  it('folds the open menu on Escape and gives the focus back to its button', () => {
    navbar();
    fireEvent.click(screen.getByRole('button', { name: 'Åbn menu' }));
    const toggle = screen.getByRole('button', { name: 'Luk menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('link', { name: 'Pakker' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Åbn menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Åbn menu' })).toHaveFocus();
  });

  it('folds an open submenu first, then the menu', () => {
    navbar();
    fireEvent.click(screen.getByRole('button', { name: 'Åbn menu' }));
    fireEvent.click(screen.getByRole('button', { name: /Sport/ }));
    expect(screen.getByRole('button', { name: /Sport/ })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: /Sport/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Luk menu' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Åbn menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
