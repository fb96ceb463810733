import { bookingFlags, type PackageSelection } from '@/lib/package/selection';

/**
 * The package page's steps (booking spec §2 "Booking steps"): 1 ticket,
 * 2 transit or flight, 3 hotel, 4 insurance and conditions, then payment.
 * A residual sale is the ticket alone (§1), so it has neither transport nor
 * hotel step and the steps after the ticket move up.
 */
export type StepKind = 'tickets' | 'flight' | 'bus' | 'hotel' | 'conditions' | 'payment';

export function packageSteps(pkg: Parameters<typeof bookingFlags>[0], selection: Pick<PackageSelection, 'type' | 'without'>): StepKind[] {
  if (pkg.isResidualSale) return ['tickets', 'conditions', 'payment'];
  // The bus variant travels by bus instead of flying (booking spec §3 "Transit route").
  const transport = bookingFlags(pkg, selection).includes.transit ? 'bus' : 'flight';
  return ['tickets', transport, 'hotel', 'conditions', 'payment'];
}

/** A step's number as the page shows it, from 1; 0 when the package has no such step. */
export function stepNumber(steps: readonly StepKind[], kind: StepKind): number {
  return steps.indexOf(kind) + 1;
}
