// The storefront's first pages and the catalogue API.
// `kind: 'page'` also puts the route in the first-load table and loads a static file of its HTML
// beside it (the ratio: a page should keep half a plain file's throughput, the speed issue).
const cases = [
  { name: 'home da', path: '/da', kind: 'page', budget: { p95: 250, ratio: 0.5 } },
  { name: 'home no', path: '/no', kind: 'page', budget: { p95: 250, ratio: 0.5 } },
  { name: 'home sv', path: '/sv', kind: 'page', budget: { p95: 250, ratio: 0.5 } },
  { name: 'api clubs', path: '/api/v1/clubs', headers: { 'accept-language': 'da' }, budget: { p95: 50 } },
  { name: 'api clubs popular', path: '/api/v1/clubs?isPopular=true', headers: { 'accept-language': 'da' }, budget: { p95: 50 } },
  { name: 'api tournaments', path: '/api/v1/tournaments', headers: { 'accept-language': 'da' }, budget: { p95: 50 } },
  { name: 'api sport categories', path: '/api/v1/sport-categories', headers: { 'accept-language': 'da' }, budget: { p95: 50 } },
];

export default cases;
