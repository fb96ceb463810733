// The three country sites' shell: what every page loads first (initial data).
const headers = { 'accept-language': 'sv' };
const cases = [
  { name: 'api cms', path: '/api/v1/cms', headers, budget: { p95: 50 } },
  { name: 'api popular cities', path: '/api/v1/popular-cities', headers, budget: { p95: 50 } },
];

export default cases;
