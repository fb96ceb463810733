/**
 * The fixture scheduler: plans the trips a catalogue sells (singles,
 * bundles in one area, round trips through one country) and the matches,
 * races and games they contain, within nine months from today.
 *
 * Realism it keeps: each league plays in its own season window (Scandinavian
 * leagues in spring to autumn, the big leagues August to May, the
 * Bundesliga's winter break); league matches are weekend-heavy; Champions
 * League nights are Tuesdays and Wednesdays; a club never plays twice within
 * three days and a ground never hosts two events on one day.
 */
import 'server-only';
import { addMonths, dayNumber, dayOfNumber } from '@/lib/calendar-day';
import { BUNDLE_AREAS } from '../data/clubs';
import { CHAMPIONS_LEAGUE_KICK_OFF, GRANDS_PRIX, KICK_OFFS, NFL_GAMES, RIVALRIES, type TournamentData } from '../data/sports';
import { FRI, MON, SAT, SUN, TUE, WED, inWindows, localToUtc, seasonOf, weekday, yearOf } from '../dates';
import type { Random } from '../random';
import { l, same, slugify } from '../text';
import type { ClubInfo, EventDraft, TournamentInfo, TripDraft, VenueInfo, World } from './world';
import type { Localized, MatchType } from '@/server/db/schema';

export interface TripPlan {
  singles: number;
  bundles: readonly (readonly [events: number, count: number])[];
  roundTrips: readonly (readonly [events: number, count: number])[];
  /** Derbies, cups, Champions League, friendlies, Formula 1 and NFL: only the real catalogue has them. */
  specials: boolean;
}

/** Scale 1: 240 + 43 + 17 = 300 packages over 240 + 119 + 41 = 400 events. */
export const BASE_PLAN: TripPlan = {
  singles: 240,
  bundles: [
    [2, 22],
    [3, 12],
    [4, 6],
    [5, 3],
  ],
  roundTrips: [
    [2, 10],
    [3, 7],
  ],
  specials: true,
};

/** Each further SEED_SCALE step: 215 + 50 + 35 = 300 packages over 215 + 100 + 85 = 400 events. */
export const EXTRA_PLAN: TripPlan = {
  singles: 215,
  bundles: [[2, 50]],
  roundTrips: [
    [2, 20],
    [3, 15],
  ],
  specials: false,
};

/** How often each competition gets a single-match package (before every one has at least one). */
const SINGLE_WEIGHTS: Readonly<Record<string, number>> = {
  'premier-league': 21,
  laliga: 10,
  bundesliga: 10,
  'serie-a': 9,
  'ligue-1': 5,
  superligaen: 10,
  eliteserien: 7,
  allsvenskan: 7,
  championship: 4,
  'fa-cup': 3,
  'champions-league': 8,
  'club-friendlies': 2,
};

/** Day offsets from a Friday: Sat-Sun, Fri-Sat-Sun, weekend plus a midweek night, … */
const BUNDLE_PATTERNS: Readonly<Record<number, readonly (readonly number[])[]>> = {
  2: [[1, 2], [0, 1], [1, 4], [2, 4], [1, 5]],
  3: [[0, 1, 2], [1, 2, 4], [1, 2, 5]],
  4: [[0, 1, 2, 4], [1, 2, 4, 5], [0, 1, 2, 3]],
  5: [[0, 1, 2, 4, 5], [0, 1, 2, 3, 4]],
};

/** Round trips leave a travel day between cities. */
const ROUND_TRIP_PATTERNS: Readonly<Record<number, readonly (readonly number[])[]>> = {
  2: [[1, 3], [1, 4], [2, 4], [0, 2]],
  3: [[0, 2, 4], [1, 3, 5], [1, 4, 6]],
};

const MAX_FAILURES = 5000;

interface Booking {
  day: number;
  clubs: number[];
  venue: number;
}

function pairKey(home: ClubInfo, guest: ClubInfo, day: number): string {
  return `${home.id}-${guest.id}-${seasonOf(day)}`;
}

const RIVAL_KEYS = new Set(RIVALRIES.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));

export class Scheduler {
  private readonly clubDays = new Map<number, number[]>();
  private readonly venueDays = new Map<number, number[]>();
  private readonly pairs = new Set<string>();
  private readonly start: number;
  private readonly end: number;
  private readonly dayCache = new Map<string, number[]>();
  readonly trips: TripDraft[] = [];

  constructor(
    private readonly world: World,
    private readonly random: Random,
    private readonly pool: readonly ClubInfo[],
  ) {
    // Nothing in the next three days, nothing beyond nine months (brief: first events ~3 days after today).
    this.start = world.todayDay + 3;
    this.end = dayNumber(addMonths(world.today, 9)) - 1;
  }

  // ─── Calendar ──────────────────────────────────────────────────────────────

  private clubFree(club: ClubInfo, day: number, pending: readonly Booking[]): boolean {
    const near = (d: number) => Math.abs(d - day) <= 2;
    if ((this.clubDays.get(club.id) ?? []).some(near)) return false;
    return !pending.some((b) => b.clubs.includes(club.id) && near(b.day));
  }

  private venueFree(venue: VenueInfo, day: number, pending: readonly Booking[]): boolean {
    if ((this.venueDays.get(venue.id) ?? []).includes(day)) return false;
    return !pending.some((b) => b.venue === venue.id && b.day === day);
  }

  private commit(events: readonly EventDraft[]): void {
    for (const event of events) {
      for (const club of [event.home, event.guest]) {
        if (!club) continue;
        const days = this.clubDays.get(club.id) ?? [];
        days.push(event.day);
        this.clubDays.set(club.id, days);
      }
      const days = this.venueDays.get(event.venue.id) ?? [];
      days.push(event.day);
      this.venueDays.set(event.venue.id, days);
      if (event.home && event.guest) this.pairs.add(pairKey(event.home, event.guest, event.day));
    }
  }

  private addTrip(trip: TripDraft): void {
    this.commit(trip.events);
    this.trips.push(trip);
  }

  /** Days in the window on the given weekdays inside the competition's season (or the whole window when the season misses it). */
  private days(tournament: TournamentData, weekdays: readonly number[]): number[] {
    const key = `${tournament.slug}:${JSON.stringify(tournament.season)}:${weekdays.join(",")}`;
    const cached = this.dayCache.get(key);
    if (cached) return cached;
    const all: number[] = [];
    for (let d = this.start; d <= this.end; d++) if (weekdays.includes(weekday(d))) all.push(d);
    const inSeason = all.filter((d) => inWindows(d, tournament.season));
    const result = inSeason.length > 0 ? inSeason : all;
    this.dayCache.set(key, result);
    return result;
  }

  // ─── Events ────────────────────────────────────────────────────────────────

  private kickOff(venue: VenueInfo, day: number, matchType: MatchType): string {
    if (matchType === 'international') return CHAMPIONS_LEAGUE_KICK_OFF[venue.zone];
    const byDay = KICK_OFFS[venue.city.country.data.code];
    const times = byDay?.[weekday(day)] ?? byDay?.[SAT] ?? ['18:00'];
    return this.random.pick(times);
  }

  private match(tournament: TournamentInfo, home: ClubInfo, guest: ClubInfo, day: number, time?: string): EventDraft {
    const matchType = tournament.data.matchType;
    const venue = home.venue;
    return {
      day,
      at: localToUtc(day, time ?? this.kickOff(venue, day, matchType), venue.zone),
      tournament,
      matchType,
      home,
      guest,
      teams: null,
      venue,
      title: same(`${home.name} - ${guest.name}`),
      slugBase: `${home.slug}-${guest.slug}-${dayOfNumber(day)}`,
      isDerby: RIVAL_KEYS.has(`${home.slug}|${guest.slug}`),
      raceName: null,
      raceSlug: null,
      id: 0,
      defaultTicket: null,
      premiumTicket: null,
    };
  }

  private weightedClub(candidates: readonly ClubInfo[]): ClubInfo | null {
    return candidates.length === 0 ? null : this.random.weighted(candidates, (c) => c.popularity + 15);
  }

  /** The competition a club can play at home on a day: a Champions League night, else its league. */
  private competitionOn(club: ClubInfo, day: number): TournamentInfo | null {
    const ucl = this.world.tournament('champions-league');
    const wd = weekday(day);
    if (club.ucl && (wd === TUE || wd === WED) && inWindows(day, ucl.data.season)) return ucl;
    return inWindows(day, club.league.data.season) ? club.league : null;
  }

  /** A guest for a home match on `day`, or null. */
  private guestFor(home: ClubInfo, tournament: TournamentInfo, day: number, pending: readonly Booking[], exclude: ReadonlySet<number>): ClubInfo | null {
    const candidates = this.pool.filter((c) => {
      if (c.id === home.id || exclude.has(c.id) || !this.clubFree(c, day, pending) || this.pairs.has(pairKey(home, c, day))) return false;
      if (tournament.data.kind === 'europe') return c.ucl && c.countryCode !== home.countryCode;
      if (tournament.data.kind === 'cup') return c.countryCode === home.countryCode;
      if (tournament.data.kind === 'friendly') return c.countryCode !== home.countryCode;
      return c.league.id === home.league.id;
    });
    return this.weightedClub(candidates);
  }

  /** A home match on `day` by one of `homes`; null if none can play. */
  private homeMatch(homes: readonly ClubInfo[], day: number, pending: readonly Booking[], exclude: ReadonlySet<number>): EventDraft | null {
    const open = homes.filter((c) => !exclude.has(c.id) && this.clubFree(c, day, pending) && this.venueFree(c.venue, day, pending) && this.competitionOn(c, day));
    for (let attempt = 0; attempt < 4 && open.length > 0; attempt++) {
      const home = this.weightedClub(open)!;
      const tournament = this.competitionOn(home, day)!;
      const guest = this.guestFor(home, tournament, day, pending, exclude);
      if (guest) return this.match(tournament, home, guest, day);
      open.splice(open.indexOf(home), 1);
    }
    return null;
  }

  private pickDay(weekend: readonly number[], midweek: readonly number[]): number {
    if (midweek.length > 0 && (weekend.length === 0 || this.random.chance(0.2))) return this.random.pick(midweek);
    return this.random.pick(weekend);
  }

  /** A single match of one competition; `pair` fixes the two clubs (derbies); `earliest` takes the first possible day. */
  private single(tournament: TournamentInfo, options: { pair?: [ClubInfo, ClubInfo]; earliest?: boolean } = {}): EventDraft | null {
    const data = tournament.data;
    const kind = data.kind;
    const weekend = this.days(data, kind === 'europe' ? [TUE, WED] : kind === 'friendly' ? [SAT, SUN, WED] : [SAT, SUN]);
    const midweek = kind === 'league' ? this.days(data, [FRI, MON, TUE, WED]) : [];
    const ordered = options.earliest ? [...weekend, ...midweek].sort((a, b) => a - b) : null;
    const homes = this.pool.filter((c) => {
      if (kind === 'europe') return c.ucl;
      if (kind === 'cup') return c.league.data.country === data.country;
      if (kind === 'friendly') return true;
      return c.league.id === tournament.id;
    });
    if (homes.length === 0) return null;
    for (let attempt = 0; attempt < 40; attempt++) {
      const day = ordered ? ordered[attempt] : this.pickDay(weekend, midweek);
      if (day === undefined) return null;
      if (options.pair) {
        const [home, guest] = options.pair;
        if (this.clubFree(home, day, []) && this.clubFree(guest, day, []) && this.venueFree(home.venue, day, []) && !this.pairs.has(pairKey(home, guest, day))) {
          return this.match(tournament, home, guest, day);
        }
        continue;
      }
      const open = homes.filter((c) => this.clubFree(c, day, []) && this.venueFree(c.venue, day, []));
      const home = this.weightedClub(open);
      if (!home) continue;
      const guest = this.guestFor(home, tournament, day, [], new Set());
      if (guest) return this.match(tournament, home, guest, day);
    }
    return null;
  }

  private race(index: number): EventDraft | null {
    const gp = GRANDS_PRIX[index % GRANDS_PRIX.length]!;
    const venue = this.world.venue(gp.venue);
    const tournament = this.world.tournament('formula-1');
    const month = Math.floor(gp.usually / 100);
    const dayOfMonth = gp.usually % 100;
    const candidates: number[] = [];
    for (let year = yearOf(this.start); year <= yearOf(this.end); year++) {
      const target = dayNumber(`${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`);
      const sunday = target + ((7 - weekday(target)) % 7);
      if (sunday >= this.start && sunday <= this.end) candidates.push(sunday);
    }
    const fallback = this.days(tournament.data, [SUN]);
    const free = (d: number) => this.venueFree(venue, d, []) && !this.trips.some((t) => t.events.some((e) => e.matchType === 'race' && e.day === d));
    const day = candidates.find(free) ?? this.random.shuffle(fallback).find(free);
    if (day === undefined) return null;
    return {
      day,
      at: localToUtc(day, '15:00', venue.zone),
      tournament,
      matchType: 'race',
      home: null,
      guest: null,
      teams: null,
      venue,
      title: l(`Formel 1 – ${gp.name.da}`, `Formel 1 – ${gp.name.no}`, `Formel 1 – ${gp.name.sv}`),
      slugBase: `formula-1-${gp.slug}-${dayOfNumber(day)}`,
      isDerby: false,
      raceName: gp.name,
      raceSlug: gp.slug,
      id: 0,
      defaultTicket: null,
      premiumTicket: null,
    };
  }

  private nflGame(index: number): EventDraft | null {
    const game = NFL_GAMES[index % NFL_GAMES.length]!;
    const venue = this.world.venue(game.venue);
    const tournament = this.world.tournament('nfl-international-series');
    // One game per Sunday, in the autumn series when the window has room, else on any free Sunday.
    const taken = new Set(this.trips.flatMap((t) => t.events.filter((e) => e.matchType === 'game').map((e) => e.day)));
    const free = (d: number) => !taken.has(d) && this.venueFree(venue, d, []) && this.venueFree(venue, d - 1, []) && this.venueFree(venue, d + 1, []);
    const day = this.random.shuffle(this.days(tournament.data, [SUN])).find(free) ?? this.random.shuffle(this.days({ ...tournament.data, season: [[101, 1231]] }, [SUN])).find(free);
    if (day === undefined) return null;
    return {
      day,
      at: localToUtc(day, game.time, venue.zone),
      tournament,
      matchType: 'game',
      home: null,
      guest: null,
      teams: [game.home, game.guest],
      venue,
      title: same(`${game.home} - ${game.guest}`),
      slugBase: `nfl-${slugify(game.home)}-${slugify(game.guest)}-${dayOfNumber(day)}`,
      isDerby: false,
      raceName: null,
      raceSlug: null,
      id: 0,
      defaultTicket: null,
      premiumTicket: null,
    };
  }

  // ─── Trips ─────────────────────────────────────────────────────────────────

  private fridays(span: number): number[] {
    const result: number[] = [];
    for (let d = this.start; d + span <= this.end; d++) if (weekday(d) === FRI) result.push(d);
    return result;
  }

  /** Home matches on the pattern's days by clubs of `homesForDay(i)`; all or nothing. */
  private multi(pattern: readonly number[], homesForDay: (index: number) => readonly ClubInfo[], anchor: number): EventDraft[] | null {
    const pending: Booking[] = [];
    const used = new Set<number>();
    const events: EventDraft[] = [];
    for (let i = 0; i < pattern.length; i++) {
      const day = anchor + (pattern[i] ?? 0);
      const event = this.homeMatch(homesForDay(i), day, pending, used);
      if (!event || !event.home || !event.guest) return null;
      events.push(event);
      used.add(event.home.id);
      used.add(event.guest.id);
      pending.push({ day, clubs: [event.home.id, event.guest.id], venue: event.venue.id });
    }
    return events;
  }

  private bundle(size: number, areas: readonly { slug: string; name: Localized; clubs: ClubInfo[] }[]): TripDraft | null {
    const fitting = areas.filter((a) => a.clubs.length >= (size >= 4 ? size - 1 : 2));
    if (fitting.length === 0) return null;
    const area = this.random.weighted(fitting, (a) => Math.sqrt(a.clubs.reduce((sum, c) => sum + c.popularity, 0)));
    const pattern = this.random.pick(BUNDLE_PATTERNS[size] ?? [[1, 2]]);
    const span = Math.max(...pattern);
    const fridays = this.fridays(span);
    for (let attempt = 0; attempt < 12 && fridays.length > 0; attempt++) {
      const events = this.multi(pattern, () => area.clubs, this.random.pick(fridays));
      if (events) return { kind: 'bundle', events, areaName: area.name, areaSlug: area.slug };
    }
    return null;
  }

  private roundTrip(size: number): TripDraft | null {
    const byCountry = new Map<string, Map<number, ClubInfo[]>>();
    for (const club of this.pool) {
      const cities = byCountry.get(club.countryCode) ?? new Map<number, ClubInfo[]>();
      const list = cities.get(club.venue.city.id) ?? [];
      list.push(club);
      cities.set(club.venue.city.id, list);
      byCountry.set(club.countryCode, cities);
    }
    const countries = [...byCountry.entries()].filter(([, cities]) => cities.size >= size);
    if (countries.length === 0) return null;
    const [, cities] = this.random.weighted(countries, ([, c]) => [...c.values()].reduce((sum, list) => sum + list.length, 0));
    const pattern = this.random.pick(ROUND_TRIP_PATTERNS[size] ?? [[1, 3]]);
    const fridays = this.fridays(Math.max(...pattern));
    for (let attempt = 0; attempt < 12 && fridays.length > 0; attempt++) {
      const chosen = this.random.sample([...cities.values()], size);
      const events = this.multi(pattern, (i) => chosen[i] ?? [], this.random.pick(fridays));
      if (events) return { kind: 'roundTrip', events, areaName: null, areaSlug: null };
    }
    return null;
  }

  private areas(): { slug: string; name: Localized; clubs: ClubInfo[] }[] {
    const inPool = new Set(this.pool.map((c) => c.id));
    const base = BUNDLE_AREAS.map((area) => ({
      slug: area.slug,
      name: area.name,
      clubs: this.world.clubs.filter((c) => inPool.has(c.id) && area.cities.includes(c.venue.city.slug)),
    })).filter((a) => a.clubs.length > 0);
    if (base.length > 0) return base;
    const byCity = new Map<number, ClubInfo[]>();
    for (const club of this.pool) byCity.set(club.venue.city.id, [...(byCity.get(club.venue.city.id) ?? []), club]);
    return [...byCity.values()].map((clubs) => {
      const city = clubs[0]!.venue.city;
      return { slug: city.slug, name: city.data.name, clubs };
    });
  }

  private repeat(count: number, make: () => TripDraft | null, what: string): void {
    let failures = 0;
    for (let made = 0; made < count; ) {
      const trip = make();
      if (trip) {
        this.addTrip(trip);
        made++;
      } else if (++failures > MAX_FAILURES) {
        throw new Error(`Seed scheduler: could not place ${what} (${made} of ${count})`);
      }
    }
  }

  private singleTrip(event: EventDraft | null): TripDraft | null {
    return event ? { kind: 'single', events: [event], areaName: null, areaSlug: null } : null;
  }

  /**
   * Matches announced before their trips (availability alerts wait for them):
   * league matches of the pool's clubs, placed after everything `run` placed,
   * with tickets but no package. They are not among `trips`.
   */
  announce(count: number): EventDraft[] {
    const leagues = [...new Set(this.pool.map((c) => c.league))].sort((a, b) => a.id - b.id);
    const weight = (t: TournamentInfo) => SINGLE_WEIGHTS[t.data.slug] ?? 1;
    const events: EventDraft[] = [];
    let failures = 0;
    while (events.length < count) {
      const event = this.single(this.random.weighted(leagues, weight));
      if (event) {
        this.commit([event]);
        events.push(event);
      } else if (++failures > MAX_FAILURES) {
        throw new Error(`Seed scheduler: could not place announced matches (${events.length} of ${count})`);
      }
    }
    return events;
  }

  run(plan: TripPlan): TripDraft[] {
    const leagues = [...new Set(this.pool.map((c) => c.league))].sort((a, b) => a.id - b.id);
    const singlesTournaments = plan.specials
      ? [...this.world.tournaments.values()].filter((t) => t.data.kind !== 'race' && t.data.kind !== 'nfl')
      : leagues;
    const weight = (t: TournamentInfo) => (plan.specials ? (SINGLE_WEIGHTS[t.data.slug] ?? 1) : this.pool.filter((c) => c.league.id === t.id).length);

    // The first event is about three days away: the earliest day any league can play.
    const earliest = leagues
      .map((league) => this.single(league, { earliest: true }))
      .filter((e): e is EventDraft => e !== null)
      .sort((a, b) => a.day - b.day)[0];
    if (!earliest) throw new Error('Seed scheduler: no league can play in the window');
    this.addTrip(this.singleTrip(earliest)!);
    let singles = 1;

    const areas = this.areas();
    for (const [size, count] of plan.bundles) this.repeat(count, () => this.bundle(size, areas), `${size}-match bundles`);
    for (const [size, count] of plan.roundTrips) this.repeat(count, () => this.roundTrip(size), `${size}-match round trips`);

    if (plan.specials) {
      for (const [a, b] of RIVALRIES) {
        const home = this.world.clubsBySlug.get(a);
        const guest = this.world.clubsBySlug.get(b);
        if (!home || !guest || singles >= plan.singles) continue;
        const pair: [ClubInfo, ClubInfo] = this.random.chance(0.5) ? [home, guest] : [guest, home];
        const event = this.single(home.league, { pair }) ?? this.single(home.league, { pair: [pair[1], pair[0]] });
        if (event) {
          this.addTrip(this.singleTrip(event)!);
          singles++;
        }
      }
      for (let i = 0; i < GRANDS_PRIX.length; i++) {
        this.repeat(1, () => this.singleTrip(this.race(i)), 'Formula 1 races');
        singles++;
      }
      for (let i = 0; i < NFL_GAMES.length; i++) {
        this.repeat(1, () => this.singleTrip(this.nflGame(i)), 'NFL games');
        singles++;
      }
    }

    // Every competition at least once, then by weight.
    for (const tournament of singlesTournaments) {
      if (singles >= plan.singles) break;
      const trip = this.singleTrip(this.single(tournament));
      if (trip) {
        this.addTrip(trip);
        singles++;
      }
    }
    this.repeat(plan.singles - singles, () => this.singleTrip(this.single(this.random.weighted(singlesTournaments, weight))), 'single matches');
    return this.trips;
  }
}
