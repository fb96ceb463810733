// Search (browsing spec §2 "Search"): the API behind the search box, as many visitors type at once.
// Its budget is for the large catalogue: SEED_SCALE=10 npm run bench -- --only=search
//
// 50 visitors search at once, each request another query (names, prefixes, Danish spellings without
// æøå, typos, aliases), so the answers are mostly not the search cache's. Two ways to load:
// - at an arrival rate of 500 searches a second (50 connections): the latency a visitor sees while
//   the shop is busy; this is what the budget is for;
// - as fast as the server answers (closed loop): the throughput, where latency is queueing
//   (50 waiting requests ÷ the requests a second the process can answer), whatever the endpoint.
const headers = { 'accept-language': 'da' };

const NAMES = [
  'København', 'kobenhavn', 'koebenhavn', 'Brøndby', 'brondby', 'Malmö', 'malmo', 'Rosenborg', 'Bodø/Glimt', 'bodo glimt',
  'Liverpool', 'livrepool', 'Arsenal', 'arsneal', 'Tottenham Hotspur', 'tottenham hotsp', 'spurs', 'man utd', 'Manchester City', 'barca',
  'Barcelona', 'Real Madrid', 'Atlético', 'atletico', 'Bayern München', 'bayern munchen', 'Dortmund', 'dortmnud', 'Juventus', 'Inter',
  'AC Milan', 'Napoli', 'Paris Saint-Germain', 'psg', 'Marseille', 'Ajax', 'Celtic', 'fck', 'Midtjylland', 'Aarhus',
  'Göteborg', 'goteborg', 'Djurgården', 'djurgarden', 'Hammarby', 'AIK', 'Molde', 'Vålerenga', 'valerenga', 'Newcastle',
];
/** Every name whole, its first 3 and 5 letters, and lower-cased: 200 different queries. */
const QUERIES = NAMES.flatMap((name) => [name, name.slice(0, 3), name.slice(0, 5), name.toLowerCase()]);

function everyQuery(path) {
  let next = 0;
  return (request) => ({ ...request, path: `${path}?q=${encodeURIComponent(QUERIES[next++ % QUERIES.length])}` });
}

const search = (name, path, extra) => ({
  name,
  path: `${path}?q=kobenhavn`,
  headers,
  connections: 50,
  requests: [{ setupRequest: everyQuery(path) }],
  ...extra,
});

const cases = [
  search('api search', '/api/v1/search', { rate: 500, budget: { p95: 25 } }),
  search('api search typeahead', '/api/v1/search/typeahead', { rate: 500, budget: { p95: 25 } }),
  search('api search, as fast as answered', '/api/v1/search'),
];

export default cases;
