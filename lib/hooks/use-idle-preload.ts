'use client';

import { useEffect } from 'react';

/**
 * Runs `load` once the page is idle (or after a second where the browser has
 * no idle callback): code a visitor is likely to need soon but not for the
 * first paint, such as a dialog or a modal, is fetched before it is asked for.
 */
export function useIdlePreload(load: () => void): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(load, 1_000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(load, { timeout: 3_000 });
    return () => window.cancelIdleCallback(idle);
  }, [load]);
}
