/**
 * Which suppliers answer availability searches, with the shop's deadline and
 * the search cache: the composition root of server/suppliers. The sandbox
 * suppliers are the default, reading the seeded catalogue through the two
 * ports below; a real supplier is chosen here instead
 * (docs/adr/0006-supplier-adapters.md). Held on globalThis, as the database
 * is: Next.js bundles route modules separately.
 */
import 'server-only';
import { inArray } from 'drizzle-orm';
import { AVAILABILITY_SERVICES as SERVICES } from '@/lib/process-keys.mjs';
import { today } from '@/server/clock';
import { getDb } from '@/server/db';
import { hotelRoomTypes } from '@/server/db/schema';
import { supplierTimeoutFromEnv } from '@/server/suppliers/deadline';
import { SandboxFlightSupplier, type AirportDirectory } from '@/server/suppliers/flights/sandbox';
import type { FlightSupplier } from '@/server/suppliers/flights/types';
import { SandboxHotelSupplier, type RoomInventory } from '@/server/suppliers/hotels/sandbox';
import type { HotelSupplier } from '@/server/suppliers/hotels/types';
import type { SandboxBehaviourOptions } from '@/server/suppliers/sandbox/behaviour';
import { loadAirportDirectory } from './airports';
import { SearchCache } from './search-cache';

export interface AvailabilityServices {
  flights: FlightSupplier;
  hotels: HotelSupplier;
  /** The shop's deadline for one supplier call (SUPPLIER_TIMEOUT_MS). */
  timeoutMs: number;
  cache: SearchCache;
}

type Env = Record<string, string | undefined>;

/** The sandbox's view of the catalogue's airports. */
export const sandboxAirports: AirportDirectory = async (codes) => {
  const directory = await loadAirportDirectory(await getDb());
  const found = new Map<string, { code: string; latitude: number; longitude: number; countryCode: string; timeZone: string }>();
  for (const code of codes) {
    const airport = directory.get(code);
    if (airport) found.set(code, airport);
  }
  return found;
};

/** The sandbox's view of the catalogue's room types. */
export const sandboxRooms: RoomInventory = async (hotelIds) => {
  const db = await getDb();
  return db.select().from(hotelRoomTypes).where(inArray(hotelRoomTypes.hotelId, [...hotelIds]));
};

export interface SandboxServicesOptions {
  flights?: SandboxBehaviourOptions;
  hotels?: SandboxBehaviourOptions;
  timeoutMs?: number;
  cache?: SearchCache;
  env?: Env;
}

/** Sandbox suppliers on the catalogue: latency, faults and deadline from the environment unless given. */
export function createSandboxServices(options: SandboxServicesOptions = {}): AvailabilityServices {
  const env = options.env ?? process.env;
  return {
    flights: new SandboxFlightSupplier({ ...options.flights, airports: sandboxAirports, today: () => today(env), env }),
    hotels: new SandboxHotelSupplier({ ...options.hotels, rooms: sandboxRooms, env }),
    timeoutMs: options.timeoutMs ?? supplierTimeoutFromEnv(env),
    cache: options.cache ?? new SearchCache(),
  };
}

type Holder = { [SERVICES]?: AvailabilityServices };
const holder = globalThis as Holder;

export function availabilityServices(): AvailabilityServices {
  return (holder[SERVICES] ??= createSandboxServices());
}

/**
 * Tests put their own suppliers, deadline or cache in place; the rest is the
 * environment's default. `undefined` goes back to the default.
 */
export function installAvailabilityServices(services: Partial<AvailabilityServices> | undefined): void {
  holder[SERVICES] = services ? { ...createSandboxServices(), ...services } : undefined;
}
