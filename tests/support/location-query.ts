/** The page's query as the booking store wrote it (history.replaceState): `…[]` keys as lists. */
export function locationQuery(): Record<string, string | string[]> {
  const params = new URLSearchParams(window.location.search);
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) query[key] = key.endsWith('[]') ? params.getAll(key) : (params.get(key) ?? '');
  return query;
}

/** Back to a bare address between tests. */
export function resetLocation(): void {
  window.history.replaceState(null, '', '/');
}
