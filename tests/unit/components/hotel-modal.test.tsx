import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOTEL_COUNTDOWN_SECONDS } from '@/features/availability/hotel-modal';
import { ApiError } from '@/lib/api/client';
import type { Hotel } from '@/lib/api/contract/availability';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { toPriceInput } from '@/lib/package/price-input';
import { defaultSelection } from '@/lib/package/selection';
import { formats } from '@/lib/i18n/formats';
import { formatPrice } from '@/lib/i18n/money';
import { priceBooking } from '@/lib/pricing';
import { translation } from '@/server/messages';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';
import { hotel, hotelRoom } from '../../support/availability-fixture';
import { answerDepartureGroups, holdSearches, type SentHotelSearch } from '../../support/availability-api';
import { startApiServer, packageAsRendered } from '../../support/msw';
import { QueryWrapper } from '../../support/query';
import { packageFixture } from '../../support/package-fixture';
import { locationQuery, resetLocation } from '@/tests/support/location-query';

const { router, toastError } = vi.hoisted(() => ({ router: { replace: vi.fn(), push: vi.fn() }, toastError: vi.fn() }));

vi.mock('@/lib/i18n/navigation', async () => (await import('../../support/navigation-mocks')).fakeNavigation(router));
vi.mock('next/navigation', async () => (await import('../../support/navigation-mocks')).fakeNextNavigation());
vi.mock('@/components/ui/toast', () => ({ toast: { error: toastError, success: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));

/** One hotel search the modal sent (through msw), answered when the test says so. */
let sent: SentHotelSearch[];
const apiServer = startApiServer();

const { Customiser: PackageCustomiser } = await import('@/app/[locale]/[edition]/(shop)/packages/[slug]/customiser');

// The change modals load after the page (components/ui/client-only): have them loaded before the first test.
beforeAll(async () => {
  await Promise.all([import('@/features/availability/flight-modal'), import('@/features/availability/hotel-modal')]);
});

const bookingConfig = { flightLessDiscount: 1500, hotelLessDiscount: 900 };
const MESSAGES = { da, no, sv } as const;

beforeEach(() => {
  vi.useFakeTimers();
  sent = holdSearches(apiServer).hotels;
  answerDepartureGroups(apiServer, {});
  router.replace.mockClear();
  resetLocation();
  toastError.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets `ms` pass, then a few turns of the event loop: requests reach msw and its answers reach the page. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let turn = 0; turn < 10; turn++) await vi.advanceTimersByTimeAsync(0);
  });
}

/** The fixture's two hotels and two more, so every hotel of the search is one of the package's. */
function fourHotelPackage(overrides: Partial<PackageDetail> = {}): PackageDetail {
  const pkg = packageFixture(overrides);
  const extra = (id: number, name: string, upgradePricePerNight: number) => ({ ...pkg.hotels[1]!, id, slug: `hotel-${id}`, name, isDefault: false, orderNumber: id, upgradePricePerNight });
  return { ...pkg, hotels: [...pkg.hotels, extra(13, 'Hotel C', 150), extra(14, 'Hotel D', 80)] };
}

function renderPage(pkg: PackageDetail = fourHotelPackage(), locale: keyof typeof MESSAGES = 'da') {
  apiServer.use(packageAsRendered(pkg));
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} formats={formats} timeZone="Europe/Copenhagen">
      <QueryWrapper>
        <PackageCustomiser pkg={pkg} bookingConfig={bookingConfig} initial={defaultSelection(pkg)} coupon={null} pageUrl="https://fantur.dk/da/pakker/test" />
      </QueryWrapper>
    </NextIntlClientProvider>,
  );
  return user;
}

async function open(user: ReturnType<typeof userEvent.setup>, button = 'Skift hotel', title = 'Skift hotel') {
  // The modal loads after the page (components/ui/client-only): let it arrive before the click.
  await act(async () => {
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
  });
  await user.click(screen.getByRole('button', { name: button }));
  // The search reaches the API (msw).
  await advance(0);
  return screen.getByRole('dialog', { name: title });
}

async function answer(hotels: Hotel[]) {
  sent.at(-1)!.resolve(hotels);
  await advance(0);
}

const names = (dialog: HTMLElement) => within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')?.querySelector('strong')?.textContent);
const shownTotal = () => screen.getByTestId('total').textContent;
const lastQuery = locationQuery;

/** Four hotels that each order differently: by price, stars, rating and distance. */
const HOTELS = [
  hotel(11, { name: 'Hotel A', star: 3, upgradePricePerNight: 0, isRecommended: true, rates: { usersRating: 7.1, surveysCount: 50 }, location: { latitude: 53.5, longitude: -2.3 } }),
  hotel(12, { name: 'Hotel B', star: 5, upgradePricePerNight: 300, rates: { usersRating: 8.2, surveysCount: 90 }, location: { latitude: 53.41, longitude: -2.21 } }),
  hotel(13, { name: 'Hotel C', star: 4.5, upgradePricePerNight: 150, rates: { usersRating: 9.4, surveysCount: 10 }, location: { latitude: 53.6, longitude: -2.6 } }),
  hotel(14, { name: 'Hotel D', star: 2, upgradePricePerNight: 80, rates: { usersRating: 6, surveysCount: 5 }, location: { latitude: 53.4005, longitude: -2.2005 } }),
];

describe('hotel change modal', () => {
  it('searches the party’s rooms and dates, shows loading, then the hotels by price', async () => {
    const user = renderPage();
    const dialog = await open(user);
    expect(within(dialog).getByText('Vi finder ledige værelser. Det kan tage et øjeblik.')).toBeInTheDocument();
    expect(sent[0]!.body).toEqual({ rooms: [{ roomType: 'double', adults: 2, children: [] }], checkin: '2026-05-01', checkout: '2026-05-04' });
    await answer(HOTELS);
    expect(names(dialog)).toEqual(['Hotel A', 'Hotel D', 'Hotel C', 'Hotel B']);
  });

  it('sorts by stars, rating and distance to the venue (km rounded up slightly)', async () => {
    const user = renderPage();
    const dialog = await open(user);
    await answer(HOTELS);
    const sort = within(dialog).getByLabelText('Sortér efter');
    await user.selectOptions(sort, 'Stjerner');
    expect(names(dialog)).toEqual(['Hotel B', 'Hotel C', 'Hotel A', 'Hotel D']);
    await user.selectOptions(sort, 'Gæsternes bedømmelse');
    expect(names(dialog)).toEqual(['Hotel C', 'Hotel B', 'Hotel A', 'Hotel D']);
    await user.selectOptions(sort, 'Afstand til stadion');
    expect(names(dialog)).toEqual(['Hotel D', 'Hotel B', 'Hotel A', 'Hotel C']);
    // The fixture's venue is at 53.4, -2.2: Hotel D is 66 m away, shown as 0,1 km.
    expect(within(dialog).getByText(/0,1 km til stadion/)).toBeInTheDocument();
  });

  it.each([
    ['da', 'Skift hotel', 'DKK', 'Fejl: Hotelleverandøren kunne ikke besvare søgningen. Prøv venligst igen.'],
    ['no', 'Bytt hotell', 'NOK', 'Feil: Hotelleverandøren kunne ikke svare på søket. Vennligst prøv igjen.'],
    ['sv', 'Byt hotell', 'SEK', 'Fel: Hotelleverantören kunde inte svara på sökningen. Försök igen.'],
  ] as const)('closes with the site’s error prefix and the server’s message (%s) as a toast when the search fails', async (locale, button, currency, toastText) => {
    const user = renderPage(fourHotelPackage({ currency }), locale);
    await open(user, button, button);
    // The API answers in the visitor's language (server/messages).
    const message = translation('The hotel supplier could not answer the search. Please try again.', locale);
    sent[0]!.reject(new ApiError(502, { message, code: 'supplier_error' }));
    await advance(0);
    expect(toastError).toHaveBeenCalledWith(toastText);
    // The one error text, once.
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says in its own words that the shop did not answer when the search never reached it', async () => {
    const user = renderPage();
    await open(user);
    sent[0]!.reject(new TypeError('Failed to fetch'));
    await advance(0);
    expect(toastError).toHaveBeenCalledWith('Fejl: Vi kunne ikke få svar fra butikken. Tjek din internetforbindelse, og prøv igen.');
  });

  it('says there are no hotels right now, in each language', async () => {
    const user = renderPage();
    const dialog = await open(user);
    await answer([]);
    expect(within(dialog).getByText('Vi har ikke nogen hoteller til rådighed lige nu.')).toBeInTheDocument();
  });

  it('says there are no hotels in Norwegian', async () => {
    const user = renderPage(packageFixture({ currency: 'NOK' }), 'no');
    const dialog = await open(user, 'Bytt hotell', 'Bytt hotell');
    await answer([]);
    expect(within(dialog).getByText('Vi har ingen hoteller tilgjengelig akkurat nå.')).toBeInTheDocument();
  });

  it('marks the prices stale after 75 s and searches again on request', async () => {
    const user = renderPage();
    const dialog = await open(user);
    await answer(HOTELS);
    await advance(HOTEL_COUNTDOWN_SECONDS * 1000);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Priserne er ikke længere aktuelle.');
    expect(within(dialog).getByRole('button', { name: 'Vælg hotel' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Søg igen' }));
    await advance(0);
    expect(sent).toHaveLength(2);
  });

  it('asks for the tourist tax when a chosen room has a tax paid at the hotel, then applies the hotel to the total and the URL', async () => {
    const pkg = packageFixture();
    const user = renderPage(pkg);
    const before = shownTotal();
    const dialog = await open(user);
    const taxed = hotelRoom({ taxes: [{ name: 'City Visitor Charge', includedBySupplier: false, price: 10, providerAmount: 1, providerCurrency: 'GBP' }] });
    await answer([HOTELS[0]!, hotel(12, { name: 'Hotel B', star: 5, upgradePricePerNight: 300, rooms: [taxed] })]);
    await user.click(within(dialog).getByRole('radio', { name: /Hotel B/ }));
    const confirm = within(dialog).getByRole('button', { name: 'Vælg hotel' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Jeg accepterer at betale turistskat på hotellet (City Visitor Charge)'));
    await user.click(confirm);
    expect(screen.queryByRole('dialog')).toBeNull();
    const expected = priceBooking(toPriceInput(pkg, { ...defaultSelection(pkg), hotelIds: [12] }, bookingConfig, null)).total;
    // 300 a night per person for 3 nights and 2 people.
    expect(expected).toBe(priceBooking(toPriceInput(pkg, defaultSelection(pkg), bookingConfig, null)).total + 1800);
    expect(shownTotal()).toBe(formatPrice(expected, 'da'));
    expect(shownTotal()).not.toBe(before);
    expect(lastQuery()).toMatchObject({ 'hotels[]': ['12'] });
    // The summary's agreement is ticked already.
    expect(screen.getByLabelText('Jeg accepterer at betale turistskat på hotellet (City Visitor Charge)')).toBeChecked();
  });

  it('chooses the package’s own hotel again without a hotels[] in the URL', async () => {
    const pkg = fourHotelPackage();
    const user = renderPage(pkg);
    let dialog = await open(user);
    await answer(HOTELS);
    await user.click(within(dialog).getByRole('radio', { name: /Hotel C/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Vælg hotel' }));
    expect(lastQuery()).toMatchObject({ 'hotels[]': ['13'] });
    dialog = await open(user);
    await answer(HOTELS);
    expect(within(dialog).getByRole('radio', { name: /Hotel C/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /Hotel A/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Vælg hotel' }));
    expect(lastQuery()['hotels[]']).toBeUndefined();
  });
});
