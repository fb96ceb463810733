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
import { MultiSelectFrame } from './multi-select-frame';
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

  const { value, onChange, placeholder, disabled = false } = props;
  const labelId = `${generatedId}-label`;
  return (
    <MultiSelectFrame
      {...props}
      labelProps={{ id: labelId, htmlFor: inputId }}
      removeProps={(option) => ({
        onClick: () => {
          onChange(value.filter((chosen) => chosen.value !== option.value));
          document.getElementById(inputId)?.focus();
        },
      })}
    >
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
    </MultiSelectFrame>
  );
}
