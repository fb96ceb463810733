import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, countdownLevel, formatCountdown } from '@/components/ui/countdown';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const clock = () => screen.getByRole('timer');
const level = () => clock().closest('[data-level]')?.getAttribute('data-level');
/** The polite live region (the visible clock itself is never announced). */
const announced = () => document.querySelector('[aria-live="polite"]')?.textContent ?? null;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('counts down 55 seconds by default, shown as m:ss', () => {
    render(<Countdown label="Priserne gælder i" />);
    expect(screen.getByText('Priserne gælder i')).toBeInTheDocument();
    expect(clock()).toHaveTextContent('0:55');
    advance(1000);
    expect(clock()).toHaveTextContent('0:54');
    advance(44_000);
    expect(clock()).toHaveTextContent('0:10');
  });

  it('is info, then warning at 10 s left or less, then alert at 5 s or less', () => {
    render(<Countdown seconds={90} label="Tid" />);
    expect(clock()).toHaveTextContent('1:30');
    expect(level()).toBe('info');
    advance(79_000);
    expect(clock()).toHaveTextContent('0:11');
    expect(level()).toBe('info');
    advance(1000);
    expect(level()).toBe('warning');
    advance(4000);
    expect(clock()).toHaveTextContent('0:06');
    expect(level()).toBe('warning');
    advance(1000);
    expect(level()).toBe('alert');
    expect(clock().closest('p')).toHaveClass('ui-countdown--alert');
  });

  it('calls onExpire once at zero and stops there', () => {
    const onExpire = vi.fn();
    render(<Countdown seconds={3} label="Tid" onExpire={onExpire} />);
    advance(2999);
    expect(onExpire).not.toHaveBeenCalled();
    advance(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(clock()).toHaveTextContent('0:00');
    advance(10_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('announces politely only when the level changes and at expiry, not every second', () => {
    const announce = vi.fn((left: number) => (left === 0 ? 'Tiden er gået' : `${left} sekunder tilbage`));
    render(<Countdown seconds={20} label="Tid" announce={announce} />);
    expect(clock()).toHaveAttribute('aria-live', 'off');
    expect(announced()).toBe('');
    const seen = new Set<string>();
    for (let second = 0; second < 20; second++) {
      advance(1000);
      seen.add(announced() ?? '');
    }
    // Three things were said in 20 seconds: entering warning, entering alert, expiry.
    expect([...seen]).toEqual(['', '10 sekunder tilbage', '5 sekunder tilbage', 'Tiden er gået']);
  });

  it('starts again when given a new key', () => {
    const { rerender } = render(<Countdown key={1} seconds={10} label="Tid" />);
    advance(6000);
    expect(clock()).toHaveTextContent('0:04');
    rerender(<Countdown key={2} seconds={10} label="Tid" />);
    expect(clock()).toHaveTextContent('0:10');
  });

  it('measures from a deadline: a late timer (a throttled tab) still shows the real time left', () => {
    render(<Countdown seconds={30} label="Tid" />);
    // The clock jumps without timers firing in between, as in a background tab.
    act(() => {
      vi.setSystemTime(Date.now() + 12_000);
      vi.advanceTimersByTime(1000);
    });
    expect(clock()).toHaveTextContent('0:17');
  });
});

describe('countdown helpers', () => {
  it('formats seconds as m:ss and picks the level', () => {
    expect(formatCountdown(75)).toBe('1:15');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
    expect([11, 10, 6, 5, 0].map((seconds) => countdownLevel(seconds))).toEqual(['info', 'warning', 'warning', 'alert', 'alert']);
  });
});
