import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignsResponse } from '@/lib/api/contract/campaigns';
import { clearCache } from '@/server/cache';
import { campaigns } from '@/server/db/schema';
import { callApi } from '../support/api';
import { withTestDatabase } from '../support/database';

const test = withTestDatabase();

async function storedCampaigns(locale: 'da' | 'no' | 'sv') {
  return test.db.select().from(campaigns).where(eq(campaigns.locale, locale)).orderBy(asc(campaigns.sortOrder), asc(campaigns.id));
}

describe('GET /api/v1/campaigns', () => {
  it("answers { campaigns, totalResults } with every field of the Danish site's campaigns, in the editors' order", async () => {
    const stored = await storedCampaigns('da');
    expect(stored.length).toBeGreaterThan(1);
    const { status, body } = await callApi('campaigns', { locale: 'da' });
    expect(status).toBe(200);
    expect(campaignsResponse.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      campaigns: stored.map((row) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        header: row.header,
        tagline: row.tagline,
        bullets: row.bullets,
        link: row.link,
        linkCaption: row.linkCaption,
        backgroundUrl: row.backgroundUrl,
        overlayColor: row.overlayColor,
        logoUrl: row.logoUrl,
      })),
      totalResults: stored.length,
    });
  });

  it('answers the campaigns of the site that accept-language picks, linking to its own packages list', async () => {
    const sv = await callApi('campaigns', { locale: 'sv-SE' });
    const no = await callApi('campaigns', { locale: 'nb-NO,nb;q=0.9' });
    expect(sv.body.campaigns.map((c: { header: string }) => c.header)).toEqual((await storedCampaigns('sv')).map((row) => row.header));
    expect(no.body.campaigns.map((c: { header: string }) => c.header)).toEqual((await storedCampaigns('no')).map((row) => row.header));
    for (const campaign of sv.body.campaigns) expect(campaign.link).toMatch(/^\/resor\?/);
    expect(sv.body.campaigns[0].header).not.toBe(no.body.campaigns[0].header);
  });

  it('pages the list with limit and offset, counting every campaign of the site', async () => {
    const stored = await storedCampaigns('da');
    const { status, body } = await callApi('campaigns?limit=1&offset=1', { locale: 'da' });
    expect(status).toBe(200);
    expect(body.totalResults).toBe(stored.length);
    expect(body.campaigns.map((c: { slug: string }) => c.slug)).toEqual([stored[1]!.slug]);
  });

  it('follows a changed order once the cache is cleared', async () => {
    const [first, second] = await storedCampaigns('no');
    if (!first || !second) throw new Error('the seed has at least two Norwegian campaigns');
    await test.db.update(campaigns).set({ sortOrder: 99 }).where(eq(campaigns.id, first.id));
    clearCache();
    try {
      const { body } = await callApi('campaigns', { locale: 'no' });
      expect(body.campaigns[0].slug).toBe(second.slug);
      expect(body.campaigns.at(-1).slug).toBe(first.slug);
    } finally {
      await test.db.update(campaigns).set({ sortOrder: first.sortOrder }).where(eq(campaigns.id, first.id));
      clearCache();
    }
  });

  it('answers an empty list for a site without campaigns', async () => {
    const rows = await storedCampaigns('sv');
    await test.db.delete(campaigns).where(eq(campaigns.locale, 'sv'));
    clearCache();
    try {
      const { status, body } = await callApi('campaigns', { locale: 'sv' });
      expect(status).toBe(200);
      expect(body).toEqual({ campaigns: [], totalResults: 0 });
    } finally {
      await test.db.insert(campaigns).values(rows);
      clearCache();
    }
    expect((await callApi('campaigns', { locale: 'sv' })).body.totalResults).toBe(rows.length);
  });

  it('answers 400 with field messages for a bad query', async () => {
    const { status, body } = await callApi('campaigns?limit=abc&offset=-1');
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'The request has invalid fields',
      code: 'invalid_request',
      errors: { limit: ['must be a whole number'], offset: ['must be a whole number'] },
    });
  });

  it('answers 400 for a limit above 50', async () => {
    const { status, body } = await callApi('campaigns?limit=51');
    expect(status).toBe(400);
    expect(body.errors).toEqual({ limit: ['must be at most 50'] });
  });
});
