import 'server-only';

/**
 * The base clubs: real names as fans write them, including æ/ø/å/ä/ö/ü, and
 * the short names visitors type into the search box (`aliases`, searched but
 * never shown). `popular` marks the ≈24 clubs of the home page's grid;
 * `popularity` (0-100) weighs how often the shop sells their matches.
 * `ucl` marks the clubs that also play the Champions League this season.
 * The order is part of the seed: never reorder, only append.
 */
export interface ClubData {
  name: string;
  slug: string;
  league: string;
  venue: string;
  aliases: string[];
  popularity: number;
  popular?: boolean;
  ucl?: boolean;
}

const club = (
  name: string,
  slug: string,
  league: string,
  venue: string,
  popularity: number,
  aliases: string[] = [],
  flags: Pick<ClubData, 'popular' | 'ucl'> = {},
): ClubData => ({ name, slug, league, venue, popularity, aliases, ...flags });

const POPULAR = { popular: true } as const;
const POPULAR_UCL = { popular: true, ucl: true } as const;
const UCL = { ucl: true } as const;

export const CLUBS: readonly ClubData[] = [
  // Premier League
  club('Arsenal', 'arsenal', 'premier-league', 'emirates-stadium', 92, ['gunners', 'afc'], POPULAR_UCL),
  club('Aston Villa', 'aston-villa', 'premier-league', 'villa-park', 70, ['villa', 'avfc']),
  club('AFC Bournemouth', 'afc-bournemouth', 'premier-league', 'vitality-stadium', 45, ['bournemouth', 'cherries']),
  club('Brentford', 'brentford', 'premier-league', 'gtech-community-stadium', 48, ['bees']),
  club('Brighton & Hove Albion', 'brighton-hove-albion', 'premier-league', 'american-express-stadium', 55, ['brighton', 'seagulls']),
  club('Burnley', 'burnley', 'premier-league', 'turf-moor', 35, ['clarets']),
  club('Chelsea', 'chelsea', 'premier-league', 'stamford-bridge', 88, ['cfc', 'the blues'], POPULAR_UCL),
  club('Crystal Palace', 'crystal-palace', 'premier-league', 'selhurst-park', 50, ['palace', 'eagles']),
  club('Everton', 'everton', 'premier-league', 'hill-dickinson-stadium', 60, ['toffees', 'efc']),
  club('Fulham', 'fulham', 'premier-league', 'craven-cottage', 45, ['cottagers']),
  club('Leeds United', 'leeds-united', 'premier-league', 'elland-road', 62, ['leeds', 'lufc']),
  club('Liverpool', 'liverpool', 'premier-league', 'anfield', 98, ['lfc', 'the reds'], POPULAR_UCL),
  club('Manchester City', 'manchester-city', 'premier-league', 'etihad-stadium', 93, ['man city', 'city', 'mcfc'], POPULAR_UCL),
  club('Manchester United', 'manchester-united', 'premier-league', 'old-trafford', 97, ['man utd', 'man united', 'united', 'mufc'], POPULAR),
  club('Newcastle United', 'newcastle-united', 'premier-league', 'st-james-park', 78, ['newcastle', 'toon', 'nufc'], POPULAR_UCL),
  club('Nottingham Forest', 'nottingham-forest', 'premier-league', 'city-ground', 52, ['forest', 'nffc']),
  club('Sunderland', 'sunderland', 'premier-league', 'stadium-of-light', 40, ['black cats', 'safc']),
  club('Tottenham Hotspur', 'tottenham-hotspur', 'premier-league', 'tottenham-hotspur-stadium', 85, ['spurs', 'tottenham', 'thfc'], POPULAR_UCL),
  club('West Ham United', 'west-ham-united', 'premier-league', 'london-stadium', 65, ['west ham', 'hammers', 'whu']),
  club('Wolverhampton Wanderers', 'wolverhampton-wanderers', 'premier-league', 'molineux-stadium', 45, ['wolves']),
  // Championship
  club('Leicester City', 'leicester-city', 'championship', 'king-power-stadium', 48, ['leicester', 'foxes', 'lcfc']),
  club('Southampton', 'southampton', 'championship', 'st-marys-stadium', 38, ['saints']),
  club('Ipswich Town', 'ipswich-town', 'championship', 'portman-road', 40, ['ipswich', 'tractor boys', 'itfc']),
  club('Sheffield United', 'sheffield-united', 'championship', 'bramall-lane', 32, ['blades', 'sufc']),
  club('Middlesbrough', 'middlesbrough', 'championship', 'riverside-stadium', 28, ['boro']),
  club('Norwich City', 'norwich-city', 'championship', 'carrow-road', 34, ['norwich', 'canaries']),
  club('West Bromwich Albion', 'west-bromwich-albion', 'championship', 'the-hawthorns', 30, ['west brom', 'baggies', 'wba']),
  club('Coventry City', 'coventry-city', 'championship', 'coventry-building-society-arena', 28, ['coventry', 'sky blues']),
  // LaLiga
  club('Real Madrid', 'real-madrid', 'laliga', 'estadio-santiago-bernabeu', 99, ['real', 'los blancos', 'rmcf'], POPULAR_UCL),
  club('FC Barcelona', 'fc-barcelona', 'laliga', 'spotify-camp-nou', 98, ['barca', 'barça', 'fcb', 'blaugrana'], POPULAR_UCL),
  club('Atlético Madrid', 'atletico-madrid', 'laliga', 'riyadh-air-metropolitano', 80, ['atletico', 'atleti', 'atlético de madrid'], POPULAR_UCL),
  club('Athletic Club', 'athletic-club', 'laliga', 'san-mames', 58, ['athletic bilbao', 'athletic'], UCL),
  club('Real Sociedad', 'real-sociedad', 'laliga', 'reale-arena', 50, ['la real', 'sociedad']),
  club('Sevilla FC', 'sevilla-fc', 'laliga', 'estadio-ramon-sanchez-pizjuan', 55, ['sevilla']),
  club('Real Betis', 'real-betis', 'laliga', 'estadio-benito-villamarin', 52, ['betis']),
  club('Villarreal CF', 'villarreal-cf', 'laliga', 'estadio-de-la-ceramica', 45, ['villarreal', 'yellow submarine'], UCL),
  club('Valencia CF', 'valencia-cf', 'laliga', 'estadio-de-mestalla', 55, ['valencia', 'los che']),
  club('Girona FC', 'girona-fc', 'laliga', 'estadi-montilivi', 40, ['girona']),
  club('RCD Mallorca', 'rcd-mallorca', 'laliga', 'estadi-mallorca-son-moix', 42, ['mallorca']),
  club('Celta Vigo', 'celta-vigo', 'laliga', 'abanca-balaidos', 35, ['celta', 'rc celta']),
  // Bundesliga
  club('FC Bayern München', 'fc-bayern-munchen', 'bundesliga', 'allianz-arena', 96, ['bayern', 'bayern munich', 'fc bayern', 'fcb'], POPULAR_UCL),
  club('Borussia Dortmund', 'borussia-dortmund', 'bundesliga', 'signal-iduna-park', 90, ['dortmund', 'bvb'], POPULAR_UCL),
  club('Bayer 04 Leverkusen', 'bayer-04-leverkusen', 'bundesliga', 'bayarena', 65, ['leverkusen', 'bayer'], UCL),
  club('RB Leipzig', 'rb-leipzig', 'bundesliga', 'red-bull-arena', 55, ['leipzig', 'rbl']),
  club('Eintracht Frankfurt', 'eintracht-frankfurt', 'bundesliga', 'deutsche-bank-park', 62, ['frankfurt', 'eintracht', 'sge'], UCL),
  club('VfB Stuttgart', 'vfb-stuttgart', 'bundesliga', 'mhparena', 52, ['stuttgart', 'vfb']),
  club('Borussia Mönchengladbach', 'borussia-monchengladbach', 'bundesliga', 'borussia-park', 50, ['gladbach', 'bmg', 'monchengladbach']),
  club('1. FC Köln', '1-fc-koln', 'bundesliga', 'rheinenergiestadion', 50, ['köln', 'koln', 'cologne', 'effzeh']),
  club('Hamburger SV', 'hamburger-sv', 'bundesliga', 'volksparkstadion', 68, ['hsv', 'hamburg'], POPULAR),
  club('FC St. Pauli', 'fc-st-pauli', 'bundesliga', 'millerntor-stadion', 58, ['st pauli', 'st. pauli', 'sankt pauli']),
  club('SV Werder Bremen', 'sv-werder-bremen', 'bundesliga', 'weserstadion', 48, ['werder', 'bremen']),
  club('1. FC Union Berlin', '1-fc-union-berlin', 'bundesliga', 'stadion-an-der-alten-forsterei', 50, ['union', 'union berlin']),
  // Serie A
  club('Inter', 'inter', 'serie-a', 'stadio-giuseppe-meazza', 88, ['inter milan', 'internazionale', 'nerazzurri'], POPULAR_UCL),
  club('AC Milan', 'ac-milan', 'serie-a', 'stadio-giuseppe-meazza', 90, ['milan', 'rossoneri', 'acm'], POPULAR),
  club('Juventus', 'juventus', 'serie-a', 'allianz-stadium', 88, ['juve', 'juventus fc', 'bianconeri'], POPULAR_UCL),
  club('SSC Napoli', 'ssc-napoli', 'serie-a', 'stadio-diego-armando-maradona', 78, ['napoli'], POPULAR_UCL),
  club('AS Roma', 'as-roma', 'serie-a', 'stadio-olimpico', 74, ['roma', 'giallorossi']),
  club('SS Lazio', 'ss-lazio', 'serie-a', 'stadio-olimpico', 62, ['lazio']),
  club('Atalanta', 'atalanta', 'serie-a', 'gewiss-stadium', 55, ['atalanta bc', 'la dea'], UCL),
  club('ACF Fiorentina', 'acf-fiorentina', 'serie-a', 'stadio-artemio-franchi', 52, ['fiorentina', 'viola']),
  club('Bologna FC 1909', 'bologna-fc-1909', 'serie-a', 'stadio-renato-dallara', 45, ['bologna']),
  club('Torino FC', 'torino-fc', 'serie-a', 'stadio-olimpico-grande-torino', 40, ['torino', 'toro']),
  club('Genoa CFC', 'genoa-cfc', 'serie-a', 'stadio-luigi-ferraris', 36, ['genoa']),
  club('Como 1907', 'como-1907', 'serie-a', 'stadio-giuseppe-sinigaglia', 40, ['como']),
  // Ligue 1
  club('Paris Saint-Germain', 'paris-saint-germain', 'ligue-1', 'parc-des-princes', 90, ['psg', 'paris sg', 'paris'], POPULAR_UCL),
  club('Olympique de Marseille', 'olympique-de-marseille', 'ligue-1', 'orange-velodrome', 65, ['marseille', 'om'], UCL),
  club('Olympique Lyonnais', 'olympique-lyonnais', 'ligue-1', 'groupama-stadium', 58, ['lyon', 'ol']),
  club('LOSC Lille', 'losc-lille', 'ligue-1', 'stade-pierre-mauroy', 50, ['lille', 'losc']),
  club('OGC Nice', 'ogc-nice', 'ligue-1', 'allianz-riviera', 48, ['nice']),
  club('RC Lens', 'rc-lens', 'ligue-1', 'stade-bollaert-delelis', 42, ['lens']),
  club('Stade Rennais FC', 'stade-rennais-fc', 'ligue-1', 'roazhon-park', 38, ['rennes']),
  club('FC Nantes', 'fc-nantes', 'ligue-1', 'stade-de-la-beaujoire', 36, ['nantes', 'canaris']),
  // Superligaen
  club('FC København', 'fc-kobenhavn', 'superligaen', 'parken', 86, ['fck', 'fc copenhagen', 'copenhagen', 'kobenhavn'], POPULAR_UCL),
  club('Brøndby IF', 'brondby-if', 'superligaen', 'brondby-stadion', 80, ['brondby', 'brøndby', 'bif'], POPULAR),
  club('FC Midtjylland', 'fc-midtjylland', 'superligaen', 'mch-arena', 62, ['fcm', 'midtjylland', 'ulvene']),
  club('AGF', 'agf', 'superligaen', 'ceres-park', 58, ['aarhus', 'agf aarhus', 'de hvide']),
  club('FC Nordsjælland', 'fc-nordsjaelland', 'superligaen', 'right-to-dream-park', 45, ['fcn', 'nordsjælland', 'nordsjaelland']),
  club('Randers FC', 'randers-fc', 'superligaen', 'cepheus-park-randers', 35, ['randers']),
  club('Silkeborg IF', 'silkeborg-if', 'superligaen', 'jysk-park', 35, ['silkeborg', 'sif']),
  club('Viborg FF', 'viborg-ff', 'superligaen', 'energi-viborg-arena', 32, ['viborg', 'vff']),
  club('Odense Boldklub', 'odense-boldklub', 'superligaen', 'nature-energy-park', 45, ['ob', 'odense']),
  club('Sønderjyske', 'sonderjyske', 'superligaen', 'sydbank-park', 30, ['sonderjyske', 'sje']),
  club('Vejle Boldklub', 'vejle-boldklub', 'superligaen', 'vejle-stadion', 32, ['vejle', 'vb']),
  club('FC Fredericia', 'fc-fredericia', 'superligaen', 'monjasa-park', 22, ['fredericia']),
  // Eliteserien
  club('FK Bodø/Glimt', 'fk-bodo-glimt', 'eliteserien', 'aspmyra-stadion', 72, ['glimt', 'bodo glimt', 'bodø glimt', 'bodo/glimt'], POPULAR_UCL),
  club('SK Brann', 'sk-brann', 'eliteserien', 'brann-stadion', 55, ['brann']),
  club('Viking FK', 'viking-fk', 'eliteserien', 'sr-bank-arena', 45, ['viking']),
  club('Rosenborg BK', 'rosenborg-bk', 'eliteserien', 'lerkendal-stadion', 60, ['rbk', 'rosenborg'], POPULAR),
  club('Molde FK', 'molde-fk', 'eliteserien', 'aker-stadion', 48, ['molde', 'mfk']),
  club('Vålerenga', 'valerenga', 'eliteserien', 'intility-arena', 55, ['vif', 'valerenga', 'vålerenga fotball']),
  club('Lillestrøm SK', 'lillestrom-sk', 'eliteserien', 'arasen-stadion', 42, ['lsk', 'lillestrom']),
  club('Tromsø IL', 'tromso-il', 'eliteserien', 'romssa-arena', 40, ['til', 'tromso']),
  club('Sarpsborg 08', 'sarpsborg-08', 'eliteserien', 'sarpsborg-stadion', 28, ['sarpsborg', 's08']),
  club('Fredrikstad FK', 'fredrikstad-fk', 'eliteserien', 'nye-fredrikstad-stadion', 35, ['fff', 'fredrikstad']),
  club('Sandefjord Fotball', 'sandefjord-fotball', 'eliteserien', 'release-arena', 25, ['sandefjord']),
  club('Strømsgodset IF', 'stromsgodset-if', 'eliteserien', 'marienlyst-stadion', 30, ['godset', 'stromsgodset']),
  // Allsvenskan
  club('Malmö FF', 'malmo-ff', 'allsvenskan', 'eleda-stadion', 78, ['mff', 'malmo', 'malmö', 'di blåe'], POPULAR),
  club('Djurgårdens IF', 'djurgardens-if', 'allsvenskan', '3arena', 60, ['djurgarden', 'djurgården', 'dif']),
  club('Hammarby IF', 'hammarby-if', 'allsvenskan', '3arena', 60, ['bajen', 'hammarby']),
  club('AIK', 'aik', 'allsvenskan', 'strawberry-arena', 58, ['aik fotboll', 'gnaget']),
  club('IFK Göteborg', 'ifk-goteborg', 'allsvenskan', 'gamla-ullevi', 62, ['ifk', 'blåvitt', 'goteborg', 'göteborg'], POPULAR),
  club('BK Häcken', 'bk-hacken', 'allsvenskan', 'bravida-arena', 40, ['hacken', 'häcken']),
  club('IF Elfsborg', 'if-elfsborg', 'allsvenskan', 'boras-arena', 42, ['elfsborg']),
  club('Mjällby AIF', 'mjallby-aif', 'allsvenskan', 'strandvallen', 28, ['mjallby', 'mjällby']),
  club('IFK Norrköping', 'ifk-norrkoping', 'allsvenskan', 'platinumcars-arena', 38, ['peking', 'norrkoping', 'norrköping']),
  club('IK Sirius', 'ik-sirius', 'allsvenskan', 'studenternas-ip', 30, ['sirius']),
  club('GAIS', 'gais', 'allsvenskan', 'gamla-ullevi', 32, ['makrillarna']),
  club('Halmstads BK', 'halmstads-bk', 'allsvenskan', 'orjans-vall', 28, ['hbk', 'halmstad']),
];

/** Areas where one trip can take in several home matches without changing hotel (browsing spec §2 bundle packages). */
export interface AreaData {
  slug: string;
  name: Record<'da' | 'no' | 'sv', string>;
  cities: string[];
}

export const BUNDLE_AREAS: readonly AreaData[] = [
  { slug: 'london', name: { da: 'London', no: 'London', sv: 'London' }, cities: ['london'] },
  { slug: 'nordvestengland', name: { da: 'Manchester og Liverpool', no: 'Manchester og Liverpool', sv: 'Manchester och Liverpool' }, cities: ['manchester', 'liverpool', 'burnley'] },
  { slug: 'midlands', name: { da: 'Midlands', no: 'Midlands', sv: 'Midlands' }, cities: ['birmingham', 'wolverhampton', 'west-bromwich', 'coventry', 'nottingham', 'leicester'] },
  { slug: 'nordostengland', name: { da: 'Nordøstengland', no: 'Nordøst-England', sv: 'Nordöstra England' }, cities: ['newcastle', 'sunderland', 'middlesbrough'] },
  { slug: 'madrid', name: { da: 'Madrid', no: 'Madrid', sv: 'Madrid' }, cities: ['madrid'] },
  { slug: 'sevilla', name: { da: 'Sevilla', no: 'Sevilla', sv: 'Sevilla' }, cities: ['sevilla'] },
  { slug: 'catalonien', name: { da: 'Catalonien', no: 'Catalonia', sv: 'Katalonien' }, cities: ['barcelona', 'girona'] },
  { slug: 'baskerlandet', name: { da: 'Baskerlandet', no: 'Baskerland', sv: 'Baskien' }, cities: ['bilbao', 'san-sebastian'] },
  { slug: 'milano', name: { da: 'Milano', no: 'Milano', sv: 'Milano' }, cities: ['milano', 'bergamo', 'como'] },
  { slug: 'rom', name: { da: 'Rom', no: 'Roma', sv: 'Rom' }, cities: ['roma'] },
  { slug: 'nordvestitalien', name: { da: 'Torino og Genova', no: 'Torino og Genova', sv: 'Turin och Genua' }, cities: ['torino', 'genova'] },
  { slug: 'rhinen-ruhr', name: { da: 'Rhinen og Ruhr', no: 'Rhinen og Ruhr', sv: 'Rhen och Ruhr' }, cities: ['dortmund', 'koln', 'leverkusen', 'monchengladbach'] },
  { slug: 'nordtyskland', name: { da: 'Hamborg og Bremen', no: 'Hamburg og Bremen', sv: 'Hamburg och Bremen' }, cities: ['hamburg', 'bremen'] },
  { slug: 'nordfrankrig', name: { da: 'Paris og Nordfrankrig', no: 'Paris og Nord-Frankrike', sv: 'Paris och norra Frankrike' }, cities: ['paris', 'lille', 'lens'] },
  { slug: 'storkobenhavn', name: { da: 'København', no: 'København', sv: 'Köpenhamn' }, cities: ['kobenhavn'] },
  { slug: 'jylland-fyn', name: { da: 'Jylland og Fyn', no: 'Jylland og Fyn', sv: 'Jylland och Fyn' }, cities: ['herning', 'aarhus', 'randers', 'silkeborg', 'viborg', 'vejle', 'fredericia', 'haderslev', 'odense'] },
  { slug: 'osloomradet', name: { da: 'Oslo-området', no: 'Oslo-området', sv: 'Osloområdet' }, cities: ['oslo', 'lillestrom', 'drammen', 'sarpsborg', 'fredrikstad', 'sandefjord'] },
  { slug: 'stockholm', name: { da: 'Stockholm', no: 'Stockholm', sv: 'Stockholm' }, cities: ['stockholm', 'uppsala'] },
  { slug: 'vastsverige', name: { da: 'Göteborg', no: 'Göteborg', sv: 'Göteborg' }, cities: ['goteborg', 'boras'] },
];
