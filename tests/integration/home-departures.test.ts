import { beforeAll, describe, expect, it, vi } from 'vitest';
import { REPRESENTATION_HEADER } from '@/lib/api/contract/constants';
import { airportsResponse, departureAirportGroupsResponse, type DepartureAirportGroup } from '@/lib/api/contract/geography';
import { fullPackagesResponse, packageResponse, type FullPackage } from '@/lib/api/contract/packages';
import { transitRoutesResponse } from '@/lib/api/contract/availability';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { SITES } from '@/lib/site/sites';
import { callApi } from '../support/api';
import { TEST_TODAY, withTestDatabase } from '../support/database';

/**
 * Each site sells its own country's trip, as its visitors read it through the
 * API (`accept-language` chooses the site): every package with a flight
 * leaves from the site's home departure area (browsing spec §3: Denmark
 * København, Norway Oslo/Sandefjord, Sweden the Stockholm area) and comes
 * back there, its text names that city, and a bus leaves from the site's own
 * country.
 */

withTestDatabase();

beforeAll(() => {
  vi.stubEnv('SHOP_NOW', TEST_TODAY);
  return () => vi.unstubAllEnvs();
});

/** Every package the site lists, with its default services. */
async function everyPackage(locale: Locale): Promise<FullPackage[]> {
  const found: FullPackage[] = [];
  for (let offset = 0; ; offset += 100) {
    const { status, body } = await callApi(`packages?limit=100&offset=${offset}`, { locale, headers: { [REPRESENTATION_HEADER]: 'full' } });
    expect(status).toBe(200);
    const page = fullPackagesResponse.parse(body);
    found.push(...page.packages);
    if (found.length >= page.totalResults || page.packages.length === 0) return found;
  }
}

/** The site's home area as its flight modal offers it, and the name of the home airport's city in the site's language. */
async function homeOf(locale: Locale): Promise<{ group: DepartureAirportGroup; city: string }> {
  const groups = departureAirportGroupsResponse.parse((await callApi('departure-airport-groups', { locale })).body).departureAirportGroups;
  const group = groups.find((candidate) => candidate.slug === SITES[locale].homeDeparture.group)!;
  const [airport] = airportsResponse.parse((await callApi(`airports?codes=${SITES[locale].homeDeparture.airport}`, { locale })).body).airports;
  return { group, city: airport!.city.name };
}

describe('the home departure area of each site', () => {
  it('is the first area its flight modal offers', async () => {
    const expected: Record<Locale, string[]> = { da: ['CPH'], no: ['OSL', 'TRF'], sv: ['ARN', 'BMA', 'NYO'] };
    for (const locale of LOCALES) {
      const groups = departureAirportGroupsResponse.parse((await callApi('departure-airport-groups', { locale })).body).departureAirportGroups;
      expect(groups[0]!.slug, locale).toBe(SITES[locale].homeDeparture.group);
      expect(groups[0]!.airportCodes, locale).toEqual(expected[locale]);
      expect((await homeOf(locale)).city, locale).toBe({ da: 'København', no: 'Oslo', sv: 'Stockholm' }[locale]);
    }
  });
});

describe.each(LOCALES)('%s: every package starts from the site’s home', (locale) => {
  let packages: FullPackage[];
  let home: Awaited<ReturnType<typeof homeOf>>;
  beforeAll(async () => {
    [packages, home] = await Promise.all([everyPackage(locale), homeOf(locale)]);
  });

  it('flies out from the home area and back to it, and says so in the text', async () => {
    const flying = packages.filter((pkg) => pkg.defaultServices.flight);
    expect(flying.length).toBeGreaterThan(100);
    for (const pkg of flying) {
      const flight = pkg.defaultServices.flight!;
      expect(home.group.airportCodes, `${pkg.slug} leaves from ${flight.originAirport}`).toContain(flight.originAirport);
      expect(home.group.airportCodes, `${pkg.slug} returns to ${flight.returnDestinationAirport}`).toContain(flight.returnDestinationAirport);
      expect(pkg.isFlightLess).toBe(false);
      expect(pkg.description, pkg.slug).toContain(home.city);
    }
  });

  it('answers the same flight for the package by id, as the package page reads it', async () => {
    for (const listed of packages.filter((pkg) => pkg.defaultServices.flight).slice(0, 5)) {
      const { status, body } = await callApi(`packages/${listed.id}`, { locale });
      expect(status).toBe(200);
      const { package: detail } = packageResponse.parse(body);
      expect(detail.defaultServices.flight).toEqual(listed.defaultServices.flight);
      expect(detail.prices).toEqual(listed.prices);
      expect(detail.description).toBe(listed.description);
    }
  });

  it('offers a bus only from the site’s own country', async () => {
    const withBus = packages.filter((pkg) => !pkg.isTransitLess);
    expect(withBus.length).toBeGreaterThan(0);
    for (const pkg of withBus) {
      const { status, body } = await callApi(`packages/${pkg.slug}`, { locale });
      expect(status).toBe(200);
      const detail = packageResponse.parse(body).package;
      const [route] = detail.transitRoutes;
      expect(route, pkg.slug).toBeDefined();
      const routes = transitRoutesResponse.parse((await callApi(`transit?packageId=${pkg.id}`, { locale })).body).transitRoutes;
      expect(routes.map((r) => r.id), pkg.slug).toContain(route!.id);
      expect(detail.description, pkg.slug).toContain(route!.originCity.name);
    }
  });
});

describe('one package on the three sites', () => {
  it('leaves from each site’s own home', async () => {
    const [da, no, sv] = await Promise.all(LOCALES.map((locale) => everyPackage(locale)));
    const byId = (list: FullPackage[]) => new Map(list.map((pkg) => [pkg.id, pkg]));
    const [noById, svById] = [byId(no!), byId(sv!)];
    const everywhere = da!.filter((pkg) => pkg.defaultServices.flight && noById.get(pkg.id)?.defaultServices.flight && svById.get(pkg.id)?.defaultServices.flight);
    expect(everywhere.length).toBeGreaterThan(100);
    for (const pkg of everywhere) {
      expect([pkg, noById.get(pkg.id)!, svById.get(pkg.id)!].map((site) => site.defaultServices.flight!.originAirport)).toEqual(['CPH', 'OSL', 'ARN']);
    }
  });
});
