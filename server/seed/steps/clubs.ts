/**
 * Venues with their blocks, clubs and the tournaments they play in.
 */
import 'server-only';
import { CLUBS } from '../data/clubs';
import { EXTRA_CLUBS_PER_LEAGUE, NAMING_BY_COUNTRY } from '../data/extra-clubs';
import { VENUES, type VenueData } from '../data/venues';
import { CIRCUIT_BLOCKS, STADIUM_BLOCKS, guidingTexts, type BlockKind } from '../data/texts';
import type { Random } from '../random';
import { coord, photos, slugify } from '../text';
import type { ClubInfo, TournamentInfo, VenueInfo, World } from './world';

const NORDIC = new Set(['DK', 'NO', 'SE']);

/** Block numbers as each kind of ground writes them. */
function blockNumber(kind: BlockKind, nordic: boolean, random: Random): string {
  if (nordic) {
    const letter = { 'short-side': 'A', corner: 'B', 'long-lower': 'C', central: 'D', 'long-upper': 'E', premium: 'VIP' }[kind.key] ?? 'F';
    return letter === 'VIP' ? 'VIP' : `${letter}${random.int(1, 6)}`;
  }
  switch (kind.key) {
    case 'short-side':
      return String(random.int(101, 109));
    case 'corner':
      return String(random.int(110, 119));
    case 'long-lower':
      return String(random.int(120, 129));
    case 'central':
      return String(random.int(130, 139));
    case 'long-upper':
      return String(random.int(501, 539));
    case 'premium':
      return `CL${random.int(1, 4)}`;
    case 'general-admission':
      return 'GA';
    case 'grandstand-chicane':
      return `T${random.int(4, 9)}`;
    case 'grandstand-first-corner':
      return 'T1';
    case 'main-grandstand':
      return 'T0';
    default:
      return 'PC';
  }
}

/** 3-6 blocks per stadium, 3-5 per circuit; big grounds usually have a lounge. */
function chooseBlocks(data: Pick<VenueData, 'kind' | 'capacity'>, random: Random): BlockKind[] {
  const by = (list: readonly BlockKind[], key: string) => list.find((k) => k.key === key)!;
  if (data.kind === 'circuit') {
    const stands = random.sample(CIRCUIT_BLOCKS.filter((k) => k.key.includes('grandstand')), random.int(2, 3));
    const kinds = [by(CIRCUIT_BLOCKS, 'general-admission'), ...stands];
    if (random.chance(0.8)) kinds.push(by(CIRCUIT_BLOCKS, 'paddock-club'));
    return kinds.sort((a, b) => a.factor - b.factor);
  }
  const optional = STADIUM_BLOCKS.filter((k) => ['corner', 'long-upper', 'central'].includes(k.key));
  const kinds = [by(STADIUM_BLOCKS, 'short-side'), by(STADIUM_BLOCKS, 'long-lower'), ...random.sample(optional, random.int(1, 3))];
  if (random.chance(data.capacity >= 20_000 ? 0.85 : 0.25)) kinds.push(by(STADIUM_BLOCKS, 'premium'));
  return kinds.sort((a, b) => a.factor - b.factor);
}

export function addVenue(world: World, random: Random, data: VenueData): VenueInfo {
  const { catalogue: c, ids } = world;
  const city = world.city(data.city);
  const slug = world.venueSlugs.claim(data.slug);
  const id = ids.next('venues');
  c.venues.push({
    id,
    slug,
    name: data.name,
    address: data.address,
    cityId: city.id,
    latitude: coord(data.lat),
    longitude: coord(data.lng),
    capacity: data.capacity,
    gallery: photos('venue', slug, random.int(2, 4)),
  });
  const nordic = NORDIC.has(city.country.data.code);
  const blocks = chooseBlocks(data, random).map((kind) => {
    const blockId = ids.next('venueBlocks');
    c.venueBlocks.push({
      id: blockId,
      venueId: id,
      name: kind.name,
      description: kind.description,
      facts: kind.facts,
      images: photos('block', `${slug}-${kind.key}`, random.int(1, 2)),
      blockNumber: blockNumber(kind, nordic, random),
      hasAccessToLounge: kind.lounge,
    });
    return { id: blockId, kind };
  });
  const venue: VenueInfo = { id, slug, name: data.name, city, capacity: data.capacity, kind: data.kind, zone: city.country.data.zone, blocks };
  world.venues.set(slug, venue);
  return venue;
}

interface NewClub {
  name: string;
  slug: string;
  league: TournamentInfo;
  venue: VenueInfo;
  aliases: string[];
  popularity: number;
  popular: boolean;
  ucl: boolean;
}

function addClub(world: World, random: Random, club: NewClub): ClubInfo {
  const { catalogue: c, ids } = world;
  const id = ids.next('clubs');
  const slug = world.clubSlugs.claim(club.slug);
  const countryCode = club.league.data.country ?? club.venue.city.country.data.code;
  const country = world.countries.get(countryCode);
  if (!country) throw new Error(`Club ${club.name}: unknown country`);
  const hasLounge = club.venue.blocks.some((b) => b.kind.lounge);
  c.clubs.push({
    id,
    slug,
    name: club.name,
    aliases: club.aliases,
    countryId: country.id,
    venueId: club.venue.id,
    logoUrl: `/media/crest/club/${slug}.svg`,
    logoThumbUrl: `/media/crest/club/${slug}.svg?size=thumb`,
    guidingTexts: guidingTexts(club.venue.name, club.venue.city.data.name, {
      tour: club.popularity >= 45 || club.venue.capacity >= 30_000,
      hotel: random.chance(0.85),
      premium: hasLounge,
    }),
    isPopular: club.popular,
    popularity: club.popularity,
  });
  const links = [club.league.id];
  if (club.ucl) links.push(world.tournament('champions-league').id);
  if (club.league.data.country === 'GB') links.push(world.tournament('fa-cup').id);
  for (const tournamentId of links) c.clubTournaments.push({ clubId: id, tournamentId });
  const info: ClubInfo = { id, slug, name: club.name, league: club.league, venue: club.venue, popularity: club.popularity, ucl: club.ucl, countryCode };
  world.clubs.push(info);
  world.clubsBySlug.set(slug, info);
  world.clubNames.add(club.name.toLowerCase());
  return info;
}

/** The real venues and the real clubs: the scale-1 catalogue. */
export function addBaseClubs(world: World, random: Random): void {
  for (const venue of VENUES) addVenue(world, random, venue);
  for (const club of CLUBS) {
    addClub(world, random, {
      name: club.name,
      slug: club.slug,
      league: world.tournament(club.league),
      venue: world.venue(club.venue),
      aliases: [...club.aliases],
      popularity: club.popularity,
      popular: club.popular ?? false,
      ucl: club.ucl ?? false,
    });
  }
}

const STADIUM_STREET: Record<string, string> = {
  GB: 'Stadium Way',
  ES: 'Avenida del Estadio',
  DE: 'Stadionstraße',
  IT: 'Via dello Stadio',
  FR: 'Avenue du Stade',
  DK: 'Stadionvej',
  NO: 'Stadionveien',
  SE: 'Arenavägen',
};

function stadiumAddress(countryCode: string, number: number, city: string): string {
  const street = STADIUM_STREET[countryCode] ?? 'Stadium Way';
  return countryCode === 'GB' || countryCode === 'FR' ? `${number} ${street}, ${city}` : `${street} ${number}, ${city}`;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** An invented town: "Søholm", "Ashford", "Villanueva", "San Franco", "Saint-Lieu". */
function townName(starts: readonly string[], ends: readonly string[], random: Random): string {
  const start = random.pick(starts);
  const end = random.pick(ends);
  return /[ -]$/.test(start) ? start + capitalize(end) : start + end;
}

/**
 * One SEED_SCALE step's 100 invented clubs, spread over the national leagues
 * (data/extra-clubs.ts). Each plays at a new ground in an existing destination
 * city, three to a city, so bundles can combine their home matches.
 */
export function addExtraClubs(world: World, random: Random): ClubInfo[] {
  const added: ClubInfo[] = [];
  for (const [leagueSlug, count] of EXTRA_CLUBS_PER_LEAGUE) {
    const league = world.tournament(leagueSlug);
    const countryCode = league.data.country ?? 'GB';
    const style = NAMING_BY_COUNTRY[countryCode];
    if (!style) throw new Error(`No naming style for ${countryCode}`);
    const destinationCities = [...new Set([...world.venues.values()].filter((v) => v.kind === 'stadium' && v.city.country.data.code === countryCode).map((v) => v.city))];
    const cities = random.shuffle(destinationCities);
    for (let i = 0; i < count; i++) {
      const city = cities[Math.floor(i / 3) % cities.length]!;
      let town = '';
      let name = '';
      for (let attempt = 0; attempt < 200 && !name; attempt++) {
        town = townName(style.starts, style.ends, random);
        const candidate = random.pick(style.forms).replace('{t}', town);
        if (!world.clubNames.has(candidate.toLowerCase()) && !world.clubSlugs.has(slugify(candidate))) name = candidate;
      }
      if (!name) {
        for (let n = 2; !name; n++) {
          const candidate = `${town} ${n}`;
          if (!world.clubNames.has(candidate.toLowerCase()) && !world.clubSlugs.has(slugify(candidate))) name = candidate;
        }
      }
      const venueName = random.pick(style.stadium).replace('{t}', town);
      const street = random.int(1, 80);
      const venue = addVenue(world, random, {
        slug: slugify(venueName),
        name: venueName,
        address: stadiumAddress(countryCode, street, city.localName),
        city: city.slug,
        lat: city.data.lat + random.between(-0.04, 0.04),
        lng: city.data.lng + random.between(-0.06, 0.06),
        capacity: random.int(4, 28) * 1000 + random.int(0, 999),
        kind: 'stadium',
      });
      added.push(
        addClub(world, random, {
          name,
          slug: slugify(name),
          league,
          venue,
          aliases: random.chance(0.3) ? [town.toLowerCase()] : [],
          popularity: random.int(5, 40),
          popular: false,
          ucl: false,
        }),
      );
    }
  }
  return added;
}
