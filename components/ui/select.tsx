'use client';

/**
 * Select: one value from a list, searchable by typing.
 *
 * Wraps downshift's useCombobox, like MultiSelect: the WAI-ARIA combobox +
 * listbox roles, ids, aria-activedescendant and the arrow / Enter / Escape /
 * Home / End keys come from the library. We add local filtering and the
 * spec's 'no matching options' text when nothing matches (§5).
 */
import { useCombobox } from 'downshift';
import { useState } from 'react';
import { ListboxPopup } from './listbox-popup';
import { matchesQuery, withActiveDescendant, type Option } from './option';
import { VisuallyHidden } from './visually-hidden';
import './ui.css';

export type { Option };

export type SelectProps = {
  /** Visible label of the input. */
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  options: Option[];
  /** The chosen option's value, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Shown when what was typed matches no option ('no matching options'). */
  noOptionsText: string;
  placeholder?: string;
  /** Id of the input. */
  id?: string;
  /** Submits the value as a hidden input of this name. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  className?: string;
};

const toLabel = (option: Option | null) => option?.label ?? '';
const toKey = (option: Option | null) => option?.value ?? null;

export function Select({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  noOptionsText,
  placeholder,
  id,
  name,
  disabled = false,
  required,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  className,
}: SelectProps) {
  /** What the user typed since the list opened; null shows every option. */
  const [query, setQuery] = useState<string | null>(null);
  const selected = options.find((option) => option.value === value) ?? null;
  const items = query ? options.filter((option) => matchesQuery(option.label, query)) : options;

  const { isOpen, highlightedIndex, getLabelProps, getMenuProps, getInputProps, getItemProps } = useCombobox<Option>({
    items,
    itemToString: toLabel,
    itemToKey: toKey,
    selectedItem: selected,
    inputId: id,
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem?.value ?? null),
    onInputValueChange: ({ type, inputValue }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setQuery(inputValue);
    },
    onIsOpenChange: ({ isOpen: open }) => {
      if (!open) setQuery(null);
    },
    stateReducer(state, { changes, type }) {
      if (type === useCombobox.stateChangeTypes.InputBlur && toKey(changes.selectedItem ?? null) === toKey(state.selectedItem)) {
        // Leaving without a choice puts the chosen label back in the input.
        return { ...changes, inputValue: toLabel(state.selectedItem) };
      }
      return changes;
    },
  });

  const noMatches = isOpen && items.length === 0;

  const labelElement = (
    <label className="ui-field__label" {...getLabelProps()}>
      {label}
    </label>
  );

  return (
    <div className={className ? `ui-field ${className}` : 'ui-field'}>
      {hideLabel ? <VisuallyHidden asChild>{labelElement}</VisuallyHidden> : labelElement}
      <div className={disabled ? 'ui-combobox ui-combobox--disabled' : 'ui-combobox'}>
        <input
          className="ui-combobox__input"
          {...withActiveDescendant(
            getInputProps({
              placeholder,
              disabled,
              'aria-required': required,
              'aria-describedby': ariaDescribedBy,
              'aria-invalid': ariaInvalid,
            }),
          )}
        />
        <span className="ui-combobox__chevron" aria-hidden="true" />
        <ListboxPopup
          visible={isOpen}
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
      <VisuallyHidden role="status">{noMatches ? noOptionsText : ''}</VisuallyHidden>
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
    </div>
  );
}
