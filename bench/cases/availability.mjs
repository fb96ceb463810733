// Availability: live flight and hotel searches through the sandbox suppliers at their default
// latency (SUPPLIER_LATENCY_MS unset: 150-450 ms a call), 20 visitors searching at once.
//
// Every request is a different search (passengers, stops, departure area, rooms), so the
// search cache (server/modules/availability/search-cache.ts) does not answer them: the
// numbers are a supplier call plus our own work. The searches are POSTs: a case gives
// `method`, `body` (the warm-up's search) and autocannon's own `requests` with a
// `setupRequest` that writes the next search into each request.
//
// Package 180 lies about half a year ahead in the seeded catalogue: never a residual sale
// (those leave within 150 days) and never over, whatever day the bench seeds for.
const PACKAGE = 180;
const headers = { 'accept-language': 'da', 'content-type': 'application/json' };
const path = (service) => `/api/v1/packages/${PACKAGE}/service-availability/${service}`;

/** Departure areas of the three sites (browsing spec §3). */
const AREAS = [
  { country: 'DK', cities: ['CPH'] },
  { country: 'DK', cities: ['AAR', 'AAL', 'BLL'] },
  { country: 'DK', cities: ['HAM'] },
  { country: 'NO', cities: ['OSL', 'TRF'] },
  { country: 'NO', cities: ['BGO', 'SVG'] },
  { country: 'NO', cities: ['TRD'] },
  { country: 'SE', cities: ['ARN', 'BMA', 'NYO'] },
  { country: 'SE', cities: ['GOT'] },
  { country: 'SE', cities: ['MMX'] },
];

/** The n-th of 9 areas × 6 party sizes × 3 stop limits × 2 modes = 324 different flight searches. */
function flightSearch(n) {
  const area = AREAS[n % AREAS.length];
  const party = Math.floor(n / AREAS.length) % 6;
  return JSON.stringify({
    ...area,
    adults: 1 + (party % 4),
    children: party >= 4 ? party - 3 : 0,
    maxChanges: Math.floor(n / (AREAS.length * 6)) % 3,
    isMinimalSearchMode: Math.floor(n / (AREAS.length * 18)) % 2 === 1,
  });
}

/** The n-th of 3 × 17 × 4 = 204 different room lists. */
function hotelSearch(n) {
  const adults = 1 + (n % 3);
  const child = Math.floor(n / 3) % 17; // 16 ages, or no child
  const second = Math.floor(n / 51) % 4; // no second room, or one for 1-3 adults
  const rooms = [{ adults, children: child === 16 ? [] : [child] }];
  if (second > 0) rooms.push({ adults: second, children: [] });
  return JSON.stringify({ rooms });
}

/** autocannon's request hook: each request carries the next search. */
function everySearch(searchFor) {
  let next = 0;
  return (request) => ({ ...request, body: searchFor(next++) });
}

const searchCase = (name, service, searchFor) => ({
  name,
  path: path(service),
  method: 'POST',
  headers,
  body: searchFor(0),
  requests: [{ setupRequest: everySearch(searchFor) }],
  connections: 20,
  // A supplier call is 300 ms on average and 450 ms at most: the rest is ours.
  budget: { p95: 700 },
});

const cases = [
  searchCase('api outward flights search', 'outward-flights', flightSearch),
  searchCase('api return flights search', 'return-flights', flightSearch),
  searchCase('api hotels search', 'hotels', hotelSearch),
  { name: 'api transit routes', path: '/api/v1/transit', headers: { 'accept-language': 'sv' }, budget: { p95: 50 } },
];

export default cases;
