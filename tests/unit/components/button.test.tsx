import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

afterEach(() => {
  vi.useRealTimers();
});

describe('Button', () => {
  it('is a plain button of the given variant and size', () => {
    render(
      <Button variant="secondary" size="lg">
        Book nu
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Book nu' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('ui-button', 'ui-button--secondary', 'ui-button--lg');
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('defaults to a medium primary button', () => {
    render(<Button>Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveClass('ui-button--primary', 'ui-button--md');
  });

  it('forwards its ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Send</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Send' }));
  });

  it('calls onClick when not loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Send</Button>);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is busy, stays focusable and ignores clicks and submits while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading loadingLabel="Sender…" onClick={onClick}>
          Send
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: /Send/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();

    await user.click(button);
    expect(button).toHaveFocus();
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form when not loading', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the loading indicator only after 200 ms', () => {
    vi.useFakeTimers();
    render(
      <Button loading loadingLabel="Sender…">
        Send
      </Button>,
    );
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(screen.queryByText('Sender…')).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Sender…');
  });
});

describe('VisuallyHidden', () => {
  it('keeps its text for screen readers while hiding it from view', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Luk</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Luk' })).toBeInTheDocument();
    expect(screen.getByText('Luk')).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
  });
});
