'use client';

/**
 * MultiSelect: pick several values by typing, shown as removable chips
 * (browsing spec §5: the packages list's clubs and tournaments).
 *
 * The page draws the field: its label, the chips (their remove buttons work
 * as they are) and a collapsed combobox input. The working combobox
 * (downshift, about 10 kB gzip; ./multi-select-combobox.tsx) loads when the
 * visitor reaches for the input and takes it over with what was typed, the
 * caret and the focus (./deferred-combobox.ts).
 */
import { useId, type ComponentType } from 'react';
import { useDeferredCombobox, type ComboboxStart } from './deferred-combobox';
import type { MultiSelectProps } from './multi-select-props';
import { VisuallyHidden } from './visually-hidden';
import './ui.css';

export { MULTI_SELECT_DEBOUNCE_MS, MULTI_SELECT_MAX_ITEMS, MULTI_SELECT_MIN_CHARS, type MultiSelectProps } from './multi-select-props';
export type { Option } from './option';

type Combobox = ComponentType<MultiSelectProps & { start?: ComboboxStart }>;

let loading: Promise<Combobox> | null = null;
/** The working combobox's code, asked for once per page however many fields want it. */
const loadCombobox = () => (loading ??= import('./multi-select-combobox').then((module) => module.MultiSelectCombobox));

export function MultiSelect(props: MultiSelectProps) {
  const generatedId = useId();
  const { Loaded, start, inputProps } = useDeferredCombobox(loadCombobox);
  const inputId = props.id ?? `${generatedId}-input`;
  if (Loaded) return <Loaded {...props} id={inputId} start={start} />;

  const { label, hideLabel = false, value, onChange, removeLabel, placeholder, name, disabled = false, className } = props;
  const labelId = `${generatedId}-label`;
  const labelElement = (
    <label className="ui-field__label" id={labelId} htmlFor={inputId}>
      {label}
    </label>
  );
  return (
    <div className={className ? `ui-field ${className}` : 'ui-field'}>
      {hideLabel ? <VisuallyHidden asChild>{labelElement}</VisuallyHidden> : labelElement}
      <div className={disabled ? 'ui-combobox ui-combobox--disabled' : 'ui-combobox'}>
        {value.length > 0 ? (
          <ul className="ui-chips">
            {value.map((option) => (
              <li key={option.value} className="ui-chip">
                <span className="ui-chip__label">{option.label}</span>
                <button
                  type="button"
                  className="ui-chip__remove"
                  aria-label={removeLabel(option)}
                  disabled={disabled}
                  onClick={() => {
                    onChange(value.filter((chosen) => chosen.value !== option.value));
                    document.getElementById(inputId)?.focus();
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          {...inputProps}
          id={inputId}
          className="ui-combobox__input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={false}
          aria-controls={`${generatedId}-menu`}
          aria-describedby={props['aria-describedby']}
          aria-invalid={props['aria-invalid']}
          autoComplete="off"
          placeholder={placeholder}
          disabled={disabled}
        />
        <div className="ui-combobox__popup" hidden>
          <ul className="ui-listbox" id={`${generatedId}-menu`} role="listbox" aria-labelledby={labelId} />
        </div>
      </div>
      {name ? value.map((option) => <input key={option.value} type="hidden" name={name} value={option.value} />) : null}
    </div>
  );
}
