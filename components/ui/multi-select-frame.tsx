import type { ButtonHTMLAttributes, LabelHTMLAttributes, ReactNode } from 'react';
import type { MultiSelectProps } from './multi-select-props';
import type { Option } from './option';
import { VisuallyHidden } from './visually-hidden';

type FrameProps = Pick<MultiSelectProps, 'label' | 'hideLabel' | 'value' | 'removeLabel' | 'name' | 'disabled' | 'className'> & {
  /** The label's wiring (its id and `htmlFor`). */
  labelProps: LabelHTMLAttributes<HTMLLabelElement>;
  /** A chip's remove button's behaviour. */
  removeProps: (option: Option, index: number) => ButtonHTMLAttributes<HTMLButtonElement>;
  /** The input and what belongs to it inside the field's frame. */
  children: ReactNode;
  /** After the frame: a live region, the search's query. */
  after?: ReactNode;
};

/**
 * What a MultiSelect looks like around its input, drawn alike by the page
 * (./multi-select.tsx) and by the working combobox (./multi-select-combobox.tsx):
 * the label, the chosen values as chips each with its remove button, and the
 * values as hidden inputs of a form.
 */
export function MultiSelectFrame({ label, hideLabel = false, value, removeLabel, name, disabled = false, className, labelProps, removeProps, children, after }: FrameProps) {
  const labelElement = (
    <label className="ui-field__label" {...labelProps}>
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
                <button type="button" className="ui-chip__remove" aria-label={removeLabel(option)} disabled={disabled} {...removeProps(option, index)}>
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {children}
      </div>
      {after}
      {name ? value.map((option) => <input key={option.value} type="hidden" name={name} value={option.value} />) : null}
    </div>
  );
}
