'use client';

import { useLayoutEffect, useRef } from 'react';
import { toast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/i18n/error-text';

/**
 * A popup body's failed load (the static page's text, the stadium tour's):
 * says why in a toast and calls `onFailed`, which closes the popup. Before
 * paint, so the popup closes in the same task that tells why; each failure
 * told once, however often the popup re-renders while it closes.
 */
export function useFailureToast(error: unknown, onFailed: () => void) {
  const errorText = useErrorText();
  const told = useRef<unknown>(null);
  useLayoutEffect(() => {
    if (!error || told.current === error) return;
    told.current = error;
    toast.error(errorText(error));
    onFailed();
  }, [error, errorText, onFailed]);
}
