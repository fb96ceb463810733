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
 * search that finds nothing shows the 'no matching options' text. The
 * debounce is the shop's one typeahead (useTypeahead, shared with the search
 * box): a remote search is a query keyed by the debounced text, so a slow
 * stale answer never overwrites a newer one.
 *
 * Options come either from `searchQuery` (remote: an endpoint's query for a
 * text, loaded with TanStack Query on first use) or from a static `options`
 * list filtered locally; both go through the same debounce. Under 2
 * characters nothing is searched: a remote list shows nothing, a static list
 * shows all its options unfiltered.
 */
import { useCombobox, useMultipleSelection } from 'downshift';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useId, type ComponentType, type MouseEvent } from 'react';
import type { TypeaheadQueryProps } from '@/lib/api/query/typeahead-query';
import { useTypeahead } from '@/lib/hooks/use-typeahead';
import { FetchIndicator } from './fetch-indicator';
import { ListboxPopup } from './listbox-popup';
import { matchesQuery, withActiveDescendant, type Option } from './option';
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
  /** Remote options: the endpoint's query for a text of at least `minChars` characters. */
  searchQuery?: (text: string) => UseQueryOptions<Option[], Error, Option[], QueryKey>;
  /** Static options, filtered locally (used when there is no `searchQuery`). */
  options?: Option[];
  /** Called when a remote search fails (e.g. to show a toast); the list is emptied. */
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

/** The remote search's query, loaded on first use (TanStack Query with it). */
const TypeaheadQuery = lazy<ComponentType<TypeaheadQueryProps<Option[], QueryKey>>>(() => import('@/lib/api/query/typeahead-query'));

export function MultiSelect({
  label,
  hideLabel = false,
  value,
  onChange,
  searchQuery,
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
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const searchable = useCallback((text: string) => text.length >= minChars, [minChars]);
  const search = useTypeahead<Option[]>({
    delayMs: debounceMs,
    searchable,
    onError: (error) => onSearchError?.(error),
  });
  const startSearch = search.setText;

  /** What a static list shows below `minChars`: everything; a remote one: nothing. */
  const unfiltered = searchQuery ? [] : (options ?? []);
  /** idle: under min chars; pending: debouncing; loading: asked; done: answered (a failure shows nothing). */
  const status = searchQuery
    ? search.status === 'empty' || search.status === 'short'
      ? 'idle'
      : search.status === 'failed'
        ? 'done'
        : search.status
    : search.status === 'empty' || search.status === 'short'
      ? 'idle'
      : search.status === 'pending'
        ? 'pending'
        : 'done';
  const staticResults = (options ?? []).filter((option) => matchesQuery(option.label, search.debounced));
  // While the debounce runs, what is on screen stays, to avoid flicker.
  const results = searchQuery ? (search.results ?? []) : status === 'pending' ? (search.asks ? staticResults : unfiltered) : staticResults;

  function add(option: Option) {
    // Spec §5: at most `maxItems`; one more drops the oldest.
    const next = [...value.filter((chosen) => chosen.value !== option.value), option];
    onChange(next.length > maxItems ? next.slice(next.length - maxItems) : next);
  }

  const chosen = new Set(value.map((option) => option.value));
  const shown = status === 'idle' ? unfiltered : results;
  const items = shown.filter((option) => !chosen.has(option.value));
  const noMatches = status === 'done' && items.length === 0;

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
          {...withActiveDescendant(getInputProps(
            getDropdownProps({
              // Expanded only when something is shown, not while a remote
              // list is empty (under 2 characters, or waiting for an answer).
              'aria-expanded': popupVisible,
              placeholder,
              disabled,
              'aria-describedby': ariaDescribedBy,
              'aria-invalid': ariaInvalid,
            }),
          ))}
        />
        <FetchIndicator active={status === 'loading'} label={loadingLabel} />
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
      {searchQuery && search.used ? (
        <Suspense fallback={null}>
          <TypeaheadQuery text={search.debounced} options={searchQuery(search.debounced)} enabled={search.asks} onAnswer={search.report} />
        </Suspense>
      ) : null}
    </div>
  );
}
