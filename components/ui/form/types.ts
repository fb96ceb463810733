import type { z } from 'zod';
import type { FieldRule } from '@/lib/forms/messages';

/** A form's schema: an object of fields, typically a contract body built from lib/forms/rules. */
export type FormSchema = z.ZodType<unknown, Record<string, unknown>>;

/**
 * What a form holds before its schema has spoken: any field may be left
 * out, a box unticked, a number still the text typed.
 */
export type FormValues<T> = {
  [K in keyof T]?: T[K] extends boolean ? boolean : T[K] extends number ? number | string : T[K] extends readonly unknown[] ? T[K] : T[K] extends object ? FormValues<T[K]> : T[K];
};

/** The schema itself, or a loader of it: a page that only may submit need not load zod with its first paint. */
export type SchemaSource<S extends FormSchema> = S | (() => Promise<S>);

/**
 * The name under which a form's own error (not one field's) is kept: an
 * object-level rule of the schema, or the API's `errors._` (server/http/errors.ts).
 */
export const FORM_ERROR = '_';

/** A field's error, in the site's words; `server` when the API said it after a submit. */
export interface FieldErrorInfo {
  message: string;
  server: boolean;
}

export type FieldErrors = Readonly<Record<string, FieldErrorInfo>>;

export type Revalidate = 'onSubmit' | 'onBlur' | 'onChange';

/** The props an input takes from the engine to be one of its fields. */
export interface RegisteredProps {
  name: string;
  ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => void;
  onChange: (event: { target: unknown; type?: unknown }) => Promise<void | boolean>;
  onBlur: (event: { target: unknown; type?: unknown }) => Promise<void | boolean>;
}

/** A rule's sentence in the site's words (the `forms` messages): `translate('phone', { field: 'Mobil' })`. */
export type Translate = (rule: FieldRule, values: Record<string, string | number>) => string;

/** The engine's handles, once it has loaded. */
export interface Engine {
  register(name: string): RegisteredProps;
  submit(onValid: (values: unknown) => unknown, onInvalid: () => void): Promise<void>;
  setError(name: string, message: string): void;
  /** Puts the API's field messages onto the fields; answers those that name none. */
  setServerErrors(errors: Readonly<Record<string, readonly string[]>>): Record<string, string[]>;
  setValue(name: string, value: unknown): void;
  /** Every field to its value in `values`, without messages. */
  reset(values: Record<string, unknown>): void;
}

export interface EngineProps {
  schema: FormSchema;
  defaults: Record<string, unknown>;
  /** The form's fields by name, with their labels: a message names its field. */
  fields: ReadonlyMap<string, string>;
  translate: Translate;
  revalidate: Revalidate;
  onReady: (engine: Engine) => void;
  onErrors: (errors: FieldErrors) => void;
}
