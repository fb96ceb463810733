import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '@/lib/api/client';
import { COUPON_EXPIRED, COUPON_INACTIVE, COUPON_NOT_FOUND, COUPON_NOT_YET_VALID, couponResponse } from '@/lib/api/contract/coupons';
import { getCoupon } from '@/lib/api/endpoints/coupons';
import { getCms } from '@/lib/api/endpoints/content';
import { getPackages } from '@/lib/api/endpoints/packages';
import { priceBooking } from '@/lib/pricing';
import { coupons, locales } from '@/server/db/schema';
import { handleApiRequest } from '@/server/http/api';
import { fromDkk } from '@/server/modules/money';
import { callApi } from '../support/api';
import { TEST_TODAY, dayOffset, withTestDatabase } from '../support/database';

const test = withTestDatabase();

// Validity is relative to today: every run sees the seed's today.
beforeAll(() => {
  vi.stubEnv('SHOP_NOW', TEST_TODAY);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

async function stored(code: string) {
  const [row] = await test.db.select().from(coupons).where(eq(coupons.code, code));
  if (!row) throw new Error(`no coupon ${code}`);
  return row;
}

async function rateOf(locale: 'da' | 'no' | 'sv') {
  const [row] = await test.db.select().from(locales).where(eq(locales.code, locale));
  if (!row) throw new Error(`no locales row for ${locale}`);
  return row.rateFromDkk;
}

/** Runs `check` with a coupon row changed, and puts the row back afterwards. */
async function withCoupon(code: string, change: Partial<typeof coupons.$inferInsert>, check: () => Promise<void>) {
  const before = await stored(code);
  await test.db.update(coupons).set(change).where(eq(coupons.code, code));
  try {
    await check();
  } finally {
    await test.db.update(coupons).set(before).where(eq(coupons.code, code));
  }
}

async function expectNotFound(path: string) {
  const { status, body } = await callApi(path);
  expect(status).toBe(404);
  expect(body).toEqual({ message: 'The coupon code is not valid', code: COUPON_NOT_FOUND });
}

/** A campaign's coupon that exists but cannot be used today: 422 with its own code and message (booking spec §8 "other coupon failure"). */
async function expectRefused(path: string, code: string, message: string) {
  const { status, body } = await callApi(path);
  expect(status).toBe(422);
  expect(body).toEqual({ message, code });
}

describe('GET /api/v1/coupons/{code}', () => {
  it('answers { coupon } with a percent coupon as stored', async () => {
    const row = await stored('VELKOMMEN10');
    const { status, body } = await callApi('coupons/VELKOMMEN10');
    expect(status).toBe(200);
    expect(body).toEqual({ coupon: { code: 'VELKOMMEN10', type: 'percent', amount: row.amount, isPerPassenger: false } });
    expect(couponResponse.parse(body)).toEqual(body);
  });

  it('answers a fixed amount in DKK on the Danish site', async () => {
    const row = await stored('FODBOLD500');
    const { body } = await callApi('coupons/FODBOLD500', { locale: 'da' });
    expect(body.coupon).toEqual({ code: 'FODBOLD500', type: 'fixed', amount: row.amount, isPerPassenger: false });
  });

  it.each(['no', 'sv'] as const)('converts a fixed amount to the currency of the %s site, and leaves a percent alone', async (locale) => {
    const rate = await rateOf(locale);
    const fixed = await stored('GRUPPE250');
    const { body } = await callApi('coupons/GRUPPE250', { locale });
    expect(body.coupon).toEqual({ code: 'GRUPPE250', type: 'fixed', amount: fromDkk(fixed.amount, rate), isPerPassenger: true });
    expect(body.coupon.amount).not.toBe(fixed.amount);
    expect((await callApi('coupons/VELKOMMEN10', { locale })).body.coupon.amount).toBe((await stored('VELKOMMEN10')).amount);
  });

  it('rounds a converted amount up to the next whole unit', async () => {
    const rate = await rateOf('no');
    await test.db.update(locales).set({ rateFromDkk: 1.5501 }).where(eq(locales.code, 'no'));
    try {
      const { amount } = await stored('FODBOLD500');
      const { body } = await callApi('coupons/FODBOLD500', { locale: 'no' });
      // 500 × 1.5501 = 775.05 → 776 with the seeded 500.
      expect(body.coupon.amount).toBe(Math.ceil((amount * 15501) / 10000));
      expect(body.coupon.amount).toBeGreaterThan(amount * 1.5501);
    } finally {
      await test.db.update(locales).set({ rateFromDkk: rate }).where(eq(locales.code, 'no'));
    }
  });

  it('takes the code however it is typed: any case, spaces around it', async () => {
    const { status, body } = await callApi(`coupons/${encodeURIComponent(' velKommen10 ')}`);
    expect(status).toBe(200);
    expect(body.coupon.code).toBe('VELKOMMEN10');
  });

  it('answers 404 requested_coupon_not_found for an unknown code', async () => {
    await expectNotFound('coupons/FINDESIKKE');
  });

  it('answers 422 coupon_expired for a coupon that has expired, in the visitor’s language', async () => {
    const row = await stored('SOMMER15');
    expect(row.validTo < TEST_TODAY).toBe(true);
    await expectRefused('coupons/SOMMER15', COUPON_EXPIRED, 'The coupon code has expired');
    for (const [locale, message] of [['da', 'Rabatkoden er udløbet'], ['no', 'Rabattkoden har utløpt'], ['sv', 'Rabattkoden har gått ut']] as const) {
      expect((await callApi('coupons/SOMMER15', { locale })).body).toEqual({ message, code: COUPON_EXPIRED });
    }
  });

  it('answers 422 coupon_inactive for a coupon the shop has withdrawn, even within its dates', async () => {
    expect((await stored('PAUSE20')).isActive).toBe(false);
    await expectRefused('coupons/PAUSE20', COUPON_INACTIVE, 'The coupon code is no longer active');
  });

  it('answers 422 before the first day (coupon_not_yet_valid) and after the last (coupon_expired), and 200 on both', async () => {
    await withCoupon('FODBOLD500', { validFrom: dayOffset(1), validTo: dayOffset(30) }, () => expectRefused('coupons/FODBOLD500', COUPON_NOT_YET_VALID, 'The coupon code is not valid yet'));
    await withCoupon('FODBOLD500', { validFrom: dayOffset(-30), validTo: dayOffset(-1) }, () => expectRefused('coupons/FODBOLD500', COUPON_EXPIRED, 'The coupon code has expired'));
    await withCoupon('FODBOLD500', { validFrom: TEST_TODAY, validTo: dayOffset(30) }, async () => {
      expect((await callApi('coupons/FODBOLD500')).status).toBe(200);
    });
    await withCoupon('FODBOLD500', { validFrom: dayOffset(-30), validTo: TEST_TODAY }, async () => {
      expect((await callApi('coupons/FODBOLD500')).status).toBe(200);
    });
  });

  it('answers a withdrawal at once (coupons are never cached)', async () => {
    expect((await callApi('coupons/GRUPPE250')).status).toBe(200);
    await withCoupon('GRUPPE250', { isActive: false }, () => expectRefused('coupons/GRUPPE250', COUPON_INACTIVE, 'The coupon code is no longer active'));
    expect((await callApi('coupons/GRUPPE250')).status).toBe(200);
  });

  it.each([
    ['a code with other characters', encodeURIComponent('VELKOMMEN 10!'), 'must be letters, digits, dashes or underscores'],
    ['a code of spaces', encodeURIComponent('   '), 'is required'],
    ['a code too long', 'A'.repeat(51), 'must be at most 50 characters'],
  ])('answers 400 "not valid" with a field message for %s', async (_, code, message) => {
    const { status, body } = await callApi(`coupons/${code}`);
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'The coupon code is not valid', code: 'invalid_request', errors: { code: [message] } });
  });
});

describe('getCoupon (lib/api/endpoints/coupons)', () => {
  const client = createApiClient({ locale: 'sv', baseUrl: 'http://localhost/api/v1', transport: handleApiRequest });

  it('answers the coupon in the client’s currency', async () => {
    const rate = await rateOf('sv');
    const { amount } = await stored('FODBOLD500');
    expect(await getCoupon(client, ' fodbold500')).toEqual({ code: 'FODBOLD500', type: 'fixed', amount: fromDkk(amount, rate), isPerPassenger: false });
  });

  it('throws an ApiError with status 404 and the not-found code for an unknown code', async () => {
    const error = await getCoupon(client, 'FINDESIKKE').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: COUPON_NOT_FOUND });
  });
});

describe('a coupon from the API in the price engine', () => {
  it('prices a package of the Swedish site with its CMS discounts and a fixed coupon, all in SEK', async () => {
    const client = createApiClient({ locale: 'sv', baseUrl: 'http://localhost/api/v1', transport: handleApiRequest });
    const [{ packages: [pkg] }, cms, coupon] = await Promise.all([
      getPackages(client, { residualSale: false, available: true, limit: 1 }, 'full'),
      getCms(client),
      getCoupon(client, 'GRUPPE250'),
    ]);
    if (!pkg) throw new Error('no package to price');
    const breakdown = priceBooking({
      package: pkg,
      bookingConfig: cms.bookingConfig,
      currency: 'SEK',
      selection: { variant: 'default', adults: 3, children: 0, dropped: { hotel: true }, coupon },
    });
    const subtotal = 3 * pkg.prices.defaultPrice - 3 * cms.bookingConfig.hotelLessDiscount;
    expect(pkg.currency).toBe('SEK');
    expect(breakdown.subtotal).toBe(subtotal);
    expect(breakdown.couponDiscount).toBe(Math.min(3 * coupon.amount, subtotal));
    expect(breakdown.total).toBe(Math.max(0, subtotal - 3 * coupon.amount));
  });
});
