/** One choice of a Select or MultiSelect: `value` is stored, `label` is shown. */
export type Option = { value: string; label: string };

/** Case-insensitive "contains" match of a label against what was typed. */
export function matchesQuery(label: string, query: string): boolean {
  return label.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());
}
