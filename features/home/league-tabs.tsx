'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './home.module.css';

export type LeagueTab = {
  key: string;
  label: string;
  panel: ReactNode;
};

type Props = {
  tabs: LeagueTab[];
  /** Names the tab list, e.g. "Ligaer". */
  label: string;
};

/** Which tab an arrow, Home or End key moves to; null for any other key. */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Browse by league (browsing spec §2 Home): one tab per popular tournament,
 * its packages in the panel. The WAI-ARIA tabs pattern with automatic
 * activation: arrow keys move between tabs and show their panel at once,
 * Home and End jump to the ends, Tab leaves the list for the open panel.
 * A panel is rendered once its tab has been open, and kept (hidden) after:
 * the first comes from the server, another fetches its packages when first
 * opened (the home page passes it a LeaguePanel).
 */
export function LeagueTabs({ tabs, label }: Props) {
  const [selected, setSelected] = useState(0);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]));
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  function select(index: number) {
    setSelected(index);
    setOpened((before) => (before.has(index) ? before : new Set(before).add(index)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = nextTabIndex(event.key, selected, tabs.length);
    if (next === null) return;
    event.preventDefault();
    select(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === selected}
            aria-controls={panelId(index)}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          tabIndex={0}
          hidden={index !== selected}
          className={styles.tabPanel}
        >
          {opened.has(index) ? tab.panel : null}
        </div>
      ))}
    </div>
  );
}
