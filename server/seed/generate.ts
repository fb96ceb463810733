/**
 * The deterministic catalogue: the same options always give the same rows
 * (ARCHITECTURE: "same seed → same data"). Pure: no clock, no I/O, no
 * Math.random — `today` is handed in and every draw comes from a seeded PRNG.
 *
 * Each part draws from its own fork of the seed, and the scale-1 catalogue is
 * generated completely before any SEED_SCALE step, so scale N holds the
 * scale-1 catalogue unchanged as its prefix in every table.
 */
import 'server-only';
import { dayNumber } from '@/lib/calendar-day';
import { emptyCatalogue, type Catalogue } from './catalogue';
import { Random } from './random';
import { addBaseClubs, addExtraClubs } from './steps/clubs';
import { addContent } from './steps/content';
import { addEvents } from './steps/events';
import { addHotels, addTransitRoutes } from './steps/hotels';
import { addPackages } from './steps/packages';
import { addReference } from './steps/reference';
import { BASE_PLAN, EXTRA_PLAN, Scheduler } from './steps/schedule';
import { World } from './steps/world';

/** League matches of the scale-1 catalogue that have no package yet. */
const ANNOUNCED_MATCHES = 24;

export interface GenerateOptions {
  /** Default 1. */
  seed?: number;
  /** Default 1. Each step above 1 adds 100 invented clubs, 400 events and 300 packages. */
  scale?: number;
  /** YYYY-MM-DD: everything is dated relative to it. */
  today: string;
}

export function generateCatalogue({ seed = 1, scale = 1, today }: GenerateOptions): Catalogue {
  if (!Number.isInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`);
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`scale must be a whole number ≥ 1, got ${scale}`);
  const world = new World(emptyCatalogue(), today, dayNumber(today));
  const root = new Random(seed);

  addReference(world);
  addContent(world, root.fork('content'));
  addBaseClubs(world, root.fork('clubs'));
  addHotels(world, root.fork('hotels'));
  addTransitRoutes(world);

  const scheduler = new Scheduler(world, root.fork('schedule'), [...world.clubs]);
  const baseTrips = scheduler.run(BASE_PLAN);
  addEvents(world, root.fork('events'), baseTrips);
  addPackages(world, root.fork('packages'), baseTrips, { residualSales: 15, recommended: 12 });
  // Matches with tickets and no trip yet: a visitor can ask to hear when one comes.
  const announced = scheduler.announce(ANNOUNCED_MATCHES);
  addEvents(world, root.fork('announced'), announced.map((event) => ({ kind: 'single', events: [event], areaName: null, areaSlug: null })));

  for (let step = 2; step <= scale; step++) {
    const random = root.fork(`scale-${step}`);
    const clubs = addExtraClubs(world, random.fork('clubs'));
    const trips = new Scheduler(world, random.fork('schedule'), clubs).run(EXTRA_PLAN);
    addEvents(world, random.fork('events'), trips);
    addPackages(world, random.fork('packages'), trips, { residualSales: 10, recommended: 0 });
  }
  return world.catalogue;
}
