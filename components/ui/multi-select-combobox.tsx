'use client';

/**
 * MultiSelect's working combobox, loaded when the visitor reaches for the
 * field (./multi-select.tsx draws it until then): pick several values by
 * typing, shown as removable chips.
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
import type { QueryKey } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useId, type ComponentType, type MouseEvent } from 'react';
import { useTakeOver, type ComboboxStart } from './deferred-combobox';
import type { TypeaheadQueryProps } from '@/lib/api/query/typeahead-query';
import { useTypeahead } from '@/lib/hooks/use-typeahead';
import { FetchIndicator } from './fetch-indicator';
import { ListboxPopup } from './listbox-popup';
import { MULTI_SELECT_DEBOUNCE_MS, MULTI_SELECT_MAX_ITEMS, MULTI_SELECT_MIN_CHARS, type MultiSelectProps } from './multi-select-props';
import { matchesQuery, withActiveDescendant, type Option } from './option';
import { MultiSelectFrame } from './multi-select-frame';
import { VisuallyHidden } from './visually-hidden';
import './ui.css';

/** The remote search's query, loaded on first use (TanStack Query with it). */
const TypeaheadQuery = lazy<ComponentType<TypeaheadQueryProps<Option[], QueryKey>>>(() => import('@/lib/api/query/typeahead-query'));

export function MultiSelectCombobox({
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
  start,
}: MultiSelectProps & { start?: ComboboxStart }) {
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
    initialInputValue: start?.text ?? '',
    initialIsOpen: Boolean(start?.open || start?.text),
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
  // Take over from the field drawn before: the focus, the caret, and a search for what was typed.
  useTakeOver(inputId, start, startSearch);

  function removeByClick(event: MouseEvent<HTMLButtonElement>, option: Option) {
    // Skip downshift's own click handling (it would focus a neighbouring
    // chip that is about to move); focus goes back to the input instead.
    (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
    removeSelectedItem(option);
    document.getElementById(inputId)?.focus();
  }

  return (
    <MultiSelectFrame
      label={label}
      hideLabel={hideLabel}
      value={value}
      removeLabel={removeLabel}
      name={name}
      disabled={disabled}
      className={className}
      labelProps={getLabelProps()}
      removeProps={(option, index) =>
        getSelectedItemProps({ selectedItem: option, index, onClick: (event: MouseEvent<HTMLButtonElement>) => removeByClick(event, option) })
      }
      after={
        <>
          {/* A live region that exists before its text does is announced reliably. */}
          <VisuallyHidden role="status">{isOpen && noMatches ? noOptionsText : ''}</VisuallyHidden>
          {searchQuery && search.used ? (
            <Suspense fallback={null}>
              <TypeaheadQuery text={search.debounced} options={searchQuery(search.debounced)} enabled={search.asks} onAnswer={search.report} />
            </Suspense>
          ) : null}
        </>
      }
    >
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
    </MultiSelectFrame>
  );
}
