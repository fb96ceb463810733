// The package page and the pages around it: server render under load and first-load JS
// (budget of the package-page issue: ≤ 250 kB gzip first-load JS).
const cases = [
  { name: 'package page da', path: '/da/pakker/{packageSlug}', kind: 'page', budget: { p95: 250, ratio: 0.5 } },
  { name: 'package page sv premium', path: '/sv/resor/{packageSlug}?type=premium', kind: 'page', budget: { p95: 250 } },
  { name: 'club page da', path: '/da/fodboldrejser/{clubSlug}', kind: 'page', budget: { p95: 250, ratio: 0.5 } },
  { name: 'api package detail', path: '/api/v1/packages/{packageSlug}', headers: { 'accept-language': 'da' }, budget: { p95: 50 } },
];

export default cases;
