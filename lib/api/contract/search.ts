import { z } from 'zod';
import { wholeNumber } from './common';

import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, searchLength } from '@/lib/search/rules';

/** The search rules, kept free of zod so the search box can use them without loading it. */
export { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, searchLength };

const q = z
  .string()
  .max(SEARCH_MAX_LENGTH, `must be at most ${SEARCH_MAX_LENGTH} characters`)
  .default('');

// ─── GET search ─────────────────────────────────────────────────────────────

/** `q` missing or under 2 characters answers empty lists. */
export const searchQuery = z.object({ q });
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchClub = z.object({ slug: z.string(), name: z.string(), logoThumbUrl: z.string() });
export type SearchClub = z.infer<typeof searchClub>;

/** An upcoming event with the package that sells it (one with the fewest events, so a single match where there is one). */
export const searchEvent = z.object({
  slug: z.string(),
  packageSlug: z.string(),
  title: z.string(),
  /** ISO 8601 with time zone. */
  eventDateTime: z.string(),
  /** The venue's IANA time zone (`Europe/London`): its kick-off is shown on that clock, and on the visitor's where they differ. */
  timeZone: z.string(),
  venueCityName: z.string(),
  tournamentLogoThumbUrl: z.string(),
  packageNumberOfEvents: z.number(),
  /** The event's sport (its slug decides the words it is spoken of in, lib/sport-words.ts). */
  sportCategory: z.object({ slug: z.string() }),
});
export type SearchEvent = z.infer<typeof searchEvent>;

/** Best matches first: exact name or alias, then word prefixes, then one typo; events by date within each. */
export const searchResponse = z.object({ clubs: z.array(searchClub), events: z.array(searchEvent) });
export type SearchResult = z.infer<typeof searchResponse>;

// ─── GET search/typeahead ───────────────────────────────────────────────────

export const TYPEAHEAD_DEFAULT_LIMIT = 8;

export const typeaheadQuery = z.object({ q, limit: wholeNumber(1, 20).default(TYPEAHEAD_DEFAULT_LIMIT) });
export type TypeaheadQuery = z.infer<typeof typeaheadQuery>;

export const SUGGESTION_TYPES = ['club', 'event'] as const;

/** A completion of what was typed: a club's name (slug: the club) or an upcoming event's title (slug: its next event). */
export const typeaheadSuggestion = z.object({ type: z.enum(SUGGESTION_TYPES), text: z.string(), slug: z.string() });
export type TypeaheadSuggestion = z.infer<typeof typeaheadSuggestion>;

export const typeaheadResponse = z.object({ suggestions: z.array(typeaheadSuggestion) });
