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
import {
  FORM_ERROR,
  type Engine,
  type EngineProps,
  type FieldErrors,
  type FormSchema,
  type FormValues,
  type RegisteredProps,
  type Revalidate,
  type SchemaSource,
} from './types';
import { controlValue, getPath, isControl, readFields, setPath } from './values';

const loadEngine = () => import('./engine');

/** What a form's code and its fields can do with it. */
export interface FormApi<Values = Record<string, unknown>> {
  /** The fields' values as typed (before the schema trims or converts them). */
  values: FormValues<Values>;
  /** Field errors by name; FORM_ERROR holds the form's own. */
  errors: FieldErrors;
  /** An onSubmit is running. */
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
  /** Back to the given values (the defaults when none), without errors. */
  reset(values?: FormValues<Values>): void;
}

interface FormContextValue {
  api: FormApi;
  defaults: Record<string, unknown>;
  /** The engine's props for a field, once it has loaded. */
  register(name: string): RegisteredProps | null;
  /** Fields say they exist, so server errors find them and the engine starts with their values. */
  names: Set<string>;
}

const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const context = useContext(FormContext);
  if (!context) throw new Error('A form field must be inside <Form>');
  return context;
}

/** The form a component is inside: its values, errors and submitting state. */
export function useFormApi(): FormApi {
  return useFormContext().api;
}

export type FormProps<S extends FormSchema> = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children' | 'noValidate'> & {
  schema: SchemaSource<S>;
  defaultValues: FormValues<z.input<S>>;
  /** Runs with the schema's output once every field is valid. */
  onSubmit: (values: z.output<S>, form: FormApi<z.input<S>>) => unknown;
  /** When a field shown invalid checks again: on the next submit (the default), on leaving it, or on each change. */
  revalidate?: Revalidate;
  /** The fields; a component inside reads the form's values and state with useFormApi(). */
  children: ReactNode;
};

interface Loaded {
  FormEngine: (props: EngineProps) => null;
  schema: FormSchema;
  values: Record<string, unknown>;
}

export function Form<S extends FormSchema>({ schema, defaultValues, onSubmit, revalidate = 'onSubmit', children, ...props }: FormProps<S>) {
  // Read once, as react-hook-form reads its defaults.
  const [defaults] = useState(() => defaultValues as Record<string, unknown>);
  const formRef = useRef<HTMLFormElement>(null);
  // The names of the fields inside, which say so as they mount (./fields.tsx).
  const [names] = useState(() => new Set<string>());
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
      ([{ FormEngine }, resolved]) => {
        const typed = readFields(formRef.current, names, defaults);
        setValues(typed);
        setLoaded({ FormEngine, schema: resolved, values: typed });
      },
      (error: unknown) => {
        // Rethrown, so a chunk that failed to load reloads the page (features/layout/chunk-error-reload); a later use tries again.
        loading.current = null;
        submitWhenReady.current = false;
        throw error;
      },
    );
    return loading.current;
  }, [schema, names, defaults]);

  const api = useMemo<FormApi>(() => {
    const setValue = (name: string, value: unknown) => {
      if (engine) engine.setValue(name, value);
      else {
        const control = formRef.current?.elements.namedItem(name);
        if (control instanceof HTMLInputElement && control.type === 'checkbox') control.checked = value === true;
        else if (isControl(control)) control.value = String(value ?? '');
      }
      setValues((current) => setPath(current, name, value));
    };
    return {
      values,
      errors,
      submitting,
      setError: (name, message) => engine?.setError(name, message),
      setServerErrors: (errors) => {
        const elsewhere: Record<string, string[]> = {};
        for (const [name, messages] of Object.entries(errors ?? {})) {
          if (engine && (names.has(name) || name === FORM_ERROR)) engine.setError(name, messages.join(' '));
          else elsewhere[name] = [...messages];
        }
        return elsewhere;
      },
      setValue,
      reset: (next) => {
        const target = { ...defaults, ...next };
        for (const name of names) setValue(name, getPath(target, name));
        engine?.clearErrors();
      },
    };
  }, [values, errors, submitting, engine, names, defaults]);

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
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
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
    if (isControl(target) && names.has(target.name)) setValues((current) => setPath(current, target.name, controlValue(target)));
  }

  const context = useMemo<FormContextValue>(
    () => ({ api, defaults, names, register: (name) => (engine ? engine.register(name) : null) }),
    [api, defaults, names, engine],
  );

  const { onFocus, onPointerDown, ...formProps } = props;
  return (
    <FormContext.Provider value={context}>
      <form
        ref={formRef}
        noValidate
        {...formProps}
        onSubmit={submit}
        onChange={track}
        onFocus={(event) => {
          void load();
          onFocus?.(event);
        }}
        onPointerDown={(event) => {
          void load();
          onPointerDown?.(event);
        }}
      >
        {children}
      </form>
      {loaded && <loaded.FormEngine schema={loaded.schema} values={loaded.values} revalidate={revalidate} onReady={setEngine} onErrors={setErrors} />}
    </FormContext.Provider>
  );
}
