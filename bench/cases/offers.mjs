// Offers and inquiries (the offers issue): saving a customised trip as an offer, as the PDF's download
// does before it draws (POST /api/v1/offers), and the offer request, as the package page's popup sends it
// (POST /api/v1/forms/offer-request: the inquiry stored, the trip saved as an offer, two mails in the
// outbox, one transaction). Each request is a new write with its own Idempotency-Key, 10 visitors at once,
// on the embedded database (one transaction at a time: the worst case for writes).
//
// The PDF itself is drawn in the visitor's browser and costs the server nothing more; its size in the
// package page's first load is the first-load table's package page row (html2canvas and jsPDF load on
// the click).
const headers = { 'accept-language': 'da', 'content-type': 'application/json' };
const CONNECTIONS = 10;
const WRITES = 2_000;

/** An open package with another hotel than its own, as the PDF's browser test customises one. */
async function aTrip(baseUrl) {
  const list = await (await fetch(`${baseUrl}/api/v1/packages?available=true&limit=20&packageType=single`, { headers })).json();
  for (const { slug, isResidualSale } of list.packages) {
    if (isResidualSale) continue;
    const { package: pkg } = await (await fetch(`${baseUrl}/api/v1/packages/${slug}`, { headers })).json();
    const other = pkg.hotels.find((hotel) => !hotel.isDefault);
    if (other) return { packageId: pkg.id, link: `packageId=${pkg.id}&adults=3&hotels=${other.id}` };
  }
  throw new Error('no package with a second hotel to bench offers with');
}

let written = 0;
/** Every request a new write: its own key, as every download and every popup's send has. */
const newKey = (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': `bench-${process.pid}-${Date.now()}-${written++}` } });

const cases = [
  {
    name: 'api offer create',
    path: '/api/v1/offers',
    method: 'POST',
    headers,
    connections: CONNECTIONS,
    maxRequests: WRITES,
    budget: { p95: 150 },
    async prepare({ baseUrl }) {
      const { link } = await aTrip(baseUrl);
      return { body: JSON.stringify({ link }), requests: [{ setupRequest: newKey }] };
    },
  },
  {
    name: 'api offer request form',
    path: '/api/v1/forms/offer-request',
    method: 'POST',
    headers,
    connections: CONNECTIONS,
    maxRequests: WRITES,
    budget: { p95: 250 },
    async prepare({ baseUrl }) {
      const { packageId, link } = await aTrip(baseUrl);
      const body = { name: 'Ida Holm', email: 'ida.holm@example.com', phone: '+4512345678', message: 'Vi er tre, kan I finde fly fra Billund?', packageId, offerLink: link, filledMs: 10_000 };
      return { body: JSON.stringify(body), requests: [{ setupRequest: newKey }] };
    },
  },
];

export default cases;
