'use client';

/**
 * MultiSelect: pick several values by typing, shown as removable chips.
 *
 * Wraps downshift (useCombobox + useMultipleSelection): the WAI-ARIA
 * combobox + listbox roles, ids and aria-activedescendant, arrow / Enter /
 * Escape handling, and Backspace on an empty input or on a chip removing it,
 * the fiddly keyboard parts of the pattern, kept by a well-used library.
 *
 * The spec's rules live here (§5): at most 20 items, adding one more drops
 * the oldest; searching starts at 2 characters after a 200 ms debounce; a
 * search that finds nothing shows the 'no matching options' text. Every
 * search carries a sequence number, and only the answer to the newest one is
 * shown, so a slow stale answer never overwrites a newer one.
 *
 * Options come either from `onSearch` (remote) or from a static `options`
 * list filtered locally; both go through the same debounce. Under 2
 * characters nothing is searched: a remote list shows nothing, a static list
 * shows all its options unfiltered.
 */
import { useCombobox, useMultipleSelection } from 'downshift';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { FetchIndicator } from './fetch-indicator';
import { ListboxPopup } from './listbox-popup';
import { matchesQuery, type Option } from './option';
import { VisuallyHidden } from './visually-hidden';
import './ui.css';

export type { Option };

export const MULTI_SELECT_MAX_ITEMS = 20;
export const MULTI_SELECT_MIN_CHARS = 2;
export const MULTI_SELECT_DEBOUNCE_MS = 200;

export type MultiSelectProps = {
  /** Visible label of the input. */
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** The chosen options, oldest first. */
  value: Option[];
  onChange: (next: Option[]) => void;
  /** Remote options for a query of at least `minChars` characters. */
  onSearch?: (query: string) => Promise<Option[]>;
  /** Static options, filtered locally (used when there is no `onSearch`). */
  options?: Option[];
  /** Called when `onSearch` rejects (e.g. to show a toast); the list is emptied. */
  onSearchError?: (error: unknown) => void;
  /** Shown when a search finds nothing ('no matching options'). */
  noOptionsText: string;
  /** Accessible label of a chip's remove button, e.g. (o) => `Fjern ${o.label}`. */
  removeLabel: (option: Option) => string;
  /** Announced while a search runs longer than 200 ms. */
  loadingLabel?: string;
  placeholder?: string;
  maxItems?: number;
  minChars?: number;
  debounceMs?: number;
  /** Id of the input. */
  id?: string;
  /** Submits each chosen value as a hidden input of this name. */
  name?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  className?: string;
};

type SearchState = {
  /** idle: under min chars; pending: debouncing; loading: asked; done: answered. */
  status: 'idle' | 'pending' | 'loading' | 'done';
  results: Option[];
};

const IDLE: SearchState = { status: 'idle', results: [] };

export function MultiSelect({
  label,
  hideLabel = false,
  value,
  onChange,
  onSearch,
  options,
  onSearchError,
  noOptionsText,
  removeLabel,
  loadingLabel = '',
  placeholder,
  maxItems = MULTI_SELECT_MAX_ITEMS,
  minChars = MULTI_SELECT_MIN_CHARS,
  debounceMs = MULTI_SELECT_DEBOUNCE_MS,
  id,
  name,
  disabled = false,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  className,
}: MultiSelectProps) {
  const [search, setSearch] = useState<SearchState>(IDLE);
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Number of the newest search; answers to older ones are dropped. */
  const latest = useRef(0);
  /** The search source as of the last render, read when the debounce fires. */
  const source = useRef({ onSearch, options, onSearchError });

  useEffect(() => {
    source.current = { onSearch, options, onSearchError };
  });

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      latest.current += 1; // ignore answers that arrive after unmount
    },
    [],
  );

  /** What a static list shows below `minChars`: everything; a remote one: nothing. */
  const unfiltered = onSearch ? [] : (options ?? []);

  function startSearch(text: string) {
    clearTimeout(timer.current);
    const request = ++latest.current;
    const query = text.trim();
    if (query.length < minChars) {
      setSearch(IDLE);
      return;
    }
    // Keep what is on screen while the debounce runs, to avoid flicker.
    setSearch((previous) => ({
      status: 'pending',
      results: previous.status === 'idle' ? unfiltered : previous.results,
    }));
    timer.current = setTimeout(() => {
      setSearch((previous) => ({ ...previous, status: 'loading' }));
      const current = source.current;
      Promise.resolve()
        .then(() =>
          current.onSearch
            ? current.onSearch(query)
            : (current.options ?? []).filter((option) => matchesQuery(option.label, query)),
        )
        .then(
          (results) => {
            if (request !== latest.current) return;
            setSearch({ status: 'done', results });
          },
          (error: unknown) => {
            if (request !== latest.current) return;
            setSearch({ status: 'done', results: [] });
            current.onSearchError?.(error);
          },
        );
    }, debounceMs);
  }

  function add(option: Option) {
    // Spec §5: at most `maxItems`; one more drops the oldest.
    const next = [...value.filter((chosen) => chosen.value !== option.value), option];
    onChange(next.length > maxItems ? next.slice(next.length - maxItems) : next);
  }

  const chosen = new Set(value.map((option) => option.value));
  const shown = search.status === 'idle' ? unfiltered : search.results;
  const items = shown.filter((option) => !chosen.has(option.value));
  const noMatches = search.status === 'done' && items.length === 0;

  const { getSelectedItemProps, getDropdownProps, removeSelectedItem } = useMultipleSelection<Option>({
    selectedItems: value,
    itemToKey: (option) => option?.value ?? null,
    onStateChange({ selectedItems, type }) {
      switch (type) {
        case useMultipleSelection.stateChangeTypes.SelectedItemKeyDownBackspace:
        case useMultipleSelection.stateChangeTypes.SelectedItemKeyDownDelete:
        case useMultipleSelection.stateChangeTypes.DropdownKeyDownBackspace:
        case useMultipleSelection.stateChangeTypes.FunctionRemoveSelectedItem:
          if (selectedItems) onChange(selectedItems);
          break;
        default:
          break;
      }
    },
  });

  const { isOpen, highlightedIndex, getLabelProps, getMenuProps, getInputProps, getItemProps } = useCombobox<Option>({
    items,
    itemToString: (option) => option?.label ?? '',
    itemToKey: (option) => option?.value ?? null,
    selectedItem: null,
    // downshift keeps what is typed itself: a value held here would reach the input a render
    // late, and a fast typist's next key would land on the old value and be lost.
    inputId,
    stateReducer(state, { changes, type }) {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          // Stay open for the next pick.
          return { ...changes, isOpen: true, highlightedIndex: -1, inputValue: '' };
        case useCombobox.stateChangeTypes.InputBlur:
          // Leaving the field never adds the highlighted option.
          return { ...changes, selectedItem: null, inputValue: state.inputValue };
        default:
          return changes;
      }
    },
    onStateChange({ type, selectedItem, inputValue: typed }) {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          if (selectedItem) {
            add(selectedItem);
            startSearch('');
          }
          break;
        case useCombobox.stateChangeTypes.InputChange:
        case useCombobox.stateChangeTypes.InputKeyDownEscape:
          if (typed !== undefined) startSearch(typed);
          break;
        default:
          break;
      }
    },
  });

  const popupVisible = isOpen && (items.length > 0 || noMatches);

  function removeByClick(event: MouseEvent<HTMLButtonElement>, option: Option) {
    // Skip downshift's own click handling (it would focus a neighbouring
    // chip that is about to move); focus goes back to the input instead.
    (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
    removeSelectedItem(option);
    document.getElementById(inputId)?.focus();
  }

  const labelElement = (
    <label className="ui-field__label" {...getLabelProps()}>
      {label}
    </label>
  );

  return (
    <div className={className ? `ui-field ${className}` : 'ui-field'}>
      {hideLabel ? <VisuallyHidden asChild>{labelElement}</VisuallyHidden> : labelElement}
      <div className={disabled ? 'ui-combobox ui-combobox--disabled' : 'ui-combobox'}>
        {value.length > 0 ? (
          <ul className="ui-chips">
            {value.map((option, index) => (
              <li key={option.value} className="ui-chip">
                <span className="ui-chip__label">{option.label}</span>
                <button
                  type="button"
                  className="ui-chip__remove"
                  aria-label={removeLabel(option)}
                  disabled={disabled}
                  {...getSelectedItemProps({
                    selectedItem: option,
                    index,
                    onClick: (event: MouseEvent<HTMLButtonElement>) => removeByClick(event, option),
                  })}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          className="ui-combobox__input"
          {...getInputProps(
            getDropdownProps({
              // Expanded only when something is shown, not while a remote
              // list is empty (under 2 characters, or waiting for an answer).
              'aria-expanded': popupVisible,
              placeholder,
              disabled,
              'aria-describedby': ariaDescribedBy,
              'aria-invalid': ariaInvalid,
            }),
          )}
        />
        <FetchIndicator active={search.status === 'loading'} label={loadingLabel} />
        <ListboxPopup
          visible={popupVisible}
          isOpen={isOpen}
          items={items}
          highlightedIndex={highlightedIndex}
          getMenuProps={getMenuProps}
          getItemProps={getItemProps}
          noMatches={noMatches}
          noOptionsText={noOptionsText}
        />
      </div>
      {/* A live region that exists before its text does is announced reliably. */}
      <VisuallyHidden role="status">{isOpen && noMatches ? noOptionsText : ''}</VisuallyHidden>
      {name ? value.map((option) => <input key={option.value} type="hidden" name={name} value={option.value} />) : null}
    </div>
  );
}
