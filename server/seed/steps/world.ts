/**
 * What the generation steps share: the catalogue being filled, the id
 * counters, unique-slug registers and lookups of the rows made so far.
 */
import 'server-only';
import type { Localized, MatchType } from '@/server/db/schema';
import type { Catalogue } from '../catalogue';
import { Ids, SlugSet } from '../catalogue';
import type { AirportData, CityData, CountryData } from '../data/geography';
import type { TournamentData } from '../data/sports';
import type { BlockKind } from '../data/texts';
import type { Zone } from '../dates';

export interface CountryInfo {
  id: number;
  data: CountryData;
}

export interface CityInfo {
  id: number;
  slug: string;
  data: CityData;
  country: CountryInfo;
  /** The name locals write: København, München, Milano, Göteborg, London. */
  localName: string;
  airport: AirportData;
}

export interface TournamentInfo {
  id: number;
  data: TournamentData;
  sportCategoryId: number;
}

export interface BlockInfo {
  id: number;
  kind: BlockKind;
}

export interface VenueInfo {
  id: number;
  slug: string;
  name: string;
  city: CityInfo;
  capacity: number;
  kind: 'stadium' | 'circuit';
  zone: Zone;
  blocks: BlockInfo[];
}

export interface ClubInfo {
  id: number;
  slug: string;
  name: string;
  league: TournamentInfo;
  venue: VenueInfo;
  popularity: number;
  ucl: boolean;
  countryCode: string;
}

export interface HotelInfo {
  id: number;
  name: string;
  star: number;
  /** DKK per night for the double room, the package default room (booking spec §9). */
  doublePrice: number;
}

export interface TransitInfo {
  id: number;
  from: CityInfo;
  to: CityInfo;
  fare: number;
}

/** One match, race or game before it gets its id. */
export interface EventDraft {
  day: number;
  at: Date;
  tournament: TournamentInfo;
  matchType: MatchType;
  home: ClubInfo | null;
  guest: ClubInfo | null;
  /** Teams that are not clubs of ours (NFL). */
  teams: [string, string] | null;
  venue: VenueInfo;
  title: Localized;
  slugBase: string;
  isDerby: boolean;
  raceName: Localized | null;
  raceSlug: string | null;
  id: number;
  /** Filled once tickets exist: the cheapest ticket with seats left, and the lounge ticket if any. */
  defaultTicket: { id: number; price: number } | null;
  premiumTicket: { id: number; price: number } | null;
}

export type TripKind = 'single' | 'bundle' | 'roundTrip';

/** A package to be: its events in order. */
export interface TripDraft {
  kind: TripKind;
  events: EventDraft[];
  /** Bundles: the area the matches are in. */
  areaName: Localized | null;
  areaSlug: string | null;
}

export class World {
  readonly ids = new Ids();
  readonly countries = new Map<string, CountryInfo>();
  readonly cities = new Map<string, CityInfo>();
  readonly airports = new Map<string, AirportData>();
  readonly sportCategoryIds = new Map<string, number>();
  readonly tournaments = new Map<string, TournamentInfo>();
  readonly venues = new Map<string, VenueInfo>();
  readonly clubs: ClubInfo[] = [];
  readonly clubsBySlug = new Map<string, ClubInfo>();
  readonly clubNames = new Set<string>();
  readonly hotelsByCity = new Map<number, HotelInfo[]>();
  readonly transitTo = new Map<number, TransitInfo[]>();
  readonly venueSlugs = new SlugSet();
  readonly clubSlugs = new SlugSet();
  readonly hotelSlugs = new SlugSet();
  readonly eventSlugs = new SlugSet();
  readonly packageSlugs = new SlugSet();

  constructor(
    readonly catalogue: Catalogue,
    readonly today: string,
    readonly todayDay: number,
  ) {}

  city(slug: string): CityInfo {
    const found = this.cities.get(slug);
    if (!found) throw new Error(`Unknown city ${slug}`);
    return found;
  }

  tournament(slug: string): TournamentInfo {
    const found = this.tournaments.get(slug);
    if (!found) throw new Error(`Unknown tournament ${slug}`);
    return found;
  }

  venue(slug: string): VenueInfo {
    const found = this.venues.get(slug);
    if (!found) throw new Error(`Unknown venue ${slug}`);
    return found;
  }
}
