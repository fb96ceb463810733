import 'server-only';

/**
 * Hotel chains by country and the patterns their hotels are named by, plus
 * streets to give them plausible addresses. The seed places 3-5 hotels in every
 * destination city (booking spec §3 Hotel).
 */
export interface BrandData {
  /** null: an independent hotel without a chain logo. */
  brand: string | null;
  star: number;
  /** `{city}` is replaced by the city's English name. */
  pattern: string;
}

const b = (brand: string | null, star: number, pattern: string): BrandData => ({ brand, star, pattern });

const INTERNATIONAL: BrandData[] = [
  b('Radisson', 4, 'Radisson Blu Hotel {city}'),
  b('Hilton', 4.5, 'Hilton {city} City Centre'),
  b('Marriott', 5, '{city} Marriott Hotel'),
  b('Novotel', 4, 'Novotel {city} Centre'),
  b('ibis', 3, 'ibis {city} Centre'),
  b('Holiday Inn', 3.5, 'Holiday Inn {city} City Centre'),
  b('Best Western', 3.5, 'Best Western Plus {city} Central'),
  b('NH Hotels', 4, 'NH {city} Centro'),
  b('Mercure', 4, 'Mercure {city} Centre'),
  b('Motel One', 3, 'Motel One {city}'),
  b('InterContinental', 5, 'InterContinental {city}'),
  b('Crowne Plaza', 4.5, 'Crowne Plaza {city}'),
];

export const BRANDS_BY_COUNTRY: Readonly<Record<string, readonly BrandData[]>> = {
  GB: [
    b('Premier Inn', 3, 'Premier Inn {city} City Centre'),
    b('Hilton', 4.5, 'Hilton {city} Metropole'),
    b('Radisson', 4, 'Radisson Blu Edwardian {city}'),
    b('Holiday Inn', 3.5, 'Holiday Inn {city} City Centre'),
    b('Marriott', 5, '{city} Marriott Hotel'),
    b('Malmaison', 4, 'Malmaison {city}'),
    b('Hotel Indigo', 4, 'Hotel Indigo {city}'),
    b(null, 3.5, 'The {city} Arms Hotel'),
    b('Crowne Plaza', 4.5, 'Crowne Plaza {city}'),
  ],
  ES: [
    b('Meliá', 4.5, 'Meliá {city}'),
    b('NH Hotels', 4, 'NH Collection {city}'),
    b('Barceló', 4, 'Barceló {city} Centro'),
    b('ibis', 3, 'ibis {city} Centro'),
    b('Hotusa', 3.5, 'Eurostars {city}'),
    b(null, 5, 'Gran Hotel {city}'),
    b(null, 3, 'Hostal Plaza {city}'),
    b('AC Hotels', 4, 'AC Hotel {city}'),
  ],
  DE: [
    b('Motel One', 3, 'Motel One {city}-Hauptbahnhof'),
    b('Steigenberger', 4.5, 'Steigenberger Hotel {city}'),
    b('Maritim', 4, 'Maritim Hotel {city}'),
    b('Novotel', 4, 'Novotel {city} City'),
    b('Leonardo', 3.5, 'Leonardo Hotel {city} City Center'),
    b('Hyatt', 5, 'Hyatt Regency {city}'),
    b('ibis', 3, 'ibis {city} Hauptbahnhof'),
    b('Radisson', 4, 'Radisson Blu Hotel {city}'),
  ],
  IT: [
    b('NH Hotels', 4, 'NH {city} Centro'),
    b('Starhotels', 4, 'Starhotels {city}'),
    b('Best Western', 3.5, 'Best Western Hotel Stazione {city}'),
    b(null, 5, 'Grand Hotel {city}'),
    b(null, 3, 'Hotel Centrale {city}'),
    b('UNA Hotels', 4, 'UNAHOTELS {city}'),
    b('Hilton', 4.5, 'Hilton Garden Inn {city}'),
  ],
  FR: [
    b('Novotel', 4, 'Novotel {city} Centre Gare'),
    b('Mercure', 4, 'Mercure {city} Centre'),
    b('ibis', 3, 'ibis {city} Centre'),
    b('Pullman', 4.5, 'Pullman {city}'),
    b('Sofitel', 5, 'Sofitel {city}'),
    b('Best Western', 3.5, 'Best Western Plus Hôtel {city}'),
    b(null, 3, 'Hôtel de la Gare {city}'),
  ],
  DK: [
    b('Scandic', 4, 'Scandic {city}'),
    b('Comwell', 4, 'Comwell {city}'),
    b('Best Western', 3.5, 'Best Western Plus Hotel {city}'),
    b('Zleep', 3, 'Zleep Hotel {city}'),
    b('Radisson', 4.5, 'Radisson Hotel {city}'),
    b(null, 3, 'Hotel Phønix {city}'),
    b('Hotel Ottilia', 5, 'Ottilia Grand {city}'),
  ],
  NO: [
    b('Scandic', 4, 'Scandic {city}'),
    b('Thon Hotels', 3.5, 'Thon Hotel {city}'),
    b('Clarion', 4, 'Clarion Hotel {city}'),
    b('Comfort', 3, 'Comfort Hotel {city}'),
    b('Radisson', 4.5, 'Radisson Blu Hotel {city}'),
    b(null, 5, 'Grand Hotel {city}'),
    b('Quality', 3.5, 'Quality Hotel {city}'),
  ],
  SE: [
    b('Scandic', 4, 'Scandic {city} Central'),
    b('Clarion', 4, 'Clarion Hotel {city}'),
    b('Elite Hotels', 4.5, 'Elite Hotel {city}'),
    b('Comfort', 3, 'Comfort Hotel {city}'),
    b('Best Western', 3.5, 'Best Western {city} Hotel'),
    b(null, 5, 'Grand Hôtel {city}'),
    b('Quality', 3.5, 'Quality Hotel {city}'),
  ],
};

export function brandsFor(country: string): readonly BrandData[] {
  return BRANDS_BY_COUNTRY[country] ?? INTERNATIONAL;
}

export const STREETS_BY_COUNTRY: Readonly<Record<string, readonly string[]>> = {
  GB: ['High Street', 'Station Road', 'Church Street', 'King Street', 'Victoria Road', 'Queen Street', 'Market Street', 'Castle Street'],
  ES: ['Calle Mayor', 'Gran Vía', 'Avenida de la Constitución', 'Calle del Carmen', 'Paseo de la Castellana', 'Calle de Alcalá', 'Plaza de España'],
  DE: ['Bahnhofstraße', 'Hauptstraße', 'Königstraße', 'Schillerstraße', 'Marktplatz', 'Goethestraße', 'Lindenstraße'],
  IT: ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Via Dante', 'Piazza della Repubblica', 'Via Cavour', 'Corso Vittorio Emanuele II'],
  FR: ['Rue de la République', 'Boulevard Victor Hugo', 'Avenue Jean Jaurès', 'Rue du Faubourg', 'Place de la Gare', 'Rue Nationale'],
  NL: ['Damrak', 'Stationsplein', 'Prins Hendrikkade', 'Rokin', 'Vijzelstraat'],
  HU: ['Andrássy út', 'Váci utca', 'Rákóczi út', 'Király utca', 'Erzsébet körút'],
  AT: ['Annenstraße', 'Herrengasse', 'Griesgasse', 'Sackstraße', 'Joanneumring'],
  DK: ['Vesterbrogade', 'Banegårdspladsen', 'Søndergade', 'Store Torv', 'Jernbanegade', 'Kongensgade', 'Østergade'],
  NO: ['Karl Johans gate', 'Storgata', 'Kongens gate', 'Torggata', 'Jernbanetorget', 'Strandgata'],
  SE: ['Drottninggatan', 'Storgatan', 'Kungsgatan', 'Stora Torget', 'Järnvägsgatan', 'Vasagatan', 'Östra Hamngatan'],
};

/** Local taxes that hotels charge per room and night, in the country's money (booking spec §3 rooms[].taxes). */
export const CITY_TAX: Readonly<Record<string, { name: string; perNight: [number, number] }>> = {
  GB: { name: 'City Visitor Charge', perNight: [1, 3] },
  ES: { name: 'Impuesto de estancias turísticas', perNight: [2, 6] },
  DE: { name: 'Kultur- und Tourismustaxe', perNight: [3, 8] },
  IT: { name: 'Tassa di soggiorno', perNight: [4, 10] },
  FR: { name: 'Taxe de séjour', perNight: [2, 6] },
  NL: { name: 'Toeristenbelasting', perNight: [15, 30] },
  HU: { name: 'Idegenforgalmi adó', perNight: [2500, 5000] },
  AT: { name: 'Nächtigungsabgabe', perNight: [3, 6] },
};

export interface TransitRouteData {
  from: string;
  to: string;
  minutes: number;
  pickup: string;
  dropoff: string;
  /** DKK per person; morning is included in the package price (booking spec §9). */
  evening: number;
  night: number;
  /** What the bus costs per person inside the with-transit price. */
  fare: number;
}

/**
 * The bus routes. A package offers a route only on the site of the country
 * it leaves from: the Danish site the routes from København and Aarhus, the
 * Norwegian site the one from Oslo, the Swedish site the one from Malmö
 * (Skåne's fans to København, the Swedish site's own København group).
 */
export const TRANSIT_ROUTES: readonly TransitRouteData[] = [
  { from: 'kobenhavn', to: 'hamburg', minutes: 315, pickup: 'Ingerslevsgade 1, 1705 København V (ved Hovedbanegården)', dropoff: 'ZOB Hamburg, Adenauerallee 78, 20097 Hamburg', evening: 195, night: 295, fare: 650 },
  { from: 'aarhus', to: 'hamburg', minutes: 300, pickup: 'Aarhus Rutebilstation, Fredensgade 45, 8000 Aarhus C', dropoff: 'ZOB Hamburg, Adenauerallee 78, 20097 Hamburg', evening: 195, night: 295, fare: 600 },
  { from: 'kobenhavn', to: 'berlin', minutes: 450, pickup: 'Ingerslevsgade 1, 1705 København V (ved Hovedbanegården)', dropoff: 'ZOB Berlin, Masurenallee 4-6, 14057 Berlin', evening: 245, night: 345, fare: 750 },
  { from: 'malmo', to: 'kobenhavn', minutes: 50, pickup: 'Malmö Centralstation, Carlsgatan 4, 211 20 Malmö', dropoff: 'Ingerslevsgade 1, 1705 København V', evening: 95, night: 145, fare: 200 },
  { from: 'kobenhavn', to: 'malmo', minutes: 50, pickup: 'Ingerslevsgade 1, 1705 København V', dropoff: 'Malmö Centralstation, Carlsgatan 4, 211 20 Malmö', evening: 95, night: 145, fare: 200 },
  { from: 'oslo', to: 'goteborg', minutes: 210, pickup: 'Oslo Bussterminal, Schweigaards gate 8, 0185 Oslo', dropoff: 'Nils Ericson Terminalen, 411 04 Göteborg', evening: 145, night: 245, fare: 450 },
  { from: 'kobenhavn', to: 'goteborg', minutes: 270, pickup: 'Ingerslevsgade 1, 1705 København V', dropoff: 'Nils Ericson Terminalen, 411 04 Göteborg', evening: 145, night: 245, fare: 500 },
  { from: 'aarhus', to: 'kobenhavn', minutes: 190, pickup: 'Aarhus Rutebilstation, Fredensgade 45, 8000 Aarhus C', dropoff: 'Ingerslevsgade 1, 1705 København V', evening: 125, night: 195, fare: 350 },
  { from: 'kobenhavn', to: 'aarhus', minutes: 190, pickup: 'Ingerslevsgade 1, 1705 København V', dropoff: 'Aarhus Rutebilstation, Fredensgade 45, 8000 Aarhus C', evening: 125, night: 195, fare: 350 },
];
