// Search (browsing spec §2 "Search"): the API behind the search box, as many visitors type at once.
// Its budget is for the large catalogue: SEED_SCALE=10 npm run bench -- --only=search
const headers = { 'accept-language': 'da' };
const cases = [
  { name: 'api search', path: '/api/v1/search?q=kobenhavn', headers, connections: 50, budget: { p95: 25 } },
  { name: 'api search typo', path: '/api/v1/search?q=livrepool', headers, connections: 50, budget: { p95: 25 } },
  { name: 'api search typeahead', path: '/api/v1/search/typeahead?q=man', headers, connections: 50, budget: { p95: 25 } },
];

export default cases;
