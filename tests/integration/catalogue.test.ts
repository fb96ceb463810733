import { describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { withTestDatabase } from '../support/database';

withTestDatabase();

type ClubBody = { id: number; slug: string; name: string; isPopular: boolean; tournaments: { slug: string }[] };

describe('GET /api/v1/sport-categories', () => {
  it('lists the sport categories with soccer active and the disabled ones inactive', async () => {
    const { status, body } = await callApi('sport-categories');
    expect(status).toBe(200);
    expect(body.sportCategories.length).toBeGreaterThanOrEqual(6);
    expect(body.totalResults).toBe(body.sportCategories.length);
    const bySlug = Object.fromEntries(body.sportCategories.map((c: { slug: string }) => [c.slug, c]));
    expect(bySlug.soccer).toMatchObject({ isActive: true, imgName: expect.any(String) });
    expect(body.sportCategories.filter((c: { isActive: boolean }) => !c.isActive).length).toBeGreaterThanOrEqual(3);
  });

  it('names the categories in the language of accept-language', async () => {
    const da = await callApi('sport-categories', { locale: 'da' });
    const sv = await callApi('sport-categories', { locale: 'sv' });
    const soccer = (body: { sportCategories: { slug: string; name: string }[] }) =>
      body.sportCategories.find((c) => c.slug === 'soccer')?.name;
    expect(soccer(da.body)).toBe('Fodbold');
    expect(soccer(sv.body)).toBe('Fotboll');
  });
});

describe('GET /api/v1/tournaments', () => {
  it('answers { tournaments, totalResults } with the sport category and logo of each', async () => {
    const { status, body } = await callApi('tournaments');
    expect(status).toBe(200);
    expect(body.totalResults).toBeGreaterThanOrEqual(10);
    expect(body.tournaments[0]).toMatchObject({
      id: expect.any(Number),
      slug: expect.any(String),
      name: expect.any(String),
      sportCategory: { slug: expect.any(String), name: expect.any(String) },
      logo: { originalUrl: expect.stringMatching(/^\/media\/crest\/tournament\//) },
    });
    expect(body.tournaments.map((t: { name: string }) => t.name)).toContain('Premier League');
  });

  it('filters popular ones and limits the list', async () => {
    const popular = await callApi('tournaments?isPopular=true&limit=3');
    expect(popular.status).toBe(200);
    expect(popular.body.tournaments).toHaveLength(3);
    expect(popular.body.tournaments.every((t: { isPopular: boolean }) => t.isPopular)).toBe(true);
    expect(popular.body.totalResults).toBeGreaterThanOrEqual(3);
  });

  it('is also served as event/tournaments', async () => {
    const [a, b] = await Promise.all([callApi('tournaments?isActive=true'), callApi('event/tournaments?isActive=true')]);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
  });

  it('answers 400 with field messages for a bad query', async () => {
    const { status, body } = await callApi('tournaments?limit=0&isPopular=yes');
    expect(status).toBe(400);
    expect(body.errors).toEqual({ limit: ['must be at least 1'], isPopular: ['must be true or false'] });
  });
});

describe('GET /api/v1/clubs', () => {
  it('lists clubs with logos, guiding texts, country and tournaments', async () => {
    const { status, body } = await callApi('clubs?limit=5');
    expect(status).toBe(200);
    expect(body.clubs).toHaveLength(5);
    expect(body.totalResults).toBeGreaterThanOrEqual(100);
    expect(body.clubs[0]).toMatchObject({
      id: expect.any(Number),
      slug: expect.any(String),
      logo: { originalUrl: expect.stringMatching(/\.svg$/), thumbUrl: expect.any(String) },
      logoThumbUrl: expect.any(String),
      guidingTexts: expect.objectContaining({ stadiumTourText: expect.toBeOneOf([null, expect.any(String)]) }),
      country: { code: expect.any(String), name: expect.any(String) },
    });
  });

  it('filters popular clubs', async () => {
    const { body } = await callApi('clubs?isPopular=true&limit=99');
    expect(body.clubs.length).toBeGreaterThan(0);
    expect(body.clubs.every((club: ClubBody) => club.isPopular)).toBe(true);
    expect(body.totalResults).toBe(body.clubs.length);
  });

  it('filters by ids and by slugs (comma lists)', async () => {
    const { body: all } = await callApi('clubs?limit=3');
    const ids = all.clubs.map((club: ClubBody) => club.id);
    const byIds = await callApi(`clubs?ids=${ids.join(',')}`);
    expect(byIds.body.clubs.map((club: ClubBody) => club.id).sort()).toEqual([...ids].sort());
    const slugs = all.clubs.map((club: ClubBody) => club.slug);
    const bySlugs = await callApi(`clubs?slugs=${slugs.join(',')}`);
    expect(bySlugs.body.clubs.map((club: ClubBody) => club.slug).sort()).toEqual([...slugs].sort());
  });

  it('filters by tournament slug or id', async () => {
    const { body: tournaments } = await callApi('tournaments');
    const premierLeague = tournaments.tournaments.find((t: { name: string }) => t.name === 'Premier League');
    const bySlug = await callApi(`clubs?tournaments=${premierLeague.slug}&limit=200`);
    const byId = await callApi(`clubs?tournaments=${premierLeague.id}&limit=200`);
    expect(bySlug.body.clubs.length).toBeGreaterThanOrEqual(18);
    expect(bySlug.body.clubs.every((club: ClubBody) => club.tournaments.some((t) => t.slug === premierLeague.slug))).toBe(true);
    expect(byId.body).toEqual(bySlug.body);
  });

  it('pages with limit and offset', async () => {
    const first = await callApi('clubs?limit=10');
    const second = await callApi('clubs?limit=5&offset=5');
    expect(second.body.clubs).toEqual(first.body.clubs.slice(5, 10));
  });

  it('answers 400 with a field message when limit is not a number', async () => {
    const { status, body } = await callApi('clubs?limit=abc');
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'The request has invalid fields',
      code: 'invalid_request',
      errors: { limit: ['must be a whole number'] },
    });
  });

  it('answers 400 for a malformed id list', async () => {
    const { status, body } = await callApi('clubs?ids=1,x');
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual(['ids.1']);
  });
});

describe('GET /api/v1/clubs/{id}', () => {
  it('answers one club by id and by slug', async () => {
    const { body: list } = await callApi('clubs?limit=1');
    const [club] = list.clubs;
    const byId = await callApi(`clubs/${club.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.club).toEqual(club);
    const bySlug = await callApi(`clubs/${club.slug}`);
    expect(bySlug.body.club).toEqual(club);
  });

  it('answers 404 with { message } for an unknown club', async () => {
    const { status, body } = await callApi('clubs/999999');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Club not found', code: 'club_not_found' });
  });

  it('answers 400 for an id that is neither a number nor a slug', async () => {
    const { status, body } = await callApi('clubs/Not%20A%20Slug');
    expect(status).toBe(400);
    expect(body.errors.id).toEqual(['must be an id or a slug']);
  });
});

describe('the /api/v1 router', () => {
  it('answers 404 with { message } for an unknown endpoint', async () => {
    const { status, body } = await callApi('no-such-thing');
    expect(status).toBe(404);
    expect(body.message).toMatch(/No endpoint/);
  });

  it('answers 405 with Allow for a method the endpoint does not take', async () => {
    const { status, headers } = await callApi('clubs', { method: 'POST' });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET');
  });

  it('answers HEAD like GET without a body', async () => {
    const { status, body } = await callApi('clubs', { method: 'HEAD' });
    expect(status).toBe(200);
    expect(body).toBeNull();
  });
});
