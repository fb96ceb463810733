/**
 * Visitor-facing texts the generator fills in: event, block, hotel and
 * package descriptions in Danish, Norwegian (bokmål) and Swedish.
 */
import 'server-only';
import type { SportWords } from '@/lib/sport-words';
import type { ExtraService, GuidingTexts, Localized, MatchType, RoomType } from '@/server/db/schema';
import { joinList, l } from '../text';

type Lang = keyof Localized;

/** 60704 → "60.704" (da), "60 704" (no, sv). */
export function formatInt(value: number, lang: Lang): string {
  const sep = lang === 'da' ? '.' : '\u00a0';
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

export interface EventTextContext {
  home: string;
  guest: string;
  venue: string;
  city: Localized;
  tournament: Localized;
  capacity: number;
  isDerby: boolean;
  /** Formula 1: the race's name in each language. */
  raceName?: Localized;
}

const LEAGUE_TEXTS: ((c: EventTextContext, lang: Lang) => string)[] = [
  (c, lang) =>
    ({
      da: `${c.home} tager imod ${c.guest} på ${c.venue} i ${c.city.da}. Kampen spilles i ${c.tournament.da}, og vi sørger for billetter i den kategori, du vælger.`,
      no: `${c.home} tar imot ${c.guest} på ${c.venue} i ${c.city.no}. Kampen spilles i ${c.tournament.no}, og vi ordner billetter i kategorien du velger.`,
      sv: `${c.home} tar emot ${c.guest} på ${c.venue} i ${c.city.sv}. Matchen spelas i ${c.tournament.sv}, och vi ordnar biljetter i den kategori du väljer.`,
    })[lang],
  (c, lang) =>
    ({
      da: `Oplev ${c.tournament.da} på tæt hold, når ${c.home} møder ${c.guest}. ${c.venue} har plads til ${formatInt(c.capacity, 'da')} tilskuere, og stemningen på tribunerne er noget helt særligt.`,
      no: `Opplev ${c.tournament.no} på nært hold når ${c.home} møter ${c.guest}. ${c.venue} har plass til ${formatInt(c.capacity, 'no')} tilskuere, og stemningen på tribunene er helt spesiell.`,
      sv: `Upplev ${c.tournament.sv} på nära håll när ${c.home} möter ${c.guest}. ${c.venue} rymmer ${formatInt(c.capacity, 'sv')} åskådare, och stämningen på läktarna är något alldeles extra.`,
    })[lang],
  (c, lang) =>
    ({
      da: `Kampdag i ${c.city.da}: ${c.home} - ${c.guest} på ${c.venue}. Kom i god tid, tag del i stemningen omkring stadion og se en af rundens kampe i ${c.tournament.da}.`,
      no: `Kampdag i ${c.city.no}: ${c.home} - ${c.guest} på ${c.venue}. Kom i god tid, ta del i stemningen rundt stadion og se en av rundens kamper i ${c.tournament.no}.`,
      sv: `Matchdag i ${c.city.sv}: ${c.home} - ${c.guest} på ${c.venue}. Kom i god tid, ta del av stämningen runt arenan och se en av omgångens matcher i ${c.tournament.sv}.`,
    })[lang],
];

const OTHER_TEXTS: Partial<Record<MatchType, (c: EventTextContext, lang: Lang) => string>> = {
  international: (c, lang) =>
    ({
      da: `Champions League-aften på ${c.venue}: ${c.home} møder ${c.guest} under projektørlyset i ${c.city.da}. Europæiske aftener har deres helt egen stemning.`,
      no: `Champions League-kveld på ${c.venue}: ${c.home} møter ${c.guest} under flomlyset i ${c.city.no}. Europeiske kvelder har sin helt egen stemning.`,
      sv: `Champions League-kväll på ${c.venue}: ${c.home} möter ${c.guest} under strålkastarljuset i ${c.city.sv}. Europeiska kvällar har en alldeles egen stämning.`,
    })[lang],
  cup: (c, lang) =>
    ({
      da: `Kamp i ${c.tournament.da} på ${c.venue}: ${c.home} mod ${c.guest}. I pokalturneringen er alt muligt – der skal findes en vinder, og overraskelserne lurer.`,
      no: `Kamp i ${c.tournament.no} på ${c.venue}: ${c.home} mot ${c.guest}. I cupen er alt mulig – det skal kåres en vinner, og overraskelsene lurer.`,
      sv: `Match i ${c.tournament.sv} på ${c.venue}: ${c.home} mot ${c.guest}. I cupen kan allt hända – en vinnare ska koras och skrällarna lurar.`,
    })[lang],
  friendly: (c, lang) =>
    ({
      da: `Træningskamp før sæsonen: ${c.home} møder ${c.guest} på ${c.venue}. En afslappet kamp, hvor du kan se nye spillere og sommerens forstærkninger.`,
      no: `Treningskamp før sesongen: ${c.home} møter ${c.guest} på ${c.venue}. En avslappet kamp der du kan se nye spillere og sommerens forsterkninger.`,
      sv: `Träningsmatch inför säsongen: ${c.home} möter ${c.guest} på ${c.venue}. En avslappnad match där du kan se nya spelare och sommarens förstärkningar.`,
    })[lang],
  race: (c, lang) =>
    ({
      da: `${c.raceName?.da ?? c.tournament.da} på ${c.venue}: Oplev Formel 1 med fri træning fredag, kvalifikation lørdag og løbet søndag. Billetten gælder hele weekenden på den valgte tribune.`,
      no: `${c.raceName?.no ?? c.tournament.no} på ${c.venue}: Opplev Formel 1 med trening fredag, kvalifisering lørdag og løpet søndag. Billetten gjelder hele helgen på valgt tribune.`,
      sv: `${c.raceName?.sv ?? c.tournament.sv} på ${c.venue}: Upplev Formel 1 med träning på fredag, kval på lördag och racet på söndag. Biljetten gäller hela helgen på vald läktare.`,
    })[lang],
  game: (c, lang) =>
    ({
      da: `NFL i Europa: ${c.home} møder ${c.guest} på ${c.venue} i ${c.city.da}. Amerikansk fodbold med fuldt show – tailgate, pauseshow og et stadion fyldt til sidste plads.`,
      no: `NFL i Europa: ${c.home} møter ${c.guest} på ${c.venue} i ${c.city.no}. Amerikansk fotball med fullt show – tailgate, pauseshow og et stadion fylt til siste plass.`,
      sv: `NFL i Europa: ${c.home} möter ${c.guest} på ${c.venue} i ${c.city.sv}. Amerikansk fotboll med full show – tailgate, halvtidsshow och en arena fylld till sista plats.`,
    })[lang],
};

const DERBY = l(
  ' Det er et af sæsonens store derbyer – billetterne forsvinder hurtigt.',
  ' Dette er et av sesongens store derbyer – billettene forsvinner raskt.',
  ' Det här är ett av säsongens stora derbyn – biljetterna tar snabbt slut.',
);

export function eventDescription(matchType: MatchType, context: EventTextContext, variant: number): Localized {
  const make = matchType === 'league' ? LEAGUE_TEXTS[variant % LEAGUE_TEXTS.length] : OTHER_TEXTS[matchType];
  const text = make ?? LEAGUE_TEXTS[0]!;
  const derby = (lang: Lang) => (context.isDerby ? DERBY[lang] : '');
  return { da: text(context, 'da') + derby('da'), no: text(context, 'no') + derby('no'), sv: text(context, 'sv') + derby('sv') };
}

// ─── Venue blocks ────────────────────────────────────────────────────────────

export interface BlockKind {
  key: string;
  /** The ticket category as each site's visitors call it. */
  name: Localized;
  /** The English name: never stored or shown (tests/integration/localized-names.test.ts looks for it). */
  en: string;
  /** Price relative to the event's cheapest seat. */
  factor: number;
  lounge: boolean;
  description: Localized;
  facts: Localized[];
}

const COVERED = l('Overdækket', 'Overbygd', 'Under tak');
/** Also the package page's line for a block with lounge access (`package.customise.lounge`): the page shows it once. */
const VIP_AREA = l('Adgang til VIP-område', 'Tilgang til VIP-område', 'Tillgång till VIP-område');
const TOGETHER = l('I sidder sammen to og to', 'Dere sitter sammen to og to', 'Ni sitter tillsammans två och två');

export const STADIUM_BLOCKS: readonly BlockKind[] = [
  {
    key: 'short-side',
    name: l('Kortside bag målet', 'Kortside bak målet', 'Kortsida bakom målet'),
    en: 'Short side (behind the goal)',
    factor: 1,
    lounge: false,
    description: l(
      'Pladser bag målet på kortsiden – tæt på de mest syngende fans og med udsyn til angrebene mod målet.',
      'Plasser bak målet på kortsiden – tett på de mest syngende supporterne og med utsikt mot angrepene mot mål.',
      'Platser bakom målet på kortsidan – nära de mest sjungande supportrarna och med utsikt mot anfallen mot mål.',
    ),
    facts: [l('Livlig stemning', 'Livlig stemning', 'Livlig stämning'), TOGETHER],
  },
  {
    key: 'corner',
    name: l('Hjørne, nedre tribune', 'Hjørne, nedre tribune', 'Hörn, nedre läktare'),
    en: 'Corner lower tier',
    factor: 1.15,
    lounge: false,
    description: l(
      'Hjørnepladser i nederste etage med godt udsyn til hjørnespark og dødbolde.',
      'Hjørneplasser i nedre etasje med god utsikt til cornere og dødballer.',
      'Hörnplatser i nedre sektionen med bra utsikt över hörnor och fasta situationer.',
    ),
    facts: [TOGETHER],
  },
  {
    key: 'long-upper',
    name: l('Langside, øvre tribune', 'Langside, øvre tribune', 'Långsida, övre läktare'),
    en: 'Long side upper tier',
    factor: 1.35,
    lounge: false,
    description: l(
      'Pladser på langsiden i øverste etage med flot overblik over hele banen og spillets linjer.',
      'Plasser på langsiden i øvre etasje med flott oversikt over hele banen og spillets linjer.',
      'Platser på långsidan i övre sektionen med fin överblick över hela planen och spelets linjer.',
    ),
    facts: [l('Overblik over hele banen', 'Oversikt over hele banen', 'Överblick över hela planen'), COVERED],
  },
  {
    key: 'long-lower',
    name: l('Langside, nedre tribune', 'Langside, nedre tribune', 'Långsida, nedre läktare'),
    en: 'Long side lower tier',
    factor: 1.65,
    lounge: false,
    description: l(
      'Langsiden nederst – tæt på spillerne og med udsyn til begge mål.',
      'Langsiden nederst – tett på spillerne og med utsikt mot begge mål.',
      'Långsidan nederst – nära spelarna och med utsikt mot båda målen.',
    ),
    facts: [l('Tæt på banen', 'Tett på banen', 'Nära planen'), TOGETHER],
  },
  {
    key: 'central',
    name: l('Langside midt (kategori 1)', 'Langside midt (kategori 1)', 'Långsida mitt (kategori 1)'),
    en: 'Long side central (category 1)',
    factor: 2.1,
    lounge: false,
    description: l(
      'De bedste almindelige pladser midt på langsiden, ud for midterlinjen.',
      'De beste ordinære plassene midt på langsiden, ved midtstreken.',
      'De bästa ordinarie platserna mitt på långsidan, vid mittlinjen.',
    ),
    facts: [l('Ud for midterlinjen', 'Ved midtstreken', 'Vid mittlinjen'), COVERED, TOGETHER],
  },
  {
    key: 'premium',
    name: l('Premiumpladser med VIP-område', 'Premiumplasser med VIP-område', 'Premiumplatser med VIP-område'),
    en: 'Premium lounge (club level)',
    factor: 3.6,
    lounge: true,
    description: l(
      'Premiumpladser med adgang til VIP-området før kampen og i pausen – buffet og drikkevarer er inkluderet.',
      'Premiumplasser med tilgang til VIP-området før kampen og i pausen – buffet og drikke er inkludert.',
      'Premiumplatser med tillgång till VIP-området före matchen och i paus – buffé och dryck ingår.',
    ),
    facts: [
      VIP_AREA,
      l('Buffet og drikkevarer inkluderet', 'Buffet og drikke inkludert', 'Buffé och dryck ingår'),
      l('Polstrede sæder', 'Polstrede seter', 'Stoppade säten'),
    ],
  },
];

export const CIRCUIT_BLOCKS: readonly BlockKind[] = [
  {
    key: 'general-admission',
    name: l('Ståplads langs banen', 'Ståplass langs banen', 'Ståplats längs banan'),
    en: 'General admission',
    factor: 1,
    lounge: false,
    description: l(
      'Ståpladser langs banen – find dit eget yndlingssted og følg løbet på storskærm.',
      'Ståplasser langs banen – finn ditt eget favorittsted og følg løpet på storskjerm.',
      'Ståplatser längs banan – hitta din egen favoritplats och följ racet på storbildsskärm.',
    ),
    facts: [l('Storskærme langs banen', 'Storskjermer langs banen', 'Storbildsskärmar längs banan')],
  },
  {
    key: 'grandstand-chicane',
    name: l('Tribune ved chikanen', 'Tribune ved chikanen', 'Läktare vid chikanen'),
    en: 'Grandstand (chicane)',
    factor: 1.7,
    lounge: false,
    description: l(
      'Tribune ved chikanen, hvor bilerne bremser hårdt og overhalingerne sker.',
      'Tribune ved chikanen, der bilene bremser hardt og forbikjøringene skjer.',
      'Läktare vid chikanen, där bilarna bromsar hårt och omkörningarna sker.',
    ),
    facts: [COVERED, l('Nummererede pladser', 'Nummererte plasser', 'Numrerade platser')],
  },
  {
    key: 'grandstand-first-corner',
    name: l('Tribune ved første sving', 'Tribune ved første sving', 'Läktare vid första kurvan'),
    en: 'Grandstand (first corner)',
    factor: 2,
    lounge: false,
    description: l(
      'Udsyn til starten og første sving – et af løbets mest dramatiske øjeblikke.',
      'Utsikt mot starten og første sving – et av løpets mest dramatiske øyeblikk.',
      'Utsikt över starten och första kurvan – ett av racets mest dramatiska ögonblick.',
    ),
    facts: [l('Udsyn til starten', 'Utsikt mot starten', 'Utsikt över starten'), l('Nummererede pladser', 'Nummererte plasser', 'Numrerade platser')],
  },
  {
    key: 'main-grandstand',
    name: l('Hovedtribune ved start og mål', 'Hovedtribune ved start og mål', 'Huvudläktare vid start och mål'),
    en: 'Main grandstand (start/finish)',
    factor: 2.6,
    lounge: false,
    description: l(
      'Hovedtribunen ved start og mål med udsyn til pitlane, pitstop og podiet.',
      'Hovedtribunen ved start og mål med utsikt mot pitlane, pitstopp og podiet.',
      'Huvudläktaren vid start och mål med utsikt över depån, depåstoppen och prispallen.',
    ),
    facts: [l('Udsyn til pitlane', 'Utsikt mot pitlane', 'Utsikt över depån'), COVERED],
  },
  {
    key: 'paddock-club',
    name: l('VIP-område over garagerne', 'VIP-område over garasjene', 'VIP-område ovanför garagen'),
    en: 'Paddock Club',
    factor: 5,
    lounge: true,
    description: l(
      'Den ultimative Formel 1-oplevelse: VIP-område over garagerne, gourmetmad og en tur i pitlane.',
      'Den ultimate Formel 1-opplevelsen: VIP-område over garasjene, gourmetmat og en tur i depotet.',
      'Den ultimata Formel 1-upplevelsen: VIP-område ovanför garagen, gourmetmat och en promenad i depån.',
    ),
    facts: [
      VIP_AREA,
      l('Tur i pitlane', 'Tur i depotet', 'Promenad i depån'),
      l('Mad og drikke hele dagen', 'Mat og drikke hele dagen', 'Mat och dryck hela dagen'),
    ],
  },
];

/**
 * A way a ticket reaches the traveller: the words the ticket shows, and by how
 * many days before its event's day it arrives at the latest (the trip page's
 * documents timeline expects it then, tickets.delivery_days).
 */
export interface Delivery {
  text: Localized;
  daysBefore: number;
}

const MATCH_DELIVERY: readonly Delivery[] = [
  {
    text: l(
      'E-billetter sendes pr. e-mail senest 3 dage før kampen.',
      'E-billetter sendes på e-post senest 3 dager før kampen.',
      'E-biljetter skickas via e-post senast 3 dagar före matchen.',
    ),
    daysBefore: 3,
  },
  {
    text: l(
      'Mobilbilletter overføres til klubbens app 24-48 timer før kampen.',
      'Mobilbilletter overføres til klubbens app 24-48 timer før kampen.',
      'Mobilbiljetter överförs till klubbens app 24-48 timmar före matchen.',
    ),
    daysBefore: 1,
  },
  {
    text: l(
      'Billetterne udleveres af vores lokale repræsentant på hotellet dagen før kampen.',
      'Billettene leveres av vår lokale representant på hotellet dagen før kampen.',
      'Biljetterna lämnas ut av vår lokala representant på hotellet dagen före matchen.',
    ),
    daysBefore: 1,
  },
  {
    text: l(
      'Billetterne afhentes i stadions billetluge mod fremvisning af pas.',
      'Billettene hentes i stadions billettluke mot fremvisning av pass.',
      'Biljetterna hämtas i arenans biljettlucka mot uppvisande av pass.',
    ),
    daysBefore: 0,
  },
];

/** A race's weekend begins two days before the race (a Sunday): its tickets come that much earlier. */
const RACE_WEEKEND_DAYS = 2;

/** How a ticket reaches the traveller, in the words of its sport (lib/sport-words.ts); four ways each. */
export const DELIVERY_INFO: Readonly<Record<SportWords, readonly Delivery[]>> = {
  match: MATCH_DELIVERY,
  race: [
    {
      text: l(
        'E-billetter sendes pr. e-mail senest 3 dage før løbsweekenden.',
        'E-billetter sendes på e-post senest 3 dager før løpshelgen.',
        'E-biljetter skickas via e-post senast 3 dagar före tävlingshelgen.',
      ),
      daysBefore: 3 + RACE_WEEKEND_DAYS,
    },
    {
      text: l(
        'Mobilbilletter overføres til arrangørens app 24-48 timer før løbsweekenden.',
        'Mobilbilletter overføres til arrangørens app 24-48 timer før løpshelgen.',
        'Mobilbiljetter överförs till arrangörens app 24-48 timmar före tävlingshelgen.',
      ),
      daysBefore: 1 + RACE_WEEKEND_DAYS,
    },
    {
      text: l(
        'Billetterne udleveres af vores lokale repræsentant på hotellet dagen før løbsweekenden.',
        'Billettene leveres av vår lokale representant på hotellet dagen før løpshelgen.',
        'Biljetterna lämnas ut av vår lokala representant på hotellet dagen före tävlingshelgen.',
      ),
      daysBefore: 1 + RACE_WEEKEND_DAYS,
    },
    {
      text: l(
        'Billetterne afhentes i banens billetluge mod fremvisning af pas.',
        'Billettene hentes i banens billettluke mot fremvisning av pass.',
        'Biljetterna hämtas i banans biljettlucka mot uppvisande av pass.',
      ),
      daysBefore: RACE_WEEKEND_DAYS,
    },
  ],
  game: [
    MATCH_DELIVERY[0]!,
    {
      text: l(
        'Mobilbilletter overføres til arrangørens app 24-48 timer før kampen.',
        'Mobilbilletter overføres til arrangørens app 24-48 timer før kampen.',
        'Mobilbiljetter överförs till arrangörens app 24-48 timmar före matchen.',
      ),
      daysBefore: 1,
    },
    MATCH_DELIVERY[2]!,
    MATCH_DELIVERY[3]!,
  ],
};

// ─── Clubs ───────────────────────────────────────────────────────────────────

export function guidingTexts(venue: string, city: Localized, options: { tour: boolean; hotel: boolean; premium: boolean }): GuidingTexts {
  return {
    stadiumTourText: options.tour
      ? l(
          `Book en stadiontur på ${venue}: se omklædningsrummet, gå gennem spillertunnelen og besøg klubbens museum. Turen varer ca. 90 minutter og kan lægges dagen før eller efter kampen.`,
          `Bestill en stadiontur på ${venue}: se garderoben, gå gjennom spillertunnelen og besøk klubbens museum. Turen varer ca. 90 minutter og kan legges dagen før eller etter kampen.`,
          `Boka en arenavisning på ${venue}: se omklädningsrummet, gå genom spelartunneln och besök klubbens museum. Visningen tar cirka 90 minuter och kan läggas dagen före eller efter matchen.`,
        )
      : null,
    hotelText: options.hotel
      ? l(
          `Vi har udvalgt hoteller i centrum af ${city.da} med god forbindelse til ${venue}, så du kan gå eller tage offentlig transport til kampen.`,
          `Vi har valgt hoteller i sentrum av ${city.no} med god forbindelse til ${venue}, så du kan gå eller ta kollektivtransport til kampen.`,
          `Vi har valt hotell i centrala ${city.sv} med goda förbindelser till ${venue}, så att du kan gå eller åka kollektivt till matchen.`,
        )
      : null,
    premiumText: options.premium
      ? l(
          `Opgrader til premium og få adgang til VIP-området på ${venue} med buffet, drikkevarer og nogle af stadions bedste pladser.`,
          `Oppgrader til premium og få tilgang til VIP-området på ${venue} med buffet, drikke og noen av stadionets beste plasser.`,
          `Uppgradera till premium och få tillgång till VIP-området på ${venue} med buffé, dryck och några av arenans bästa platser.`,
        )
      : null,
  };
}

// ─── Hotels ──────────────────────────────────────────────────────────────────

function starText(star: number, lang: Lang): string {
  const value = Number.isInteger(star) ? String(star) : String(star).replace('.', ',');
  return { da: `${value}-stjernet`, no: `${value}-stjerners`, sv: `${value}-stjärnigt` }[lang];
}

const HOTEL_TEXTS: ((name: string, city: Localized, star: number, lang: Lang) => string)[] = [
  (name, city, star, lang) =>
    ({
      da: `${name} er et ${starText(star, 'da')} hotel centralt i ${city.da} med gåafstand til restauranter, shopping og offentlig transport. Værelserne er moderne, og morgenmaden er inkluderet.`,
      no: `${name} er et ${starText(star, 'no')} hotell sentralt i ${city.no} med gangavstand til restauranter, shopping og kollektivtransport. Rommene er moderne, og frokost er inkludert.`,
      sv: `${name} är ett ${starText(star, 'sv')} hotell centralt i ${city.sv} med gångavstånd till restauranger, shopping och kollektivtrafik. Rummen är moderna och frukost ingår.`,
    })[lang],
  (name, city, star, lang) =>
    ({
      da: `Bo godt på ${name} – et ${starText(star, 'da')} hotel tæt på banegården i ${city.da}. Hotellet har bar, fitnessrum og gratis wi-fi, og det er let at komme til stadion.`,
      no: `Bo godt på ${name} – et ${starText(star, 'no')} hotell nær jernbanestasjonen i ${city.no}. Hotellet har bar, treningsrom og gratis wifi, og det er lett å komme seg til stadion.`,
      sv: `Bo bra på ${name} – ett ${starText(star, 'sv')} hotell nära centralstationen i ${city.sv}. Hotellet har bar, gym och gratis wifi, och det är lätt att ta sig till arenan.`,
    })[lang],
  (name, city, star, lang) =>
    ({
      da: `${name} ligger i hjertet af ${city.da}. Det ${starText(star, 'da')} hotel er kendt for sin venlige service, gode senge og en morgenbuffet, der giver energi til kampdagen.`,
      no: `${name} ligger i hjertet av ${city.no}. Det ${starText(star, 'no')} hotellet er kjent for vennlig service, gode senger og en frokostbuffet som gir energi til kampdagen.`,
      sv: `${name} ligger mitt i ${city.sv}. Det ${starText(star, 'sv')} hotellet är känt för sin vänliga service, sköna sängar och en frukostbuffé som ger energi inför matchdagen.`,
    })[lang],
];

export function hotelDescription(name: string, city: Localized, star: number, variant: number): Localized {
  const make = HOTEL_TEXTS[variant % HOTEL_TEXTS.length]!;
  return { da: make(name, city, star, 'da'), no: make(name, city, star, 'no'), sv: make(name, city, star, 'sv') };
}

export const ROOMS: Readonly<Record<RoomType, { name: string; caption: Localized; maxAdults: number; maxChildren: number; factor: number }>> = {
  single: { name: 'Standard Single Room', caption: l('Enkeltværelse', 'Enkeltrom', 'Enkelrum'), maxAdults: 1, maxChildren: 0, factor: 0.8 },
  double: { name: 'Standard Double Room', caption: l('Dobbeltværelse med dobbeltseng', 'Dobbeltrom med dobbeltseng', 'Dubbelrum med dubbelsäng'), maxAdults: 2, maxChildren: 1, factor: 1 },
  twin: { name: 'Standard Twin Room', caption: l('Dobbeltværelse med to enkeltsenge', 'Dobbeltrom med to enkeltsenger', 'Tvåbäddsrum med två enkelsängar'), maxAdults: 2, maxChildren: 1, factor: 1 },
  triple: { name: 'Triple Room', caption: l('Tresengsværelse', 'Trippelrom', 'Trebäddsrum'), maxAdults: 3, maxChildren: 1, factor: 1.35 },
  family: { name: 'Family Room', caption: l('Familieværelse til to voksne og op til tre børn', 'Familierom for to voksne og opptil tre barn', 'Familjerum för två vuxna och upp till tre barn'), maxAdults: 2, maxChildren: 3, factor: 1.5 },
  double_or_twin: { name: 'Double or Twin Room', caption: l('Dobbelt- eller twinværelse', 'Dobbelt- eller tomannsrom', 'Dubbel- eller tvåbäddsrum'), maxAdults: 2, maxChildren: 1, factor: 1.05 },
};

// ─── Packages ────────────────────────────────────────────────────────────────

/**
 * The titles staff give an offer, as the seed writes them: words of the trip that hold for any
 * package, never a claim on its price, its seats or who travels for less, which the price engine
 * and the stock would have to make true (the reductions are told from the price history instead).
 */
export const OFFER_TITLES: readonly Localized[] = [
  l('Udvalgt af vores rejseeksperter', 'Utvalgt av våre reiseeksperter', 'Utvald av våra reseexperter'),
  l('En oplevelse for livet', 'En opplevelse for livet', 'En upplevelse för livet'),
  l('Klassisk fanrejse', 'Klassisk fanreise', 'Klassisk supporterresa'),
  l('Sæsonens højdepunkt', 'Sesongens høydepunkt', 'Säsongens höjdpunkt'),
  l('Oplev stemningen på tæt hold', 'Opplev stemningen på nært hold', 'Upplev stämningen på nära håll'),
];

const AIRPORT_TRANSFER_OFFER = l('Lufthavnstransfer inkluderet', 'Flyplasstransfer inkludert', 'Flygplatstransfer ingår');
const PUB_EVENING = l('Pubaften med andre fans', 'Pubkveld med andre fans', 'Pubkväll med andra fans');

/** A little extra on some packages, in the words of their sport (lib/sport-words.ts); five each. */
export const RANDOM_OFFERS: Readonly<Record<SportWords, readonly Localized[]>> = {
  match: [
    l('Inkl. halstørklæde fra klubshoppen', 'Inkl. skjerf fra klubbutikken', 'Inkl. halsduk från klubbshoppen'),
    l('Gratis stadiontur', 'Gratis stadiontur', 'Gratis arenavisning'),
    l('Inkl. kampprogram', 'Inkl. kampprogram', 'Inkl. matchprogram'),
    l('Pubaften med andre fans', 'Pubkveld med andre supportere', 'Pubkväll med andra supportrar'),
    AIRPORT_TRANSFER_OFFER,
  ],
  race: [
    l('Inkl. Formel 1-kasket', 'Inkl. Formel 1-caps', 'Inkl. Formel 1-keps'),
    l('Gratis rundvisning på banen', 'Gratis omvisning på banen', 'Gratis guidad visning av banan'),
    l('Inkl. løbsprogram', 'Inkl. løpsprogram', 'Inkl. tävlingsprogram'),
    PUB_EVENING,
    AIRPORT_TRANSFER_OFFER,
  ],
  game: [
    l('Inkl. kasket fra holdets fanshop', 'Inkl. caps fra lagets fanbutikk', 'Inkl. keps från lagets fanshop'),
    l('Gratis stadiontur', 'Gratis stadiontur', 'Gratis arenavisning'),
    l('Inkl. kampprogram', 'Inkl. kampprogram', 'Inkl. matchprogram'),
    PUB_EVENING,
    AIRPORT_TRANSFER_OFFER,
  ],
};

const AIRPORT_TRANSFER: ExtraService = { slug: 'airport-transfer', title: l('Lufthavnstransfer', 'Flyplasstransfer', 'Flygplatstransfer'), iconUrl: '/media/photo/brand/service-airport-transfer.svg' };
const MATCH_SERVICES: readonly ExtraService[] = [
  { slug: 'stadium-tour', title: l('Stadiontur', 'Stadiontur', 'Arenavisning'), iconUrl: '/media/photo/brand/service-stadium-tour.svg' },
  AIRPORT_TRANSFER,
  { slug: 'match-day-guide', title: l('Dansktalende guide på kampdagen', 'Skandinavisk guide på kampdagen', 'Skandinavisk guide på matchdagen'), iconUrl: '/media/photo/brand/service-match-day-guide.svg' },
  { slug: 'pub-meetup', title: l('Fanmøde på pub før kampen', 'Supportertreff på pub før kampen', 'Supporterträff på pub före matchen'), iconUrl: '/media/photo/brand/service-pub-meetup.svg' },
];

/** The services a package may add, in the words of its sport (lib/sport-words.ts); four each. */
export const EXTRA_SERVICES: Readonly<Record<SportWords, readonly ExtraService[]>> = {
  match: MATCH_SERVICES,
  race: [
    { slug: 'circuit-tour', title: l('Rundvisning på banen', 'Omvisning på banen', 'Guidad visning av banan'), iconUrl: '/media/photo/brand/service-circuit-tour.svg' },
    AIRPORT_TRANSFER,
    { slug: 'race-day-guide', title: l('Dansktalende guide på løbsdagen', 'Skandinavisk guide på løpsdagen', 'Skandinavisk guide på tävlingsdagen'), iconUrl: '/media/photo/brand/service-race-day-guide.svg' },
    { slug: 'pub-meetup', title: l('Fanmøde på pub før løbet', 'Fantreff på pub før løpet', 'Fanträff på pub före loppet'), iconUrl: '/media/photo/brand/service-pub-meetup.svg' },
  ],
  game: MATCH_SERVICES,
};

/** Bundle labels by number of events (browsing spec §2 package card; booking spec §2 overview banner). */
export function bundleLabel(events: number): Localized {
  if (events === 2) return l('Dobbeltpakke', 'Dobbelpakke', 'Dubbelpaket');
  if (events === 3) return l('Triplepakke', 'Trippelpakke', 'Trippelpaket');
  return l('Kombipakke', 'Kombipakke', 'Kombipaket');
}

export const MATCHES_WORD = l('kampe', 'kamper', 'matcher');

export interface PackageTextContext {
  kind: 'single' | 'residual' | 'race' | 'nfl' | 'bundle' | 'roundTrip';
  /** The events' titles. */
  matches: Localized[];
  raceName?: Localized;
  area?: Localized;
  country?: Localized;
  cities: Localized[];
  nights: number;
  hotel: { name: string; star: number } | null;
  destination: Localized;
  /**
   * The trip each site sells, named in its language: whether its flight is
   * included and the home city it leaves from, and where its bus leaves from.
   */
  sites: Record<Lang, { flight: 'included' | 'none' | 'offer'; flightFrom: string; transitFrom: string | null }>;
  isBudget: boolean;
}

export function packageTitle(c: PackageTextContext): Localized {
  const by = (lang: Lang): string => {
    const matches = c.matches.map((match) => match[lang]);
    switch (c.kind) {
      case 'single':
        return `${{ da: 'Fodboldrejse', no: 'Fotballreise', sv: 'Fotbollsresa' }[lang]}: ${matches[0]}`;
      case 'residual':
        return `${matches[0]} (${{ da: 'kun billet', no: 'kun billett', sv: 'endast biljett' }[lang]})`;
      case 'race':
        return `${{ da: 'Formel 1-rejse', no: 'Formel 1-reise', sv: 'Formel 1-resa' }[lang]}: ${c.raceName?.[lang] ?? ''}`;
      case 'nfl':
        return `${{ da: 'NFL-rejse', no: 'NFL-reise', sv: 'NFL-resa' }[lang]}: ${matches[0]}`;
      case 'bundle': {
        const label = bundleLabel(matches.length)[lang];
        if (matches.length === 2) return `${label}: ${joinList(matches, lang)}`;
        return `${label} i ${c.area?.[lang] ?? c.destination[lang]}: ${matches.length} ${MATCHES_WORD[lang]}`;
      }
      case 'roundTrip':
        return `${{ da: 'Rundrejse', no: 'Rundreise', sv: 'Rundresa' }[lang]} i ${c.country?.[lang] ?? ''}: ${joinList(
          c.cities.map((city) => city[lang]),
          lang,
        )}`;
    }
  };
  return { da: by('da'), no: by('no'), sv: by('sv') };
}

const INCLUDED = {
  ticket: l('kampbillet', 'kampbillett', 'matchbiljett'),
  flight: l('fly', 'fly', 'flyg'),
  hotel: l('hotel', 'hotell', 'hotell'),
};

export function packageDescription(c: PackageTextContext): Localized {
  const by = (lang: Lang): string => {
    const parts: string[] = [];
    const list = joinList(
      c.matches.map((match) => match[lang]),
      lang,
    );
    switch (c.kind) {
      case 'single':
      case 'nfl': {
        const items = [INCLUDED.ticket[lang], ...(c.sites[lang].flight === 'included' ? [INCLUDED.flight[lang]] : []), ...(c.hotel ? [INCLUDED.hotel[lang]] : [])];
        const together = { da: 'samlet i én pakke', no: 'samlet i én pakke', sv: 'samlat i ett paket' }[lang];
        parts.push(items.length === 1 ? `Se ${list} live med ${items[0]}.` : `Se ${list} live med ${joinList(items, lang)} ${together}.`);
        break;
      }
      case 'residual':
        parts.push({
          da: `Restsalg: kun kampbillet til ${list} – uden fly, hotel og bus. Du sørger selv for transport og overnatning.`,
          no: `Restsalg: kun kampbillett til ${list} – uten fly, hotell og buss. Du ordner selv transport og overnatting.`,
          sv: `Restplatser: endast matchbiljett till ${list} – utan flyg, hotell och buss. Du ordnar själv resa och boende.`,
        }[lang]);
        break;
      case 'race':
        parts.push({
          da: `Oplev ${c.raceName?.da} med tribunebillet til hele løbsweekenden.`,
          no: `Opplev ${c.raceName?.no} med tribunebillett for hele løpshelgen.`,
          sv: `Upplev ${c.raceName?.sv} med läktarbiljett för hela racehelgen.`,
        }[lang]);
        break;
      case 'bundle':
        parts.push({
          da: `${c.matches.length} kampe på én rejse: ${list}.`,
          no: `${c.matches.length} kamper på én reise: ${list}.`,
          sv: `${c.matches.length} matcher på en resa: ${list}.`,
        }[lang]);
        break;
      case 'roundTrip':
        parts.push({
          da: `Rundrejse med ${c.matches.length} kampe i ${joinList(c.cities.map((x) => x.da), 'da')}: ${list}. Transporten mellem byerne står du selv for.`,
          no: `Rundreise med ${c.matches.length} kamper i ${joinList(c.cities.map((x) => x.no), 'no')}: ${list}. Transporten mellom byene ordner du selv.`,
          sv: `Rundresa med ${c.matches.length} matcher i ${joinList(c.cities.map((x) => x.sv), 'sv')}: ${list}. Resorna mellan städerna ordnar du själv.`,
        }[lang]);
        break;
    }
    if (c.hotel) {
      const star = Number.isInteger(c.hotel.star) ? String(c.hotel.star) : String(c.hotel.star).replace('.', ',');
      parts.push({
        da: `Du bor ${c.nights} ${c.nights === 1 ? 'nat' : 'nætter'} på ${c.hotel.name} (${star} stjerner) i ${c.destination.da} med morgenmad.`,
        no: `Du bor ${c.nights} ${c.nights === 1 ? 'natt' : 'netter'} på ${c.hotel.name} (${star} stjerner) i ${c.destination.no} med frokost.`,
        sv: `Du bor ${c.nights} ${c.nights === 1 ? 'natt' : 'nätter'} på ${c.hotel.name} (${star} stjärnor) i ${c.destination.sv} med frukost.`,
      }[lang]);
    } else if (c.kind !== 'residual') {
      parts.push({
        da: 'Hotel er ikke inkluderet, så du vælger selv, hvor du vil bo.',
        no: 'Hotell er ikke inkludert, så du velger selv hvor du vil bo.',
        sv: 'Hotell ingår inte, så du väljer själv var du vill bo.',
      }[lang]);
    }
    const site = c.sites[lang];
    if (site.flight === 'included') {
      parts.push({ da: `Fly fra ${site.flightFrom} tur-retur er inkluderet.`, no: `Fly tur-retur fra ${site.flightFrom} er inkludert.`, sv: `Flyg tur och retur från ${site.flightFrom} ingår.` }[lang]);
    } else if (site.flight === 'offer') {
      parts.push({
        da: 'Fly er ikke inkluderet, men vi kan tilbyde flybilletter til dagspris plus et administrationsgebyr.',
        no: 'Fly er ikke inkludert, men vi kan tilby flybilletter til dagspris pluss et administrasjonsgebyr.',
        sv: 'Flyg ingår inte, men vi kan erbjuda flygbiljetter till dagspris plus en administrationsavgift.',
      }[lang]);
    } else if (c.kind !== 'residual') {
      parts.push({ da: 'Transport er ikke inkluderet – du sørger selv for at komme frem.', no: 'Transport er ikke inkludert – du kommer deg frem på egen hånd.', sv: 'Resa ingår inte – du tar dig dit på egen hand.' }[lang]);
    }
    if (site.transitFrom) {
      parts.push({
        da: `Du kan også vælge bus fra ${site.transitFrom}; morgenafgangen er inkluderet i prisen.`,
        no: `Du kan også velge buss fra ${site.transitFrom}; morgenavgangen er inkludert i prisen.`,
        sv: `Du kan också välja buss från ${site.transitFrom}; morgonavgången ingår i priset.`,
      }[lang]);
    }
    if (c.isBudget) {
      parts.push({ da: 'En budgetrejse med fokus på kampen og en god pris.', no: 'En budsjettreise med fokus på kampen og en god pris.', sv: 'En budgetresa med fokus på matchen och ett bra pris.' }[lang]);
    }
    return parts.join(' ');
  };
  return { da: by('da'), no: by('no'), sv: by('sv') };
}
