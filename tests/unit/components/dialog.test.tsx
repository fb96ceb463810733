import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, Drawer } from '@/components/ui/dialog';
import { MultiSelect, type Option } from '@/components/ui/multi-select';

function TriggeredDialog({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <>
      <Button>Før</Button>
      <Dialog
        trigger={<Button>Vis betingelser</Button>}
        title="Betingelser"
        description="Læs før du bestiller."
        closeLabel="Luk"
        onOpenChange={onOpenChange}
        footer={
          <DialogClose asChild>
            <Button variant="secondary">Forstået</Button>
          </DialogClose>
        }
      >
        <a href="#vilkaar">Alle vilkår</a>
      </Dialog>
    </>
  );
}

/** A dialog opened from code, not through a Radix trigger. */
function ControlledDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Skift fly
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Vælg fly" closeLabel="Luk">
        <button type="button">Morgenfly</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('labels itself by its title and describes itself by its description', async () => {
    const user = userEvent.setup();
    render(<TriggeredDialog />);
    await user.click(screen.getByRole('button', { name: 'Vis betingelser' }));

    const dialog = screen.getByRole('dialog', { name: 'Betingelser' });
    expect(dialog).toHaveAccessibleDescription('Læs før du bestiller.');
    expect(screen.getByRole('heading', { name: 'Betingelser' })).toBeInTheDocument();
  });

  it('moves focus into the dialog when opened', async () => {
    const user = userEvent.setup();
    render(<TriggeredDialog />);
    await user.click(screen.getByRole('button', { name: 'Vis betingelser' }));

    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<TriggeredDialog onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Vis betingelser' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes with the close button, named by closeLabel', async () => {
    const user = userEvent.setup();
    render(<TriggeredDialog />);
    await user.click(screen.getByRole('button', { name: 'Vis betingelser' }));

    await user.click(screen.getByRole('button', { name: 'Luk' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with a footer button wrapped in DialogClose', async () => {
    const user = userEvent.setup();
    render(<TriggeredDialog />);
    await user.click(screen.getByRole('button', { name: 'Vis betingelser' }));

    await user.click(screen.getByRole('button', { name: 'Forstået' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('returns focus to the opener when closed', async () => {
    const user = userEvent.setup();
    render(<TriggeredDialog />);
    const opener = screen.getByRole('button', { name: 'Vis betingelser' });
    await user.click(opener);

    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('returns focus to the opener when it was opened from code', async () => {
    const user = userEvent.setup();
    render(<ControlledDialog />);
    const opener = screen.getByRole('button', { name: 'Skift fly' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Vælg fly' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Luk' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<TriggeredDialog />);
    await user.click(screen.getByRole('button', { name: 'Vis betingelser' }));
    const dialog = screen.getByRole('dialog');

    const visited: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      visited.push(document.activeElement?.textContent || document.activeElement?.getAttribute('aria-label') || '');
    }
    // Close button, link, footer button, and round again.
    expect(visited.slice(0, 6)).toEqual(['Alle vilkår', 'Forstået', 'Luk', 'Alle vilkår', 'Forstået', 'Luk']);

    for (let i = 0; i < 4; i += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('hides the page behind it from assistive technology', async () => {
    const user = userEvent.setup();
    render(<TriggeredDialog />);
    await user.click(screen.getByRole('button', { name: 'Vis betingelser' }));

    expect(screen.queryByRole('button', { name: 'Før' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Før' })).toBeInTheDocument();
  });

  it('prevents background scroll while open', async () => {
    const user = userEvent.setup();
    render(<TriggeredDialog />);
    expect(document.body).not.toHaveAttribute('data-scroll-locked');

    await user.click(screen.getByRole('button', { name: 'Vis betingelser' }));
    expect(document.body).toHaveAttribute('data-scroll-locked', '1');

    await user.keyboard('{Escape}');
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it('can keep its title for screen readers only', () => {
    render(<Dialog open title="Menu" hideTitle closeLabel="Luk menu" />);
    const title = screen.getByRole('heading', { name: 'Menu' });
    expect(title).toHaveStyle({ position: 'absolute', width: '1px', height: '1px' });
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('lets Escape close an open combobox list first', async () => {
    const user = userEvent.setup();
    const options: Option[] = [
      { value: 'pl', label: 'Premier League' },
      { value: 'll', label: 'La Liga' },
    ];
    render(
      <Dialog defaultOpen title="Filtre" closeLabel="Luk">
        <MultiSelect
          label="Turneringer"
          value={[]}
          onChange={() => {}}
          options={options}
          noOptionsText="Ingen match"
          removeLabel={(option) => `Fjern ${option.label}`}
        />
      </Dialog>,
    );
    const input = screen.getByRole('combobox', { name: 'Turneringer' });
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Filtre' })).toBeInTheDocument();

    // With the list closed, Escape closes the dialog.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Drawer', () => {
  it('is a dialog anchored to the left edge by default', async () => {
    const user = userEvent.setup();
    render(
      <Drawer trigger={<Button>Menu</Button>} title="Navigation" closeLabel="Luk menu">
        <nav>
          <a href="#forside">Forside</a>
        </nav>
      </Drawer>,
    );
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Navigation' });
    expect(drawer).toHaveAttribute('data-side', 'left');
    expect(drawer).toHaveClass('ui-dialog--left');

    await user.click(screen.getByRole('button', { name: 'Luk menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('can slide in from the right', () => {
    render(<Drawer open side="right" title="Kurv" closeLabel="Luk" />);
    expect(screen.getByRole('dialog', { name: 'Kurv' })).toHaveClass('ui-dialog--right');
  });
});

describe('the dialog’s code', () => {
  it('loads when a dialog first opens: until then a dialog is its trigger alone, saying what it opens', async () => {
    vi.resetModules();
    const fresh = await import('@/components/ui/dialog');
    const user = userEvent.setup();
    render(
      <fresh.Dialog trigger={<button type="button">Åbn kort</button>} title="Kort" closeLabel="Luk">
        <p>Stadion</p>
      </fresh.Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Åbn kort' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Kort' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
