/** One choice of a Select or MultiSelect: `value` is stored, `label` is shown. */
export type Option = { value: string; label: string };

/** Case-insensitive "contains" match of a label against what was typed. */
export function matchesQuery(label: string, query: string): boolean {
  return label.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());
}

/**
 * A combobox input's props without an empty `aria-activedescendant`: downshift
 * writes `""` while no option is highlighted, which names no element and is
 * invalid HTML; the attribute is left out until an option is highlighted.
 */
export function withActiveDescendant<P extends { 'aria-activedescendant'?: string }>(props: P): P {
  if (props['aria-activedescendant']) return props;
  const { 'aria-activedescendant': _none, ...rest } = props;
  return rest as P;
}
