'use client';

/**
 * What the visitor typed into the booking form, kept in session storage
 * (never in the URL, and gone with the tab): a reload shows it again, and a
 * successful booking forgets it.
 */
import { useSyncExternalStore } from 'react';

const PREFIX = 'shop:booking-draft:';

const subscribe = () => () => {};

export function useDraft(key: string): Record<string, unknown> | null {
  const text = useSyncExternalStore(
    subscribe,
    () => {
      try {
        return sessionStorage.getItem(PREFIX + key);
      } catch {
        return null;
      }
    },
    () => null,
  );
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as unknown;
    return draft !== null && typeof draft === 'object' ? (draft as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, values: unknown): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // A full or forbidden storage only costs the draft.
  }
}

export function forgetDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // As above.
  }
}
