import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchIndicator } from '@/components/ui/fetch-indicator';
import { useDelayedFlag } from '@/components/ui/use-delayed-flag';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useDelayedFlag', () => {
  it('turns true only once active has lasted 200 ms', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active), {
      initialProps: { active: false },
    });
    expect(result.current).toBe(false);

    rerender({ active: true });
    advance(199);
    expect(result.current).toBe(false);
    advance(1);
    expect(result.current).toBe(true);
  });

  it('turns false as soon as active ends', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active), {
      initialProps: { active: true },
    });
    advance(500);
    expect(result.current).toBe(true);

    rerender({ active: false });
    expect(result.current).toBe(false);
  });

  it('starts the delay again for the next activation', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active), {
      initialProps: { active: true },
    });
    advance(150);
    rerender({ active: false });
    advance(10);
    rerender({ active: true });
    advance(150);
    expect(result.current).toBe(false);
    advance(50);
    expect(result.current).toBe(true);

    rerender({ active: false });
    rerender({ active: true });
    expect(result.current).toBe(false);
  });

  it('honours a custom delay', () => {
    const { result } = renderHook(() => useDelayedFlag(true, 1_000));
    advance(999);
    expect(result.current).toBe(false);
    advance(1);
    expect(result.current).toBe(true);
  });
});

describe('FetchIndicator', () => {
  it('never shows for an answer faster than 200 ms', () => {
    const { rerender } = render(<FetchIndicator active label="Henter…" />);
    advance(199);
    expect(screen.queryByText('Henter…')).not.toBeInTheDocument();
    expect(document.querySelector('.ui-spinner')).toBeNull();

    rerender(<FetchIndicator active={false} label="Henter…" />);
    advance(5_000);
    expect(screen.queryByText('Henter…')).not.toBeInTheDocument();
    expect(document.querySelector('.ui-spinner')).toBeNull();
  });

  it('shows a spinner announced by its label once the fetch has lasted 200 ms', () => {
    render(<FetchIndicator active label="Henter…" />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    advance(200);
    expect(status).toHaveTextContent('Henter…');
    expect(status.querySelector('.ui-spinner')).toHaveAttribute('aria-hidden', 'true');
  });

  it('hides the spinner when the answer arrives', () => {
    const { rerender } = render(<FetchIndicator active label="Henter…" />);
    advance(300);
    expect(screen.getByRole('status')).toHaveTextContent('Henter…');

    rerender(<FetchIndicator active={false} label="Henter…" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('is purely decorative with an empty label', () => {
    render(<FetchIndicator active label="" />);
    advance(200);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.querySelector('.ui-fetch-indicator')).toHaveAttribute('aria-hidden', 'true');
  });
});
