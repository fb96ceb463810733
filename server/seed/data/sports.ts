/**
 * Sport categories and tournaments (browsing spec §1, §3), with the season
 * windows and kick-off habits the fixture scheduler follows.
 */
import 'server-only';
import type { Localized, MatchType } from '@/server/db/schema';
import type { SeasonWindow } from '../dates';
import { l, same } from '../text';

export interface SportCategoryData {
  slug: string;
  name: Localized;
  isActive: boolean;
}

/**
 * Browsing spec §1: football is the main category; Formula 1 and combined
 * trips are sold too. Among the event types only soccer is enabled, and the
 * spec names the disabled ones by their slugs: nfl-rejser, rugby-rejser,
 * horse-racing. Names are the sport's; the category photo is
 * `/media/photo/category/{imgName}.svg`.
 */
export const SPORT_CATEGORIES: readonly SportCategoryData[] = [
  { slug: 'soccer', name: l('Fodbold', 'Fotball', 'Fotboll'), isActive: true },
  { slug: 'formula-1', name: l('Formel 1', 'Formel 1', 'Formel 1'), isActive: true },
  { slug: 'combined-trips', name: l('Kombinationsrejser', 'Kombinasjonsreiser', 'Kombinationsresor'), isActive: true },
  { slug: 'horse-racing', name: l('Hestevæddeløb', 'Hesteveddeløp', 'Hästkapplöpning'), isActive: false },
  { slug: 'nfl-rejser', name: l('NFL', 'NFL', 'NFL'), isActive: false },
  { slug: 'rugby-rejser', name: l('Rugby', 'Rugby', 'Rugby'), isActive: false },
];

export type TournamentKind = 'league' | 'cup' | 'europe' | 'friendly' | 'race' | 'nfl';

export interface TournamentData {
  slug: string;
  /** As each site's visitors call it: a league's own name where they use it, their word where they have one. */
  name: Localized;
  /** The English name, where our languages have their own: never stored or shown (tests/integration/localized-names.test.ts looks for it). */
  en?: string;
  sport: string;
  country: string | null;
  isPopular: boolean;
  kind: TournamentKind;
  matchType: MatchType;
  /** When matches are played, every year. */
  season: readonly SeasonWindow[];
  /** Base price of the cheapest seat in DKK, before the clubs' pull is added. */
  ticketBase: number;
  /** DKK added per popularity point the two clubs have together above 60. */
  ticketPull: number;
}

const TOP_LEAGUE: SeasonWindow[] = [[815, 524]];

export const TOURNAMENTS: readonly TournamentData[] = [
  { slug: 'premier-league', name: same('Premier League'), sport: 'soccer', country: 'GB', isPopular: true, kind: 'league', matchType: 'league', season: TOP_LEAGUE, ticketBase: 1150, ticketPull: 8 },
  { slug: 'laliga', name: same('LaLiga'), sport: 'soccer', country: 'ES', isPopular: true, kind: 'league', matchType: 'league', season: TOP_LEAGUE, ticketBase: 850, ticketPull: 7 },
  { slug: 'bundesliga', name: same('Bundesliga'), sport: 'soccer', country: 'DE', isPopular: true, kind: 'league', matchType: 'league', season: [[822, 1221], [109, 516]], ticketBase: 800, ticketPull: 5 },
  { slug: 'serie-a', name: same('Serie A'), sport: 'soccer', country: 'IT', isPopular: true, kind: 'league', matchType: 'league', season: [[822, 524]], ticketBase: 750, ticketPull: 5 },
  { slug: 'ligue-1', name: same('Ligue 1'), sport: 'soccer', country: 'FR', isPopular: false, kind: 'league', matchType: 'league', season: [[815, 1214], [102, 516]], ticketBase: 700, ticketPull: 5 },
  { slug: 'champions-league', name: same('UEFA Champions League'), sport: 'soccer', country: null, isPopular: true, kind: 'europe', matchType: 'international', season: [[915, 1210], [120, 129], [215, 318], [406, 507]], ticketBase: 1400, ticketPull: 9 },
  { slug: 'superligaen', name: l('Superligaen', 'Superligaen', 'Superligan'), sport: 'soccer', country: 'DK', isPopular: true, kind: 'league', matchType: 'league', season: [[213, 531], [718, 1207]], ticketBase: 600, ticketPull: 2 },
  { slug: 'eliteserien', name: same('Eliteserien'), sport: 'soccer', country: 'NO', isPopular: false, kind: 'league', matchType: 'league', season: [[328, 1130]], ticketBase: 600, ticketPull: 2 },
  { slug: 'allsvenskan', name: same('Allsvenskan'), sport: 'soccer', country: 'SE', isPopular: false, kind: 'league', matchType: 'league', season: [[328, 1108]], ticketBase: 600, ticketPull: 2 },
  { slug: 'championship', name: l('Englands næstbedste række', 'Englands nest øverste divisjon', 'Englands andraliga'), en: 'Championship', sport: 'soccer', country: 'GB', isPopular: false, kind: 'league', matchType: 'league', season: [[808, 503]], ticketBase: 650, ticketPull: 3 },
  { slug: 'fa-cup', name: l('FA Cuppen', 'FA-cupen', 'FA-cupen'), en: 'FA Cup', sport: 'soccer', country: 'GB', isPopular: false, kind: 'cup', matchType: 'cup', season: [[108, 316]], ticketBase: 800, ticketPull: 4 },
  { slug: 'club-friendlies', name: l('Træningskampe', 'Treningskamper', 'Träningsmatcher'), en: 'Club Friendlies', sport: 'soccer', country: null, isPopular: false, kind: 'friendly', matchType: 'friendly', season: [[705, 808]], ticketBase: 600, ticketPull: 2 },
  { slug: 'formula-1', name: l('Formel 1-VM', 'Formel 1-VM', 'Formel 1-VM'), en: 'Formula 1 World Championship', sport: 'formula-1', country: null, isPopular: false, kind: 'race', matchType: 'race', season: [[301, 1206]], ticketBase: 1600, ticketPull: 0 },
  { slug: 'nfl-international-series', name: l('NFL i Europa', 'NFL i Europa', 'NFL i Europa'), en: 'NFL International Series', sport: 'nfl-rejser', country: null, isPopular: false, kind: 'nfl', matchType: 'game', season: [[920, 1215]], ticketBase: 1300, ticketPull: 0 },
];

/** Local kick-off times by country and weekday (0 = Sunday), all between 13:30 and 21:00. */
export const KICK_OFFS: Readonly<Record<string, Partial<Record<number, readonly string[]>>>> = {
  GB: { 0: ['14:00', '16:30'], 1: ['20:00'], 2: ['19:45', '20:00'], 3: ['19:30', '20:00'], 5: ['20:00'], 6: ['13:30', '15:00', '15:00', '17:30', '20:00'] },
  ES: { 0: ['14:00', '16:15', '18:30', '21:00'], 1: ['21:00'], 2: ['19:00', '21:00'], 3: ['19:30', '21:00'], 5: ['21:00'], 6: ['14:00', '16:15', '18:30', '21:00'] },
  DE: { 0: ['15:30', '17:30', '19:30'], 2: ['18:30', '20:30'], 3: ['18:30', '20:30'], 5: ['20:30'], 6: ['15:30', '15:30', '18:30'] },
  IT: { 0: ['15:00', '18:00', '20:45'], 1: ['20:45'], 2: ['18:30', '20:45'], 3: ['18:30', '20:45'], 5: ['20:45'], 6: ['15:00', '18:00', '20:45'] },
  FR: { 0: ['15:00', '17:15', '20:45'], 2: ['19:00', '21:00'], 3: ['19:00', '21:00'], 5: ['20:45'], 6: ['17:00', '19:00', '21:00'] },
  DK: { 0: ['14:00', '16:00', '18:00'], 1: ['19:00'], 2: ['19:00'], 3: ['19:00'], 5: ['19:00'], 6: ['14:00', '16:00', '18:00'] },
  NO: { 0: ['16:00', '18:00', '19:15'], 2: ['19:00'], 3: ['19:00'], 5: ['19:00'], 6: ['16:00', '18:00'] },
  SE: { 0: ['14:00', '16:00', '17:30'], 1: ['19:00'], 2: ['19:00'], 3: ['19:00'], 5: ['19:00'], 6: ['14:00', '16:00', '17:30'] },
};

/** Champions League nights are 21:00 Central European time: 20:00 on British clocks. */
export const CHAMPIONS_LEAGUE_KICK_OFF = { CET: '21:00', GB: '20:00' } as const;

export interface GrandPrixData {
  slug: string;
  /** The race as each site calls it: also the event's title. */
  name: Localized;
  /** The English name: never stored or shown (tests/integration/localized-names.test.ts looks for it). */
  en: string;
  venue: string;
  /** When the race usually is, as MMDD: the scheduler takes the nearest Sunday inside the window. */
  usually: number;
}

export const GRANDS_PRIX: readonly GrandPrixData[] = [
  { slug: 'italian-grand-prix', name: l('Italiens Grand Prix', 'Italias Grand Prix', 'Italiens Grand Prix'), en: 'Formula 1 Italian Grand Prix', venue: 'autodromo-nazionale-monza', usually: 906 },
  { slug: 'spanish-grand-prix', name: l('Spaniens Grand Prix', 'Spanias Grand Prix', 'Spaniens Grand Prix'), en: 'Formula 1 Spanish Grand Prix', venue: 'madring', usually: 913 },
  { slug: 'barcelona-grand-prix', name: l('Barcelonas Grand Prix', 'Barcelonas Grand Prix', 'Barcelonas Grand Prix'), en: 'Formula 1 Barcelona-Catalunya Grand Prix', venue: 'circuit-de-barcelona-catalunya', usually: 614 },
  { slug: 'dutch-grand-prix', name: l('Hollands Grand Prix', 'Nederlands Grand Prix', 'Nederländernas Grand Prix'), en: 'Formula 1 Dutch Grand Prix', venue: 'circuit-zandvoort', usually: 823 },
  { slug: 'hungarian-grand-prix', name: l('Ungarns Grand Prix', 'Ungarns Grand Prix', 'Ungerns Grand Prix'), en: 'Formula 1 Hungarian Grand Prix', venue: 'hungaroring', usually: 726 },
  { slug: 'austrian-grand-prix', name: l('Østrigs Grand Prix', 'Østerrikes Grand Prix', 'Österrikes Grand Prix'), en: 'Formula 1 Austrian Grand Prix', venue: 'red-bull-ring', usually: 628 },
];

export interface NflGameData {
  home: string;
  guest: string;
  venue: string;
  /** Local kick-off. */
  time: string;
}

/** NFL International Series games in Europe; the teams are not clubs in our catalogue. */
export const NFL_GAMES: readonly NflGameData[] = [
  { home: 'Jacksonville Jaguars', guest: 'Cleveland Browns', venue: 'wembley-stadium', time: '14:30' },
  { home: 'Chicago Bears', guest: 'Minnesota Vikings', venue: 'tottenham-hotspur-stadium', time: '14:30' },
  { home: 'Kansas City Chiefs', guest: 'Pittsburgh Steelers', venue: 'allianz-arena', time: '15:30' },
  { home: 'Miami Dolphins', guest: 'Green Bay Packers', venue: 'estadio-santiago-bernabeu', time: '15:30' },
];

/** Derbies and classic rivalries: a package with one of these is a "rival showdown" (browsing spec §2 card badges). */
export const RIVALRIES: readonly (readonly [string, string])[] = [
  ['arsenal', 'tottenham-hotspur'],
  ['arsenal', 'chelsea'],
  ['chelsea', 'tottenham-hotspur'],
  ['manchester-united', 'manchester-city'],
  ['liverpool', 'everton'],
  ['liverpool', 'manchester-united'],
  ['newcastle-united', 'sunderland'],
  ['aston-villa', 'wolverhampton-wanderers'],
  ['real-madrid', 'fc-barcelona'],
  ['real-madrid', 'atletico-madrid'],
  ['sevilla-fc', 'real-betis'],
  ['athletic-club', 'real-sociedad'],
  ['fc-bayern-munchen', 'borussia-dortmund'],
  ['hamburger-sv', 'fc-st-pauli'],
  ['hamburger-sv', 'sv-werder-bremen'],
  ['1-fc-koln', 'borussia-monchengladbach'],
  ['inter', 'ac-milan'],
  ['as-roma', 'ss-lazio'],
  ['juventus', 'torino-fc'],
  ['juventus', 'inter'],
  ['paris-saint-germain', 'olympique-de-marseille'],
  ['losc-lille', 'rc-lens'],
  ['fc-kobenhavn', 'brondby-if'],
  ['agf', 'fc-midtjylland'],
  ['rosenborg-bk', 'molde-fk'],
  ['valerenga', 'lillestrom-sk'],
  ['sk-brann', 'viking-fk'],
  ['fredrikstad-fk', 'sarpsborg-08'],
  ['aik', 'djurgardens-if'],
  ['djurgardens-if', 'hammarby-if'],
  ['aik', 'hammarby-if'],
  ['ifk-goteborg', 'gais'],
  ['malmo-ff', 'ifk-goteborg'],
];
