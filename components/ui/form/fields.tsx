'use client';

/**
 * The fields of <Form>: a label, the control, an optional description and the
 * field's message in the site's words, wired together (`htmlFor`,
 * `aria-invalid`, `aria-describedby`). A message the API gave after a submit
 * is announced (role="alert"), since the focus stays where it was; a message
 * of the form's own rules is read with the field, which takes the focus.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useFormContext } from './form';
import { FORM_ERROR, type RegisteredProps } from './types';
import { getPath } from './values';
import '../ui.css';

export interface FieldState {
  id: string;
  descriptionId: string;
  errorId: string;
  /** The field's message in the site's words, and whether the API said it. */
  error: { message: string; server: boolean } | null;
  /** What the control spreads: id, name, the engine's handlers, and the ARIA that ties it to its texts. */
  controlProps: {
    id: string;
    name: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  } & Partial<Omit<RegisteredProps, 'name'>>;
  defaultValue: unknown;
}

/**
 * One field of the surrounding <Form>, for a control laid out by hand; the
 * components below use it. `label` is the field's name in messages
 * ('Mobil er ikke et gyldigt telefonnummer'). A `group` is a field made of
 * several controls, each a field of its own (`birthDate.day`): its message
 * is the group's, and no control of its own is registered.
 */
export function useField(name: string, { label, description = false, group = false }: { label: string; description?: boolean; group?: boolean }): FieldState {
  const { api, defaults, register, fields } = useFormContext();
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;

  useEffect(() => {
    fields.set(name, label);
    return () => {
      fields.delete(name);
    };
  }, [fields, name, label]);

  const error = api.errors[name] ?? null;
  const describedBy = [description && descriptionId, error && errorId].filter(Boolean).join(' ');
  return {
    id,
    descriptionId,
    errorId,
    error,
    controlProps: {
      id,
      name,
      // A group's value is its parts' (a date's day, month and year): the parts are the controls the engine knows.
      ...(group ? null : register(name)),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
    defaultValue: getPath(defaults, name),
  };
}

/** The field's message, when it has one. */
export function FieldMessage({ field, className = 'field-error' }: { field: FieldState; className?: string }) {
  if (!field.error) return null;
  return (
    <p id={field.errorId} className={className} role={field.error.server ? 'alert' : undefined}>
      {field.error.message}
    </p>
  );
}

/** The label's words: the field's name, and whether it may be left empty. */
function LabelText({ label, optional }: { label: string; optional?: boolean }) {
  const t = useTranslations('forms');
  if (!optional) return label;
  return (
    <>
      {label} <span className="ui-field__optional">{t('optional')}</span>
    </>
  );
}

function FieldDescription({ field, children }: { field: FieldState; children: ReactNode }) {
  if (children === undefined || children === null) return null;
  return (
    <p id={field.descriptionId} className="ui-field__description">
      {children}
    </p>
  );
}

interface FrameProps {
  name: string;
  /** The visible label, also the field's name in its messages. */
  label: string;
  /** The field may be left empty: the label says so after the name ('Kommentar (valgfri)'), and its messages name the field alone. */
  optional?: boolean;
  description?: ReactNode;
  /** Of the element around label, control and texts. */
  className?: string;
  labelClassName?: string;
  errorClassName?: string;
}

type InputProps = Omit<
  ComponentPropsWithoutRef<'input'>,
  'name' | 'id' | 'type' | 'value' | 'defaultValue' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'children' | 'className' | 'aria-invalid' | 'aria-describedby'
>;

export type TextFieldProps = FrameProps &
  InputProps & {
    type?: 'text' | 'email' | 'tel' | 'date' | 'url' | 'search' | 'password' | 'number';
    inputClassName?: string;
    /** Beside the input, in one row (a submit button). */
    after?: ReactNode;
    rowClassName?: string;
  };

const asText = (value: unknown) => (value === undefined || value === null ? undefined : String(value));

export function TextField({ name, label, optional, description, className, labelClassName, errorClassName, inputClassName, after, rowClassName, type = 'text', ...input }: TextFieldProps) {
  const field = useField(name, { label, description: description !== undefined });
  const control = <input type={type} className={inputClassName} {...input} {...field.controlProps} defaultValue={asText(field.defaultValue)} />;
  return (
    <div className={className}>
      <label htmlFor={field.id} className={labelClassName}>
        <LabelText label={label} optional={optional} />
      </label>
      {after === undefined ? (
        control
      ) : (
        <div className={rowClassName}>
          {control}
          {after}
        </div>
      )}
      <FieldDescription field={field}>{description}</FieldDescription>
      <FieldMessage field={field} className={errorClassName} />
    </div>
  );
}

/** An email address: the browser's email keyboard and autofill. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" autoComplete="email" {...props} />;
}

/** A phone number: the phone keypad and autofill; the rule is lib/forms/rules `phone()`. */
export function PhoneField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}

export type SelectFieldProps = FrameProps &
  Omit<ComponentPropsWithoutRef<'select'>, 'name' | 'id' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'children' | 'className' | 'aria-invalid' | 'aria-describedby'> & {
    options: readonly { value: string; label: string }[];
    /** A first, empty choice ("Vælg…"): choosing nothing leaves the field absent, so `required` applies. */
    placeholder?: string;
    selectClassName?: string;
  };

/** A choice from a short fixed list, as the browser's own select. */
export function SelectField({ name, label, optional, description, className, labelClassName, errorClassName, selectClassName, options, placeholder, ...select }: SelectFieldProps) {
  const field = useField(name, { label, description: description !== undefined });
  return (
    <div className={className}>
      <label htmlFor={field.id} className={labelClassName}>
        <LabelText label={label} optional={optional} />
      </label>
      <select className={selectClassName} {...select} {...field.controlProps} defaultValue={asText(field.defaultValue) ?? ''}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldDescription field={field}>{description}</FieldDescription>
      <FieldMessage field={field} className={errorClassName} />
    </div>
  );
}

export type CheckboxFieldProps = FrameProps &
  Omit<InputProps, 'type'> & {
    /** After the label, outside it (a link to the conditions the box accepts). */
    after?: ReactNode;
  };

/** One box to tick (accepting the conditions); its value is true or false. */
export function CheckboxField({ name, label, optional, description, className, labelClassName, errorClassName, after, ...input }: CheckboxFieldProps) {
  const field = useField(name, { label, description: description !== undefined });
  return (
    <div className={className}>
      <input type="checkbox" {...input} {...field.controlProps} defaultChecked={field.defaultValue === true} />
      <label htmlFor={field.id} className={labelClassName}>
        <LabelText label={label} optional={optional} />
      </label>
      {after}
      <FieldDescription field={field}>{description}</FieldDescription>
      <FieldMessage field={field} className={errorClassName} />
    </div>
  );
}

export type ChoiceFieldProps = Omit<FrameProps, 'labelClassName'> & {
  options: readonly { value: string; label: string }[];
  /** Of the element around each radio button and its label. */
  optionClassName?: string;
  legendClassName?: string;
  disabled?: boolean;
};

/**
 * One answer of a few, as radio buttons in a fieldset whose legend is the
 * question (Mr or Mrs, yes or no). Nothing chosen is an absent value; the
 * value is the chosen option's text.
 */
export function ChoiceField({ name, label, description, className, legendClassName, errorClassName, optionClassName, options, disabled }: ChoiceFieldProps) {
  const field = useField(name, { label, description: description !== undefined });
  const { id, 'aria-invalid': invalid, 'aria-describedby': describedBy, ...control } = field.controlProps;
  const chosen = field.defaultValue === undefined || field.defaultValue === null ? undefined : String(field.defaultValue);
  return (
    <fieldset className={className} aria-invalid={invalid} aria-describedby={describedBy} disabled={disabled}>
      <legend className={legendClassName}>{label}</legend>
      {options.map((option, index) => (
        <span key={option.value} className={optionClassName}>
          <input type="radio" {...control} id={index === 0 ? id : `${id}-${index}`} value={option.value} defaultChecked={chosen === option.value} data-invalid={invalid} />
          <label htmlFor={index === 0 ? id : `${id}-${index}`}>{option.label}</label>
        </span>
      ))}
      <FieldDescription field={field}>{description}</FieldDescription>
      <FieldMessage field={field} className={errorClassName} />
    </fieldset>
  );
}

export type DatePartsFieldProps = Omit<FrameProps, 'labelClassName' | 'optional'> & {
  legendClassName?: string;
  /** Of the element around the three parts, and around each part's label and input. */
  partsClassName?: string;
  partClassName?: string;
  /** A birth date: the browser fills the parts from the visitor's own (`bday-day`, …). */
  birthday?: boolean;
};

export const DATE_PARTS = ['day', 'month', 'year'] as const;
export type DatePart = (typeof DATE_PARTS)[number];

/** A day as its parts: `1984-05-17` is 17, 5 and 1984; parts already apart stay as they are. */
export function dateParts(value: unknown): Partial<Record<DatePart, string>> {
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    return day ? { day: String(Number(day[3])), month: String(Number(day[2])), year: day[1] } : {};
  }
  return value !== null && typeof value === 'object' ? (value as Partial<Record<DatePart, string>>) : {};
}

/**
 * A date someone knows by heart (a birth date), typed as day, month and year
 * in three short number fields, in the order the sites write a date: no
 * calendar to page back through decades. The form holds the three parts
 * under the field's name (`birthDate.day`, …); its schema reads them as one
 * day (lib/forms/dates.ts), and the field's message is the whole date's.
 */
export function DatePartsField({ name, label, description, className, legendClassName, errorClassName, partsClassName, partClassName, birthday = false }: DatePartsFieldProps) {
  const t = useTranslations('forms.dateParts');
  const field = useField(name, { label, description: description !== undefined, group: true });
  const given = dateParts(field.defaultValue);
  const parts = [
    { part: 'day', field: useField(`${name}.day`, { label: t('day') }), size: 2 },
    { part: 'month', field: useField(`${name}.month`, { label: t('month') }), size: 2 },
    { part: 'year', field: useField(`${name}.year`, { label: t('year') }), size: 4 },
  ] as const;
  const describedBy = [description !== undefined && field.descriptionId, field.error && field.errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>{label}</legend>
      <FieldDescription field={field}>{description}</FieldDescription>
      <div className={partsClassName}>
        {parts.map(({ part, field: control, size }) => (
          <div key={part} className={partClassName} data-part={part}>
            <label htmlFor={control.id}>{t(part)}</label>
            <input
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={size}
              size={size + 1}
              autoComplete={birthday ? `bday-${part}` : 'off'}
              {...control.controlProps}
              aria-invalid={field.error ? true : undefined}
              aria-describedby={describedBy}
              defaultValue={given[part] ?? ''}
            />
          </div>
        ))}
      </div>
      <FieldMessage field={field} className={errorClassName} />
    </fieldset>
  );
}

export type TextAreaFieldProps = FrameProps &
  Omit<ComponentPropsWithoutRef<'textarea'>, 'name' | 'id' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'children' | 'className' | 'aria-invalid' | 'aria-describedby'> & {
    textareaClassName?: string;
  };

/** Free text over several lines (a comment). */
export function TextAreaField({ name, label, optional, description, className, labelClassName, errorClassName, textareaClassName, ...textarea }: TextAreaFieldProps) {
  const field = useField(name, { label, description: description !== undefined });
  return (
    <div className={className}>
      <label htmlFor={field.id} className={labelClassName}>
        <LabelText label={label} optional={optional} />
      </label>
      <textarea className={textareaClassName} {...textarea} {...field.controlProps} defaultValue={asText(field.defaultValue)} />
      <FieldDescription field={field}>{description}</FieldDescription>
      <FieldMessage field={field} className={errorClassName} />
    </div>
  );
}

/**
 * The form's own error: a rule of the whole schema (a period that is too
 * long) or the API's `_`. Announced, since no field takes the focus for it;
 * `children` says it in the page's words.
 */
export function FormError({ className = 'field-error', children }: { className?: string; children?: (message: string) => ReactNode }) {
  const { api } = useFormContext();
  const error = api.errors[FORM_ERROR];
  if (!error) return null;
  return (
    <p className={className} role="alert">
      {children ? children(error.message) : error.message}
    </p>
  );
}
