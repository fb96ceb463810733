/** Browsing spec §9: under 2 characters nothing is searched. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

/** Characters as a visitor counts them ("øl" is two), after trimming. */
export function searchLength(q: string): number {
  return [...q.trim()].length;
}
