import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { departureAirportGroupsResponse } from '@/lib/api/contract/geography';
import { departureAirportGroups } from '@/server/db/schema';
import { callApi } from '../support/api';
import { withTestDatabase } from '../support/database';

const test = withTestDatabase();

type Group = { slug: string; label: string; country: string; region: string; airportCodes: string[]; searchParams: { stops: number } };

describe('GET /api/v1/departure-airport-groups', () => {
  it('answers the site’s own region in the contract shape, in the site’s order', async () => {
    const { status, body } = await callApi('departure-airport-groups', { locale: 'da' });
    expect(status).toBe(200);
    expect(() => departureAirportGroupsResponse.parse(body)).not.toThrow();
    expect(Object.keys(body).sort()).toEqual(['departureAirportGroups', 'totalResults']);
    const groups = body.departureAirportGroups as Group[];
    expect(body.totalResults).toBe(groups.length);
    expect(groups.map((group) => group.slug)).toEqual(['dk-kobenhavn', 'dk-jylland', 'dk-hamburg']);
    expect(groups[1]).toMatchObject({ label: 'Jylland (AAR, AAL, BLL)', country: 'DK', region: 'DK', airportCodes: ['AAR', 'AAL', 'BLL'], searchParams: { stops: 0 } });
    // Hamburg serves the Danish site but lies in Germany.
    expect(groups[2]).toMatchObject({ label: 'Hamborg (HAM)', country: 'DE' });
  });

  it('gives Norway seven groups: Oslo/Sandefjord direct only, the other six with one stop', async () => {
    const { body } = await callApi('departure-airport-groups', { locale: 'no' });
    const groups = body.departureAirportGroups as Group[];
    expect(groups).toHaveLength(7);
    expect(groups[0]).toMatchObject({ airportCodes: ['OSL', 'TRF'], searchParams: { stops: 0 } });
    expect(groups.slice(1).every((group) => group.searchParams.stops === 1)).toBe(true);
  });

  it('answers another region when asked, labelled in the visitor’s language', async () => {
    const { status, body } = await callApi('departure-airport-groups?region=se', { locale: 'da' });
    expect(status).toBe(200);
    const groups = body.departureAirportGroups as Group[];
    expect(groups).toHaveLength(8);
    expect(groups.every((group) => group.region === 'SE' && group.searchParams.stops === 0)).toBe(true);
    expect(groups.find((group) => group.airportCodes.includes('MMX'))?.label).toBe('Malmø (MMX)');
    const sv = await callApi('departure-airport-groups?region=SE', { locale: 'sv' });
    expect((sv.body.departureAirportGroups as Group[]).find((group) => group.airportCodes.includes('MMX'))?.label).toBe('Malmö (MMX)');
  });

  it('reads the groups from the database, not from a fixed list', async () => {
    await test.db.update(departureAirportGroups).set({ maxStops: 2 }).where(eq(departureAirportGroups.slug, 'dk-hamburg'));
    const { body } = await callApi('departure-airport-groups?region=DK', { locale: 'no' });
    expect((body.departureAirportGroups as Group[]).find((group) => group.slug === 'dk-hamburg')?.searchParams.stops).toBe(2);
  });

  it('refuses an unknown region with 400 and a field message', async () => {
    const { status, body } = await callApi('departure-airport-groups?region=FI');
    expect(status).toBe(400);
    expect(body.errors.region).toEqual(['must be one of DK, NO, SE']);
  });
});
