import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { Option } from './option';

/** What MultiSelect takes (./multi-select.tsx), the field it draws and the combobox that takes it over alike. */
export const MULTI_SELECT_MAX_ITEMS = 20;
export const MULTI_SELECT_MIN_CHARS = 2;
export const MULTI_SELECT_DEBOUNCE_MS = 200;

export type MultiSelectProps = {
  /** Visible label of the input. */
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** The chosen options, oldest first. */
  value: Option[];
  onChange: (next: Option[]) => void;
  /** Remote options: the endpoint's query for a text of at least `minChars` characters. */
  searchQuery?: (text: string) => UseQueryOptions<Option[], Error, Option[], QueryKey>;
  /** Static options, filtered locally (used when there is no `searchQuery`). */
  options?: Option[];
  /** Called when a remote search fails (e.g. to show a toast); the list is emptied. */
  onSearchError?: (error: unknown) => void;
  /** Shown when a search finds nothing ('no matching options'). */
  noOptionsText: string;
  /** Accessible label of a chip's remove button, e.g. (o) => `Fjern ${o.label}`. */
  removeLabel: (option: Option) => string;
  /** Announced while a search runs longer than 200 ms. */
  loadingLabel?: string;
  placeholder?: string;
  maxItems?: number;
  minChars?: number;
  debounceMs?: number;
  /** Id of the input. */
  id?: string;
  /** Submits each chosen value as a hidden input of this name. */
  name?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  className?: string;
};
