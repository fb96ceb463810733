/**
 * The calls of browsing spec §7, all together: each answers its contract's
 * shape on every site, refuses values it does not know with a 400 naming the
 * field, and answers 404 for something that does not exist. The endpoints'
 * own files test their filters and orders in depth.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { articleResponse, articlesResponse, categoriesResponse, categoryResponse, fullArticlesResponse } from '@/lib/api/contract/blog';
import { campaignsResponse } from '@/lib/api/contract/campaigns';
import { clubResponse, clubsResponse, sportCategoriesResponse, tournamentsResponse } from '@/lib/api/contract/catalogue';
import { cmsResponse } from '@/lib/api/contract/content';
import { airportsResponse, citiesResponse, countriesResponse } from '@/lib/api/contract/geography';
import { packageResponse, packagesResponse } from '@/lib/api/contract/packages';
import { pageResponse, pagesResponse } from '@/lib/api/contract/pages';
import { createApiClient } from '@/lib/api/client';
import { getClubs } from '@/lib/api/endpoints/catalogue';
import { handleApiRequest } from '@/server/http/api';
import { callApi } from '../support/api';
import { TEST_TODAY, withTestDatabase } from '../support/database';

withTestDatabase();

beforeAll(() => {
  vi.stubEnv('SHOP_NOW', TEST_TODAY);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const LOCALES = ['da', 'no', 'sv'] as const;
const FULL = { 'Accept-Representations': 'full' };

type Call = { path: string; schema: z.ZodType; list?: string; headers?: Record<string, string> };

/** Every GET of browsing spec §7 with the answer's contract; `list` names the array of a list answer. */
const CALLS: Call[] = [
  { path: 'packages?sportCategories=soccer&sortBy=date&available=true&limit=5', schema: packagesResponse, list: 'packages' },
  { path: 'packages/{package}', schema: packageResponse },
  { path: 'clubs?isPopular=true&limit=99', schema: clubsResponse, list: 'clubs' },
  { path: 'clubs/fc-kobenhavn', schema: clubResponse },
  { path: 'event/clubs?limit=99', schema: clubsResponse, list: 'clubs' },
  { path: 'event/tournaments?limit=99&isActive=true', schema: tournamentsResponse, list: 'tournaments' },
  { path: 'tournaments?isPopular=true&limit=99', schema: tournamentsResponse, list: 'tournaments' },
  { path: 'event/events/cities', schema: citiesResponse, list: 'cities' },
  { path: 'pages', schema: pagesResponse, list: 'pages' },
  { path: 'pages/om-os', schema: pageResponse },
  { path: 'cms', schema: cmsResponse },
  { path: 'campaigns', schema: campaignsResponse, list: 'campaigns' },
  { path: 'sport-categories', schema: sportCategoriesResponse, list: 'sportCategories' },
  { path: 'cities', schema: citiesResponse, list: 'cities' },
  { path: 'popular-cities?limit=99', schema: citiesResponse, list: 'cities' },
  { path: 'available-cities?limit=20', schema: citiesResponse, list: 'cities' },
  { path: 'countries', schema: countriesResponse, list: 'countries' },
  { path: 'available-countries?limit=20', schema: countriesResponse, list: 'countries' },
  { path: 'airports?codes=CPH,OSL,ARN', schema: airportsResponse },
  { path: 'blog/articles?section=home&limit=3&random=true', schema: articlesResponse, list: 'articles' },
  { path: 'blog/articles?category=byguides', schema: fullArticlesResponse, list: 'articles', headers: FULL },
  { path: 'articles/48-timer-i-london', schema: articleResponse },
  { path: 'blog/categories', schema: categoriesResponse, list: 'categories' },
  { path: 'categories/premium', schema: categoryResponse },
];

let packageSlug = '';
beforeAll(async () => {
  const { body } = await callApi('packages?limit=1&available=true');
  packageSlug = body.packages[0].slug;
});

describe('every call of browsing spec §7', () => {
  for (const locale of LOCALES) {
    it(`answers its documented shape on the ${locale} site`, async () => {
      for (const call of CALLS) {
        const path = call.path.replace('{package}', packageSlug);
        const { status, body } = await callApi(path, { locale, headers: call.headers });
        expect(status, `${locale} ${path}: ${JSON.stringify(body)}`).toBe(200);
        const parsed = call.schema.safeParse(body);
        expect(parsed.error?.issues ?? [], `${locale} ${path}`).toEqual([]);
        if (call.list) {
          // Lists answer { <plural>: [...], totalResults } (contract conventions), and none is empty in the seed.
          expect(Object.keys(body).sort(), path).toEqual([call.list, 'totalResults'].sort());
          expect(body[call.list].length, path).toBeGreaterThan(0);
          expect(body.totalResults, path).toBeGreaterThanOrEqual(body[call.list].length);
        }
      }
    });
  }

  it('lists at most 20 available cities and countries by default (browsing spec §7)', async () => {
    for (const path of ['available-cities', 'available-countries']) {
      const { body } = await callApi(path);
      const list = body.cities ?? body.countries;
      expect(list.length, path).toBe(Math.min(20, body.totalResults));
    }
    expect((await callApi('available-cities')).body.totalResults).toBeGreaterThan(20);
  });
});

describe('GET /api/v1/event/clubs', () => {
  it('is the clubs list under its second path: the same answer for the same query', async () => {
    for (const query of ['', '?isPopular=true&limit=99', '?tournaments=premier-league&limit=50', '?slugs=fc-kobenhavn,malmo-ff', '?limit=5&offset=5']) {
      const [clubs, eventClubs] = await Promise.all([callApi(`clubs${query}`, { locale: 'sv' }), callApi(`event/clubs${query}`, { locale: 'sv' })]);
      expect(eventClubs.status, query).toBe(200);
      expect(eventClubs.body, query).toEqual(clubs.body);
    }
    const popular = await callApi('event/clubs?isPopular=true');
    expect(popular.body.clubs.length).toBeGreaterThan(0);
    expect(popular.body.clubs.every((club: { isPopular: boolean }) => club.isPopular)).toBe(true);
  });

  it('answers 400 with field messages for a bad query', async () => {
    const { status, body } = await callApi('event/clubs?isPopular=maybe&limit=0&ids=1,x&tournaments=Premier_League');
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'The request has invalid fields',
      code: 'invalid_request',
      errors: {
        isPopular: ['must be true or false'],
        limit: ['must be at least 1'],
        'ids.1': ['must be a positive whole number'],
        'tournaments.0': ['must be an id or a slug'],
      },
    });
  });

  it('is what the typed client’s getClubs reads', async () => {
    const client = createApiClient({ locale: 'no', baseUrl: 'http://localhost/api/v1', transport: handleApiRequest });
    const { clubs } = await getClubs(client, { slugs: ['fc-kobenhavn'] });
    expect(clubs).toEqual((await callApi('event/clubs?slugs=fc-kobenhavn', { locale: 'no' })).body.clubs);
  });
});

describe('values an endpoint does not know', () => {
  /** [path, the field messages of the 400]: enumerations, numbers, booleans, lists and headers. */
  const BAD: [string, Record<string, string[]>, Record<string, string>?][] = [
    ['packages?sortBy=name&isHome=1', { sortBy: ['must be one of date, price, -price, popularity'], isHome: ['must be true or false'] }],
    ['packages?packageType=cruise&section=away', { packageType: ['must be one of all, bundle, roundTrip, single, combo'], section: ['must be one of home'] }],
    ['packages', { 'Accept-Representations': ['must be one of minimal, full'] }, { 'Accept-Representations': 'huge' }],
    ['clubs?isPopular=yes&limit=1000', { isPopular: ['must be true or false'], limit: ['must be at most 200'] }],
    ['event/tournaments?isActive=1&sportCategories=Soccer', { isActive: ['must be true or false'], 'sportCategories.0': ['must be a slug (lowercase letters, digits and dashes)'] }],
    ['event/events/cities?countries=DNK&offset=x', { 'countries.0': ['must be a two-letter country code'], offset: ['must be a whole number'] }],
    ['cities?limit=501', { limit: ['must be at most 500'] }],
    ['popular-cities?limit=100', { limit: ['must be at most 99'] }],
    ['available-cities?limit=0', { limit: ['must be at least 1'] }],
    ['available-countries?limit=many', { limit: ['must be a whole number'] }],
    ['airports', { codes: ['is required'] }],
    ['airports?codes=CPH,cph', { 'codes.1': ['must be a three-letter airport code in capitals'] }],
    ['campaigns?limit=51', { limit: ['must be at most 50'] }],
    ['blog/articles?section=sidebar&random=sometimes', { section: ['must be one of home'], random: ['must be true or false'] }],
    ['articles?category=Stadion_Guides', { category: ['must be a slug (lowercase letters, digits and dashes)'] }],
    ['blog/articles', { 'Accept-Representations': ['must be minimal or full'] }, { 'Accept-Representations': 'everything' }],
  ];

  it('answer 400 with { message, code, errors } naming each bad field', async () => {
    for (const [path, errors, headers] of BAD) {
      const { status, body } = await callApi(path, { headers });
      expect(status, path).toBe(400);
      expect(body, path).toEqual({ message: 'The request has invalid fields', code: 'invalid_request', errors });
    }
  });

  it('an address part that is neither an id nor a slug is a 400 too', async () => {
    for (const path of ['packages/Bad_Slug', 'clubs/Bad_Slug', 'pages/Bad_Slug', 'blog/articles/Bad_Slug', 'categories/Bad_Slug']) {
      const { status, body } = await callApi(path);
      expect(status, path).toBe(400);
      expect(body, path).toEqual({
        message: 'The address has an invalid part',
        code: 'invalid_request',
        errors: { [path.startsWith('clubs') ? 'id' : 'idOrSlug']: ['must be an id or a slug'] },
      });
    }
  });

  it('a well-formed slug that names nothing filters to an empty list', async () => {
    const empty: [string, string][] = [
      ['packages?tournaments=no-such-league', 'packages'],
      ['clubs?slugs=no-such-club', 'clubs'],
      ['event/clubs?tournaments=no-such-league', 'clubs'],
      ['tournaments?sportCategories=no-such-sport', 'tournaments'],
      ['blog/articles?category=no-such-category', 'articles'],
    ];
    for (const [path, key] of empty) {
      const { status, body } = await callApi(path);
      expect(status, path).toBe(200);
      expect(body, path).toEqual({ [key]: [], totalResults: 0 });
    }
  });

  it('one that names no single item is a 404 with its code', async () => {
    const missing: [string, string][] = [
      ['packages/no-such-package', 'package_not_found'],
      ['clubs/no-such-club', 'club_not_found'],
      ['pages/no-such-page', 'page_not_found'],
      ['articles/no-such-article', 'article_not_found'],
      ['blog/categories/999999', 'category_not_found'],
    ];
    for (const [path, code] of missing) {
      const { status, body } = await callApi(path);
      expect(status, path).toBe(404);
      expect(body.code, path).toBe(code);
    }
  });
});
