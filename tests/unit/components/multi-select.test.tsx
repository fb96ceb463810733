import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MultiSelect, type MultiSelectProps, type Option } from '@/components/ui/multi-select';
import { QueryWrapper } from '../../support/query';

const arsenal: Option = { value: 'arsenal', label: 'Arsenal' };
const aston: Option = { value: 'aston-villa', label: 'Aston Villa' };
const barcelona: Option = { value: 'barcelona', label: 'Barcelona' };
const clubs: Option[] = [arsenal, aston, barcelona];
const NO_OPTIONS = 'Ingen resultater';

/** A promise the test settles by hand, to order answers. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    // A remote search loads its query with the first keystroke (a dynamic import): let it arrive.
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
  });
}

/** Settles a search by hand and lets the answer reach the component (the query notifies on its next tick). */
async function answer(search: { resolve: (options: Option[]) => void }, options: Option[]) {
  await act(async () => {
    search.resolve(options);
    await vi.advanceTimersByTimeAsync(0);
  });
}

/** Lets resolved search answers reach the component. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

type HarnessProps = Partial<MultiSelectProps> & {
  initial?: Option[];
  spy?: (next: Option[]) => void;
  /** A remote search: what each text is answered with (the query's function). */
  onSearch?: (query: string) => Promise<Option[]>;
};

/** A remote search as a query of its own, keyed by the text. */
const searchQueryOf = (onSearch: (query: string) => Promise<Option[]>) => (text: string) => ({
  queryKey: ['test-clubs', text] as const,
  queryFn: () => onSearch(text),
});

/** A controlled MultiSelect, as a form would hold it (with a fresh query cache). */
function Harness({ initial = [], spy, onSearch, ...props }: HarnessProps) {
  const [value, setValue] = useState<Option[]>(initial);
  return (
    <QueryWrapper>
    <MultiSelect
      label="Klubber"
      noOptionsText={NO_OPTIONS}
      removeLabel={(option) => `Fjern ${option.label}`}
      loadingLabel="Søger…"
      {...(onSearch ? { searchQuery: searchQueryOf(onSearch) } : {})}
      {...props}
      value={value}
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
    />
    </QueryWrapper>
  );
}

function setup(props: HarnessProps = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<Harness {...props} />);
  return { user, input: screen.getByRole('combobox', { name: 'Klubber' }) };
}

function optionNames() {
  return screen.queryAllByRole('option').map((option) => option.textContent);
}

/** The visible 'no matching options' text in the popup. */
function noOptionsMessage() {
  return screen.queryByText(NO_OPTIONS, { selector: '.ui-combobox__message' });
}

/** What the live regions currently say. */
function announcements() {
  return screen.queryAllByRole('status').map((region) => region.textContent);
}

function chipNames() {
  return screen.queryAllByRole('button', { name: /^Fjern / }).map((button) => button.getAttribute('aria-label'));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('MultiSelect', () => {
  it('is an ARIA combobox controlling a listbox', () => {
    const { input } = setup({ onSearch: vi.fn() });
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox', { hidden: true }).id);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not search under 2 characters', async () => {
    const onSearch = vi.fn(async () => clubs);
    const { user, input } = setup({ onSearch });
    await user.type(input, 'a');
    await advance(1_000);

    expect(onSearch).not.toHaveBeenCalled();
    expect(optionNames()).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(noOptionsMessage()).not.toBeInTheDocument();
    expect(announcements()).not.toContain(NO_OPTIONS);
  });

  it('debounces the search by 200 ms', async () => {
    const onSearch = vi.fn(async () => [arsenal]);
    const { user, input } = setup({ onSearch });
    await user.type(input, 'ar');
    await advance(199);
    expect(onSearch).not.toHaveBeenCalled();

    await advance(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ar');
  });

  it('searches once for what was typed within the debounce', async () => {
    const onSearch = vi.fn(async () => [arsenal]);
    const { user, input } = setup({ onSearch });
    await user.type(input, 'ars');
    await advance(150);
    await user.type(input, 'enal');
    await advance(200);

    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('arsenal');
  });

  it('lists the options of the answer', async () => {
    const { user, input } = setup({ onSearch: async () => [arsenal, aston] });
    await user.type(input, 'a ');
    await user.type(input, 'v');
    await advance(200);
    await settle();

    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['Arsenal', 'Aston Villa']);
  });

  it('ignores a stale answer that arrives after a newer one', async () => {
    const first = deferred<Option[]>();
    const second = deferred<Option[]>();
    const onSearch = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { user, input } = setup({ onSearch });

    await user.type(input, 'ar');
    await advance(200);
    await user.type(input, 's');
    await advance(200);
    expect(onSearch.mock.calls).toEqual([['ar'], ['ars']]);

    await answer(second, [arsenal]);
    expect(optionNames()).toEqual(['Arsenal']);

    await answer(first, [arsenal, aston, barcelona]);
    expect(optionNames()).toEqual(['Arsenal']);
  });

  it('ignores an answer to a search the user has typed past', async () => {
    const first = deferred<Option[]>();
    const { user, input } = setup({ onSearch: vi.fn().mockReturnValueOnce(first.promise) });

    await user.type(input, 'ar');
    await advance(200);
    await user.clear(input);
    await answer(first, [arsenal]);

    expect(optionNames()).toEqual([]);
  });

  it('shows the no-matching-options text', async () => {
    const { user, input } = setup({ onSearch: async () => [] });
    await user.type(input, 'zz');
    expect(noOptionsMessage()).not.toBeInTheDocument();

    await advance(200);
    await settle();
    expect(noOptionsMessage()).toBeVisible();
    expect(announcements()).toContain(NO_OPTIONS);
    expect(optionNames()).toEqual([]);
  });

  it('shows the fetch indicator only for a search slower than 200 ms', async () => {
    const slow = deferred<Option[]>();
    const { user, input } = setup({ onSearch: () => slow.promise });
    await user.type(input, 'ar');
    await advance(200); // debounce: the search starts
    await advance(199);
    expect(screen.queryByText('Søger…')).not.toBeInTheDocument();

    await advance(1);
    expect(screen.getByText('Søger…')).toBeInTheDocument();

    await answer(slow, [arsenal]);
    expect(screen.queryByText('Søger…')).not.toBeInTheDocument();
  });

  it('adds the highlighted option with Enter and clears the input', async () => {
    const spy = vi.fn();
    const { user, input } = setup({ onSearch: async () => [arsenal, aston], spy });
    await user.type(input, 'as');
    await advance(200);
    await settle();

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(spy).toHaveBeenLastCalledWith([aston]);
    expect(input).toHaveValue('');
    expect(chipNames()).toEqual(['Fjern Aston Villa']);
  });

  it('adds an option by click', async () => {
    const spy = vi.fn();
    const { user, input } = setup({ onSearch: async () => [arsenal, aston], spy });
    await user.type(input, 'as');
    await advance(200);
    await settle();

    await user.click(screen.getByRole('option', { name: 'Arsenal' }));
    expect(spy).toHaveBeenLastCalledWith([arsenal]);
  });

  it('does not offer options already chosen', async () => {
    const { user, input } = setup({ onSearch: async () => [arsenal, aston], initial: [arsenal] });
    await user.type(input, 'as');
    await advance(200);
    await settle();

    expect(optionNames()).toEqual(['Aston Villa']);
  });

  it('drops the oldest item when a 21st is added', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => ({ value: `club-${i + 1}`, label: `Klub ${i + 1}` }));
    const spy = vi.fn();
    const { user, input } = setup({ onSearch: async () => [arsenal], initial: twenty, spy });
    await user.type(input, 'ar');
    await advance(200);
    await settle();
    await user.keyboard('{ArrowDown}{Enter}');

    expect(spy).toHaveBeenCalledTimes(1);
    const next = spy.mock.calls[0]?.[0] as Option[];
    expect(next).toHaveLength(20);
    expect(next[0]).toEqual({ value: 'club-2', label: 'Klub 2' });
    expect(next[19]).toEqual(arsenal);
    expect(chipNames()).toHaveLength(20);
    expect(chipNames()).not.toContain('Fjern Klub 1');
  });

  it('keeps all items while there are 20 or fewer', async () => {
    const nineteen = Array.from({ length: 19 }, (_, i) => ({ value: `club-${i + 1}`, label: `Klub ${i + 1}` }));
    const spy = vi.fn();
    const { user, input } = setup({ onSearch: async () => [arsenal], initial: nineteen, spy });
    await user.type(input, 'ar');
    await advance(200);
    await settle();
    await user.keyboard('{ArrowDown}{Enter}');

    const next = spy.mock.calls[0]?.[0] as Option[];
    expect(next).toHaveLength(20);
    expect(next[0]).toEqual({ value: 'club-1', label: 'Klub 1' });
  });

  it('removes the last chip with Backspace on an empty input', async () => {
    const spy = vi.fn();
    const { user, input } = setup({ onSearch: vi.fn(), initial: [arsenal, aston], spy });
    await user.click(input);
    await user.keyboard('{Backspace}');

    expect(spy).toHaveBeenLastCalledWith([arsenal]);
    expect(chipNames()).toEqual(['Fjern Arsenal']);
  });

  it('does not remove a chip with Backspace while text is typed', async () => {
    const spy = vi.fn();
    const { user, input } = setup({ onSearch: vi.fn(async () => []), initial: [arsenal], spy });
    await user.type(input, 'b');
    await user.keyboard('{Backspace}');

    expect(spy).not.toHaveBeenCalled();
    expect(input).toHaveValue('');
  });

  it('removes a chip with its remove button, named by removeLabel', async () => {
    const spy = vi.fn();
    const { user, input } = setup({ onSearch: vi.fn(), initial: [arsenal, aston, barcelona], spy });
    await user.click(screen.getByRole('button', { name: 'Fjern Aston Villa' }));

    expect(spy).toHaveBeenLastCalledWith([arsenal, barcelona]);
    expect(chipNames()).toEqual(['Fjern Arsenal', 'Fjern Barcelona']);
    expect(input).toHaveFocus();
  });

  it('moves from the input to the chips with the left arrow and removes one with Delete', async () => {
    const spy = vi.fn();
    const { user, input } = setup({ onSearch: vi.fn(), initial: [arsenal, aston], spy });
    await user.click(input);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Fjern Aston Villa' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Fjern Arsenal' })).toHaveFocus();

    await user.keyboard('{Delete}');
    expect(spy).toHaveBeenLastCalledWith([aston]);
  });

  it('closes the list on Escape', async () => {
    const { user, input } = setup({ onSearch: async () => [arsenal] });
    await user.type(input, 'ar');
    await advance(200);
    await settle();
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(optionNames()).toEqual([]);
  });

  it('submits the chosen values under its name', () => {
    render(
      <form aria-label="filtre">
        <Harness name="clubs" initial={[arsenal, aston]} onSearch={vi.fn()} />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'filtre' }) as HTMLFormElement;
    expect(new FormData(form).getAll('clubs')).toEqual(['arsenal', 'aston-villa']);
  });

  it('reports a failed search and empties the list', async () => {
    const onSearchError = vi.fn();
    const failure = new Error('offline');
    const { user, input } = setup({ onSearch: async () => Promise.reject(failure), onSearchError });
    await user.type(input, 'ar');
    await advance(200);
    await settle();
    await settle();

    expect(onSearchError).toHaveBeenCalledWith(failure);
    expect(optionNames()).toEqual([]);
  });

  describe('with a static list', () => {
    it('shows every option unfiltered under 2 characters', async () => {
      const { user, input } = setup({ options: clubs });
      await user.type(input, 'b');
      await advance(1_000);
      expect(optionNames()).toEqual(['Arsenal', 'Aston Villa', 'Barcelona']);
    });

    it('filters from 2 characters after the 200 ms debounce', async () => {
      const { user, input } = setup({ options: clubs });
      await user.type(input, 'ar');
      await advance(199);
      await settle();
      expect(optionNames()).toEqual(['Arsenal', 'Aston Villa', 'Barcelona']);

      await advance(1);
      await settle();
      expect(optionNames()).toEqual(['Arsenal', 'Barcelona']);
    });

    it('shows the no-matching-options text', async () => {
      const { user, input } = setup({ options: clubs });
      await user.type(input, 'xyz');
      await advance(200);
      await settle();

      expect(optionNames()).toEqual([]);
      expect(noOptionsMessage()).toBeVisible();
      expect(announcements()).toContain(NO_OPTIONS);
    });

    it('lists what is left after a pick, ready for the next one', async () => {
      const { user, input } = setup({ options: clubs });
      await user.click(input);
      await user.keyboard('{ArrowDown}{Enter}');

      expect(chipNames()).toEqual(['Fjern Arsenal']);
      expect(input).toHaveAttribute('aria-expanded', 'true');
      expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Aston Villa',
        'Barcelona',
      ]);
    });
  });
});
