import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PackageStoreProvider } from '@/features/package/store/package-store';
import { CouponBox, RefusedCouponProvider, type RefusedCoupon } from '@/features/package/summary/coupon-box';
import type { Coupon } from '@/lib/api/contract/coupons';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { toPriceInput } from '@/lib/package/price-input';
import { defaultSelection } from '@/lib/package/selection';
import { formats } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import { formatPrice } from '@/lib/i18n/money';
import { priceBooking } from '@/lib/pricing';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';
import { translation } from '@/server/messages';
import { api, http, HttpResponse, startApiServer } from '../../support/msw';
import { packageFixture } from '../../support/package-fixture';
import { QueryWrapper } from '../../support/query';

const { toastError, toastSuccess } = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('@/components/ui/toast', () => ({ toast: { error: toastError, success: toastSuccess, info: vi.fn(), dismiss: vi.fn() } }));

const apiServer = startApiServer();
/** The codes looked up, as sent. */
let asked: string[];
/** GET coupons/:code answers with this coupon, or with this error status and body. */
function answerCoupon(answer: { coupon: Coupon } | { status: number; body: unknown | null }) {
  apiServer.use(
    http.get(api('coupons/:code'), ({ params }) => {
      asked.push(String(params.code));
      if ('coupon' in answer) return HttpResponse.json(answer);
      return answer.body === null ? new HttpResponse(null, { status: answer.status }) : HttpResponse.json(answer.body as never, { status: answer.status });
    }),
  );
}

const MESSAGES = { da, no, sv } as const;
const CURRENCIES = { da: 'DKK', no: 'NOK', sv: 'SEK' } as const;
const bookingConfig = { flightLessDiscount: 1500, hotelLessDiscount: 900 };

function renderBox(locale: Locale, pkg: PackageDetail = packageFixture({ currency: CURRENCIES[locale] }), refused: RefusedCoupon | null = null) {
  render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} formats={formats} timeZone="Europe/Copenhagen">
      <QueryWrapper>
        <PackageStoreProvider pkg={pkg} bookingConfig={bookingConfig} initial={defaultSelection(pkg)} coupon={null}>
          <RefusedCouponProvider value={refused}>
            <CouponBox />
          </RefusedCouponProvider>
        </PackageStoreProvider>
      </QueryWrapper>
    </NextIntlClientProvider>,
  );
  return pkg;
}

const LABELS = {
  da: { field: 'Rabatkode', apply: 'Anvend' },
  no: { field: 'Rabattkode', apply: 'Bruk' },
  sv: { field: 'Rabattkod', apply: 'Använd' },
} as const;

async function applyCode(locale: Locale, code: string, user = userEvent.setup()) {
  await user.type(screen.getByLabelText(LABELS[locale].field), code);
  await user.click(screen.getByRole('button', { name: LABELS[locale].apply }));
}

beforeEach(() => {
  asked = [];
  toastError.mockReset();
  toastSuccess.mockReset();
});

describe('coupon box: the success toast states the amount deducted (booking spec §8)', () => {
  it.each([
    ['da', 'Rabatkoden er godkendt. Kr. 1.000,- trækkes fra på fakturaen.'],
    ['no', 'Rabattkoden er godkjent. 1 000 NOK trekkes fra på fakturaen.'],
    ['sv', 'Rabattkoden är godkänd. 1 000 SEK dras av på fakturan.'],
  ] as const)('%s: a fixed amount per passenger, times the two travellers, in the site’s money', async (locale, text) => {
    answerCoupon({ coupon: { code: 'GRUPPE500', type: 'fixed', amount: 500, isPerPassenger: true } });
    renderBox(locale);
    await applyCode(locale, 'gruppe500');
    await vi.waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(text));
    expect(screen.getByLabelText(LABELS[locale].field)).toHaveValue('');
  });

  it('a percent: the share of the trip’s price the price engine takes off, in the site’s money', async () => {
    const coupon: Coupon = { code: 'VELKOMMEN10', type: 'percent', amount: 10, isPerPassenger: false };
    answerCoupon({ coupon });
    const pkg = renderBox('sv');
    await applyCode('sv', 'velkommen10');
    const { couponDiscount } = priceBooking(toPriceInput(pkg, defaultSelection(pkg), bookingConfig, coupon));
    expect(couponDiscount).toBeGreaterThan(0);
    await vi.waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(`Rabattkoden är godkänd. ${formatPrice(couponDiscount, 'sv')} dras av på fakturan.`));
  });
});

describe('coupon box: a failure in the site’s language', () => {
  it.each([
    ['da', 'Koden er ikke gyldig'],
    ['no', 'Koden er ikke gyldig'],
    ['sv', 'Koden är inte giltig'],
  ] as const)('%s: an unknown code reads "%s", without a prefix (booking spec §8)', async (locale, text) => {
    answerCoupon({ status: 404, body: { message: translation('The coupon code is not valid', locale), code: 'requested_coupon_not_found' } });
    renderBox(locale);
    await applyCode(locale, 'NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(toastError).toHaveBeenCalledWith(text);
  });

  it.each([
    ['da', 'Fejl: Rabatkoden er udløbet (coupon_expired)'],
    ['no', 'Feil: Rabattkoden har utløpt (coupon_expired)'],
    ['sv', 'Fel: Rabattkoden har gått ut (coupon_expired)'],
  ] as const)('%s: another failure is the error prefix, the server’s message and its code in parentheses: "%s"', async (locale, text) => {
    // What the API answers an expired campaign coupon, in the visitor's language (server/messages).
    answerCoupon({ status: 422, body: { message: translation('The coupon code has expired', locale), code: 'coupon_expired' } });
    renderBox(locale);
    await applyCode(locale, 'SOMMER15');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(toastError).toHaveBeenCalledWith(text);
  });

  it('shows a malformed code’s refusal with its code too', async () => {
    const message = translation('The coupon code is not valid', 'da');
    answerCoupon({ status: 400, body: { message, code: 'invalid_request', errors: { code: [translation('must be letters, digits, dashes or underscores', 'da')] } } });
    renderBox('da');
    await applyCode('da', 'BAD!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Fejl: Koden er ikke gyldig (invalid_request)');
  });

  it('says in its own words that the visitor tried too often, never the client’s "rate_limited"', async () => {
    answerCoupon({ status: 429, body: null });
    // The client asks three times more after 1, 2 and 4 seconds (spec) before it gives up: seven seconds.
    renderBox('no');
    await applyCode('no', 'SOMMER');
    await screen.findByRole('alert', undefined, { timeout: 10_000 });
    expect(asked).toEqual(['SOMMER', 'SOMMER', 'SOMMER', 'SOMMER']);
    // No answer of the shop's, so no code to show.
    expect((await screen.findByRole('alert')).textContent).toBe('Feil: Du har prøvd mange ganger på kort tid. Vent litt og prøv igjen.');
  }, 15_000);
});

describe('coupon box: a link’s coupon the shop refused', () => {
  it.each([
    ['da', { code: 'SOMMER25', reason: 'Koden er ikke gyldig' }, 'Rabatkoden SOMMER25 fra linket kan ikke bruges: Koden er ikke gyldig'],
    ['no', { code: '7K3MQ9XP2WZDH4TR', reason: 'Gavekortet er kjøpt på fantur.dk og kan bare brukes der' }, 'Rabattkoden 7K3MQ9XP2WZDH4TR fra lenken kan ikke brukes: Gavekortet er kjøpt på fantur.dk og kan bare brukes der'],
    ['sv', { code: 'nej!', reason: null }, 'Rabattkoden nej! från länken kan inte användas: Koden är inte giltig'],
  ] as const)('%s: is said once as a toast and under the box, until a code is applied', async (locale, refused, text) => {
    answerCoupon({ coupon: { code: 'GRUPPE500', type: 'fixed', amount: 500, isPerPassenger: true } });
    renderBox(locale, undefined, refused);
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(text, { id: 'link-coupon' }));
    await applyCode(locale, 'GRUPPE500');
    await waitFor(() => expect(toastSuccess).toHaveBeenCalled());
    expect(screen.queryByText(text)).toBeNull();
    expect(toastError).toHaveBeenCalledTimes(1);
  });
});
