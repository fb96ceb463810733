import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, Toaster, toast } from '@/components/ui/toast';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** sonner renders a toast it was handed on its own next timer tick. */
function letSonnerRender() {
  advance(1);
}

/** The <li> sonner renders for a toast showing `text`. */
function toastItem(text: string): HTMLElement | null {
  return screen.queryByText(text)?.closest<HTMLElement>('[data-sonner-toast]') ?? null;
}

beforeEach(() => {
  vi.useFakeTimers();
  render(<Toaster label="Beskeder" closeLabel="Luk besked" />);
});

afterEach(() => {
  act(() => {
    toast.dismiss();
    vi.runOnlyPendingTimers();
  });
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('toast', () => {
  it('appears only after 300 ms', () => {
    const handOver = vi.spyOn(sonnerToast, 'success');
    toast.success('Din forespørgsel er sendt');

    advance(299);
    expect(handOver).not.toHaveBeenCalled();
    expect(screen.queryByText('Din forespørgsel er sendt')).not.toBeInTheDocument();

    advance(1);
    expect(handOver).toHaveBeenCalledTimes(1);
    expect(handOver).toHaveBeenCalledWith(
      'Din forespørgsel er sendt',
      expect.objectContaining({ duration: TOAST_DURATION_MS }),
    );
    letSonnerRender();
    expect(screen.getByText('Din forespørgsel er sendt')).toBeInTheDocument();
  });

  it('disappears after 10 seconds', () => {
    toast.error('Error: serveren svarer ikke');
    advance(300);
    letSonnerRender();
    advance(9_999);
    expect(toastItem('Error: serveren svarer ikke')).toHaveAttribute('data-removed', 'false');

    advance(1);
    expect(toastItem('Error: serveren svarer ikke')).toHaveAttribute('data-removed', 'true');

    // sonner unmounts it after its 200 ms exit animation.
    advance(200);
    expect(screen.queryByText('Error: serveren svarer ikke')).not.toBeInTheDocument();
  });

  it('never flashes when dismissed within the 300 ms delay', () => {
    const handOver = vi.spyOn(sonnerToast, 'info');
    const id = toast.info('Kortvarig besked');
    advance(250);
    toast.dismiss(id);
    advance(11_000);
    expect(handOver).not.toHaveBeenCalled();
    expect(screen.queryByText('Kortvarig besked')).not.toBeInTheDocument();
  });

  it('never shows a pending toast superseded by a newer one with the same id', () => {
    const handOver = vi.spyOn(sonnerToast, 'error');
    toast.error('Error: første svar', { id: 'search' });
    advance(200);
    toast.error('Error: andet svar', { id: 'search' });

    advance(100);
    letSonnerRender();
    expect(screen.queryByText('Error: første svar')).not.toBeInTheDocument();
    expect(screen.queryByText('Error: andet svar')).not.toBeInTheDocument();

    // 300 ms after the newer request.
    advance(199);
    letSonnerRender();
    expect(screen.getByText('Error: andet svar')).toBeInTheDocument();
    expect(screen.queryByText('Error: første svar')).not.toBeInTheDocument();
    expect(handOver).toHaveBeenCalledTimes(1);
  });

  it('replaces a shown toast with the same id in place', () => {
    toast.info('Søger…', { id: 'status' });
    advance(300);
    letSonnerRender();
    toast.success('Fundet', { id: 'status' });
    advance(300);
    letSonnerRender();
    expect(screen.getByText('Fundet')).toBeInTheDocument();
    expect(screen.queryByText('Søger…')).not.toBeInTheDocument();
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);
  });

  it('keeps separate toasts apart', () => {
    toast.success('Første');
    toast.success('Anden');
    advance(300);
    letSonnerRender();
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(2);
  });

  it('is announced in a polite live region named by the label', () => {
    const region = screen.getByRole('region', { name: 'Beskeder' });
    expect(region).toHaveAttribute('aria-live', 'polite');

    toast.success('Gavekortet er købt');
    advance(300);
    letSonnerRender();
    expect(region).toContainElement(screen.getByText('Gavekortet er købt'));
  });

  it('marks the kind of each toast', () => {
    toast.success('Gemt');
    toast.error('Error: fejl');
    toast.info('Bemærk');
    advance(300);
    letSonnerRender();
    expect(toastItem('Gemt')).toHaveAttribute('data-type', 'success');
    expect(toastItem('Gemt')).toHaveClass('ui-toast--success');
    expect(toastItem('Error: fejl')).toHaveAttribute('data-type', 'error');
    expect(toastItem('Error: fejl')).toHaveClass('ui-toast--error');
    expect(toastItem('Bemærk')).toHaveAttribute('data-type', 'info');
    expect(toastItem('Bemærk')).toHaveClass('ui-toast--info');
  });

  it('closes with its close button, named by closeLabel', () => {
    toast.info('Luk mig');
    advance(300);
    letSonnerRender();
    fireEvent.click(screen.getByRole('button', { name: 'Luk besked' }));
    advance(200);
    expect(screen.queryByText('Luk mig')).not.toBeInTheDocument();
  });
});
