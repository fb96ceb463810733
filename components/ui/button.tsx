'use client';

/**
 * Button: the one button of the shop (primary / secondary / ghost).
 *
 * No library: a native <button> already brings keyboard and form behaviour.
 * React 19 passes `ref` as a plain prop, so refs reach the element without
 * forwardRef (Radix `asChild` triggers rely on that). While `loading`, the
 * button stays focusable (aria-disabled, not disabled, so focus is not lost)
 * but ignores clicks and form submission, and shows the delayed
 * FetchIndicator (spec §9: 200 ms).
 */
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { FetchIndicator } from './fetch-indicator';
import './ui.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** A request started by this button is under way. */
  loading?: boolean;
  /** Announced while loading ("Sending…", from messages/). */
  loadingLabel?: string;
};

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  loadingLabel = '',
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const classes = [
    'ui-button',
    `ui-button--${variant}`,
    `ui-button--${size}`,
    fullWidth ? 'ui-button--full' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (loading) {
      // Also stops a submit button from submitting its form a second time.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      {...rest}
      type={type}
      className={classes}
      onClick={handleClick}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
    >
      {loading ? <FetchIndicator active label={loadingLabel} /> : null}
      {children}
    </button>
  );
}
