import { expect, test, type Locator, type Page } from './fixtures';
import type { MinimalPackage } from '@/lib/api/contract/packages';
import { listedPrices } from '@/lib/package/arrival-prices';
import { packageVariants } from '@/lib/packages/variants';
import { expectNoSeriousAxeViolations } from './accessibility';
import { hydrated } from './hydration';

/** What each site calls the parts of the packages list this spec uses. */
const SITES = [
  {
    path: '/da/pakker',
    panel: 'Filtrér rejser',
    openFilters: /^Filtre( \(\d+\))?$/,
    showResults: /^(Vis \d+ rejser?|Ingen rejser)$/,
    count: /^(\d+) rejser?$/,
    tournaments: 'Turneringer',
    packageType: 'Pakketype',
    single: 'Enkeltkampe',
    allTypes: 'Alle rejser',
    activeFilters: 'Aktive filtre',
    tournamentChip: 'Fjern filteret Turnering: Premier League',
    typeChip: 'Fjern filteret Pakketype: Enkeltkampe',
    removeAll: 'Fjern alle filtre',
    showMore: 'Vis flere rejser',
  },
  {
    path: '/no/pakker',
    panel: 'Filtrer reiser',
    openFilters: /^Filtre( \(\d+\))?$/,
    showResults: /^(Vis \d+ reiser?|Ingen reiser)$/,
    count: /^(\d+) reiser?$/,
    tournaments: 'Turneringer',
    packageType: 'Pakketype',
    single: 'Enkeltkamper',
    allTypes: 'Alle reiser',
    activeFilters: 'Aktive filtre',
    tournamentChip: 'Fjern filteret Turnering: Premier League',
    typeChip: 'Fjern filteret Pakketype: Enkeltkamper',
    removeAll: 'Fjern alle filtre',
    showMore: 'Vis flere reiser',
  },
  {
    path: '/sv/resor',
    panel: 'Filtrera resor',
    openFilters: /^Filter( \(\d+\))?$/,
    showResults: /^(Visa \d+ res(a|or)|Inga resor)$/,
    count: /^(\d+) res(a|or)$/,
    tournaments: 'Turneringar',
    packageType: 'Pakettyp',
    single: 'Enskilda matcher',
    allTypes: 'Alla resor',
    activeFilters: 'Aktiva filter',
    tournamentChip: 'Ta bort filtret Turnering: Premier League',
    typeChip: 'Ta bort filtret Pakettyp: Enskilda matcher',
    removeAll: 'Ta bort alla filter',
    showMore: 'Visa fler resor',
  },
] as const;

type Site = (typeof SITES)[number];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The packages list: its filter panel is a sidebar on desktop and a drawer
 * behind the "Filters (n)" button below 768 px; the same steps work on both.
 */
class PackagesList {
  constructor(
    readonly page: Page,
    readonly site: Site,
  ) {}

  cards(): Locator {
    return this.page.getByRole('main').getByRole('article');
  }

  chips(): Locator {
    return this.page.getByRole('navigation', { name: this.site.activeFilters });
  }

  async total(): Promise<number> {
    const text = await this.page.getByText(this.site.count).textContent();
    return Number(this.site.count.exec(text ?? '')?.[1]);
  }

  /** The panel's controls, opening the drawer first on a phone. */
  async filters(): Promise<Locator> {
    const drawer = this.page.getByRole('dialog', { name: this.site.panel });
    if (await drawer.isVisible()) return drawer;
    const open = this.page.getByRole('button', { name: this.site.openFilters });
    if (!(await open.isVisible())) return this.page.getByRole('region', { name: this.site.panel });
    // A tap before the page has hydrated does nothing.
    await (await hydrated(open)).click();
    await expect(drawer).toBeVisible();
    return drawer;
  }

  /** Back to the list: closes the drawer, if there is one. */
  async closeFilters(): Promise<void> {
    const drawer = this.page.getByRole('dialog', { name: this.site.panel });
    if (!(await drawer.isVisible())) return;
    await drawer.getByRole('button', { name: this.site.showResults }).click();
    await expect(drawer).toBeHidden();
  }

  /** Picks one option of a multi-select; leaving the field closes its list. */
  async choose(field: string, name: string): Promise<void> {
    const filters = await this.filters();
    const input = filters.getByRole('combobox', { name: field });
    await (await hydrated(input)).fill(name.slice(0, 4));
    await filters.getByRole('option', { name }).click();
    await input.press('Tab');
  }
}

test.describe('packages list filter panel', () => {
  for (const site of SITES) {
    test(`${site.path}: filter in the panel, and the server renders the filtered list with its chips`, async ({ page }) => {
      test.slow(); // Three lists rendered on the server, and on a phone the drawer opened and closed.
      const list = new PackagesList(page, site);
      const path = escape(site.path);
      await page.goto(site.path);
      await expect(list.cards()).toHaveCount(20);
      const everything = await list.total();

      await list.choose(site.tournaments, 'Premier League');
      await expect(page).toHaveURL(new RegExp(`${path}\\?tournaments=premier-league$`));
      const filters = await list.filters();
      await filters.getByRole('group', { name: site.packageType }).getByRole('radio', { name: site.single }).check();
      await expect(page).toHaveURL(new RegExp(`${path}\\?tournaments=premier-league&packageType=single$`));
      await expect(filters.getByRole('radio', { name: site.single })).toBeChecked();
      await expectNoSeriousAxeViolations(page);
      await list.closeFilters();

      // The server rendered the filtered first page.
      await expect(list.chips().getByRole('link', { name: site.tournamentChip })).toBeVisible();
      await expect(list.chips().getByRole('link', { name: site.typeChip })).toBeVisible();
      const filtered = await list.total();
      expect(filtered).toBeGreaterThan(20);
      expect(filtered).toBeLessThan(everything);
      await expect(list.cards()).toHaveCount(20);
    });

    test(`${site.path}: show more on a filtered list, then remove one filter and then all`, async ({ page }) => {
      test.slow(); // Five lists rendered on the server, and on a phone the drawer opened and closed.
      const list = new PackagesList(page, site);
      const path = escape(site.path);
      await page.goto(site.path);
      await expect(list.cards()).toHaveCount(20);
      const everything = await list.total();
      // The list the panel made in the test above, by its link.
      await page.goto(`${site.path}?tournaments=premier-league&packageType=single`);
      await expect(list.chips().getByRole('link', { name: site.typeChip })).toBeVisible();
      const filtered = await list.total();

      // "Show more" appends the next page.
      await expect(list.cards()).toHaveCount(20);
      await (await hydrated(page.getByRole('button', { name: site.showMore }))).click();
      await expect(list.cards()).toHaveCount(Math.min(filtered, 40));

      // Removing a filter is a new list from its first page.
      await list.chips().getByRole('link', { name: site.typeChip }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?tournaments=premier-league$`));
      await expect(list.cards()).toHaveCount(20);
      await expect.poll(() => list.total()).toBeGreaterThan(filtered);
      const again = await list.filters();
      await expect(again.getByRole('radio', { name: site.allTypes })).toBeChecked();
      await list.closeFilters();

      await list.chips().getByRole('link', { name: site.removeAll }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(list.chips()).toHaveCount(0);
      await expect.poll(() => list.total()).toBe(everything);
    });
  }

  test('a filtered list is a link: opening it shows the same filters in the panel', async ({ page, isMobile }) => {
    const list = new PackagesList(page, SITES[2]);
    await page.goto('/sv/resor?clubs=malmo-ff&isHome=true&christmas=true&sortBy=-price');
    await expect(list.chips().getByRole('link', { name: 'Ta bort filtret Klubb: Malmö FF' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sortera efter' })).toHaveValue('-price');
    // On a phone the button counts the active filters; on desktop the sidebar shows them.
    await expect(page.getByRole('button', { name: 'Filter (3)' })).toHaveCount(isMobile ? 1 : 0);
    const filters = await list.filters();
    await expect(filters.getByRole('button', { name: 'Ta bort Malmö FF' })).toBeVisible();
    await expect(filters.getByRole('radio', { name: 'Hemmamatcher' })).toBeChecked();
    await expect(filters.getByRole('checkbox', { name: 'Julerbjudanden' })).toBeChecked();
    await expectNoSeriousAxeViolations(page);
  });

  test('sorting by price orders the list by price, both ways', async ({ page, request }) => {
    test.slow(); // Three lists rendered on the server, each compared with the API's.
    const list = new PackagesList(page, SITES[0]);
    await page.goto('/da/pakker');
    // A sort chosen before the page has hydrated is never heard.
    const sort = await hydrated(page.getByRole('combobox', { name: 'Sortér efter' }));

    /** The list shows the API's order for the same sort, and the API orders by the cheapest trip a card offers. */
    const expectOrder = async (sortBy: 'price' | '-price') => {
      const response = await request.get(`/api/v1/packages?available=true&limit=20&sortBy=${sortBy}`, { headers: { 'accept-language': 'da' } });
      const { packages } = (await response.json()) as { packages: MinimalPackage[] };
      const prices = packages.map((pkg) => Math.min(...packageVariants({ ...pkg, fromPrices: listedPrices(pkg.prices) }).flatMap((option) => option.price ?? [])));
      expect(prices).toEqual([...prices].sort((a, b) => (sortBy === 'price' ? a - b : b - a)));
      await expect(list.cards().getByRole('heading')).toHaveText(packages.map((pkg) => pkg.title));
      return prices;
    };

    await sort.selectOption({ label: 'Pris, lavest først' });
    await expect(page).toHaveURL(/\/da\/pakker\?sortBy=price$/);
    const ascending = await expectOrder('price');

    await sort.selectOption({ label: 'Pris, højest først' });
    await expect(page).toHaveURL(/\/da\/pakker\?sortBy=-price$/);
    const descending = await expectOrder('-price');
    expect(descending[0]).toBeGreaterThan(ascending[0]!);

    await sort.selectOption({ label: 'Dato' });
    await expect(page).toHaveURL(/\/da\/pakker$/);
  });

  test('a club, its home matches and a travel period from the panel', async ({ page }) => {
    const list = new PackagesList(page, SITES[1]);
    await page.goto('/no/pakker');
    let filters = await list.filters();
    const homeAway = filters.getByRole('group', { name: 'Hjemme eller borte' });
    await expect(homeAway.getByRole('radio', { name: 'Hjemmekamper' })).toBeDisabled();

    await list.choose('Klubber', 'FK Bodø/Glimt');
    await expect(page).toHaveURL(/\/no\/pakker\?clubs=fk-bodo-glimt$/);
    await homeAway.getByRole('radio', { name: 'Hjemmekamper' }).check();
    await expect(page).toHaveURL(/\/no\/pakker\?clubs=fk-bodo-glimt&isHome=true$/);

    // A date applies when its field is left; a period that ends before it starts is refused, with the reason.
    await filters.getByLabel('Fra dato').fill('2030-03-10');
    await filters.getByLabel('Til dato').fill('2030-03-01');
    await expect(page).toHaveURL(/\/no\/pakker\?clubs=fk-bodo-glimt&isHome=true&dateFrom=2030-03-10$/);
    await filters.getByLabel('Til dato').press('Enter');
    await expect(filters.getByRole('alert')).toHaveText('Til-datoen kan ikke være før fra-datoen.');
    await expect(page).toHaveURL(/\/no\/pakker\?clubs=fk-bodo-glimt&isHome=true&dateFrom=2030-03-10$/);

    await filters.getByLabel('Til dato').fill('2030-03-31');
    await filters.getByLabel('Til dato').press('Enter');
    await expect(page).toHaveURL(/\/no\/pakker\?clubs=fk-bodo-glimt&isHome=true&dateFrom=2030-03-10&dateTo=2030-03-31$/);
    await list.closeFilters();
    await expect(list.chips().getByRole('link', { name: /^Fjern filteret Fra 10\. mars 2030/ })).toBeVisible();

    // Without the club, home or away means nothing: it goes with it.
    await list.chips().getByRole('link', { name: 'Fjern filteret Klubb: FK Bodø/Glimt' }).click();
    await expect(page).toHaveURL(/\/no\/pakker\?dateFrom=2030-03-10&dateTo=2030-03-31$/);
    filters = await list.filters();
    await expect(filters.getByRole('group', { name: 'Hjemme eller borte' }).getByRole('radio', { name: 'Alle kamper' })).toBeChecked();
    await expect(filters.getByRole('group', { name: 'Hjemme eller borte' }).getByRole('radio', { name: 'Alle kamper' })).toBeDisabled();
  });
});
