import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { FLIGHT_FAULTS_PORT } from '../playwright.config';
import { hydrated } from './hydration';

/** The texts each site shows (messages/*.json, namespaces availability.flights and availability.hotels). */
const SITES = [
  {
    locale: 'da',
    path: 'pakker',
    changeOutward: 'Skift udrejse',
    flightTitle: 'Skift fly',
    area: 'Afrejseområde',
    stops: 'Mellemlandinger',
    oneStop: 'Op til 1 stop',
    search: 'Søg fly',
    // One stop more than the list holds: searched with one already, that is two.
    addStop: /^(Tilføj 1 stop \(mellemlanding\)|Tillad op til 2 stop)$/,
    acceptAirports: 'Jeg accepterer, at udrejse og hjemrejse har forskellige lufthavne herhjemme',
    chooseFlight: 'Vælg fly',
    noDirect: 'Vi har ingen direkte flyvninger fra den valgte lufthavn. Prøv at tilføje 1 stop (mellemlanding), eller skift lufthavn',
    changeHotel: 'Skift hotel',
    hotelTitle: 'Skift hotel',
    sort: 'Sortér efter',
    stars: 'Stjerner',
    included: 'Inkluderet',
    touristTax: /Jeg accepterer at betale turistskat/,
    chooseHotel: 'Vælg hotel',
  },
  {
    locale: 'no',
    path: 'pakker',
    changeOutward: 'Bytt utreise',
    flightTitle: 'Bytt fly',
    area: 'Avreiseområde',
    stops: 'Mellomlandinger',
    oneStop: 'Opptil 1 stopp',
    search: 'Søk fly',
    addStop: /^(Legg til 1 stopp \(mellomlanding\)|Tillat opptil 2 stopp)$/,
    acceptAirports: 'Jeg aksepterer at utreise og hjemreise har ulike flyplasser hjemme',
    chooseFlight: 'Velg fly',
    noDirect: 'Vi har ingen direktefly fra den valgte flyplassen. Prøv å legge til 1 stopp (mellomlanding), eller bytt flyplass',
    changeHotel: 'Bytt hotell',
    hotelTitle: 'Bytt hotell',
    sort: 'Sorter etter',
    stars: 'Stjerner',
    included: 'Inkludert',
    touristTax: /Jeg aksepterer å betale turistskatt/,
    chooseHotel: 'Velg hotell',
  },
  {
    locale: 'sv',
    path: 'resor',
    changeOutward: 'Byt utresa',
    flightTitle: 'Byt flyg',
    area: 'Avreseområde',
    stops: 'Mellanlandningar',
    oneStop: 'Upp till 1 stopp',
    search: 'Sök flyg',
    addStop: /^(Lägg till 1 stopp \(mellanlandning\)|Tillåt upp till 2 stopp)$/,
    acceptAirports: 'Jag godkänner att utresa och hemresa har olika flygplatser hemma',
    chooseFlight: 'Välj flyg',
    noDirect: 'Vi har inga direktflyg från den valda flygplatsen. Prova att lägga till 1 stopp (mellanlandning) eller byt flygplats',
    changeHotel: 'Byt hotell',
    hotelTitle: 'Byt hotell',
    sort: 'Sortera efter',
    stars: 'Stjärnor',
    included: 'Ingår',
    touristTax: /Jag godkänner att betala turistskatt/,
    chooseHotel: 'Välj hotell',
  },
] as const;

type Site = (typeof SITES)[number];

interface Found {
  slug: string;
  hotels: { id: number; star: number }[];
  defaultServices: { flight: { isMutable: boolean } | null; hotels: { isMutable: boolean }[] };
}

/** A bookable package with a changeable flight and hotel and hotels of different stars, as the site sells it (the catalogue is seeded, not fixed). */
async function findPackage(request: APIRequestContext, locale: string, base = ''): Promise<Found> {
  const headers = { 'accept-language': locale };
  const list = await (await request.get(`${base}/api/v1/packages?available=true&limit=100`, { headers })).json();
  for (const { slug } of list.packages as { slug: string }[]) {
    const { package: pkg } = (await (await request.get(`${base}/api/v1/packages/${slug}`, { headers })).json()) as { package: Found };
    const stars = new Set(pkg.hotels.map((hotel) => hotel.star));
    if (pkg.defaultServices.flight?.isMutable && pkg.defaultServices.hotels[0]?.isMutable && stars.size > 1) return pkg;
  }
  throw new Error('no package with a changeable flight and hotels of different stars');
}

const total = (page: Page) => page.getByTestId('total');

/** The sandbox suppliers answer in under a second and the shop gives up on them after 20 s (SUPPLIER_TIMEOUT_MS): room for either, on a slow machine. */
const SUPPLIER_ANSWER = 60_000;

/** The flight change modal as a visitor uses it. */
class FlightModal {
  readonly dialog: Locator;
  constructor(
    private readonly page: Page,
    private readonly site: Site,
  ) {
    this.dialog = page.getByRole('dialog', { name: site.flightTitle });
  }

  async open() {
    // A click before the page has hydrated opens nothing.
    await (await hydrated(this.page.getByRole('button', { name: this.site.changeOutward }))).click();
    await expect(this.dialog).toBeVisible();
  }

  /** Another departure area than the package's, with one stop allowed. */
  async searchFromAnotherAreaWithOneStop() {
    const area = this.dialog.getByLabel(this.site.area);
    await expect(area.locator('option')).not.toHaveCount(0);
    const current = await area.inputValue();
    const other = await area.locator('option').evaluateAll((options, value) => options.map((option) => (option as HTMLOptionElement).value).find((v) => v !== value), current);
    if (!other) throw new Error('the site has one departure area only');
    await area.selectOption(other);
    await this.dialog.getByLabel(this.site.stops).selectOption({ label: this.site.oneStop });
    await this.dialog.getByRole('button', { name: this.site.search }).click();
  }

  radios() {
    return this.dialog.getByRole('radio');
  }
}

test.describe('flight and hotel changes', () => {
  for (const site of SITES) {
    test(`${site.locale}: another outward flight from another area with one stop, then a hotel chosen by stars; the total follows`, async ({ page, request }) => {
      test.slow(); // Two supplier searches, two modals and three new prices.
      const pkg = await findPackage(request, site.locale);
      await page.goto(`/${site.locale}/${site.path}/${pkg.slug}`);
      const start = await total(page).textContent();

      const flights = new FlightModal(page, site);
      await flights.open();
      await flights.searchFromAnotherAreaWithOneStop();
      // Results, or (from a small airport) the offer to add a stop.
      await expect(flights.radios().first().or(flights.dialog.getByRole('button', { name: site.addStop })).first()).toBeVisible({ timeout: SUPPLIER_ANSWER });
      if ((await flights.radios().count()) === 0) {
        await flights.dialog.getByRole('button', { name: site.addStop }).click();
        await expect(flights.radios().first()).toBeVisible({ timeout: SUPPLIER_ANSWER });
      }
      // A flight whose price differs from the included leg's, so the total must move.
      const priced = flights.dialog.locator('label').filter({ has: page.getByRole('radio') }).filter({ hasNotText: /Samme pris|Samma pris/ });
      await priced.first().getByRole('radio').check();
      const accept = flights.dialog.getByLabel(site.acceptAirports);
      if (await accept.isVisible()) await accept.check();
      await flights.dialog.getByRole('button', { name: site.chooseFlight }).click();
      await expect(flights.dialog).toBeHidden();
      await expect(page).toHaveURL(/ofid=/);
      await expect(page).toHaveURL(/stops=[12]/);
      await expect(total(page)).not.toHaveText(start!);
      const afterFlight = await total(page).textContent();

      await page.getByRole('button', { name: site.changeHotel }).click();
      const hotels = page.getByRole('dialog', { name: site.hotelTitle });
      await expect(hotels.getByRole('radio').first()).toBeVisible({ timeout: SUPPLIER_ANSWER });
      await hotels.getByLabel(site.sort).selectOption({ label: site.stars });
      // The hotel with the most stars among those that cost more than the package's own, so the total must move.
      const upgrades = hotels.locator('label').filter({ has: page.getByRole('radio') }).filter({ hasNotText: site.included });
      await upgrades.first().getByRole('radio').check();
      const tax = hotels.getByLabel(site.touristTax);
      if (await tax.isVisible()) await tax.check();
      await hotels.getByRole('button', { name: site.chooseHotel }).click();
      await expect(hotels).toBeHidden();
      await expect(page).toHaveURL(/hotels/);
      await expect(total(page)).not.toHaveText(afterFlight!);
    });

    test(`${site.locale}: a failing flight supplier closes the modal with the no-direct-flights toast`, async ({ page, request }) => {
      const base = `http://localhost:${FLIGHT_FAULTS_PORT}`;
      const pkg = await findPackage(request, site.locale, base);
      await page.goto(`${base}/${site.locale}/${site.path}/${pkg.slug}`);
      const flights = new FlightModal(page, site);
      await flights.open();
      await flights.dialog.getByRole('button', { name: site.search }).click();
      await expect(page.getByText(site.noDirect)).toBeVisible({ timeout: SUPPLIER_ANSWER });
      await expect(flights.dialog).toBeHidden();
    });
  }
});
