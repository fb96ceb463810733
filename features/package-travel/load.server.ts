import 'server-only';
import { createApiClient } from '@/lib/api/client';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { searchFlights } from '@/lib/api/endpoints/availability';
import { packageLegOf, toChosenFlight, type ChosenFlights } from '@/lib/package/flights';
import { bookingFlags, type PackageSelection } from '@/lib/package/selection';

/**
 * The flights whose times the facts before the order tell: the legs the
 * selection chose (`chosen`, already searched), and for a leg it did not
 * choose the package's own, searched as the package page finds it (the
 * first of the flight modal's order between the leg's airports, the search's
 * own home airport and stops). A leg not found, or a supplier that fails,
 * stays null: the facts then tell its day, and the confirmation its times.
 */
export async function loadLegTimes(locale: string, pkg: PackageDetail, selection: PackageSelection, chosen: ChosenFlights): Promise<ChosenFlights> {
  const legs = pkg.defaultServices.flight;
  if (!legs || bookingFlags(pkg, selection).isFlightLessBooking) return chosen;
  const client = createApiClient({ locale });
  const period = selection.period ?? { startDate: pkg.startDate, endDate: pkg.endDate };
  const find = async (direction: 'outward' | 'return') => {
    if (chosen[direction]) return chosen[direction];
    const [from, to, departureDate] =
      direction === 'outward' ? [legs.originAirport, legs.destinationAirport, period.startDate] : [legs.returnOriginAirport, legs.returnDestinationAirport, period.endDate];
    try {
      const answer = await searchFlights(client, direction, pkg.id, { adults: selection.adults, children: selection.children, departureDate });
      const flight = packageLegOf(answer.flights, from, to);
      return flight ? toChosenFlight(flight) : null;
    } catch {
      return null;
    }
  };
  const [outward, back] = await Promise.all([find('outward'), find('return')]);
  return { outward, return: back };
}
