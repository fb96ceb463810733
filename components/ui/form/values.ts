/** Field values by dotted name (`contact.firstName`), and what the form's controls hold. */

export const getPath = (values: Record<string, unknown>, name: string): unknown =>
  name.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), values);

export function setPath(values: Record<string, unknown>, name: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = name.split('.') as [string, ...string[]];
  if (rest.length === 0) return { ...values, [head]: value };
  const child = values[head];
  return { ...values, [head]: setPath(child !== null && typeof child === 'object' ? (child as Record<string, unknown>) : {}, rest.join('.'), value) };
}

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export const isControl = (target: unknown): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/** A checkbox is its `checked`, any other control its text. */
export const controlValue = (control: Control) => (control instanceof HTMLInputElement && control.type === 'checkbox' ? control.checked : control.value);

/** A radio button that is not chosen says nothing about its group's value. */
export const speaksForItsField = (control: Control) => !(control instanceof HTMLInputElement && control.type === 'radio' && !control.checked);
