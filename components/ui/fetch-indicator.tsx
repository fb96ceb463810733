'use client';

/**
 * FetchIndicator: an accessible spinner shown only once a fetch has lasted
 * the minimum delay (spec §9: 200 ms by default), so quick answers never
 * flash it.
 *
 * No library: a timer (useDelayedFlag) and a CSS spinner. The role="status"
 * region is rendered from the start and filled after the delay, because
 * screen readers announce changes inside an existing live region more
 * reliably than a region that appears already filled.
 */
import { FETCH_INDICATOR_DELAY_MS, useDelayedFlag } from './use-delayed-flag';
import { VisuallyHidden } from './visually-hidden';
import './ui.css';

export type FetchIndicatorProps = {
  /** Whether the fetch is under way. */
  active: boolean;
  /**
   * What is announced ("Loading…", from messages/). An empty string makes
   * the spinner purely decorative, for owners that announce the busy state
   * themselves (e.g. a button with aria-busy).
   */
  label: string;
  /** Minimum time `active` must last before anything shows. */
  delayMs?: number;
  className?: string;
};

export function FetchIndicator({ active, label, delayMs = FETCH_INDICATOR_DELAY_MS, className }: FetchIndicatorProps) {
  const visible = useDelayedFlag(active, delayMs);
  const classes = className ? `ui-fetch-indicator ${className}` : 'ui-fetch-indicator';

  if (!label) {
    return visible ? (
      <span className={classes} aria-hidden="true">
        <span className="ui-spinner" />
      </span>
    ) : null;
  }

  return (
    <span className={classes} role="status">
      {visible ? (
        <>
          <span className="ui-spinner" aria-hidden="true" />
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : null}
    </span>
  );
}
