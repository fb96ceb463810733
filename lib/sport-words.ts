/**
 * The words each sport is spoken of in, decided here and nowhere else.
 *
 * A football trip goes to a match at a stadium, with a match ticket the club
 * sends to its app; a motor-sport trip goes to a race at a circuit, with a
 * ticket for the race weekend from the organiser; an American-football trip
 * goes to a game of two teams. The storefront's messages choose their wording
 * by the set (`{sport, select, race {…} other {…}}`, `other` being the match
 * words), and the seed writes each sport's delivery notes and extras by it.
 */

export const SPORT_WORDS = ['match', 'race', 'game'] as const;
export type SportWords = (typeof SPORT_WORDS)[number];

/** Each sport category of the catalogue (its slug) and the words it is spoken of in. */
const BY_SPORT_CATEGORY: Readonly<Record<string, SportWords>> = {
  soccer: 'match',
  'rugby-rejser': 'match',
  'formula-1': 'race',
  'horse-racing': 'race',
  'nfl-rejser': 'game',
};

/** The words of one sport category; a category not listed is spoken of as football, the shop's own sport. */
export function sportWords(sportCategorySlug: string | null | undefined): SportWords {
  return (sportCategorySlug ? BY_SPORT_CATEGORY[sportCategorySlug] : undefined) ?? 'match';
}

/**
 * The words of a trip: those its events share, or the match words when they
 * differ (a trip mixing sports) or it has none.
 */
export function tripWords(events: readonly { sportCategory: { slug: string } }[]): SportWords {
  const sets = new Set(events.map((event) => sportWords(event.sportCategory.slug)));
  const [only] = sets;
  return sets.size === 1 && only ? only : 'match';
}
