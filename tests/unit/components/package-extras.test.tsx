import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Flight } from '@/lib/api/contract/availability';
import type { Page } from '@/lib/api/contract/pages';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { toChosenFlight } from '@/lib/package/flights';
import { toPriceInput } from '@/lib/package/price-input';
import { defaultSelection } from '@/lib/package/selection';
import { formats } from '@/lib/i18n/formats';
import { formatPrice } from '@/lib/i18n/money';
import { priceBooking } from '@/lib/pricing';
import da from '@/messages/da.json';
import sv from '@/messages/sv.json';
import { flight } from '../../support/availability-fixture';
import { answerDepartureGroups, holdSearches, type SentFlightSearch } from '../../support/availability-api';
import { api, http, HttpResponse, startApiServer, packageAsRendered } from '../../support/msw';
import { QueryWrapper } from '../../support/query';
import { packageFixture } from '../../support/package-fixture';

const { router, toastError } = vi.hoisted(() => ({ router: { replace: vi.fn(), push: vi.fn() }, toastError: vi.fn() }));

vi.mock('@/lib/i18n/navigation', async () => (await import('../../support/navigation-mocks')).fakeNavigation(router));
vi.mock('next/navigation', async () => (await import('../../support/navigation-mocks')).fakeNextNavigation());
vi.mock('@/components/ui/toast', () => ({ toast: { error: toastError, success: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));

type Sent = SentFlightSearch;
let sent: Sent[];
const apiServer = startApiServer();
const GROUPS = { DK: [{ id: 1, slug: 'dk-kobenhavn', name: 'København', label: 'København (CPH)', country: 'DK', region: 'DK' as const, airportCodes: ['CPH'], searchParams: { stops: 0 } }] };
/** The info pages asked for, by slug. */
let pagesAsked: string[];
function answerPage(answer: (slug: string) => Response) {
  apiServer.use(
    http.get(api('pages/:slug'), ({ params }) => {
      pagesAsked.push(String(params.slug));
      return answer(String(params.slug));
    }),
  );
}

const { Customiser: PackageCustomiser } = await import('@/app/[locale]/[edition]/(shop)/packages/[slug]/customiser');

// The change modals load after the page (components/ui/client-only): have them loaded before the first test.
beforeAll(async () => {
  await Promise.all([
    import('@/features/availability/flight-modal'),
    import('@/features/availability/hotel-modal'),
    // The info page's dialog body loads on first use.
    import('@/features/package/steps/static-page-text'),
  ]);
});

const bookingConfig = { flightLessDiscount: 1500, hotelLessDiscount: 900 };

beforeEach(() => {
  sent = holdSearches(apiServer).flights;
  answerDepartureGroups(apiServer, GROUPS);
  router.replace.mockClear();
  toastError.mockReset();
  pagesAsked = [];
});
afterEach(() => {
  vi.useRealTimers();
});

function renderPage(pkg: PackageDetail, locale: 'da' | 'sv' = 'da') {
  apiServer.use(packageAsRendered(pkg));
  const user = userEvent.setup();
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'da' ? da : sv} formats={formats} timeZone="Europe/Copenhagen">
      <QueryWrapper>
        <PackageCustomiser pkg={pkg} bookingConfig={bookingConfig} initial={defaultSelection(pkg)} coupon={null} pageUrl="https://fantur.dk/da/pakker/test" />
      </QueryWrapper>
    </NextIntlClientProvider>,
  );
  return user;
}

/** A flight-less package that offers flights (flightLessMode `offer`). */
function flightLessPackage(overrides: Partial<PackageDetail> = {}): PackageDetail {
  const pkg = packageFixture();
  return packageFixture({
    isFlightLess: true,
    flightLessMode: 'offer',
    premiumAvailable: false,
    prices: { ...pkg.prices, defaultFlightLessPrice: 4200, premiumPrice: null, defaultWithTransitPrice: null },
    transitRoutes: [],
    defaultServices: { ...pkg.defaultServices, flight: null },
    ...overrides,
  });
}

/** A few turns of the event loop: requests reach msw and its answers reach the page. */
async function settle() {
  await act(async () => {
    for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function answer(request: Sent | undefined, flights: Flight[]) {
  if (!request) throw new Error('no such search');
  request.resolve(flights);
  await settle();
}

describe('flight offer for a flight-less package', () => {
  it('prices both legs at the airline’s prices plus the administration fee per person, and asks for acceptance', async () => {
    const pkg = flightLessPackage();
    const user = renderPage(pkg);
    expect(screen.getByText(/plus et administrationsgebyr på Kr\. 300,- pr\. person/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vælg fly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vælg fly til rejsen' });
    // The departure areas arrive (msw) before the search can start.
    await vi.waitFor(() => expect(within(dialog).getByRole('button', { name: 'Søg fly' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Søg fly' }));
    // Direct flights only, the area's rule: one search for each leg.
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    const outward = flight('o1', { price: 1000 });
    const back = flight('r1', { direction: 'return', from: 'MAN', to: 'CPH', price: 1100 });
    await answer(sent.find((request) => request.direction === 'outward'), [outward]);
    await answer(sent.find((request) => request.direction === 'return'), [back]);
    expect(within(dialog).getByRole('radio', { name: /Kr\. 1\.000,- pr\. person/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Vælg fly' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const expected = priceBooking(
      toPriceInput(pkg, { ...defaultSelection(pkg), ofid: 'o1', rfid: 'r1', stops: 0 }, bookingConfig, null, {
        flights: { outward: toChosenFlight(outward), return: toChosenFlight(back) },
      }),
    );
    expect(expected.lines.find((line) => line.kind === 'flightOffer')?.total).toBe(4200);
    expect(expected.lines.find((line) => line.kind === 'flightOfferFee')?.total).toBe(600);
    expect(screen.getByTestId('total')).toHaveTextContent(formatPrice(expected.total, 'da'));
    expect(screen.getByRole('row', { name: /Administrationsgebyr for fly/ })).toHaveTextContent(formatPrice(600, 'da'));

    await user.click(within(screen.getByRole('complementary')).getByRole('link', { name: 'Gå til booking' }));
    expect(screen.getByText('Accepter flytilbuddet.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Jeg accepterer flytilbuddet til flyselskabets priser plus administrationsgebyret'));
    await user.click(screen.getByRole('button', { name: 'Fjern flyene' }));
    expect(screen.queryByRole('row', { name: /Administrationsgebyr for fly/ })).toBeNull();
  });

  it('charges 400 SEK per person on the Swedish site', () => {
    renderPage(flightLessPackage({ currency: 'SEK' }), 'sv');
    expect(screen.getByText(/plus en administrationsavgift på 400 SEK per person/)).toBeInTheDocument();
  });

  it('is not offered when the package’s flight-less mode is none', () => {
    renderPage({ ...flightLessPackage(), flightLessMode: 'none' });
    expect(screen.queryByText(/administrationsgebyr/)).toBeNull();
  });
});

describe('static-page modal', () => {
  it('loads the page by slug on click and shows its sanitised text', async () => {
    const page: Page = {
      id: 3,
      slug: 'bagageregler',
      name: 'Bagageregler',
      categoryKey: 'info',
      contents: [{ type: 'Body', body: '<p>Håndbagage op til 8 kg.</p><script>alert(1)</script><img src="x" onerror="alert(2)">' }],
    };
    answerPage(() => HttpResponse.json({ page }));
    const user = renderPage(packageFixture());
    expect(pagesAsked).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Bagageregler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bagageregler' });
    expect(await within(dialog).findByText('Håndbagage op til 8 kg.')).toBeInTheDocument();
    expect(pagesAsked).toEqual(['bagageregler']);
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('shows the failure as a toast with the site’s error prefix and closes', async () => {
    answerPage(() => HttpResponse.json({ message: 'Siden blev ikke fundet', code: 'page_not_found' }, { status: 404 }));
    const user = renderPage(packageFixture());
    await user.click(screen.getByRole('button', { name: 'Bagageregler' }));
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith('Fejl: Siden blev ikke fundet'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
