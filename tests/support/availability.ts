import type { Flight, FlightDirection } from '@/lib/api/contract/availability';
import { packageResponse, type MinimalPackage, type PackageDetail } from '@/lib/api/contract/packages';
import { createSandboxServices } from '@/server/modules/availability/services';
import { callApi } from './api';

type SandboxOptions = NonNullable<Parameters<typeof createSandboxServices>[0]>;

const INSTANT = { latencyMs: 0, failureRate: 0, timeoutRate: 0 };

/** The sandbox suppliers without latency or faults, unless a test asks for them. */
export function quickSandbox(options: SandboxOptions = {}) {
  return createSandboxServices({
    ...options,
    flights: { ...INSTANT, ...options.flights },
    hotels: { ...INSTANT, ...options.hotels },
  });
}

type FlightsOf = (pkg: PackageDetail, direction: FlightDirection, body: Record<string, unknown>) => Promise<Flight[]>;

/**
 * The first flight-less package with a flight offer (not a residual sale)
 * that the sandbox has flights for both ways with one stop allowed, each
 * direction searched by the test's own `flightsFor`; undefined when none has.
 */
export async function flightOfferTrip(flightsFor: FlightsOf): Promise<{ offer: PackageDetail; out: Flight; back: Flight } | undefined> {
  const { body: listed } = await callApi('packages?available=true&limit=100&packageType=single', { locale: 'da' });
  for (const { slug } of listed.packages as MinimalPackage[]) {
    const candidate = packageResponse.parse((await callApi(`packages/${slug}`)).body).package;
    if (candidate.flightLessMode !== 'offer' || candidate.isResidualSale) continue;
    const [out] = await flightsFor(candidate, 'outward', { maxChanges: 1 });
    const [back] = await flightsFor(candidate, 'return', { maxChanges: 1 });
    if (out && back) return { offer: candidate, out, back };
  }
  return undefined;
}
