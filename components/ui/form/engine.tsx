'use client';

/**
 * The form's engine: react-hook-form with the schema's zod resolver. It loads
 * with the form's first use (./form.tsx), renders nothing, and reports each
 * field's message to the form in the site's words, which draws the fields.
 * All that only a used form needs lives here, out of the page's first load.
 */
import { toNestErrors } from '@hookform/resolvers';
import { useEffect } from 'react';
import { useForm, type FieldError, type FieldValues, type Resolver } from 'react-hook-form';
import { FORM_PARSE, formMessages } from '@/lib/forms/issues';
import { localizeFieldMessage } from '@/lib/forms/messages';
import { FORM_ERROR, type EngineProps, type FieldErrors, type Translate } from './types';
import { controlValue, getPath, speaksForItsField } from './values';

/**
 * An empty or blank text field is an absent value: HTML has no other way to
 * say "not given", and the API reads a missing field as absent too, so one
 * schema says `required` on both halves.
 */
export function blankAsAbsent(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) return value.map(blankAsAbsent);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, blankAsAbsent(item)]));
  }
  return value;
}

/**
 * The schema as the form's resolver: every field's first issue as a rule's
 * text (lib/forms/issues), never the contract's English for API clients or
 * zod's own; an object-level rule (an empty path) is the form's own error,
 * as the API's `_`.
 */
export function formResolver(schema: EngineProps['schema']): Resolver<FieldValues> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(blankAsAbsent(values), FORM_PARSE);
    if (result.success) return { values: result.data as FieldValues, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [name, { message, type }] of Object.entries(formMessages(result.error.issues, FORM_ERROR))) errors[name] = { type, message };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

const isLeaf = (value: object): value is { type?: unknown; message?: unknown } => 'type' in value || 'message' in value;

/**
 * react-hook-form's nested errors by dotted field name, each message in the
 * site's words: a rule's text (lib/forms/messages) as its `forms` sentence
 * naming the field by its label (or as "the field", for a name without one:
 * never by its path); the API's own words as they are.
 */
export function flatErrors(errors: object, labels: ReadonlyMap<string, string>, translate: Translate, prefix = ''): FieldErrors {
  const flat: Record<string, { message: string; server: boolean }> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (value === null || typeof value !== 'object') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (!isLeaf(value)) {
      Object.assign(flat, flatErrors(value, labels, translate, name));
      continue;
    }
    const message = typeof value.message === 'string' ? value.message : '';
    flat[name] = {
      // A message of no field the form shows (none should have one) names no path: the sentence says "the field".
      message: localizeFieldMessage(message, (rule, values) => {
        const label = labels.get(name);
        return translate(rule, label === undefined ? values : { field: label, ...values });
      }),
      server: value.type === 'server',
    };
  }
  return flat;
}

/** Whether a change of the control `changed` answers the message of `field`: its own, or its group's (`birthDate` for `birthDate.day`). */
const answers = (changed: string, field: string) => changed === field || changed.startsWith(`${field}.`);

export function FormEngine({ schema, defaults, fields, translate, revalidate, onReady, onErrors }: EngineProps) {
  const form = useForm<FieldValues>({
    resolver: formResolver(schema),
    defaultValues: defaults,
    mode: 'onSubmit',
    // On each change, the whole form is checked again below, not the changed field alone.
    reValidateMode: revalidate === 'onChange' ? 'onSubmit' : revalidate,
    // The form moves focus itself, once the fields say they are invalid (./form.tsx).
    shouldFocusError: false,
  });

  useEffect(
    () =>
      form.subscribe({
        formState: { errors: true },
        callback: (state) => onErrors(flatErrors(state.errors ?? {}, fields, translate)),
      }),
    [form, onErrors, fields, translate],
  );

  useEffect(() => {
    const seen = new WeakSet<Element>();
    /** What the API or the submit's own code said of a field, until the field changes or the form is sent again. */
    const said = new Map<string, string>();
    /** Whether the visitor has sent the form (a reset starts over). */
    let submitted = false;
    const sayServer = (name: string, message: string) => {
      said.set(name, message);
      form.setError(name, { type: 'server', message });
    };

    /**
     * Once the form was submitted, each change the visitor makes checks the
     * whole form again: a field filled in loses its message at once, and so
     * does a rule across fields that the change answered (a date's group, a
     * traveller who is now the contact). What the API said of another field
     * stays until that field changes.
     */
    async function checkAgain(changed: string) {
      if (revalidate !== 'onChange' || !submitted) return;
      for (const name of [...said.keys()]) if (answers(changed, name)) said.delete(name);
      await form.trigger();
      for (const [name, message] of said) form.setError(name, { type: 'server', message });
    }

    onReady({
      register: (name) => {
        const registered = form.register(name);
        return {
          ...registered,
          onChange: async (event) => {
            const result = await registered.onChange(event);
            await checkAgain(name);
            return result;
          },
          ref: (element) => {
            // What was typed before the engine loaded stays: the field's value seeds the engine's.
            if (element && !seen.has(element)) {
              seen.add(element);
              if (speaksForItsField(element)) form.setValue(name, controlValue(element));
            }
            registered.ref(element);
          },
        };
      },
      submit: (onValid, onInvalid) => {
        said.clear();
        submitted = true;
        return form.handleSubmit(async (output) => void (await onValid(output)), onInvalid)();
      },
      setError: sayServer,
      setServerErrors: (errors) => {
        const elsewhere: Record<string, string[]> = {};
        for (const [name, messages] of Object.entries(errors)) {
          if (fields.has(name) || name === FORM_ERROR) sayServer(name, messages.join(' '));
          else elsewhere[name] = [...messages];
        }
        return elsewhere;
      },
      setValue: (name, value) => form.setValue(name, value),
      reset: (values) => {
        said.clear();
        submitted = false;
        for (const name of fields.keys()) form.setValue(name, getPath(values, name));
        form.clearErrors();
      },
    });
  }, [form, onReady, fields, revalidate]);

  return null;
}
