import 'server-only';

/**
 * Real stadiums and circuits: name, street address, city, position, capacity.
 * Clubs that share a ground (Inter and Milan, Roma and Lazio, Djurgården and
 * Hammarby, IFK Göteborg and GAIS) point at the same venue.
 */
export interface VenueData {
  slug: string;
  name: string;
  address: string;
  city: string;
  lat: number;
  lng: number;
  capacity: number;
  kind: 'stadium' | 'circuit';
}

const stadium = (slug: string, name: string, address: string, city: string, lat: number, lng: number, capacity: number): VenueData => ({
  slug,
  name,
  address,
  city,
  lat,
  lng,
  capacity,
  kind: 'stadium',
});

const circuit = (slug: string, name: string, address: string, city: string, lat: number, lng: number, capacity: number): VenueData => ({
  slug,
  name,
  address,
  city,
  lat,
  lng,
  capacity,
  kind: 'circuit',
});

export const VENUES: readonly VenueData[] = [
  // England
  stadium('emirates-stadium', 'Emirates Stadium', 'Hornsey Road, London N7 7AJ', 'london', 51.5549, -0.1084, 60704),
  stadium('villa-park', 'Villa Park', 'Trinity Road, Birmingham B6 6HE', 'birmingham', 52.5092, -1.8848, 42657),
  stadium('vitality-stadium', 'Vitality Stadium', 'Dean Court, Kings Park, Bournemouth BH7 7AF', 'bournemouth', 50.7352, -1.8383, 11307),
  stadium('gtech-community-stadium', 'Gtech Community Stadium', 'Lionel Road South, Brentford TW8 0RU', 'london', 51.4907, -0.2886, 17250),
  stadium('american-express-stadium', 'American Express Stadium', 'Village Way, Brighton BN1 9BL', 'brighton', 50.8616, -0.0837, 31876),
  stadium('turf-moor', 'Turf Moor', 'Harry Potts Way, Burnley BB10 4BX', 'burnley', 53.789, -2.2302, 21944),
  stadium('stamford-bridge', 'Stamford Bridge', 'Fulham Road, London SW6 1HS', 'london', 51.4817, -0.191, 40173),
  stadium('selhurst-park', 'Selhurst Park', 'Holmesdale Road, London SE25 6PU', 'london', 51.3983, -0.0855, 25486),
  stadium('hill-dickinson-stadium', 'Hill Dickinson Stadium', 'Regent Road, Liverpool L3 0AR', 'liverpool', 53.4239, -3.0007, 52888),
  stadium('craven-cottage', 'Craven Cottage', 'Stevenage Road, London SW6 6HH', 'london', 51.4749, -0.2217, 29589),
  stadium('elland-road', 'Elland Road', 'Elland Road, Beeston, Leeds LS11 0ES', 'leeds', 53.7778, -1.5722, 37645),
  stadium('anfield', 'Anfield', 'Anfield Road, Liverpool L4 0TH', 'liverpool', 53.4308, -2.9608, 61276),
  stadium('etihad-stadium', 'Etihad Stadium', 'Ashton New Road, Manchester M11 3FF', 'manchester', 53.4831, -2.2004, 53400),
  stadium('old-trafford', 'Old Trafford', 'Sir Matt Busby Way, Manchester M16 0RA', 'manchester', 53.4631, -2.2913, 74310),
  stadium('st-james-park', "St James' Park", 'Barrack Road, Newcastle upon Tyne NE1 4ST', 'newcastle', 54.9756, -1.6217, 52305),
  stadium('city-ground', 'City Ground', 'Pavilion Road, West Bridgford, Nottingham NG2 5FJ', 'nottingham', 52.94, -1.1328, 30404),
  stadium('stadium-of-light', 'Stadium of Light', 'Stadium Way, Sunderland SR5 1SU', 'sunderland', 54.9146, -1.3884, 49000),
  stadium('tottenham-hotspur-stadium', 'Tottenham Hotspur Stadium', '782 High Road, London N17 0BX', 'london', 51.6043, -0.0664, 62850),
  stadium('london-stadium', 'London Stadium', 'Queen Elizabeth Olympic Park, London E20 2ST', 'london', 51.5387, -0.0166, 62500),
  stadium('molineux-stadium', 'Molineux Stadium', 'Waterloo Road, Wolverhampton WV1 4QR', 'wolverhampton', 52.5902, -2.1304, 31750),
  stadium('king-power-stadium', 'King Power Stadium', 'Filbert Way, Leicester LE2 7FL', 'leicester', 52.6204, -1.1422, 32259),
  stadium('st-marys-stadium', "St Mary's Stadium", 'Britannia Road, Southampton SO14 5FP', 'southampton', 50.9058, -1.3911, 32384),
  stadium('portman-road', 'Portman Road', 'Portman Road, Ipswich IP1 2DA', 'ipswich', 52.0545, 1.1447, 29673),
  stadium('bramall-lane', 'Bramall Lane', 'Bramall Lane, Sheffield S2 4SU', 'sheffield', 53.3703, -1.4709, 32050),
  stadium('riverside-stadium', 'Riverside Stadium', 'Riverside Park Road, Middlesbrough TS3 6RS', 'middlesbrough', 54.5782, -1.217, 34742),
  stadium('carrow-road', 'Carrow Road', 'Carrow Road, Norwich NR1 1JE', 'norwich', 52.6221, 1.3091, 27359),
  stadium('the-hawthorns', 'The Hawthorns', 'Halfords Lane, West Bromwich B71 4LF', 'west-bromwich', 52.509, -1.9639, 26850),
  stadium('coventry-building-society-arena', 'Coventry Building Society Arena', 'Phoenix Way, Coventry CV6 6GE', 'coventry', 52.448, -1.4956, 32609),
  stadium('wembley-stadium', 'Wembley Stadium', 'Wembley, London HA9 0WS', 'london', 51.556, -0.2796, 90000),
  // Spain
  stadium('estadio-santiago-bernabeu', 'Estadio Santiago Bernabéu', 'Avenida de Concha Espina 1, 28036 Madrid', 'madrid', 40.4531, -3.6883, 83186),
  stadium('spotify-camp-nou', 'Spotify Camp Nou', "Carrer d'Arístides Maillol 12, 08028 Barcelona", 'barcelona', 41.3809, 2.1228, 99354),
  stadium('riyadh-air-metropolitano', 'Riyadh Air Metropolitano', 'Avenida de Luis Aragonés 4, 28022 Madrid', 'madrid', 40.4362, -3.5995, 70460),
  stadium('san-mames', 'San Mamés', 'Raimundo Pérez Lezama s/n, 48007 Bilbao', 'bilbao', 43.2642, -2.9494, 53289),
  stadium('reale-arena', 'Reale Arena', 'Paseo de Anoeta 1, 20014 San Sebastián', 'san-sebastian', 43.3014, -1.9736, 39500),
  stadium('estadio-ramon-sanchez-pizjuan', 'Estadio Ramón Sánchez-Pizjuán', 'Calle Sevilla Fútbol Club s/n, 41005 Sevilla', 'sevilla', 37.384, -5.9705, 43883),
  stadium('estadio-benito-villamarin', 'Estadio Benito Villamarín', 'Avenida de la Palmera s/n, 41012 Sevilla', 'sevilla', 37.3565, -5.9817, 60721),
  stadium('estadio-de-la-ceramica', 'Estadio de la Cerámica', 'Calle Blasco Ibáñez 2, 12540 Vila-real', 'villarreal', 39.9441, -0.1036, 23500),
  stadium('estadio-de-mestalla', 'Estadio de Mestalla', 'Avenida de Suècia s/n, 46010 València', 'valencia', 39.4747, -0.3583, 49430),
  stadium('estadi-montilivi', 'Estadi Montilivi', 'Avinguda de Montilivi 141, 17003 Girona', 'girona', 41.9617, 2.8283, 14624),
  stadium('estadi-mallorca-son-moix', 'Estadi Mallorca Son Moix', 'Camí dels Reis s/n, 07011 Palma', 'palma', 39.5901, 2.6301, 23142),
  stadium('abanca-balaidos', 'Abanca-Balaídos', 'Avenida de Balaídos s/n, 36210 Vigo', 'vigo', 42.2118, -8.7397, 24870),
  // Germany
  stadium('allianz-arena', 'Allianz Arena', 'Werner-Heisenberg-Allee 25, 80939 München', 'munchen', 48.2188, 11.6247, 75024),
  stadium('signal-iduna-park', 'Signal Iduna Park', 'Strobelallee 50, 44139 Dortmund', 'dortmund', 51.4926, 7.4519, 81365),
  stadium('bayarena', 'BayArena', 'Bismarckstraße 122-124, 51373 Leverkusen', 'leverkusen', 51.0383, 7.0022, 30210),
  stadium('red-bull-arena', 'Red Bull Arena', 'Am Sportforum 3, 04105 Leipzig', 'leipzig', 51.3458, 12.3483, 47069),
  stadium('deutsche-bank-park', 'Deutsche Bank Park', 'Mörfelder Landstraße 362, 60528 Frankfurt am Main', 'frankfurt', 50.0686, 8.6455, 58000),
  stadium('mhparena', 'MHPArena', 'Mercedesstraße 87, 70372 Stuttgart', 'stuttgart', 48.7923, 9.232, 60449),
  stadium('borussia-park', 'Borussia-Park', 'Hennes-Weisweiler-Allee 1, 41179 Mönchengladbach', 'monchengladbach', 51.1746, 6.3855, 54042),
  stadium('rheinenergiestadion', 'RheinEnergieStadion', 'Aachener Straße 999, 50933 Köln', 'koln', 50.9335, 6.875, 50000),
  stadium('volksparkstadion', 'Volksparkstadion', 'Sylvesterallee 7, 22525 Hamburg', 'hamburg', 53.5872, 9.8986, 57000),
  stadium('millerntor-stadion', 'Millerntor-Stadion', 'Harald-Stender-Platz 1, 20359 Hamburg', 'hamburg', 53.5546, 9.9678, 29546),
  stadium('weserstadion', 'Weserstadion', 'Franz-Böhmert-Straße 1C, 28205 Bremen', 'bremen', 53.0665, 8.8376, 42100),
  stadium('stadion-an-der-alten-forsterei', 'Stadion An der Alten Försterei', 'An der Wuhlheide 263, 12555 Berlin', 'berlin', 52.4573, 13.5681, 22012),
  // Italy
  stadium('stadio-giuseppe-meazza', 'Stadio Giuseppe Meazza (San Siro)', 'Piazzale Angelo Moratti, 20151 Milano', 'milano', 45.4781, 9.124, 75817),
  stadium('allianz-stadium', 'Allianz Stadium', 'Corso Gaetano Scirea 50, 10151 Torino', 'torino', 45.1096, 7.6413, 41507),
  stadium('stadio-diego-armando-maradona', 'Stadio Diego Armando Maradona', 'Piazzale Vincenzo Tecchio, 80125 Napoli', 'napoli', 40.828, 14.193, 54726),
  stadium('stadio-olimpico', 'Stadio Olimpico', 'Viale dello Stadio Olimpico, 00135 Roma', 'roma', 41.9341, 12.4547, 70634),
  stadium('gewiss-stadium', 'Gewiss Stadium', 'Viale Giulio Cesare 18, 24124 Bergamo', 'bergamo', 45.7089, 9.6808, 24950),
  stadium('stadio-artemio-franchi', 'Stadio Artemio Franchi', 'Viale Manfredo Fanti 4, 50137 Firenze', 'firenze', 43.7808, 11.2822, 43147),
  stadium('stadio-renato-dallara', "Stadio Renato Dall'Ara", 'Via Andrea Costa 174, 40134 Bologna', 'bologna', 44.4921, 11.3098, 36462),
  stadium('stadio-olimpico-grande-torino', 'Stadio Olimpico Grande Torino', 'Via Filadelfia 96/b, 10134 Torino', 'torino', 45.0418, 7.65, 27958),
  stadium('stadio-luigi-ferraris', 'Stadio Luigi Ferraris', 'Via Giovanni De Prà 1, 16139 Genova', 'genova', 44.4165, 8.9525, 33205),
  stadium('stadio-giuseppe-sinigaglia', 'Stadio Giuseppe Sinigaglia', 'Viale Giuseppe Sinigaglia 2, 22100 Como', 'como', 45.814, 9.0724, 13602),
  // France
  stadium('parc-des-princes', 'Parc des Princes', '24 Rue du Commandant Guilbaud, 75016 Paris', 'paris', 48.8414, 2.253, 47929),
  stadium('orange-velodrome', 'Orange Vélodrome', '3 Boulevard Michelet, 13008 Marseille', 'marseille', 43.2698, 5.3959, 67394),
  stadium('groupama-stadium', 'Groupama Stadium', '10 Avenue Simone Veil, 69150 Décines-Charpieu', 'lyon', 45.7653, 4.9822, 59186),
  stadium('stade-pierre-mauroy', 'Stade Pierre-Mauroy', "261 Boulevard de Tournai, 59650 Villeneuve-d'Ascq", 'lille', 50.6119, 3.1305, 50186),
  stadium('allianz-riviera', 'Allianz Riviera', 'Boulevard des Jardiniers, 06200 Nice', 'nice', 43.7051, 7.1926, 36178),
  stadium('stade-bollaert-delelis', 'Stade Bollaert-Delelis', 'Avenue Alfred Maes, 62300 Lens', 'lens', 50.4328, 2.815, 38223),
  stadium('roazhon-park', 'Roazhon Park', '111 Route de Lorient, 35000 Rennes', 'rennes', 48.1075, -1.7128, 29778),
  stadium('stade-de-la-beaujoire', 'Stade de la Beaujoire', '5 Boulevard de la Beaujoire, 44300 Nantes', 'nantes', 47.2561, -1.5246, 35322),
  // Denmark
  stadium('parken', 'Parken', 'Per Henrik Lings Allé 2, 2100 København Ø', 'kobenhavn', 55.7025, 12.5722, 38065),
  stadium('brondby-stadion', 'Brøndby Stadion', 'Brøndby Stadion 30, 2605 Brøndby', 'kobenhavn', 55.6488, 12.4183, 28000),
  stadium('mch-arena', 'MCH Arena', 'Kaj Zartows Vej 5, 7400 Herning', 'herning', 56.1156, 8.9516, 11432),
  stadium('ceres-park', 'Ceres Park', 'Stadion Allé 70, 8000 Aarhus C', 'aarhus', 56.1322, 10.1968, 19433),
  stadium('right-to-dream-park', 'Right to Dream Park', 'Farum Park 2, 3520 Farum', 'kobenhavn', 55.8168, 12.3588, 10100),
  stadium('cepheus-park-randers', 'Cepheus Park Randers', 'Viborgvej 55, 8920 Randers NV', 'randers', 56.46, 10.0055, 10300),
  stadium('jysk-park', 'JYSK Park', 'Ansvej 108, 8600 Silkeborg', 'silkeborg', 56.1729, 9.5612, 10000),
  stadium('energi-viborg-arena', 'Energi Viborg Arena', 'Ballevej 2, 8800 Viborg', 'viborg', 56.4565, 9.4122, 10000),
  stadium('nature-energy-park', 'Nature Energy Park', 'Sdr. Boulevard 70, 5000 Odense C', 'odense', 55.3886, 10.3665, 15761),
  stadium('sydbank-park', 'Sydbank Park', 'Stadionvej 5, 6100 Haderslev', 'haderslev', 55.2474, 9.4908, 10000),
  stadium('vejle-stadion', 'Vejle Stadion', 'Jørgen Hørups Vej 1, 7100 Vejle', 'vejle', 55.7063, 9.5515, 10418),
  stadium('monjasa-park', 'Monjasa Park', 'Vestre Ringvej 100, 7000 Fredericia', 'fredericia', 55.571, 9.732, 4000),
  // Norway
  stadium('aspmyra-stadion', 'Aspmyra Stadion', 'Plassmyrveien 2, 8006 Bodø', 'bodo', 67.2759, 14.3978, 8270),
  stadium('brann-stadion', 'Brann Stadion', 'Inndalsveien 24, 5063 Bergen', 'bergen', 60.3658, 5.3591, 16750),
  stadium('sr-bank-arena', 'SR-Bank Arena', 'Jåttåvågveien 2, 4020 Stavanger', 'stavanger', 58.921, 5.7333, 15900),
  stadium('lerkendal-stadion', 'Lerkendal Stadion', 'Klæbuveien 125, 7031 Trondheim', 'trondheim', 63.4128, 10.4044, 21405),
  stadium('aker-stadion', 'Aker Stadion', 'Julsundvegen 2, 6412 Molde', 'molde', 62.7339, 7.1448, 11249),
  stadium('intility-arena', 'Intility Arena', 'Innspurten 4, 0663 Oslo', 'oslo', 59.9153, 10.7918, 16555),
  stadium('arasen-stadion', 'Åråsen Stadion', 'Stadionveien 8, 2007 Kjeller', 'lillestrom', 59.9716, 11.041, 12250),
  stadium('romssa-arena', 'Romssa Arena', 'Kirkegårdsvegen 10, 9011 Tromsø', 'tromso', 69.6489, 18.937, 6859),
  stadium('sarpsborg-stadion', 'Sarpsborg Stadion', 'Stadionveien 11, 1710 Sarpsborg', 'sarpsborg', 59.2871, 11.1084, 8022),
  stadium('nye-fredrikstad-stadion', 'Nye Fredrikstad Stadion', 'Stadionveien 3, 1608 Fredrikstad', 'fredrikstad', 59.2133, 10.9443, 12565),
  stadium('release-arena', 'Release Arena', 'Lystlunden 1, 3210 Sandefjord', 'sandefjord', 59.1307, 10.2164, 6582),
  stadium('marienlyst-stadion', 'Marienlyst Stadion', 'Schwartz gate 9, 3043 Drammen', 'drammen', 59.7468, 10.1936, 8935),
  // Sweden
  stadium('eleda-stadion', 'Eleda Stadion', 'Eric Perssons väg 31, 217 62 Malmö', 'malmo', 55.5853, 12.987, 22500),
  stadium('3arena', '3Arena', 'Arenaslingan 14, 121 77 Johanneshov', 'stockholm', 59.2904, 18.0845, 30000),
  stadium('strawberry-arena', 'Strawberry Arena', 'Råsta Strandväg 1, 169 79 Solna', 'stockholm', 59.3725, 18.0, 50000),
  stadium('gamla-ullevi', 'Gamla Ullevi', 'Valhallagatan 3, 412 51 Göteborg', 'goteborg', 57.7061, 11.9801, 18416),
  stadium('bravida-arena', 'Bravida Arena', 'Entreprenadvägen 6, 417 05 Göteborg', 'goteborg', 57.72, 11.9433, 6316),
  stadium('boras-arena', 'Borås Arena', 'Ramnaslätt 1, 504 35 Borås', 'boras', 57.731, 12.9349, 16200),
  stadium('strandvallen', 'Strandvallen', 'Strandvägen 6, 294 76 Hällevik', 'solvesborg', 56.0147, 14.704, 6750),
  stadium('platinumcars-arena', 'PlatinumCars Arena', 'Himmelstalundsvägen 102, 602 28 Norrköping', 'norrkoping', 58.5856, 16.1674, 17234),
  stadium('studenternas-ip', 'Studenternas IP', 'Sjukhusvägen 1, 753 09 Uppsala', 'uppsala', 59.8506, 17.6423, 10000),
  stadium('orjans-vall', 'Örjans Vall', 'Stadiongatan 1, 302 33 Halmstad', 'halmstad', 56.6658, 12.8643, 10873),
  // Formula 1
  circuit('autodromo-nazionale-monza', 'Autodromo Nazionale Monza', 'Via Vedano 5, 20900 Monza', 'milano', 45.6156, 9.2811, 118000),
  circuit('madring', 'Madring', 'IFEMA Madrid, Avenida del Partenón 5, 28042 Madrid', 'madrid', 40.4645, -3.6166, 110000),
  circuit('circuit-de-barcelona-catalunya', 'Circuit de Barcelona-Catalunya', 'Camí Mas Moreneta s/n, 08160 Montmeló', 'barcelona', 41.57, 2.2611, 140000),
  circuit('circuit-zandvoort', 'Circuit Zandvoort', 'Burgemeester van Alphenstraat 108, 2041 KP Zandvoort', 'amsterdam', 52.3888, 4.5409, 105000),
  circuit('hungaroring', 'Hungaroring', 'Hungaroring út 10, 2146 Mogyoród', 'budapest', 47.5789, 19.2486, 70000),
  circuit('red-bull-ring', 'Red Bull Ring', 'Red Bull Ring Straße 1, 8724 Spielberg', 'graz', 47.2197, 14.7647, 105000),
];
