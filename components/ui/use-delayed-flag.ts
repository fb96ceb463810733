'use client';

import { useEffect, useState } from 'react';

/** Spec §9: "Minimum delay for fetch indicators default 200 ms". */
export const FETCH_INDICATOR_DELAY_MS = 200;

/**
 * True only once `active` has stayed true for `delayMs` without a break, so
 * an answer faster than the delay never flashes a spinner. Turns false as
 * soon as `active` does. No library: a timer and a state flag.
 */
export function useDelayedFlag(active: boolean, delayMs: number = FETCH_INDICATOR_DELAY_MS): boolean {
  const [elapsed, setElapsed] = useState(false);

  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => {
      clearTimeout(timer);
      // Reset for the next activation; runs when `active` turns false.
      setElapsed(false);
    };
  }, [active, delayMs]);

  return active && elapsed;
}
