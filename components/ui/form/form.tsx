'use client';

/**
 * <Form schema>: the shop's one form wrapper (react-hook-form + zod).
 *
 *   <Form schema={newsletterSubscriptionBody} defaultValues={{ email: '' }} onSubmit={signUp}>
 *     <EmailField name="email" label={t('email')} />
 *   </Form>
 *
 * The schema validates on submit; each field shows its message in the site's
 * words (`forms`), wired with aria-invalid and aria-describedby, and the first
 * invalid field takes the focus. What the API says about a field after a
 * submit goes onto that field (`form.setServerErrors(apiError.errors)`).
 *
 * Nothing of react-hook-form, the resolver or zod comes with the page: the
 * fields are plain inputs until the form is first used (focus, pointer or
 * submit), then the engine and the schema load (give `schema` as a loader to
 * keep zod out too). Whatever was typed meanwhile is kept, and a submit
 * before they arrive waits for them.
 */
import { useLocale, useTranslations } from 'next-intl';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { ruleSentences } from './translate';
import type { Engine, EngineProps, FieldErrors, FormSchema, FormValues, RegisteredProps, Revalidate, SchemaSource, Translate } from './types';
import { controlValue, isControl, setPath, speaksForItsField } from './values';

const loadEngine = () => import('./engine');

/** What a form's code and its fields can do with it. The setters act once the engine has loaded, as it has by the time onSubmit runs. */
export interface FormApi<Values = Record<string, unknown>> {
  /** The fields' values as typed (before the schema trims or converts them). */
  values: FormValues<Values>;
  /** Field messages by name, in the site's words; FORM_ERROR holds the form's own. */
  errors: FieldErrors;
  /** A submit is being checked or its onSubmit is running. */
  submitting: boolean;
  /** Puts a message the API (or the submit's own code) gave onto a field. */
  setError(name: string, message: string): void;
  /**
   * Puts the API's field messages (`ApiError.errors`, `{ field: [messages] }`)
   * onto the fields of this form; `_` is the form's own. Answers those that
   * name no field here, for the caller to show otherwise.
   */
  setServerErrors(errors: Readonly<Record<string, readonly string[]>> | undefined): Record<string, string[]>;
  setValue(name: string, value: unknown): void;
  /** A field's visible label, by its name (`contactInfo.email`); undefined for a name no field of this form has. */
  label(name: string): string | undefined;
  /** Back to the given values (the defaults when none), without messages. */
  reset(values?: FormValues<Values>): void;
}

interface FormContextValue {
  api: FormApi;
  defaults: Record<string, unknown>;
  /** The engine's props for a field, once it has loaded. */
  register(name: string): RegisteredProps | null;
  /** The fields by name with their labels: they say so as they mount (./fields.tsx). */
  fields: Map<string, string>;
}

const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const context = useContext(FormContext);
  if (!context) throw new Error('A form field must be inside <Form>');
  return context;
}

/** The form a component is inside: its values, messages and submitting state. */
export function useFormApi(): FormApi {
  return useFormContext().api;
}

export type FormProps<S extends FormSchema> = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'onChange' | 'onFocus' | 'onPointerDown' | 'children' | 'noValidate'> & {
  schema: SchemaSource<S>;
  /** The fields' first values, read once (as react-hook-form reads them). */
  defaultValues: FormValues<z.input<S>>;
  /** Runs with the schema's output once every field is valid. */
  onSubmit: (values: z.output<S>, form: FormApi<z.input<S>>) => unknown;
  /**
   * When a field shown invalid checks again: on each change (the default: a
   * message goes as soon as the field is right), on leaving it, or only on
   * the next submit. Before the first submit no field is checked.
   */
  revalidate?: Revalidate;
  /** The fields; a component inside reads the form's values and state with useFormApi(). */
  children: ReactNode;
};

/** The form's rule sentences for the site (./translate.ts), as the fields' messages say them. */
function useRuleTranslator(): Translate {
  const t = useTranslations('forms');
  const locale = useLocale() as Locale;
  return useMemo(() => ruleSentences(t, locale), [t, locale]);
}

interface Loaded {
  FormEngine: (props: EngineProps) => null;
  schema: FormSchema;
}

export function Form<S extends FormSchema>({ schema, defaultValues, onSubmit, revalidate = 'onChange', children, ...props }: FormProps<S>) {
  const translate = useRuleTranslator();
  const [defaults] = useState(() => defaultValues as Record<string, unknown>);
  const [fields] = useState(() => new Map<string, string>());
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(defaults);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [engine, setEngine] = useState<Engine | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const loading = useRef<Promise<void> | null>(null);
  const submitWhenReady = useRef(false);
  const submittingNow = useRef(false);
  const focusInvalid = useRef(false);
  const onSubmitRef = useRef(onSubmit);
  useEffect(() => {
    onSubmitRef.current = onSubmit;
  });

  const load = useCallback(() => {
    loading.current ??= Promise.all([loadEngine(), typeof schema === 'function' ? schema() : schema]).then(
      ([{ FormEngine }, resolved]) => setLoaded({ FormEngine, schema: resolved }),
      (error: unknown) => {
        // Rethrown, so a chunk that failed to load reloads the page (features/layout/chunk-error-reload); a later use tries again.
        loading.current = null;
        submitWhenReady.current = false;
        throw error;
      },
    );
    return loading.current;
  }, [schema]);

  const api = useMemo<FormApi>(
    () => ({
      values,
      errors,
      submitting,
      setError: (name, message) => engine?.setError(name, message),
      setServerErrors: (given) => (engine && given ? engine.setServerErrors(given) : Object.fromEntries(Object.entries(given ?? {}).map(([name, list]) => [name, [...list]]))),
      setValue: (name, value) => {
        engine?.setValue(name, value);
        setValues((current) => setPath(current, name, value));
      },
      label: (name) => fields.get(name),
      reset: (next) => {
        const target = { ...defaults, ...next };
        engine?.reset(target);
        setValues(target);
      },
    }),
    [values, errors, submitting, engine, defaults, fields],
  );

  const submitNow = useCallback(
    async (current: Engine) => {
      // A double click submits once.
      if (submittingNow.current) return;
      submittingNow.current = true;
      setSubmitting(true);
      try {
        await current.submit(
          (output) => onSubmitRef.current(output as z.output<S>, api as FormApi<z.input<S>>),
          () => {
            focusInvalid.current = true;
          },
        );
      } finally {
        submittingNow.current = false;
        setSubmitting(false);
      }
    },
    [api],
  );

  // A submit that came before the engine runs as soon as the fields are registered with it.
  useEffect(() => {
    if (engine && submitWhenReady.current) {
      submitWhenReady.current = false;
      void submitNow(engine);
    }
  }, [engine, submitNow]);

  // The first invalid field in the page's order takes the focus once it says it is invalid.
  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    // The first control: a group of radio buttons says it on its fieldset, and marks its buttons for this.
    formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"], [data-invalid="true"]')?.focus();
  }, [errors]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (engine) {
      void submitNow(engine);
      return;
    }
    submitWhenReady.current = true;
    void load();
  }

  function track(event: ChangeEvent<HTMLFormElement>) {
    const target = event.target as unknown;
    if (isControl(target) && fields.has(target.name) && speaksForItsField(target)) setValues((current) => setPath(current, target.name, controlValue(target)));
  }

  const context = useMemo<FormContextValue>(
    () => ({ api, defaults, fields, register: (name) => (engine ? engine.register(name) : null) }),
    [api, defaults, fields, engine],
  );

  return (
    <FormContext.Provider value={context}>
      <form ref={formRef} noValidate {...props} onSubmit={submit} onChange={track} onFocus={load} onPointerDown={load}>
        {children}
      </form>
      {loaded && (
        <loaded.FormEngine
          schema={loaded.schema}
          defaults={defaults}
          fields={fields}
          translate={translate}
          revalidate={revalidate}
          onReady={setEngine}
          onErrors={setErrors}
        />
      )}
    </FormContext.Provider>
  );
}
