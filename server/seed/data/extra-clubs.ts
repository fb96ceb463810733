import 'server-only';

/**
 * Name parts for the extra clubs that SEED_SCALE adds: invented towns built
 * from syllables in each country's style, and club-name forms (`{t}` is the
 * town). Kept apart from the real clubs so the scale-1 catalogue never changes.
 */
export interface NamingStyle {
  starts: readonly string[];
  ends: readonly string[];
  forms: readonly string[];
  stadium: readonly string[];
}

export const NAMING_BY_COUNTRY: Readonly<Record<string, NamingStyle>> = {
  GB: {
    starts: ['Ash', 'Brack', 'Cal', 'Dar', 'Elm', 'Fen', 'Gran', 'Hart', 'Ken', 'Lang', 'Mar', 'Nor', 'Old', 'Pen', 'Ros', 'Shel', 'Thorn', 'Wal', 'Whit', 'Wood', 'Bram', 'Stan'],
    ends: ['ford', 'ton', 'field', 'ley', 'bury', 'wick', 'ham', 'by', 'mouth', 'bridge', 'stone', 'dale', 'worth', 'minster', 'gate', 'brook'],
    forms: ['{t} Town', '{t} United', '{t} Rovers', '{t} Athletic', '{t} City', '{t} Wanderers', '{t} Albion', 'AFC {t}'],
    stadium: ['{t} Park', '{t} Road', '{t} Community Stadium', 'The {t} Ground'],
  },
  ES: {
    starts: ['Villa', 'Torre', 'Puerto', 'Alca', 'Monte', 'Santa ', 'Bena', 'Valde', 'Casa', 'Peña', 'Roca', 'Olmo', 'Fuente', 'Campo'],
    ends: ['nueva', 'blanca', 'real', 'llano', 'verde', 'alta', 'mar', 'rosa', 'vieja', 'dorada', 'sol', 'hermosa'],
    forms: ['CD {t}', 'UD {t}', '{t} CF', 'Real {t}', 'SD {t}', 'Atlético {t}', 'Deportivo {t}'],
    stadium: ['Estadio Municipal de {t}', 'Estadio {t}', 'Nuevo Estadio de {t}'],
  },
  DE: {
    starts: ['Ober', 'Unter', 'Neu', 'Alt', 'Wald', 'Berg', 'Stein', 'Lichten', 'Frei', 'Hohen', 'Linden', 'Gross', 'Rosen', 'Eich'],
    ends: ['hausen', 'dorf', 'heim', 'berg', 'feld', 'bach', 'burg', 'stadt', 'au', 'rode', 'brück', 'kirchen'],
    forms: ['SV {t}', 'FC {t}', 'VfL {t}', 'TSV {t}', 'SpVgg {t}', '1. FC {t}', 'Eintracht {t}', 'Fortuna {t}'],
    stadium: ['Stadion {t}', '{t}er Sportpark', 'Waldstadion {t}', '{t}-Arena'],
  },
  IT: {
    starts: ['Monte', 'Castel', 'Borgo', 'Villa', 'San ', 'Porto', 'Rocca', 'Fonte', 'Valle', 'Pietra', 'Campo', 'Torre'],
    ends: ['franco', 'verde', 'nuovo', 'rosso', 'lungo', 'fiore', 'chiaro', 'alto', 'santo', 'bello', 'marina', 'sole'],
    forms: ['US {t}', 'AC {t}', '{t} Calcio', 'SS {t}', 'FC {t}', 'Virtus {t}', 'AS {t}'],
    stadium: ['Stadio Comunale di {t}', 'Stadio {t}', 'Stadio Città di {t}'],
  },
  FR: {
    starts: ['Saint-', 'Mont', 'Ville', 'Beau', 'Belle', 'Château', 'Fontaine', 'Roche', 'Val', 'Neuf', 'Clair', 'Pont'],
    ends: ['fort', 'lieu', 'mont', 'ville', 'champ', 'val', 'bourg', 'pré', 'court', 'roc', 'marais', 'fontaine'],
    forms: ['FC {t}', 'AS {t}', 'Stade {t}', 'US {t}', 'Olympique {t}', 'SC {t}', 'AC {t}'],
    stadium: ['Stade Municipal de {t}', 'Stade de {t}', 'Parc des Sports de {t}'],
  },
  DK: {
    starts: ['Ny', 'Hol', 'Ros', 'Skov', 'Ring', 'Hals', 'Sø', 'Lyng', 'Ege', 'Bjerg', 'Strand', 'Vest', 'Øster', 'Nør', 'Sønder', 'Hvid', 'Kirke', 'Fjord', 'Mølle', 'Bæk'],
    ends: ['borg', 'sted', 'by', 'løse', 'havn', 'rup', 'bæk', 'holm', 'lev', 'skov', 'høj', 'lund', 'vig', 'ager', 'strup', 'bjerg'],
    forms: ['{t} IF', '{t} BK', '{t} Boldklub', 'FC {t}', '{t} GIF', '{t} fS'],
    stadium: ['{t} Stadion', '{t} Idrætspark', '{t} Park'],
  },
  NO: {
    starts: ['Fjell', 'Lø', 'Sand', 'Ny', 'Berg', 'Vik', 'Heim', 'Sol', 'Ås', 'Strøm', 'Elv', 'Fløy', 'Nord', 'Øs', 'Lia', 'Myr'],
    ends: ['vik', 'dal', 'nes', 'berg', 'heim', 'stad', 'sund', 'øy', 'li', 'fjord', 'bø', 'vang', 'haug', 'vær', 'rud', 'torp'],
    forms: ['{t} IL', '{t} FK', '{t} BK', 'IK {t}', '{t} Fotball', 'SK {t}'],
    stadium: ['{t} Stadion', '{t} Idrettspark', '{t} Arena'],
  },
  SE: {
    starts: ['Berg', 'Ek', 'Sjö', 'Lund', 'Hög', 'Ny', 'Sol', 'Väster', 'Öster', 'Norr', 'Söder', 'Björk', 'Gran', 'Strand', 'Älv', 'Kvarn'],
    ends: ['by', 'köping', 'holm', 'vik', 'dal', 'berga', 'hult', 'sund', 'ås', 'torp', 'näs', 'fors', 'lunda', 'hamn', 'stad', 'ö'],
    forms: ['{t} IF', '{t} FF', '{t} BK', 'IFK {t}', '{t} AIK', '{t} IS', '{t} GoIF'],
    stadium: ['{t} IP', '{t} Arena', '{t}vallen'],
  },
};

/** How many of each SEED_SCALE step's 100 extra clubs join each league. */
export const EXTRA_CLUBS_PER_LEAGUE: readonly (readonly [league: string, count: number])[] = [
  ['premier-league', 12],
  ['championship', 12],
  ['laliga', 11],
  ['bundesliga', 11],
  ['serie-a', 11],
  ['ligue-1', 10],
  ['superligaen', 11],
  ['eliteserien', 11],
  ['allsvenskan', 11],
];
