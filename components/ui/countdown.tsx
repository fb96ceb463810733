'use client';

/**
 * Countdown: the time left before something runs out (prices held by a
 * search, a reservation), shown as m:ss.
 *
 * Spec (booking §4 "Countdown timer", §9): 55 s unless told otherwise; the
 * info colour, warning at 10 s left or less, alert at 5 s or less; `onExpire`
 * once at zero. The time is measured from a deadline rather than counted in
 * ticks, so a throttled background tab still expires on time.
 *
 * Screen readers: the visible clock is a `timer` (not announced on every
 * change); a separate polite live region speaks only when the level changes
 * and at expiry, never every second.
 */
import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from './visually-hidden';
import './countdown.css';

export const COUNTDOWN_DEFAULT_SECONDS = 55;
export const COUNTDOWN_WARNING_AT = 10;
export const COUNTDOWN_ALERT_AT = 5;

export type CountdownLevel = 'info' | 'warning' | 'alert';

export function countdownLevel(remaining: number, warningAt = COUNTDOWN_WARNING_AT, alertAt = COUNTDOWN_ALERT_AT): CountdownLevel {
  if (remaining <= alertAt) return 'alert';
  if (remaining <= warningAt) return 'warning';
  return 'info';
}

/** `75` → `1:15`. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export type CountdownProps = {
  /** Length in seconds; the countdown starts when it mounts (give it a new `key` to start again). */
  seconds?: number;
  warningAt?: number;
  alertAt?: number;
  /** Visible text before the clock, e.g. "Priserne gælder i". */
  label: string;
  /**
   * What the live region says when the level changes and at expiry (0 s
   * left), from messages/. Left out: nothing is announced.
   */
  announce?: (secondsLeft: number) => string;
  onExpire?: () => void;
  className?: string;
};

export function Countdown({
  seconds = COUNTDOWN_DEFAULT_SECONDS,
  warningAt = COUNTDOWN_WARNING_AT,
  alertAt = COUNTDOWN_ALERT_AT,
  label,
  announce,
  onExpire,
  className,
}: CountdownProps) {
  const [remaining, setRemaining] = useState(seconds);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    const deadline = Date.now() + seconds * 1000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        onExpireRef.current?.();
        return;
      }
      // Wake at the next whole second left.
      const untilNext = ((deadline - Date.now()) % 1000) || 1000;
      timer = setTimeout(tick, untilNext);
    };
    timer = setTimeout(tick, ((deadline - Date.now()) % 1000) || 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const level = countdownLevel(remaining, warningAt, alertAt);
  // Announced only at the moments that matter: entering warning, entering alert, expiry.
  const announcement = announce && (remaining === 0 || level !== 'info') ? announce(remaining === 0 ? 0 : level === 'alert' ? alertAt : warningAt) : '';

  return (
    <p className={['ui-countdown', `ui-countdown--${level}`, className ?? ''].filter(Boolean).join(' ')} data-level={level}>
      <span className="ui-countdown__label">{label}</span>{' '}
      <span role="timer" className="ui-countdown__time" aria-live="off">
        {formatCountdown(remaining)}
      </span>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </p>
  );
}
