/**
 * The seasonal offer periods (browsing spec §2 "Seasonal banners", §9):
 * black week 20-30 November, christmas 1-24 December, new year 25 December to
 * 13 January. When several apply, black week wins, then christmas, then new
 * year. Pure: the caller passes the site's local calendar date.
 */
export const SEASONS = ['blackWeek', 'christmas', 'newYear'] as const;
export type Season = (typeof SEASONS)[number];

type MonthDay = { month: number; day: number };

const PERIODS: Record<Season, { from: MonthDay; to: MonthDay }> = {
  blackWeek: { from: { month: 11, day: 20 }, to: { month: 11, day: 30 } },
  christmas: { from: { month: 12, day: 1 }, to: { month: 12, day: 24 } },
  // Crosses the year end.
  newYear: { from: { month: 12, day: 25 }, to: { month: 1, day: 13 } },
};

const ordinal = ({ month, day }: MonthDay) => month * 100 + day;

function inPeriod(date: MonthDay, { from, to }: { from: MonthDay; to: MonthDay }): boolean {
  const at = ordinal(date);
  return ordinal(from) <= ordinal(to)
    ? at >= ordinal(from) && at <= ordinal(to)
    : at >= ordinal(from) || at <= ordinal(to);
}

/** `YYYY-MM-DD` → the season that is on, by priority, or null. */
export function activeSeason(isoDate: string): Season | null {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`activeSeason needs YYYY-MM-DD, got "${isoDate}"`);
  const date = { month: Number(match[1]), day: Number(match[2]) };
  return SEASONS.find((season) => inPeriod(date, PERIODS[season])) ?? null;
}

/** One formatter per time zone: making one costs far more than formatting with it. */
const isoDateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date in a time zone (the site's), as YYYY-MM-DD. */
export function localIsoDate(instant: Date, timeZone: string): string {
  let format = isoDateFormats.get(timeZone);
  if (!format) {
    // en-CA formats dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    isoDateFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** `YYYY-MM-DD`: the first day of the period of `season` that `isoDate` falls in (or, outside it, of that date's year). */
export function seasonStart(season: Season, isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const { from, to } = PERIODS[season];
  const month = Number(isoDate.slice(5, 7));
  // A period that crosses the year end began the year before for a date in its new year.
  const startYear = ordinal(from) > ordinal(to) && month <= to.month ? year - 1 : year;
  return `${startYear}-${String(from.month).padStart(2, '0')}-${String(from.day).padStart(2, '0')}`;
}
