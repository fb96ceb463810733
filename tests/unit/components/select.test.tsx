import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select, type Option, type SelectProps } from '@/components/ui/select';

const airports: Option[] = [
  { value: 'CPH', label: 'København' },
  { value: 'BLL', label: 'Billund' },
  { value: 'AAL', label: 'Aalborg' },
];
const NO_OPTIONS = 'Ingen resultater';

function Harness({ initial = null, spy, ...props }: Partial<SelectProps> & { initial?: string | null; spy?: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <Select
      label="Afrejse fra"
      options={airports}
      noOptionsText={NO_OPTIONS}
      {...props}
      value={value}
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
    />
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  return { user, input: screen.getByRole('combobox', { name: 'Afrejse fra' }) };
}

function optionNames() {
  return screen.queryAllByRole('option').map((option) => option.textContent);
}

function noOptionsMessage() {
  return screen.queryByText(NO_OPTIONS, { selector: '.ui-combobox__message' });
}

describe('Select', () => {
  it('shows every option when opened', async () => {
    const { user, input } = setup();
    await user.click(input);

    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['København', 'Billund', 'Aalborg']);
  });

  it('filters the options by what is typed, ignoring case', async () => {
    const { user, input } = setup();
    await user.type(input, 'BIL');
    expect(optionNames()).toEqual(['Billund']);
  });

  it('shows the no-matching-options text', async () => {
    const { user, input } = setup();
    await user.type(input, 'Oslo');

    expect(optionNames()).toEqual([]);
    expect(noOptionsMessage()).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(NO_OPTIONS);
  });

  it('does not show the no-matching-options text while something matches', async () => {
    const { user, input } = setup();
    await user.type(input, 'aal');
    expect(noOptionsMessage()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('chooses an option with the arrow keys and Enter', async () => {
    const spy = vi.fn();
    const { user, input } = setup({ spy });
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(spy).toHaveBeenCalledWith('BLL');
    expect(input).toHaveValue('Billund');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses an option by click', async () => {
    const spy = vi.fn();
    const { user, input } = setup({ spy });
    await user.type(input, 'aal');
    await user.click(screen.getByRole('option', { name: 'Aalborg' }));

    expect(spy).toHaveBeenCalledWith('AAL');
    expect(input).toHaveValue('Aalborg');
  });

  it('marks the chosen option as selected and lists all options again when reopened', async () => {
    const { user, input } = setup({ initial: 'AAL' });
    expect(input).toHaveValue('Aalborg');
    await user.click(input);

    expect(optionNames()).toEqual(['København', 'Billund', 'Aalborg']);
    expect(screen.getByRole('option', { name: 'Aalborg' })).toHaveAttribute('aria-selected', 'true');
  });

  it('closes on Escape', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.keyboard('{Escape}');

    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(optionNames()).toEqual([]);
  });

  it('puts the chosen label back when left without a choice', async () => {
    const spy = vi.fn();
    const { user, input } = setup({ initial: 'CPH', spy });
    await user.clear(input);
    await user.type(input, 'xyz');
    await user.tab();

    expect(input).toHaveValue('København');
    expect(spy).not.toHaveBeenCalled();
  });

  it('submits the chosen value under its name', () => {
    render(
      <form aria-label="rejse">
        <Harness name="airport" initial="BLL" />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'rejse' }) as HTMLFormElement;
    expect(new FormData(form).get('airport')).toBe('BLL');
  });
});
