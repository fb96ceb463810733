// Catalogue browsing: the packages list page and the API behind it. A filtered list renders
// more per request than the plain one, so its ratio budget (speed issue) is lower.
const headers = { 'accept-language': 'da' };
const cases = [
  { name: 'packages list da', path: '/da/pakker', kind: 'page', budget: { p95: 250, ratio: 0.5 } },
  { name: 'packages list sv filtered', path: '/sv/resor?tournaments=premier-league', kind: 'page', budget: { p95: 250, ratio: 0.2 } },
  { name: 'api packages', path: '/api/v1/packages?available=true&limit=20', headers, budget: { p95: 50 } },
  { name: 'api packages full', path: '/api/v1/packages?limit=20', headers: { ...headers, 'Accept-Representations': 'full' }, budget: { p95: 100 } },
  { name: 'info page da', path: '/da/info/om-os', kind: 'page', budget: { p95: 250, ratio: 0.5 } },
];

export default cases;
