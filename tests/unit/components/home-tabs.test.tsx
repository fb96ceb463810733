import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeagueTabs, nextTabIndex } from '@/features/home/league-tabs';

const leagues = ['Premier League', 'LaLiga', 'Bundesliga', 'Serie A'];
const tabs = leagues.map((league) => ({
  key: league.toLowerCase().replace(/ /g, '-'),
  label: league,
  panel: <a href={`/da/ligaer/${league}`}>{`Rejser i ${league}`}</a>,
}));

function renderTabs() {
  render(<LeagueTabs tabs={tabs} label="Ligaer" />);
  return screen.getAllByRole('tab');
}

describe('browse by league tabs', () => {
  it('are a tablist with one tab per league, the first one selected', () => {
    const all = renderTabs();
    expect(screen.getByRole('tablist', { name: 'Ligaer' })).toBeInTheDocument();
    expect(all.map((tab) => tab.textContent)).toEqual(leagues);
    expect(all.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Premier League');
    expect(all[0]).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('link', { name: 'Rejser i Premier League' })).toBeVisible();
  });

  it('render only the open panel on the server, the others empty and hidden', () => {
    const html = renderToString(<LeagueTabs tabs={tabs} label="Ligaer" />);
    expect(html).toContain('Rejser i Premier League');
    for (const league of leagues.slice(1)) expect(html).not.toContain(`Rejser i ${league}`);
    expect(html.match(/role="tabpanel"[^>]*hidden/g)).toHaveLength(leagues.length - 1);
  });

  it('render a panel when its tab is first opened, and keep it (hidden) after', async () => {
    const user = userEvent.setup();
    const all = renderTabs();
    expect(screen.queryByRole('link', { name: 'Rejser i LaLiga', hidden: true })).toBeNull();
    await user.click(all[1]!);
    expect(screen.getByRole('link', { name: 'Rejser i LaLiga' })).toBeVisible();
    await user.click(all[0]!);
    expect(screen.getByRole('link', { name: 'Rejser i LaLiga', hidden: true })).not.toBeVisible();
  });

  it('are one stop in the tab order: only the selected tab is focusable by Tab', async () => {
    const user = userEvent.setup();
    const all = renderTabs();
    await user.tab();
    expect(all[0]).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    expect(all.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('move with the arrow keys, wrapping around, and show the panel at once', async () => {
    const user = userEvent.setup();
    const all = renderTabs();
    await user.click(all[0]!);
    await user.keyboard('{ArrowRight}');
    expect(all[1]).toHaveFocus();
    expect(all[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('LaLiga');
    expect(screen.getByRole('link', { name: 'Rejser i LaLiga' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Rejser i Premier League' })).toBeNull();

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(all[3]).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Serie A');
    await user.keyboard('{ArrowRight}');
    expect(all[0]).toHaveFocus();
  });

  it('jump to the first and last tab with Home and End', async () => {
    const user = userEvent.setup();
    const all = renderTabs();
    await user.click(all[1]!);
    await user.keyboard('{End}');
    expect(all[3]).toHaveFocus();
    expect(all[3]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(all[0]).toHaveFocus();
    expect(all[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('select a tab on click', async () => {
    const user = userEvent.setup();
    const all = renderTabs();
    await user.click(all[2]!);
    expect(all[2]).toHaveAttribute('aria-selected', 'true');
    expect(all[2]!.tabIndex).toBe(0);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Bundesliga');
  });

  it('ignore other keys', () => {
    expect(nextTabIndex('Enter', 1, 4)).toBeNull();
    expect(nextTabIndex('ArrowDown', 1, 4)).toBeNull();
    expect(nextTabIndex('ArrowRight', 3, 4)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 4)).toBe(3);
  });
});
