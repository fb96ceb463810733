// Search (browsing spec §2 "Search"): the API behind the search box, as many visitors type at once.
// Its budget is for the large catalogue: SEED_SCALE=10 npm run bench -- --only=search
//
// - "api search" and "api search typeahead": 50 requests at once, as fast as the server answers, each
//   request the next of 200 queries (names, prefixes, Danish spellings without æøå, typos, aliases).
//   Each query is new to the server the first time it is asked, and then answered from the search
//   cache for a minute, as a busy shop's popular searches are. This is the case the budget is for.
// - "api search, every query new": one visitor at a time, each query one the server has not seen
//   (every prefix, a letter missed, two letters swapped...): the database's own cost per search.
// - "api search, every query new [50c]": other new queries, 50 at once, none cached: the worst case.
//   The embedded database answers one query at a time, so they queue behind each other.
//
// autocannon's `rate` is not used here: it lets each connection send its share of a second's requests
// at once when the second starts, so it measures bursts, not visitors arriving one by one.
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

/** What the server's search cache tells apart: "København " and "københavn" are one query to it. */
const cacheKeyOf = (q) => q.trim().toLocaleLowerCase();

/** Queries the server has not seen: every prefix of 2+ letters, and each word with a letter dropped or two swapped. */
function newQueries() {
  const seen = new Set(QUERIES.map(cacheKeyOf));
  const fresh = [];
  const add = (q) => {
    const key = cacheKeyOf(q);
    if (key.length >= 2 && !seen.has(key)) {
      seen.add(key);
      fresh.push(q);
    }
  };
  for (const name of NAMES) {
    for (let end = 2; end <= name.length; end++) add(name.slice(0, end));
    for (let i = 1; i < name.length - 1; i++) {
      add(name.slice(0, i) + name.slice(i + 1));
      add(name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2));
    }
  }
  return fresh;
}
const NEW_QUERIES = newQueries();
/** Every other new query for one case, the rest for the other: neither asks what the other asked. */
const NEW_ONE_BY_ONE = NEW_QUERIES.filter((_, index) => index % 2 === 0);
const NEW_ALL_AT_ONCE = NEW_QUERIES.filter((_, index) => index % 2 === 1);

function asking(path, queries) {
  let next = 0;
  return (request) => ({ ...request, path: `${path}?q=${encodeURIComponent(queries[next++ % queries.length])}` });
}

const search = (name, path, queries, extra) => ({
  name,
  // The warm-up asks this one; the load asks `queries`.
  path: `${path}?q=kobenhavn`,
  headers,
  requests: [{ setupRequest: asking(path, queries) }],
  ...extra,
});

const cases = [
  search('api search', '/api/v1/search', QUERIES, { connections: 50, budget: { p95: 25 } }),
  search('api search typeahead', '/api/v1/search/typeahead', QUERIES, { connections: 50, budget: { p95: 25 } }),
  // Bounded by the number of new queries, so that none is asked twice.
  search('api search, every query new', '/api/v1/search', NEW_ONE_BY_ONE, { connections: 1, maxRequests: NEW_ONE_BY_ONE.length }),
  search('api search, every query new, 50 at once', '/api/v1/search', NEW_ALL_AT_ONCE, {
    connections: 50,
    maxRequests: NEW_ALL_AT_ONCE.length,
  }),
];

export default cases;
