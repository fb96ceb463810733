'use client';

import { useEffect, useState } from 'react';

/**
 * `value`, once it has stayed the same for `delayMs`: what a typeahead asks
 * the API for. Which answer is shown is the query's business (its key holds
 * the debounced value, so a late answer to an older value is never shown).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(settled, value)) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, settled]);
  return settled;
}
