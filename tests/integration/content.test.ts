import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clearCache } from '@/server/cache';
import { cmsContent, locales } from '@/server/db/schema';
import { callApi } from '../support/api';
import { withTestDatabase } from '../support/database';

const test = withTestDatabase();

async function storedCms(locale: 'da' | 'no' | 'sv') {
  const [row] = await test.db.select().from(cmsContent).where(eq(cmsContent.locale, locale));
  if (!row) throw new Error(`no cms_content for ${locale}`);
  return row;
}

async function rateOf(locale: 'da' | 'no' | 'sv') {
  const [row] = await test.db.select().from(locales).where(eq(locales.code, locale));
  if (!row) throw new Error(`no locales row for ${locale}`);
  return row.rateFromDkk;
}

describe('GET /api/v1/cms', () => {
  it('answers { cms: { landing, conditions, bookingConfig } } for the Danish site, discounts in DKK', async () => {
    const stored = await storedCms('da');
    const { status, body } = await callApi('cms', { locale: 'da' });
    expect(status).toBe(200);
    expect(body).toEqual({
      cms: {
        landing: {
          showOfferSaleButton: stored.landing.showOfferSaleButton,
          showResidualSaleButton: stored.landing.showResidualSaleButton,
          showBudgetTripsButton: stored.landing.showBudgetTripsButton,
          videoUrl: stored.landing.videoUrl,
          mobileVideoUrl: stored.landing.mobileVideoUrl,
          title: 'Fodboldrejser til Europas største kampe',
          description: stored.landing.description,
        },
        conditions: {
          general: stored.conditions.general,
          extraordinary: stored.conditions.extraordinary,
          ticketOnly: stored.conditions.ticketOnly,
          matchRisk: stored.conditions.matchRisk,
        },
        bookingConfig: {
          flightLessDiscount: stored.bookingConfig.flightLessDiscount,
          hotelLessDiscount: stored.bookingConfig.hotelLessDiscount,
        },
      },
    });
  });

  it('answers the texts of the site that accept-language picks', async () => {
    const no = await callApi('cms', { locale: 'nb-NO,nb;q=0.9' });
    const sv = await callApi('cms', { locale: 'sv-SE' });
    expect(no.body.cms.landing.title).toBe('Fotballreiser til Europas største kamper');
    expect(sv.body.cms.landing.title).toBe('Fotbollsresor till Europas största matcher');
    expect(sv.body.cms.conditions.general).toBe((await storedCms('sv')).conditions.general);
  });

  it.each(['no', 'sv'] as const)('converts the booking discounts to the currency of the %s site, rounded up', async (locale) => {
    const rate = await rateOf(locale);
    const { bookingConfig } = await storedCms('da');
    const { body } = await callApi('cms', { locale });
    expect(body.cms.bookingConfig).toEqual({
      flightLessDiscount: Math.ceil(Math.round(bookingConfig.flightLessDiscount * rate * 1e4) / 1e4),
      hotelLessDiscount: Math.ceil(Math.round(bookingConfig.hotelLessDiscount * rate * 1e4) / 1e4),
    });
  });

  it('rounds a converted discount up to the next whole unit', async () => {
    const rate = await rateOf('no');
    await test.db.update(locales).set({ rateFromDkk: 1.5501 }).where(eq(locales.code, 'no'));
    clearCache();
    try {
      const { bookingConfig } = await storedCms('no');
      const { body } = await callApi('cms', { locale: 'no' });
      // 1500 × 1.5501 = 2325.15 → 2326; 900 × 1.5501 = 1395.09 → 1396 (with the seeded 1500 and 900).
      expect(body.cms.bookingConfig).toEqual({
        flightLessDiscount: Math.ceil((bookingConfig.flightLessDiscount * 15501) / 10000),
        hotelLessDiscount: Math.ceil((bookingConfig.hotelLessDiscount * 15501) / 10000),
      });
      expect(body.cms.bookingConfig.flightLessDiscount).toBeGreaterThan(bookingConfig.flightLessDiscount * 1.5501);
    } finally {
      await test.db.update(locales).set({ rateFromDkk: rate }).where(eq(locales.code, 'no'));
      clearCache();
    }
  });

  it('answers 404 when the site has no content', async () => {
    const row = await storedCms('sv');
    await test.db.delete(cmsContent).where(eq(cmsContent.locale, 'sv'));
    clearCache();
    try {
      const { status, body } = await callApi('cms', { locale: 'sv' });
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'Det finns inget innehåll för den här webbplatsen', code: 'cms_not_found' });
    } finally {
      await test.db.insert(cmsContent).values(row);
      clearCache();
    }
    expect((await callApi('cms', { locale: 'sv' })).status).toBe(200);
  });
});
