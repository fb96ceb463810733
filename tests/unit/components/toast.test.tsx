import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, Toaster, toast } from '@/components/ui/toast';

/** Moves the clock, and lets what waited on it (the library's loading, the hand-over) run. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** sonner renders a toast it was handed on its own next timer tick. */
async function letSonnerRender() {
  await advance(1);
}

// sonner loads with the first toast; here it is in the module cache before the clock is faked.
beforeAll(async () => {
  await import('@/components/ui/sonner-toaster');
});

/** The <li> sonner renders for a toast showing `text`. */
function toastItem(text: string): HTMLElement | null {
  return screen.queryByText(text)?.closest<HTMLElement>('[data-sonner-toast]') ?? null;
}

beforeEach(() => {
  vi.useFakeTimers();
  render(<Toaster label="Beskeder" closeLabel="Luk besked" />);
});

afterEach(async () => {
  await act(async () => {
    toast.dismiss();
    await vi.runOnlyPendingTimersAsync();
  });
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('toast', () => {

  it('appears only after 300 ms', async () => {
    const handOver = vi.spyOn(sonnerToast, 'success');
    toast.success('Din forespørgsel er sendt');

    await advance(299);
    expect(handOver).not.toHaveBeenCalled();
    expect(screen.queryByText('Din forespørgsel er sendt')).not.toBeInTheDocument();

    await advance(1);
    expect(handOver).toHaveBeenCalledTimes(1);
    expect(handOver).toHaveBeenCalledWith(
      'Din forespørgsel er sendt',
      expect.objectContaining({ duration: TOAST_DURATION_MS }),
    );
    await letSonnerRender();
    expect(screen.getByText('Din forespørgsel er sendt')).toBeInTheDocument();
  });

  it('disappears after 10 seconds', async () => {
    toast.error('Error: serveren svarer ikke');
    await advance(300);
    await letSonnerRender();
    await advance(9_999);
    expect(toastItem('Error: serveren svarer ikke')).toHaveAttribute('data-removed', 'false');

    await advance(1);
    expect(toastItem('Error: serveren svarer ikke')).toHaveAttribute('data-removed', 'true');

    // sonner unmounts it after its 200 ms exit animation.
    await advance(200);
    expect(screen.queryByText('Error: serveren svarer ikke')).not.toBeInTheDocument();
  });

  it('never flashes when dismissed within the 300 ms delay', async () => {
    const handOver = vi.spyOn(sonnerToast, 'info');
    const id = toast.info('Kortvarig besked');
    await advance(250);
    toast.dismiss(id);
    await advance(11_000);
    expect(handOver).not.toHaveBeenCalled();
    expect(screen.queryByText('Kortvarig besked')).not.toBeInTheDocument();
  });

  it('never shows a pending toast superseded by a newer one with the same id', async () => {
    const handOver = vi.spyOn(sonnerToast, 'error');
    toast.error('Error: første svar', { id: 'search' });
    await advance(200);
    toast.error('Error: andet svar', { id: 'search' });

    await advance(100);
    await letSonnerRender();
    expect(screen.queryByText('Error: første svar')).not.toBeInTheDocument();
    expect(screen.queryByText('Error: andet svar')).not.toBeInTheDocument();

    // 300 ms after the newer request.
    await advance(199);
    await letSonnerRender();
    expect(screen.getByText('Error: andet svar')).toBeInTheDocument();
    expect(screen.queryByText('Error: første svar')).not.toBeInTheDocument();
    expect(handOver).toHaveBeenCalledTimes(1);
  });

  it('replaces a shown toast with the same id in place', async () => {
    toast.info('Søger…', { id: 'status' });
    await advance(300);
    await letSonnerRender();
    toast.success('Fundet', { id: 'status' });
    await advance(300);
    await letSonnerRender();
    expect(screen.getByText('Fundet')).toBeInTheDocument();
    expect(screen.queryByText('Søger…')).not.toBeInTheDocument();
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);
  });

  it('keeps separate toasts apart', async () => {
    toast.success('Første');
    toast.success('Anden');
    await advance(300);
    await letSonnerRender();
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(2);
  });

  it('is announced in a polite live region named by the label, drawn before the toast is handed over', async () => {
    toast.success('Gavekortet er købt');
    await advance(1);
    const region = screen.getByRole('region', { name: 'Beskeder' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByText('Gavekortet er købt')).not.toBeInTheDocument();

    await advance(299);
    await letSonnerRender();
    expect(region).toContainElement(screen.getByText('Gavekortet er købt'));
  });

  it('marks the kind of each toast', async () => {
    toast.success('Gemt');
    toast.error('Error: fejl');
    toast.info('Bemærk');
    await advance(300);
    await letSonnerRender();
    expect(toastItem('Gemt')).toHaveAttribute('data-type', 'success');
    expect(toastItem('Gemt')).toHaveClass('ui-toast--success');
    expect(toastItem('Error: fejl')).toHaveAttribute('data-type', 'error');
    expect(toastItem('Error: fejl')).toHaveClass('ui-toast--error');
    expect(toastItem('Bemærk')).toHaveAttribute('data-type', 'info');
    expect(toastItem('Bemærk')).toHaveClass('ui-toast--info');
  });

  it('closes with its close button, named by closeLabel', async () => {
    toast.info('Luk mig');
    await advance(300);
    await letSonnerRender();
    fireEvent.click(screen.getByRole('button', { name: 'Luk besked' }));
    await advance(200);
    expect(screen.queryByText('Luk mig')).not.toBeInTheDocument();
  });
});

describe('the library', () => {
  it('draws nothing and loads no library until a toast is asked for', async () => {
    vi.resetModules();
    const fresh = await import('@/components/ui/toast');
    const { container } = render(<fresh.Toaster label="Notifikationer" closeLabel="Luk" />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region', { name: 'Notifikationer' })).not.toBeInTheDocument();
    fresh.toast.info('Første besked');
    await vi.waitFor(() => expect(screen.getByRole('region', { name: 'Notifikationer' })).toBeInTheDocument());
    await advance(300);
    await letSonnerRender();
    expect(within(screen.getByRole('region', { name: 'Notifikationer' })).getByText('Første besked')).toBeInTheDocument();
    fresh.toast.dismiss();
  });
});
