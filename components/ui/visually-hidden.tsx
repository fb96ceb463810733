'use client';

/**
 * VisuallyHidden: text for screen readers only (labels of icon buttons,
 * spinner announcements).
 *
 * Wraps @radix-ui/react-visually-hidden: the same primitive Radix Dialog
 * relies on, with its hiding styles inline, so it works even before any
 * stylesheet has loaded.
 */
import { VisuallyHidden as RadixVisuallyHidden, type VisuallyHiddenProps } from '@radix-ui/react-visually-hidden';

export type { VisuallyHiddenProps };

export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <RadixVisuallyHidden {...props} />;
}
