/**
 * The standard termination fees (Package Travel Directive art. 5(1)(g) and
 * art. 12(1)): what a traveller pays who ends the contract before the trip
 * starts, as a share of the package's price by how many days before departure
 * the termination reaches us. The schedule is kept with the catalogue (the
 * table `termination_fees`, served with each package); the rules of reading
 * it are here, for the pages, the confirmation mail and the backend alike.
 */
import { addDays, daysBetween } from '@/lib/calendar-day';

/** One step of the schedule: from `fromDays` days before departure (inclusive) the fee is `percent` of the price. */
export interface TerminationFee {
  fromDays: number;
  percent: number;
}

/** One row of the schedule as a table shows it: from `fromDays` up to `toDays` days before departure (null: no upper end). */
export interface TerminationFeeBand {
  fromDays: number;
  toDays: number | null;
  percent: number;
  /** With a departure date: the first and last calendar day the band covers (`YYYY-MM-DD`; first null: no start). */
  firstDay: string | null;
  lastDay: string | null;
}

/**
 * Whether a schedule can be read: whole days and percentages from 0 to 100,
 * each `fromDays` once, one step from 0 days (the day of departure), and the
 * fee never smaller the later the termination comes.
 */
export function isValidSchedule(schedule: readonly TerminationFee[]): boolean {
  if (schedule.length === 0) return false;
  const steps = [...schedule].sort((a, b) => b.fromDays - a.fromDays);
  if (steps.at(-1)!.fromDays !== 0) return false;
  return steps.every(
    (step, index) =>
      Number.isInteger(step.fromDays) &&
      step.fromDays >= 0 &&
      Number.isInteger(step.percent) &&
      step.percent >= 0 &&
      step.percent <= 100 &&
      (index === 0 || (step.fromDays < steps[index - 1]!.fromDays && step.percent >= steps[index - 1]!.percent)),
  );
}

/**
 * The schedule as a table's rows, earliest termination first. With the
 * departure date, each row also names its calendar days, so a traveller
 * reads "until 12 January" rather than counting days.
 */
export function feeBands(schedule: readonly TerminationFee[], departure?: string): TerminationFeeBand[] {
  const steps = [...schedule].sort((a, b) => b.fromDays - a.fromDays);
  return steps.map((step, index) => {
    const toDays = index === 0 ? null : steps[index - 1]!.fromDays - 1;
    return {
      fromDays: step.fromDays,
      toDays,
      percent: step.percent,
      firstDay: departure && toDays !== null ? addDays(departure, -toDays) : null,
      lastDay: departure ? addDays(departure, -step.fromDays) : null,
    };
  });
}

type FeeBandKey = 'feesFirst' | 'feesLast' | 'feesBand' | 'feesUntil' | 'feesFrom';

/**
 * A band's words as the facts say them (the `packageTravel.facts` texts,
 * through `say`): its days before departure, and, where the departure is
 * known, its calendar days (`day` writes a date). The last band is "from …".
 */
export function feeBandWords(
  band: TerminationFeeBand,
  last: boolean,
  say: (key: FeeBandKey, values: Record<string, string | number>) => string,
  day: (iso: string) => string,
): { days: string; dates: string | null } {
  const days = band.toDays === null ? say('feesFirst', { from: band.fromDays }) : last ? say('feesLast', { to: band.toDays }) : say('feesBand', { from: band.fromDays, to: band.toDays });
  const dates = !last && band.lastDay ? say('feesUntil', { date: day(band.lastDay) }) : last && band.firstDay ? say('feesFrom', { date: day(band.firstDay) }) : null;
  return { days, dates };
}

/**
 * The fee in percent for a termination received on `day` (the site's calendar
 * day) for a trip departing on `departure`: the step of the most days that
 * still fits; on or after the day of departure, the last step's.
 */
export function feePercentOn(schedule: readonly TerminationFee[], departure: string, day: string): number {
  const before = Math.max(0, daysBetween(day, departure));
  const steps = [...schedule].sort((a, b) => b.fromDays - a.fromDays);
  const step = steps.find((candidate) => before >= candidate.fromDays) ?? steps.at(-1);
  return step?.percent ?? 100;
}

/** The fee in money for a price: the percentage of it, rounded up to a whole unit as every price is. */
export const feeAmount = (percent: number, price: number) => Math.ceil((price * percent) / 100);
