'use client';

/**
 * What the visitor typed into the booking form, kept in session storage
 * (never in the URL, and gone with the tab): a reload shows it again, and a
 * successful booking forgets it.
 */
import { useEffect, useSyncExternalStore } from 'react';

const PREFIX = 'shop:booking-draft:';

const subscribe = () => () => {};

/** What each form found in storage when it first rendered in this page: read once, so that typing (which saves) never remounts the form. */
const found = new Map<string, string | null>();

function readOnce(key: string): string | null {
  if (!found.has(key)) {
    let text: string | null = null;
    try {
      text = sessionStorage.getItem(PREFIX + key);
    } catch {
      // No storage: no draft.
    }
    found.set(key, text);
  }
  return found.get(key) ?? null;
}

/**
 * The draft the form starts from: none on the server and while hydrating,
 * then what storage held when the page opened; forgotten when the form
 * unmounts, so the next visit reads storage again.
 */
export function useDraft(key: string): Record<string, unknown> | null {
  const text = useSyncExternalStore(subscribe, () => readOnce(key), () => null);
  useEffect(() => () => void found.delete(key), [key]);
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
