/**
 * Countries, cities and airports the catalogue needs: every city with a venue
 * (the trip destinations) plus the Scandinavian departure cities of the flight
 * modal (browsing spec §3). Coordinates are real, to about 100 m.
 */
import 'server-only';
import type { DepartureRegion } from '@/lib/site/sites';
import type { Localized } from '@/server/db/schema';
import type { Zone } from '../dates';
import { l, same } from '../text';

export interface CountryData {
  code: string;
  name: Localized;
  nameEn: string;
  zone: Zone;
  /** What hotels charge local taxes in. */
  currency: string;
}

/**
 * `GB` carries England: the leagues are English and the shop shows "England";
 * the ISO code is the United Kingdom's.
 */
export const COUNTRIES: readonly CountryData[] = [
  { code: 'DK', name: l('Danmark', 'Danmark', 'Danmark'), nameEn: 'Denmark', zone: 'CET', currency: 'DKK' },
  { code: 'NO', name: l('Norge', 'Norge', 'Norge'), nameEn: 'Norway', zone: 'CET', currency: 'NOK' },
  { code: 'SE', name: l('Sverige', 'Sverige', 'Sverige'), nameEn: 'Sweden', zone: 'CET', currency: 'SEK' },
  { code: 'GB', name: l('England', 'England', 'England'), nameEn: 'England', zone: 'GB', currency: 'GBP' },
  { code: 'ES', name: l('Spanien', 'Spania', 'Spanien'), nameEn: 'Spain', zone: 'CET', currency: 'EUR' },
  { code: 'DE', name: l('Tyskland', 'Tyskland', 'Tyskland'), nameEn: 'Germany', zone: 'CET', currency: 'EUR' },
  { code: 'IT', name: l('Italien', 'Italia', 'Italien'), nameEn: 'Italy', zone: 'CET', currency: 'EUR' },
  { code: 'FR', name: l('Frankrig', 'Frankrike', 'Frankrike'), nameEn: 'France', zone: 'CET', currency: 'EUR' },
  { code: 'NL', name: l('Holland', 'Nederland', 'Nederländerna'), nameEn: 'Netherlands', zone: 'CET', currency: 'EUR' },
  { code: 'HU', name: l('Ungarn', 'Ungarn', 'Ungern'), nameEn: 'Hungary', zone: 'CET', currency: 'HUF' },
  { code: 'AT', name: l('Østrig', 'Østerrike', 'Österrike'), nameEn: 'Austria', zone: 'CET', currency: 'EUR' },
];

export interface CityData {
  slug: string;
  nameEn: string;
  name: Localized;
  country: string;
  lat: number;
  lng: number;
  /** The airport a trip to this city flies to (its own, or the nearest one with flights). */
  airport: string;
  isPopular?: boolean;
  /** Hotel price level relative to an average European city. */
  priceLevel?: number;
}

const city = (
  slug: string,
  nameEn: string,
  name: Localized | string,
  country: string,
  lat: number,
  lng: number,
  airport: string,
  extra: Pick<CityData, 'isPopular' | 'priceLevel'> = {},
): CityData => ({
  slug,
  nameEn,
  name: typeof name === 'string' ? same(name) : name,
  country,
  lat,
  lng,
  airport,
  ...extra,
});

export const CITIES: readonly CityData[] = [
  // Denmark
  city('kobenhavn', 'Copenhagen', l('København', 'København', 'Köpenhamn'), 'DK', 55.6761, 12.5683, 'CPH', { isPopular: true, priceLevel: 1.2 }),
  city('aarhus', 'Aarhus', 'Aarhus', 'DK', 56.1629, 10.2039, 'AAR'),
  city('aalborg', 'Aalborg', 'Aalborg', 'DK', 57.0488, 9.9217, 'AAL', { priceLevel: 0.9 }),
  city('billund', 'Billund', 'Billund', 'DK', 55.7308, 9.1153, 'BLL', { priceLevel: 0.9 }),
  city('herning', 'Herning', 'Herning', 'DK', 56.1393, 8.9738, 'BLL', { priceLevel: 0.85 }),
  city('randers', 'Randers', 'Randers', 'DK', 56.4607, 10.0364, 'AAR', { priceLevel: 0.85 }),
  city('silkeborg', 'Silkeborg', 'Silkeborg', 'DK', 56.1697, 9.5451, 'BLL', { priceLevel: 0.85 }),
  city('viborg', 'Viborg', 'Viborg', 'DK', 56.4532, 9.402, 'BLL', { priceLevel: 0.85 }),
  city('odense', 'Odense', 'Odense', 'DK', 55.4038, 10.4024, 'BLL', { priceLevel: 0.9 }),
  city('haderslev', 'Haderslev', 'Haderslev', 'DK', 55.2497, 9.4876, 'BLL', { priceLevel: 0.8 }),
  city('vejle', 'Vejle', 'Vejle', 'DK', 55.7093, 9.5357, 'BLL', { priceLevel: 0.85 }),
  city('fredericia', 'Fredericia', 'Fredericia', 'DK', 55.5657, 9.7526, 'BLL', { priceLevel: 0.8 }),
  // Norway
  city('oslo', 'Oslo', 'Oslo', 'NO', 59.9139, 10.7522, 'OSL', { isPopular: true, priceLevel: 1.15 }),
  city('sandefjord', 'Sandefjord', 'Sandefjord', 'NO', 59.1288, 10.2197, 'TRF', { priceLevel: 0.9 }),
  city('bergen', 'Bergen', 'Bergen', 'NO', 60.3913, 5.3221, 'BGO', { priceLevel: 1.1 }),
  city('stavanger', 'Stavanger', 'Stavanger', 'NO', 58.97, 5.7331, 'SVG', { priceLevel: 1.05 }),
  city('trondheim', 'Trondheim', 'Trondheim', 'NO', 63.4305, 10.3951, 'TRD', { priceLevel: 1.05 }),
  city('tromso', 'Tromsø', l('Tromsø', 'Tromsø', 'Tromsø'), 'NO', 69.6492, 18.9553, 'TOS', { priceLevel: 1.1 }),
  city('bodo', 'Bodø', l('Bodø', 'Bodø', 'Bodø'), 'NO', 67.2804, 14.4049, 'BOO', { priceLevel: 1.0 }),
  city('alesund', 'Ålesund', l('Ålesund', 'Ålesund', 'Ålesund'), 'NO', 62.4722, 6.1495, 'AES'),
  city('kristiansand', 'Kristiansand', 'Kristiansand', 'NO', 58.1599, 8.0182, 'KRS'),
  city('haugesund', 'Haugesund', 'Haugesund', 'NO', 59.4138, 5.268, 'HAU'),
  city('molde', 'Molde', 'Molde', 'NO', 62.7375, 7.1591, 'MOL', { priceLevel: 0.95 }),
  city('lillestrom', 'Lillestrøm', l('Lillestrøm', 'Lillestrøm', 'Lillestrøm'), 'NO', 59.956, 11.05, 'OSL', { priceLevel: 0.95 }),
  city('sarpsborg', 'Sarpsborg', 'Sarpsborg', 'NO', 59.284, 11.1096, 'OSL', { priceLevel: 0.85 }),
  city('fredrikstad', 'Fredrikstad', 'Fredrikstad', 'NO', 59.2181, 10.9298, 'OSL', { priceLevel: 0.9 }),
  city('drammen', 'Drammen', 'Drammen', 'NO', 59.7441, 10.2045, 'OSL', { priceLevel: 0.9 }),
  // Sweden
  city('stockholm', 'Stockholm', 'Stockholm', 'SE', 59.3293, 18.0686, 'ARN', { isPopular: true, priceLevel: 1.15 }),
  city('goteborg', 'Gothenburg', 'Göteborg', 'SE', 57.7089, 11.9746, 'GOT', { isPopular: true }),
  city('malmo', 'Malmö', l('Malmø', 'Malmö', 'Malmö'), 'SE', 55.605, 13.0038, 'MMX'),
  city('lulea', 'Luleå', l('Luleå', 'Luleå', 'Luleå'), 'SE', 65.5848, 22.1547, 'LLA'),
  city('umea', 'Umeå', l('Umeå', 'Umeå', 'Umeå'), 'SE', 63.8258, 20.263, 'UME'),
  city('skelleftea', 'Skellefteå', l('Skellefteå', 'Skellefteå', 'Skellefteå'), 'SE', 64.7507, 20.9528, 'SFT'),
  city('kiruna', 'Kiruna', 'Kiruna', 'SE', 67.8558, 20.2253, 'KRN'),
  city('visby', 'Visby', 'Visby', 'SE', 57.6348, 18.2948, 'VBY'),
  city('boras', 'Borås', l('Borås', 'Borås', 'Borås'), 'SE', 57.721, 12.9401, 'GOT', { priceLevel: 0.85 }),
  city('solvesborg', 'Sölvesborg', l('Sölvesborg', 'Sölvesborg', 'Sölvesborg'), 'SE', 56.0505, 14.5856, 'RNB', { priceLevel: 0.8 }),
  city('ronneby', 'Ronneby', 'Ronneby', 'SE', 56.2093, 15.276, 'RNB', { priceLevel: 0.8 }),
  city('norrkoping', 'Norrköping', l('Norrköping', 'Norrköping', 'Norrköping'), 'SE', 58.5877, 16.1924, 'NRK', { priceLevel: 0.9 }),
  city('uppsala', 'Uppsala', 'Uppsala', 'SE', 59.8586, 17.6389, 'ARN', { priceLevel: 0.95 }),
  city('halmstad', 'Halmstad', 'Halmstad', 'SE', 56.6745, 12.8578, 'HAD', { priceLevel: 0.85 }),
  // England
  city('london', 'London', 'London', 'GB', 51.5074, -0.1278, 'LHR', { isPopular: true, priceLevel: 1.35 }),
  city('manchester', 'Manchester', 'Manchester', 'GB', 53.4808, -2.2426, 'MAN', { isPopular: true }),
  city('liverpool', 'Liverpool', 'Liverpool', 'GB', 53.4084, -2.9916, 'LPL', { isPopular: true }),
  city('birmingham', 'Birmingham', 'Birmingham', 'GB', 52.4862, -1.8904, 'BHX', { priceLevel: 0.95 }),
  city('wolverhampton', 'Wolverhampton', 'Wolverhampton', 'GB', 52.5862, -2.1286, 'BHX', { priceLevel: 0.85 }),
  city('west-bromwich', 'West Bromwich', 'West Bromwich', 'GB', 52.5187, -1.9945, 'BHX', { priceLevel: 0.85 }),
  city('coventry', 'Coventry', 'Coventry', 'GB', 52.4068, -1.5197, 'BHX', { priceLevel: 0.85 }),
  city('newcastle', 'Newcastle upon Tyne', 'Newcastle', 'GB', 54.9783, -1.6178, 'NCL'),
  city('sunderland', 'Sunderland', 'Sunderland', 'GB', 54.9069, -1.3838, 'NCL', { priceLevel: 0.85 }),
  city('middlesbrough', 'Middlesbrough', 'Middlesbrough', 'GB', 54.5742, -1.235, 'MME', { priceLevel: 0.85 }),
  city('brighton', 'Brighton', 'Brighton', 'GB', 50.8225, -0.1372, 'LGW', { priceLevel: 1.1 }),
  city('bournemouth', 'Bournemouth', 'Bournemouth', 'GB', 50.7192, -1.8808, 'BOH'),
  city('burnley', 'Burnley', 'Burnley', 'GB', 53.7893, -2.2405, 'MAN', { priceLevel: 0.8 }),
  city('leeds', 'Leeds', 'Leeds', 'GB', 53.8008, -1.5491, 'LBA'),
  city('sheffield', 'Sheffield', 'Sheffield', 'GB', 53.3811, -1.4701, 'MAN', { priceLevel: 0.9 }),
  city('nottingham', 'Nottingham', 'Nottingham', 'GB', 52.9548, -1.1581, 'EMA', { priceLevel: 0.9 }),
  city('leicester', 'Leicester', 'Leicester', 'GB', 52.6369, -1.1398, 'EMA', { priceLevel: 0.9 }),
  city('southampton', 'Southampton', 'Southampton', 'GB', 50.9097, -1.4044, 'SOU', { priceLevel: 0.95 }),
  city('ipswich', 'Ipswich', 'Ipswich', 'GB', 52.0567, 1.1482, 'STN', { priceLevel: 0.85 }),
  city('norwich', 'Norwich', 'Norwich', 'GB', 52.6309, 1.2974, 'NWI', { priceLevel: 0.9 }),
  // Spain
  city('madrid', 'Madrid', 'Madrid', 'ES', 40.4168, -3.7038, 'MAD', { isPopular: true, priceLevel: 1.1 }),
  city('barcelona', 'Barcelona', 'Barcelona', 'ES', 41.3874, 2.1686, 'BCN', { isPopular: true, priceLevel: 1.15 }),
  city('sevilla', 'Seville', 'Sevilla', 'ES', 37.3891, -5.9845, 'SVQ'),
  city('bilbao', 'Bilbao', 'Bilbao', 'ES', 43.263, -2.935, 'BIO'),
  city('san-sebastian', 'San Sebastián', 'San Sebastián', 'ES', 43.3183, -1.9812, 'EAS', { priceLevel: 1.1 }),
  city('valencia', 'Valencia', 'Valencia', 'ES', 39.4699, -0.3763, 'VLC'),
  city('villarreal', 'Villarreal', 'Villarreal', 'ES', 39.9378, -0.1014, 'VLC', { priceLevel: 0.8 }),
  city('girona', 'Girona', 'Girona', 'ES', 41.9794, 2.8214, 'GRO', { priceLevel: 0.9 }),
  city('palma', 'Palma de Mallorca', 'Palma de Mallorca', 'ES', 39.5696, 2.6502, 'PMI'),
  city('vigo', 'Vigo', 'Vigo', 'ES', 42.2406, -8.7207, 'VGO', { priceLevel: 0.85 }),
  // Germany
  city('hamburg', 'Hamburg', l('Hamborg', 'Hamburg', 'Hamburg'), 'DE', 53.5511, 9.9937, 'HAM', { isPopular: true }),
  city('munchen', 'Munich', 'München', 'DE', 48.1351, 11.582, 'MUC', { isPopular: true, priceLevel: 1.15 }),
  city('dortmund', 'Dortmund', 'Dortmund', 'DE', 51.5136, 7.4653, 'DTM', { isPopular: true, priceLevel: 0.9 }),
  city('leverkusen', 'Leverkusen', 'Leverkusen', 'DE', 51.0459, 6.9853, 'CGN', { priceLevel: 0.85 }),
  city('koln', 'Cologne', 'Köln', 'DE', 50.9375, 6.9603, 'CGN'),
  city('monchengladbach', 'Mönchengladbach', 'Mönchengladbach', 'DE', 51.1805, 6.4428, 'DUS', { priceLevel: 0.85 }),
  city('dusseldorf', 'Düsseldorf', 'Düsseldorf', 'DE', 51.2277, 6.7735, 'DUS'),
  city('leipzig', 'Leipzig', 'Leipzig', 'DE', 51.3397, 12.3731, 'LEJ', { priceLevel: 0.9 }),
  city('frankfurt', 'Frankfurt', 'Frankfurt', 'DE', 50.1109, 8.6821, 'FRA'),
  city('stuttgart', 'Stuttgart', 'Stuttgart', 'DE', 48.7758, 9.1829, 'STR'),
  city('bremen', 'Bremen', 'Bremen', 'DE', 53.0793, 8.8017, 'BRE', { priceLevel: 0.9 }),
  city('berlin', 'Berlin', 'Berlin', 'DE', 52.52, 13.405, 'BER', { isPopular: true }),
  // Italy
  city('milano', 'Milan', 'Milano', 'IT', 45.4642, 9.19, 'LIN', { isPopular: true, priceLevel: 1.2 }),
  city('torino', 'Turin', 'Torino', 'IT', 45.0703, 7.6869, 'TRN'),
  city('roma', 'Rome', l('Rom', 'Roma', 'Rom'), 'IT', 41.9028, 12.4964, 'FCO', { isPopular: true, priceLevel: 1.15 }),
  city('napoli', 'Naples', l('Napoli', 'Napoli', 'Neapel'), 'IT', 40.8518, 14.2681, 'NAP'),
  city('bergamo', 'Bergamo', 'Bergamo', 'IT', 45.6983, 9.6773, 'BGY', { priceLevel: 0.9 }),
  city('firenze', 'Florence', l('Firenze', 'Firenze', 'Florens'), 'IT', 43.7696, 11.2558, 'FLR', { priceLevel: 1.15 }),
  city('bologna', 'Bologna', 'Bologna', 'IT', 44.4949, 11.3426, 'BLQ'),
  city('genova', 'Genoa', l('Genova', 'Genova', 'Genua'), 'IT', 44.4056, 8.9463, 'GOA', { priceLevel: 0.9 }),
  city('como', 'Como', 'Como', 'IT', 45.8081, 9.0852, 'LIN', { priceLevel: 1.1 }),
  // France
  city('paris', 'Paris', 'Paris', 'FR', 48.8566, 2.3522, 'CDG', { isPopular: true, priceLevel: 1.3 }),
  city('marseille', 'Marseille', 'Marseille', 'FR', 43.2965, 5.3698, 'MRS'),
  city('lyon', 'Lyon', 'Lyon', 'FR', 45.764, 4.8357, 'LYS'),
  city('lille', 'Lille', 'Lille', 'FR', 50.6292, 3.0573, 'LIL', { priceLevel: 0.95 }),
  city('lens', 'Lens', 'Lens', 'FR', 50.4321, 2.8333, 'LIL', { priceLevel: 0.8 }),
  city('nice', 'Nice', 'Nice', 'FR', 43.7102, 7.262, 'NCE', { priceLevel: 1.1 }),
  city('rennes', 'Rennes', 'Rennes', 'FR', 48.1173, -1.6778, 'RNS', { priceLevel: 0.9 }),
  city('nantes', 'Nantes', 'Nantes', 'FR', 47.2184, -1.5536, 'NTE', { priceLevel: 0.9 }),
  // Formula 1 destinations
  city('amsterdam', 'Amsterdam', 'Amsterdam', 'NL', 52.3676, 4.9041, 'AMS', { isPopular: true, priceLevel: 1.3 }),
  city('budapest', 'Budapest', 'Budapest', 'HU', 47.4979, 19.0402, 'BUD', { priceLevel: 0.8 }),
  city('graz', 'Graz', 'Graz', 'AT', 47.0707, 15.4395, 'GRZ', { priceLevel: 0.95 }),
];

export interface AirportData {
  code: string;
  name: string;
  city: string;
  lat: number;
  lng: number;
}

const airport = (code: string, name: string, citySlug: string, lat: number, lng: number): AirportData => ({
  code,
  name,
  city: citySlug,
  lat,
  lng,
});

export const AIRPORTS: readonly AirportData[] = [
  airport('CPH', 'Copenhagen Airport, Kastrup', 'kobenhavn', 55.6181, 12.6561),
  airport('AAR', 'Aarhus Airport', 'aarhus', 56.3, 10.619),
  airport('AAL', 'Aalborg Airport', 'aalborg', 57.0928, 9.8492),
  airport('BLL', 'Billund Airport', 'billund', 55.7403, 9.1518),
  airport('OSL', 'Oslo Airport, Gardermoen', 'oslo', 60.1976, 11.1004),
  airport('TRF', 'Sandefjord Airport, Torp', 'sandefjord', 59.1867, 10.2586),
  airport('BGO', 'Bergen Airport, Flesland', 'bergen', 60.2934, 5.2181),
  airport('SVG', 'Stavanger Airport, Sola', 'stavanger', 58.8767, 5.6378),
  airport('TRD', 'Trondheim Airport, Værnes', 'trondheim', 63.4578, 10.924),
  airport('TOS', 'Tromsø Airport, Langnes', 'tromso', 69.6833, 18.9189),
  airport('BOO', 'Bodø Airport', 'bodo', 67.2692, 14.3653),
  airport('AES', 'Ålesund Airport, Vigra', 'alesund', 62.5625, 6.1197),
  airport('KRS', 'Kristiansand Airport, Kjevik', 'kristiansand', 58.2042, 8.0854),
  airport('HAU', 'Haugesund Airport, Karmøy', 'haugesund', 59.3453, 5.2084),
  airport('MOL', 'Molde Airport, Årø', 'molde', 62.7447, 7.2625),
  airport('ARN', 'Stockholm Arlanda Airport', 'stockholm', 59.6498, 17.9238),
  airport('BMA', 'Stockholm Bromma Airport', 'stockholm', 59.3544, 17.9417),
  airport('NYO', 'Stockholm Skavsta Airport', 'stockholm', 58.7886, 16.9122),
  airport('GOT', 'Göteborg Landvetter Airport', 'goteborg', 57.6628, 12.2798),
  airport('MMX', 'Malmö Airport', 'malmo', 55.5363, 13.3762),
  airport('LLA', 'Luleå Airport', 'lulea', 65.5438, 22.122),
  airport('UME', 'Umeå Airport', 'umea', 63.7918, 20.2828),
  airport('SFT', 'Skellefteå Airport', 'skelleftea', 64.6248, 21.0769),
  airport('KRN', 'Kiruna Airport', 'kiruna', 67.822, 20.3368),
  airport('VBY', 'Visby Airport', 'visby', 57.6628, 18.3462),
  airport('RNB', 'Ronneby Airport', 'ronneby', 56.2667, 15.265),
  airport('NRK', 'Norrköping Airport', 'norrkoping', 58.5863, 16.2506),
  airport('HAD', 'Halmstad Airport', 'halmstad', 56.6911, 12.8202),
  airport('LHR', 'London Heathrow Airport', 'london', 51.47, -0.4543),
  airport('LGW', 'London Gatwick Airport', 'london', 51.1537, -0.1821),
  airport('STN', 'London Stansted Airport', 'london', 51.886, 0.2389),
  airport('MAN', 'Manchester Airport', 'manchester', 53.3537, -2.275),
  airport('LPL', 'Liverpool John Lennon Airport', 'liverpool', 53.3336, -2.8497),
  airport('BHX', 'Birmingham Airport', 'birmingham', 52.4539, -1.748),
  airport('NCL', 'Newcastle International Airport', 'newcastle', 55.0375, -1.6917),
  airport('MME', 'Teesside International Airport', 'middlesbrough', 54.5092, -1.4294),
  airport('BOH', 'Bournemouth Airport', 'bournemouth', 50.78, -1.8425),
  airport('LBA', 'Leeds Bradford Airport', 'leeds', 53.8659, -1.6606),
  airport('EMA', 'East Midlands Airport', 'nottingham', 52.8311, -1.3281),
  airport('SOU', 'Southampton Airport', 'southampton', 50.9503, -1.3568),
  airport('NWI', 'Norwich International Airport', 'norwich', 52.6758, 1.2828),
  airport('MAD', 'Adolfo Suárez Madrid-Barajas Airport', 'madrid', 40.4983, -3.5676),
  airport('BCN', 'Josep Tarradellas Barcelona-El Prat Airport', 'barcelona', 41.2974, 2.0833),
  airport('SVQ', 'Sevilla Airport', 'sevilla', 37.418, -5.8931),
  airport('BIO', 'Bilbao Airport', 'bilbao', 43.3011, -2.9106),
  airport('EAS', 'San Sebastián Airport', 'san-sebastian', 43.3565, -1.7906),
  airport('VLC', 'Valencia Airport', 'valencia', 39.4893, -0.4816),
  airport('GRO', 'Girona-Costa Brava Airport', 'girona', 41.901, 2.7606),
  airport('PMI', 'Palma de Mallorca Airport', 'palma', 39.5517, 2.7388),
  airport('VGO', 'Vigo Airport', 'vigo', 42.2318, -8.6277),
  airport('HAM', 'Hamburg Airport', 'hamburg', 53.6304, 9.9882),
  airport('MUC', 'Munich Airport', 'munchen', 48.3538, 11.7861),
  airport('DTM', 'Dortmund Airport', 'dortmund', 51.5183, 7.6122),
  airport('CGN', 'Cologne Bonn Airport', 'koln', 50.8659, 7.1427),
  airport('DUS', 'Düsseldorf Airport', 'dusseldorf', 51.2895, 6.7668),
  airport('LEJ', 'Leipzig/Halle Airport', 'leipzig', 51.4239, 12.2364),
  airport('FRA', 'Frankfurt Airport', 'frankfurt', 50.0379, 8.5622),
  airport('STR', 'Stuttgart Airport', 'stuttgart', 48.6899, 9.222),
  airport('BRE', 'Bremen Airport', 'bremen', 53.0475, 8.7867),
  airport('BER', 'Berlin Brandenburg Airport', 'berlin', 52.3667, 13.5033),
  airport('LIN', 'Milan Linate Airport', 'milano', 45.4451, 9.2767),
  airport('TRN', 'Turin Airport', 'torino', 45.2008, 7.6497),
  airport('FCO', 'Rome Fiumicino Airport', 'roma', 41.8003, 12.2389),
  airport('NAP', 'Naples International Airport', 'napoli', 40.886, 14.2908),
  airport('BGY', 'Milan Bergamo Airport', 'bergamo', 45.6739, 9.7042),
  airport('FLR', 'Florence Airport, Peretola', 'firenze', 43.81, 11.2051),
  airport('BLQ', 'Bologna Guglielmo Marconi Airport', 'bologna', 44.5354, 11.2887),
  airport('GOA', 'Genoa Cristoforo Colombo Airport', 'genova', 44.4133, 8.8375),
  airport('CDG', 'Paris Charles de Gaulle Airport', 'paris', 49.0097, 2.5479),
  airport('MRS', 'Marseille Provence Airport', 'marseille', 43.4393, 5.2214),
  airport('LYS', 'Lyon-Saint Exupéry Airport', 'lyon', 45.7256, 5.0811),
  airport('LIL', 'Lille Airport', 'lille', 50.5633, 3.0869),
  airport('NCE', "Nice Côte d'Azur Airport", 'nice', 43.6584, 7.2159),
  airport('RNS', 'Rennes-Bretagne Airport', 'rennes', 48.0695, -1.7348),
  airport('NTE', 'Nantes Atlantique Airport', 'nantes', 47.1532, -1.6107),
  airport('AMS', 'Amsterdam Airport Schiphol', 'amsterdam', 52.3105, 4.7683),
  airport('BUD', 'Budapest Ferenc Liszt International Airport', 'budapest', 47.4394, 19.2556),
  airport('GRZ', 'Graz Airport', 'graz', 46.9911, 15.4396),
];

export interface DepartureGroupData {
  slug: string;
  name: string;
  label: Localized;
  region: DepartureRegion;
  /** Where the airports are (Hamburg serves Danes but lies in Germany). */
  country: string;
  airportCodes: string[];
  maxStops: number;
}

/**
 * Browsing spec §3: Denmark 3 groups; Norway 7, Oslo/Sandefjord direct only and
 * the other six allowing one stop (the spec names seven places for six groups:
 * Kristiansand and Haugesund share one); Sweden 8, all direct.
 */
export const DEPARTURE_GROUPS: readonly DepartureGroupData[] = [
  { slug: 'dk-kobenhavn', name: 'København', label: l('København (CPH)', 'København (CPH)', 'Köpenhamn (CPH)'), region: 'DK', country: 'DK', airportCodes: ['CPH'], maxStops: 0 },
  { slug: 'dk-jylland', name: 'Jylland', label: l('Jylland (AAR, AAL, BLL)', 'Jylland (AAR, AAL, BLL)', 'Jylland (AAR, AAL, BLL)'), region: 'DK', country: 'DK', airportCodes: ['AAR', 'AAL', 'BLL'], maxStops: 0 },
  { slug: 'dk-hamburg', name: 'Hamburg', label: l('Hamborg (HAM)', 'Hamburg (HAM)', 'Hamburg (HAM)'), region: 'DK', country: 'DE', airportCodes: ['HAM'], maxStops: 0 },
  { slug: 'no-oslo-sandefjord', name: 'Oslo/Sandefjord', label: same('Oslo/Sandefjord (OSL, TRF)'), region: 'NO', country: 'NO', airportCodes: ['OSL', 'TRF'], maxStops: 0 },
  { slug: 'no-bergen-stavanger', name: 'Bergen/Stavanger', label: same('Bergen/Stavanger (BGO, SVG)'), region: 'NO', country: 'NO', airportCodes: ['BGO', 'SVG'], maxStops: 1 },
  { slug: 'no-trondheim', name: 'Trondheim', label: same('Trondheim (TRD)'), region: 'NO', country: 'NO', airportCodes: ['TRD'], maxStops: 1 },
  { slug: 'no-tromso', name: 'Tromsø', label: same('Tromsø (TOS)'), region: 'NO', country: 'NO', airportCodes: ['TOS'], maxStops: 1 },
  { slug: 'no-bodo', name: 'Bodø', label: same('Bodø (BOO)'), region: 'NO', country: 'NO', airportCodes: ['BOO'], maxStops: 1 },
  { slug: 'no-alesund', name: 'Ålesund', label: same('Ålesund (AES)'), region: 'NO', country: 'NO', airportCodes: ['AES'], maxStops: 1 },
  { slug: 'no-kristiansand-haugesund', name: 'Kristiansand/Haugesund', label: same('Kristiansand/Haugesund (KRS, HAU)'), region: 'NO', country: 'NO', airportCodes: ['KRS', 'HAU'], maxStops: 1 },
  { slug: 'se-stockholm', name: 'Stockholm', label: same('Stockholm (ARN, BMA, NYO)'), region: 'SE', country: 'SE', airportCodes: ['ARN', 'BMA', 'NYO'], maxStops: 0 },
  { slug: 'se-goteborg', name: 'Göteborg', label: same('Göteborg (GOT)'), region: 'SE', country: 'SE', airportCodes: ['GOT'], maxStops: 0 },
  { slug: 'se-lulea', name: 'Luleå', label: same('Luleå (LLA)'), region: 'SE', country: 'SE', airportCodes: ['LLA'], maxStops: 0 },
  { slug: 'se-malmo', name: 'Malmö', label: l('Malmø (MMX)', 'Malmö (MMX)', 'Malmö (MMX)'), region: 'SE', country: 'SE', airportCodes: ['MMX'], maxStops: 0 },
  { slug: 'se-kopenhamn', name: 'Köpenhamn', label: l('København (CPH)', 'København (CPH)', 'Köpenhamn (CPH)'), region: 'SE', country: 'DK', airportCodes: ['CPH'], maxStops: 0 },
  { slug: 'se-lulea-umea-skelleftea', name: 'Luleå/Umeå/Skellefteå', label: same('Luleå/Umeå/Skellefteå (LLA, UME, SFT)'), region: 'SE', country: 'SE', airportCodes: ['LLA', 'UME', 'SFT'], maxStops: 0 },
  { slug: 'se-kiruna', name: 'Kiruna', label: same('Kiruna (KRN)'), region: 'SE', country: 'SE', airportCodes: ['KRN'], maxStops: 0 },
  { slug: 'se-visby', name: 'Visby', label: same('Visby (VBY)'), region: 'SE', country: 'SE', airportCodes: ['VBY'], maxStops: 0 },
];

/**
 * Closer than this to a site's home airport (`SITES[locale].homeDeparture`),
 * a trip has no flight on that site by default: Danes drive or take the bus
 * to Jutland, Funen, Skåne and Göteborg, Norwegians to the clubs around Oslo
 * and Sandefjord, Swedes to those around Stockholm, Uppsala and Norrköping.
 */
export const FLIGHT_LESS_WITHIN_KM = 250;

/** Exchange rates used for hotel taxes charged in local money: DKK per unit. */
export const DKK_PER_UNIT: Readonly<Record<string, number>> = {
  DKK: 1,
  EUR: 7.46,
  GBP: 8.62,
  NOK: 0.645,
  SEK: 0.667,
  HUF: 0.0188,
};
