import { and, count, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cities, countries, packages } from '@/server/db/schema';
import { onSale } from '@/server/modules/packages/on-sale';
import { callApi } from '../support/api';
import { TEST_TODAY, withTestDatabase } from '../support/database';

const test = withTestDatabase();

// Availability is relative to today: every run sees the seed's today.
beforeAll(() => {
  vi.stubEnv('SHOP_NOW', TEST_TODAY);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

type CityBody = {
  id: number;
  slug: string;
  name: string;
  nameEn: string;
  country: { code: string; name: string };
  location: { latitude: number; longitude: number };
  isPopular: boolean;
};
type CountryBody = { id: number; code: string; name: string; nameEn: string };

const collator = (locale: string) => new Intl.Collator(locale, { sensitivity: 'base' });
const isSortedByName = (items: { name: string }[], locale: string) =>
  items.every((item, index) => index === 0 || collator(locale).compare(items[index - 1]!.name, item.name) <= 0);

/** Bookable packages per destination city (on sale, not sold out, not started), straight from the database. */
async function bookablePackagesPerCity(day: string) {
  const rows = await test.db
    .select({ cityId: packages.destinationCityId, packageCount: count() })
    .from(packages)
    .where(and(eq(packages.isSoldOut, false), gte(packages.startDate, day), onSale(test.db)))
    .groupBy(packages.destinationCityId);
  return new Map(rows.map((row) => [row.cityId, Number(row.packageCount)]));
}

describe('GET /api/v1/cities', () => {
  it('answers { cities, totalResults } with each city in the exact contract shape', async () => {
    const [{ value: total } = { value: 0 }] = await test.db.select({ value: count() }).from(cities);
    const { status, body } = await callApi('cities?limit=500');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['cities', 'totalResults']);
    expect(body.totalResults).toBe(total);
    expect(body.cities).toHaveLength(total);
    const copenhagen = body.cities.find((city: CityBody) => city.slug === 'kobenhavn');
    expect(copenhagen).toEqual({
      id: expect.any(Number),
      slug: 'kobenhavn',
      name: 'København',
      nameEn: 'Copenhagen',
      country: { code: 'DK', name: 'Danmark' },
      location: { latitude: 55.6761, longitude: 12.5683 },
      isPopular: true,
    });
  });

  it('names cities and countries in the visitor language and sorts by that alphabet', async () => {
    const da = await callApi('cities?limit=500', { locale: 'da' });
    const sv = await callApi('cities?limit=500', { locale: 'sv' });
    const bySlug = (body: { cities: CityBody[] }, slug: string) => body.cities.find((city) => city.slug === slug);
    expect(bySlug(sv.body, 'kobenhavn')).toMatchObject({ name: 'Köpenhamn', nameEn: 'Copenhagen' });
    expect(bySlug(da.body, 'hamburg')?.name).toBe('Hamborg');
    expect(bySlug(sv.body, 'hamburg')?.name).toBe('Hamburg');
    expect(bySlug(da.body, 'amsterdam')?.country).toEqual({ code: 'NL', name: 'Holland' });
    expect(bySlug(sv.body, 'amsterdam')?.country).toEqual({ code: 'NL', name: 'Nederländerna' });
    expect(isSortedByName(da.body.cities, 'da')).toBe(true);
    expect(isSortedByName(sv.body.cities, 'sv')).toBe(true);
  });

  it('lists 99 cities by default and pages with limit and offset', async () => {
    const all = await callApi('cities?limit=500');
    const first = await callApi('cities');
    expect(first.body.cities).toHaveLength(Math.min(99, all.body.totalResults));
    const page = await callApi('cities?limit=5&offset=10');
    expect(page.body.cities).toEqual(all.body.cities.slice(10, 15));
    expect(page.body.totalResults).toBe(all.body.totalResults);
  });

  it('filters by a comma list of country codes, in either case', async () => {
    const rows = await test.db
      .select({ slug: cities.slug })
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(eq(countries.code, 'DK'));
    const { body: dk } = await callApi('cities?countries=dk&limit=500');
    expect(dk.cities.map((city: CityBody) => city.slug).sort()).toEqual(rows.map((row) => row.slug).sort());
    const { body: nordic } = await callApi('cities?countries=DK,SE&limit=500');
    expect(new Set(nordic.cities.map((city: CityBody) => city.country.code))).toEqual(new Set(['DK', 'SE']));
    expect(nordic.totalResults).toBeGreaterThan(dk.totalResults);
  });

  it('is also served as event/events/cities', async () => {
    const [a, b] = await Promise.all([callApi('cities?countries=GB'), callApi('event/events/cities?countries=GB')]);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
  });

  it('answers 400 with field messages for a bad limit, offset or country', async () => {
    const { status, body } = await callApi('cities?limit=0&offset=-1&countries=DK,GBR');
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'The request has invalid fields',
      code: 'invalid_request',
      errors: {
        limit: ['must be at least 1'],
        offset: ['must be a whole number'],
        'countries.1': ['must be a two-letter country code'],
      },
    });
    expect((await callApi('cities?limit=501')).body.errors).toEqual({ limit: ['must be at most 500'] });
  });
});

describe('GET /api/v1/popular-cities', () => {
  it('lists only the popular cities, by name', async () => {
    const [{ value: popular } = { value: 0 }] = await test.db
      .select({ value: count() })
      .from(cities)
      .where(eq(cities.isPopular, true));
    const { status, body } = await callApi('popular-cities', { locale: 'sv' });
    expect(status).toBe(200);
    expect(body.totalResults).toBe(popular);
    expect(body.cities).toHaveLength(popular);
    expect(body.cities.every((city: CityBody) => city.isPopular)).toBe(true);
    expect(isSortedByName(body.cities, 'sv')).toBe(true);
    expect(body.cities.map((city: CityBody) => city.name)).toContain('Köpenhamn');
  });

  it('limits the list', async () => {
    const { body } = await callApi('popular-cities?limit=3');
    expect(body.cities).toHaveLength(3);
    expect(body.totalResults).toBeGreaterThan(3);
  });

  it('answers 400 for a limit over 99', async () => {
    const { status, body } = await callApi('popular-cities?limit=100');
    expect(status).toBe(400);
    expect(body.errors).toEqual({ limit: ['must be at most 99'] });
  });
});

describe('GET /api/v1/available-cities', () => {
  it('lists the destinations of bookable packages, most packages first, then by name', async () => {
    const perCity = await bookablePackagesPerCity(TEST_TODAY);
    expect(perCity.size).toBeGreaterThan(0);
    const { status, body } = await callApi('available-cities?limit=99');
    expect(status).toBe(200);
    expect(body.totalResults).toBe(perCity.size);
    expect(body.cities).toHaveLength(Math.min(99, perCity.size));
    const counts = body.cities.map((city: CityBody) => perCity.get(city.id));
    expect(counts.every((n: number | undefined) => n !== undefined && n > 0)).toBe(true);
    body.cities.forEach((city: CityBody, index: number) => {
      if (index === 0) return;
      const previous = body.cities[index - 1] as CityBody;
      const [a, b] = [perCity.get(previous.id) ?? 0, perCity.get(city.id) ?? 0];
      expect(a > b || (a === b && collator('da').compare(previous.name, city.name) <= 0)).toBe(true);
    });
    expect(body.cities[0]).toEqual({
      id: expect.any(Number),
      slug: expect.any(String),
      name: expect.any(String),
      nameEn: expect.any(String),
      country: { code: expect.any(String), name: expect.any(String) },
      location: { latitude: expect.any(Number), longitude: expect.any(Number) },
      isPopular: expect.any(Boolean),
    });
  });

  it('lists 20 by default', async () => {
    const { body } = await callApi('available-cities');
    expect(body.cities).toHaveLength(Math.min(20, body.totalResults));
  });

  it('leaves out sold-out packages and those that started before today', async () => {
    const later = '2026-09-01';
    const perCity = await bookablePackagesPerCity(later);
    vi.stubEnv('SHOP_NOW', later);
    try {
      const { body } = await callApi('available-cities?limit=99');
      expect(body.totalResults).toBe(perCity.size);
      expect(new Set(body.cities.map((city: CityBody) => city.id))).toEqual(new Set(perCity.keys()));
      vi.stubEnv('SHOP_NOW', '2040-01-01');
      const { body: none } = await callApi('available-cities?limit=99');
      expect(none).toEqual({ cities: [], totalResults: 0 });
    } finally {
      vi.stubEnv('SHOP_NOW', TEST_TODAY);
    }
  });

  it('answers 400 for a limit over 99', async () => {
    const { status, body } = await callApi('available-cities?limit=100');
    expect(status).toBe(400);
    expect(body.errors).toEqual({ limit: ['must be at most 99'] });
  });
});

describe('GET /api/v1/countries', () => {
  it('answers every country as { id, code, name, nameEn }, by name', async () => {
    const [{ value: total } = { value: 0 }] = await test.db.select({ value: count() }).from(countries);
    const { status, body } = await callApi('countries');
    expect(status).toBe(200);
    expect(body.totalResults).toBe(total);
    expect(body.countries).toHaveLength(total);
    expect(body.countries.find((c: CountryBody) => c.code === 'DK')).toEqual({
      id: expect.any(Number),
      code: 'DK',
      name: 'Danmark',
      nameEn: 'Denmark',
    });
    expect(isSortedByName(body.countries, 'da')).toBe(true);
  });

  it('names countries in the visitor language', async () => {
    const name = async (locale: string, code: string) =>
      (await callApi('countries', { locale })).body.countries.find((c: CountryBody) => c.code === code)?.name;
    expect(await name('da', 'NL')).toBe('Holland');
    expect(await name('no', 'NL')).toBe('Nederland');
    expect(await name('sv', 'NL')).toBe('Nederländerna');
  });
});

describe('GET /api/v1/available-countries', () => {
  it('lists the countries of the available cities, most bookable packages first', async () => {
    const perCity = await bookablePackagesPerCity(TEST_TODAY);
    const rows = await test.db.select({ id: cities.id, countryId: cities.countryId }).from(cities);
    const perCountry = new Map<number, number>();
    for (const { id, countryId } of rows) {
      const n = perCity.get(id);
      if (n) perCountry.set(countryId, (perCountry.get(countryId) ?? 0) + n);
    }
    const { status, body } = await callApi('available-countries?limit=99');
    expect(status).toBe(200);
    expect(body.totalResults).toBe(perCountry.size);
    expect(new Set(body.countries.map((c: CountryBody) => c.id))).toEqual(new Set(perCountry.keys()));
    const counts = body.countries.map((c: CountryBody) => perCountry.get(c.id) ?? 0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(Object.keys(body.countries[0]).sort()).toEqual(['code', 'id', 'name', 'nameEn']);
  });

  it('limits the list to 20 by default and to the limit asked', async () => {
    const all = await callApi('available-countries?limit=99');
    expect((await callApi('available-countries')).body.countries).toHaveLength(Math.min(20, all.body.totalResults));
    expect((await callApi('available-countries?limit=2')).body.countries).toEqual(all.body.countries.slice(0, 2));
  });

  it('answers 400 for a limit that is not a number', async () => {
    const { status, body } = await callApi('available-countries?limit=many');
    expect(status).toBe(400);
    expect(body.errors).toEqual({ limit: ['must be a whole number'] });
  });
});

describe('GET /api/v1/airports', () => {
  it('answers the airports asked for, in that order, with their city', async () => {
    const { status, body } = await callApi('airports?codes=AAR,CPH');
    expect(status).toBe(200);
    expect(body).toEqual({
      airports: [
        {
          code: 'AAR',
          name: 'Aarhus Airport',
          city: { id: expect.any(Number), name: 'Aarhus' },
          location: { latitude: 56.3, longitude: 10.619 },
        },
        {
          code: 'CPH',
          name: 'Copenhagen Airport, Kastrup',
          city: { id: expect.any(Number), name: 'København' },
          location: { latitude: 55.6181, longitude: 12.6561 },
        },
      ],
    });
  });

  it('leaves unknown codes out and answers each code once', async () => {
    const { body } = await callApi('airports?codes=XXX,ARN,CPH,ARN');
    expect(body.airports.map((a: { code: string }) => a.code)).toEqual(['ARN', 'CPH']);
    expect((await callApi('airports?codes=XXX')).body).toEqual({ airports: [] });
  });

  it('names the city in the visitor language', async () => {
    const { body } = await callApi('airports?codes=CPH', { locale: 'sv' });
    expect(body.airports[0].city.name).toBe('Köpenhamn');
  });

  it('answers 400 when codes are missing, malformed or too many', async () => {
    const missing = await callApi('airports');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: 'The request has invalid fields',
      code: 'invalid_request',
      errors: { codes: ['is required'] },
    });
    expect((await callApi('airports?codes=CPH,cph,KBHX')).body.errors).toEqual({
      'codes.1': ['must be a three-letter airport code in capitals'],
      'codes.2': ['must be a three-letter airport code in capitals'],
    });
    expect((await callApi('airports?codes=')).body.errors).toEqual({ codes: ['must not be empty'] });
    const many = Array.from({ length: 101 }, (_, i) => `A${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`);
    expect((await callApi(`airports?codes=${many.join(',')}`)).body.errors).toEqual({ codes: ['must have at most 100 items'] });
  });
});
