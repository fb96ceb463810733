import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLIGHT_COUNTDOWN_SECONDS } from '@/features/availability/flight-modal';
import { ApiError } from '@/lib/api/client';
import type { Flight } from '@/lib/api/contract/availability';
import type { DepartureAirportGroup } from '@/lib/api/contract/geography';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { toChosenFlight } from '@/lib/package/flights';
import { toPriceInput } from '@/lib/package/price-input';
import type { ReopenedOffer } from '@/features/package/offer/offer-notice';
import { defaultSelection, type PackageSelection } from '@/lib/package/selection';
import { formats } from '@/lib/i18n/formats';
import { formatPrice } from '@/lib/i18n/money';
import { priceBooking } from '@/lib/pricing';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';
import { flight } from '../../support/availability-fixture';
import { answerDepartureGroups, holdSearches, type SentFlightSearch } from '../../support/availability-api';
import { startApiServer, packageAsRendered } from '../../support/msw';
import { QueryWrapper } from '../../support/query';
import { packageFixture } from '../../support/package-fixture';
import { locationQuery, resetLocation } from '@/tests/support/location-query';
import { serializeSelection } from '@/lib/package/selection-url';

const { router, toastError } = vi.hoisted(() => ({ router: { replace: vi.fn(), push: vi.fn() }, toastError: vi.fn() }));

vi.mock('@/lib/i18n/navigation', async () => (await import('../../support/navigation-mocks')).fakeNavigation(router));
vi.mock('next/navigation', async () => (await import('../../support/navigation-mocks')).fakeNextNavigation());
vi.mock('@/components/ui/toast', () => ({ toast: { error: toastError, success: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));

/** One flight search the modal sent (through msw), answered when the test says so. */
type Sent = SentFlightSearch;
let sent: Sent[];
const apiServer = startApiServer();

const group = (id: number, region: 'DK' | 'NO' | 'SE', label: string, airportCodes: string[], stops: number): DepartureAirportGroup => ({
  id,
  slug: `group-${id}`,
  name: label,
  label,
  country: region,
  region,
  airportCodes,
  searchParams: { stops },
});
const GROUPS: Record<string, DepartureAirportGroup[]> = {
  DK: [group(1, 'DK', 'København (CPH)', ['CPH'], 0), group(2, 'DK', 'Jylland (AAR, AAL, BLL)', ['AAR', 'AAL', 'BLL'], 0)],
  NO: [group(4, 'NO', 'Oslo/Sandefjord (OSL, TRF)', ['OSL', 'TRF'], 0), group(5, 'NO', 'Bergen/Stavanger (BGO, SVG)', ['BGO', 'SVG'], 1)],
  SE: [group(6, 'SE', 'Stockholm (ARN, BMA, NYO)', ['ARN', 'BMA', 'NYO'], 0)],
};
/** The regions whose departure areas were asked for, in order. */
let groupsAsked: string[];

const checkPackagePrice = vi.fn();
// The summary's price check is a mutation (lib/api/queries/price-check) over this call.
vi.mock('@/lib/api/endpoints/price-check', () => ({
  checkPackagePrice: (...args: unknown[]) => checkPackagePrice(...args),
}));

const { Customiser: PackageCustomiser } = await import('@/app/[locale]/[edition]/(shop)/packages/[slug]/customiser');

// The change modals load after the page (components/ui/client-only), the flights' queries and the price check when first
// needed: have them loaded before the first test.
beforeAll(async () => {
  await Promise.all([
    import('@/features/availability/flight-modal'),
    import('@/features/availability/hotel-modal'),
    import('@/lib/api/query/query-provider'),
    import('@/features/package/steps/transport/restore-flights-query'),
    import('@/features/package/steps/transport/included-flights-query'),
    import('@/features/package/package-calls'),
    import('@/lib/api/queries/price-check'),
    import('@/lib/api/query/query-client'),
    import('@/lib/api/query/write-runner'),
  ]);
});

const bookingConfig = { flightLessDiscount: 1500, hotelLessDiscount: 900 };
const MESSAGES = { da, no, sv } as const;
const NO_DIRECT = 'Vi har ingen direkte flyvninger fra den valgte lufthavn. Prøv at tilføje 1 stop (mellemlanding), eller skift lufthavn';

beforeEach(() => {
  vi.useFakeTimers();
  sent = holdSearches(apiServer).flights;
  groupsAsked = answerDepartureGroups(apiServer, GROUPS);
  router.replace.mockClear();
  resetLocation();
  toastError.mockReset();
  checkPackagePrice.mockReset();
  router.push.mockClear();
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

/** Lets the page's timers and answers run until `done` holds (a state, not a number of turns); fails after 50 rounds. */
async function until(done: () => boolean) {
  for (let round = 0; round < 50 && !done(); round++) await advance(0);
  expect(done()).toBe(true);
}

function renderPage(pkg: PackageDetail = packageFixture(), locale: keyof typeof MESSAGES = 'da', initial: PackageSelection = defaultSelection(pkg), offer?: ReopenedOffer) {
  apiServer.use(packageAsRendered(pkg));
  // The page is drawn from its address, as the server draws it: the address says the initial selection.
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(serializeSelection(initial, pkg))) for (const item of [value ?? []].flat()) search.append(key, item);
  window.history.replaceState(null, '', `/da/pakker/test?${search}`);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} formats={formats} timeZone="Europe/Copenhagen">
      <QueryWrapper>
        <PackageCustomiser pkg={pkg} bookingConfig={bookingConfig} initial={initial} coupon={null} pageUrl="https://fantur.dk/da/pakker/test" offer={offer} />
      </QueryWrapper>
    </NextIntlClientProvider>,
  );
  return user;
}

/** Opens the modal from a leg's change button and searches from an area, with the stops chosen (else the area's: direct from København). */
async function searchFrom(user: ReturnType<typeof userEvent.setup>, { leg = 'Skift udrejse', area, stops }: { leg?: string; area?: string; stops?: string } = {}) {
  await user.click(screen.getByRole('button', { name: leg }));
  await advance(0);
  const dialog = screen.getByRole('dialog', { name: 'Skift fly' });
  if (area) await user.selectOptions(within(dialog).getByLabelText('Afrejseområde'), area);
  if (stops) await user.selectOptions(within(dialog).getByLabelText('Mellemlandinger'), stops);
  await user.click(within(dialog).getByRole('button', { name: 'Søg fly' }));
  // The searches reach the API (msw).
  await advance(0);
  return dialog;
}

async function answer(request: Sent | undefined, flights: Flight[]) {
  if (!request) throw new Error('no such search');
  request.resolve(flights);
  await advance(0);
}

const radios = (dialog: HTMLElement) => within(dialog).queryAllByRole('radio');
const loading = (dialog: HTMLElement) => within(dialog).queryByRole('timer') === null;
const shownTotal = () => screen.getByTestId('total').textContent;
const lastQuery = locationQuery;

function engineTotal(pkg: PackageDetail, selection: PackageSelection, flights: { outward?: Flight; return?: Flight } = {}) {
  const chosen = { outward: flights.outward ? toChosenFlight(flights.outward) : null, return: flights.return ? toChosenFlight(flights.return) : null };
  return priceBooking(toPriceInput(pkg, selection, bookingConfig, null, { flights: chosen })).total;
}

describe('pre-search', () => {
  it('offers the site’s departure areas, starts at the package’s home airport and searches from the chosen one', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Skift udrejse' }));
    // The modal's code and the site's departure areas arrive: the first opening on the page.
    await until(() => {
      const dialog = screen.queryByRole('dialog', { name: 'Skift fly' });
      return dialog !== null && within(within(dialog).getByLabelText('Afrejseområde')).queryAllByRole('option').length > 0;
    });
    const dialog = screen.getByRole('dialog', { name: 'Skift fly' });
    const area = within(dialog).getByLabelText('Afrejseområde');
    expect(within(area).getAllByRole('option').map((option) => option.textContent)).toEqual(['København (CPH)', 'Jylland (AAR, AAL, BLL)']);
    expect(area).toHaveDisplayValue('København (CPH)');
    await user.selectOptions(area, 'Jylland (AAR, AAL, BLL)');
    await user.click(within(dialog).getByRole('button', { name: 'Søg fly' }));
    await advance(0);
    // The area allows no stops ("Kun direkte fly"): both legs are searched for direct flights only.
    expect(sent.map((request) => [request.direction, request.body.maxChanges])).toEqual([
      ['outward', 0],
      ['return', 0],
    ]);
    expect(sent[0]!.body).toMatchObject({ cities: ['AAR', 'AAL', 'BLL'], country: 'DK', adults: 2, children: 0, departureDate: '2026-05-01' });
    expect(sent[1]!.body.departureDate).toBe('2026-05-04');
    // The areas are loaded once per opening, not on every render.
    await answer(sent[0], [flight('d1')]);
    expect(groupsAsked).toHaveLength(1);
  });

  it('honours each group’s stops rule: one stop from Bergen, direct from Oslo (Norwegian site)', async () => {
    const user = renderPage(packageFixture({ currency: 'NOK' }), 'no');
    await user.click(screen.getByRole('button', { name: 'Bytt utreise' }));
    await advance(0);
    const dialog = screen.getByRole('dialog', { name: 'Bytt fly' });
    expect(groupsAsked).toEqual(['NO']);
    expect(within(dialog).getByLabelText('Mellomlandinger')).toHaveDisplayValue('Kun direktefly');
    await user.selectOptions(within(dialog).getByLabelText('Avreiseområde'), 'Bergen/Stavanger (BGO, SVG)');
    expect(within(dialog).getByLabelText('Mellomlandinger')).toHaveDisplayValue('Opptil 1 stopp');
    await user.click(within(dialog).getByRole('button', { name: 'Søk fly' }));
    await advance(0);
    // The background leg's simple fetch asks with the group's stops.
    expect(sent.find((request) => request.direction === 'return')?.body.maxChanges).toBe(1);
  });
});

describe('parallel direct and one-stop searches', () => {
  it('shows the stop results when they answer first, ends loading, and merges direct flights later without duplicates', async () => {
    const user = renderPage();
    const dialog = await searchFrom(user, { stops: 'Op til 1 stop' });
    const [direct, stops] = sent;
    expect(loading(dialog)).toBe(true);
    await answer(stops, [flight('d1', { price: 950 }), flight('s1', { via: ['AMS'], price: 700 })]);
    expect(loading(dialog)).toBe(false);
    expect(radios(dialog)).toHaveLength(2);
    await answer(direct, [flight('d1', { price: 950 }), flight('d2', { price: 1100 })]);
    expect(radios(dialog).map((radio) => (radio as HTMLInputElement).value)).toEqual(['d1', 'd2', 's1']);
  });

  it('ends loading as soon as direct flights exist, and adds the stop results when they come', async () => {
    const user = renderPage();
    const dialog = await searchFrom(user, { stops: 'Op til 1 stop' });
    const [direct, stops] = sent;
    await answer(direct, [flight('d1')]);
    expect(loading(dialog)).toBe(false);
    expect(radios(dialog)).toHaveLength(1);
    await answer(stops, [flight('d1'), flight('s1', { via: ['AMS'] }), flight('s2', { via: ['FRA'] })]);
    expect(radios(dialog).map((radio) => (radio as HTMLInputElement).value)).toEqual(['d1', 's1', 's2']);
  });

  it('keeps loading after an empty direct answer until the stop search answers', async () => {
    const user = renderPage();
    const dialog = await searchFrom(user, { stops: 'Op til 1 stop' });
    const [direct, stops] = sent;
    await answer(direct, []);
    expect(loading(dialog)).toBe(true);
    expect(within(dialog).queryByText('Vi fandt ingen fly til din søgning.')).toBeNull();
    await answer(stops, [flight('s1', { via: ['AMS'] })]);
    expect(loading(dialog)).toBe(false);
    expect(radios(dialog)).toHaveLength(1);
  });

  it('searches the other leg in the background and retries it once with one stop more when it found nothing', async () => {
    const user = renderPage();
    await searchFrom(user);
    const background = sent[1]!;
    expect(background).toMatchObject({ direction: 'return', body: { maxChanges: 0 } });
    await answer(background, []);
    expect(sent).toHaveLength(3);
    expect(sent[2]).toMatchObject({ direction: 'return', body: { maxChanges: 1 } });
    await answer(sent[2], []);
    // Once only.
    expect(sent).toHaveLength(3);
  });

  it('does not retry a background search that found flights', async () => {
    const user = renderPage();
    const dialog = await searchFrom(user);
    await answer(sent[1], [flight('r1', { direction: 'return', from: 'MAN', to: 'CPH' })]);
    expect(sent).toHaveLength(2);
    await answer(sent[0], [flight('d1')]);
    await user.click(within(dialog).getByRole('button', { name: 'Hjemrejse' }));
    expect(radios(dialog).map((radio) => (radio as HTMLInputElement).value)).toEqual(['r1']);
  });
});

describe('answers out of order', () => {
  it('keeps each leg’s flights on its own tab when the background leg answers first and the primary leg’s stop search before its direct one', async () => {
    const user = renderPage();
    const dialog = await searchFrom(user, { stops: 'Op til 1 stop' });
    const [direct, stops, background] = sent;
    await answer(background, [flight('r1', { direction: 'return', from: 'MAN', to: 'CPH' })]);
    // The outward leg is still searching: the return leg's answer is not shown there.
    expect(loading(dialog)).toBe(true);
    expect(radios(dialog)).toHaveLength(0);
    await answer(stops, [flight('s1', { via: ['AMS'] })]);
    await answer(direct, [flight('d1')]);
    expect(radios(dialog).map((radio) => (radio as HTMLInputElement).value)).toEqual(['d1', 's1']);
    await user.click(within(dialog).getByRole('button', { name: 'Hjemrejse' }));
    expect(radios(dialog).map((radio) => (radio as HTMLInputElement).value)).toEqual(['r1']);
  });

  it('ignores the answers of a search the visitor replaced by another', async () => {
    const user = renderPage();
    const dialog = await searchFrom(user, { stops: 'Op til 1 stop' });
    const first = sent.slice(0, 3);
    await answer(first[0], []);
    await answer(first[1], []);
    await user.click(within(dialog).getByRole('button', { name: 'Tillad op til 2 stop' }));
    await advance(0);
    const second = sent.slice(-3);
    await answer(second[0], [flight('new')]);
    // The first search's background leg answers late: it belongs to no shown list.
    await answer(first[2], [flight('old', { direction: 'return', from: 'MAN', to: 'CPH' })]);
    await user.click(within(dialog).getByRole('button', { name: 'Hjemrejse' }));
    expect(radios(dialog)).toHaveLength(0);
    await answer(second[2], [flight('r2', { direction: 'return', from: 'MAN', to: 'CPH' })]);
    expect(radios(dialog).map((radio) => (radio as HTMLInputElement).value)).toEqual(['r2']);
  });
});

describe('the hint above the list', () => {
  it('follows "Kun direkte fly": the changed leg is searched for direct flights only, and the hint and the filter say so', async () => {
    const user = renderPage();
    // København's area allows no stops: "Kun direkte fly" in the pre-search.
    await user.click(screen.getByRole('button', { name: 'Skift udrejse' }));
    await advance(0);
    const dialog = screen.getByRole('dialog', { name: 'Skift fly' });
    expect(within(dialog).getByLabelText('Mellemlandinger')).toHaveDisplayValue('Kun direkte fly');
    await user.click(within(dialog).getByRole('button', { name: 'Søg fly' }));
    await advance(0);
    expect(sent.map((request) => [request.direction, request.body.maxChanges])).toEqual([
      ['outward', 0],
      ['return', 0],
    ]);
    // A supplier that answers a one-stop flight to a direct search: the list still shows direct flights only.
    await answer(sent[0], [flight('d1'), flight('s1', { via: ['AMS'] })]);
    expect(loading(dialog)).toBe(false);
    expect(radios(dialog).map((radio) => (radio as HTMLInputElement).value)).toEqual(['d1']);
    expect(within(dialog).getByText(/^Fly fra CPH/)).toHaveTextContent('Fly fra CPH, kun direkte.');
    expect(within(dialog).getByLabelText('Vis')).toHaveDisplayValue('Kun direkte fly');

    await answer(sent[1], [flight('r1', { direction: 'return', from: 'MAN', to: 'CPH' })]);
    await user.click(within(dialog).getByRole('button', { name: 'Hjemrejse' }));
    expect(within(dialog).getByText(/^Fly fra CPH/)).toHaveTextContent('Fly fra CPH, kun direkte.');
  });

  it('says how many stops the list of each leg holds when stops are allowed: the changed leg direct and with them at once, the filter at as many', async () => {
    const user = renderPage();
    const dialog = await searchFrom(user, { stops: 'Op til 1 stop' });
    expect(sent.map((request) => [request.direction, request.body.maxChanges])).toEqual([
      ['outward', 0],
      ['outward', 1],
      ['return', 1],
    ]);
    await answer(sent[0], [flight('d1')]);
    await answer(sent[1], [flight('s1', { via: ['AMS'] })]);
    expect(radios(dialog)).toHaveLength(2);
    expect(within(dialog).getByText(/^Fly fra CPH/)).toHaveTextContent('Fly fra CPH, op til 1 stop.');
    expect(within(dialog).getByLabelText('Vis')).toHaveDisplayValue('Højst 1 stop');
  });

  it('says one stop for the other leg once its direct search found nothing and it was searched again with a stop', async () => {
    const user = renderPage();
    const dialog = await searchFrom(user);
    await answer(sent[0], [flight('d1')]);
    await answer(sent[1], []);
    await answer(sent[2], [flight('r1', { direction: 'return', from: 'MAN', to: 'CPH', via: ['AMS'] })]);
    await user.click(within(dialog).getByRole('button', { name: 'Hjemrejse' }));
    expect(within(dialog).getByText(/^Fly fra CPH/)).toHaveTextContent('Fly fra CPH, op til 1 stop.');
  });
});

describe('failures and empty answers', () => {
  it('closes the modal with the no-direct-flights toast when the search fails', async () => {
    const user = renderPage();
    await searchFrom(user);
    await act(async () => {
      sent[0]!.reject(new ApiError(502, { message: 'The flight supplier failed', code: 'supplier_error' }));
      sent[1]!.reject(new ApiError(502, { message: 'The flight supplier failed', code: 'supplier_error' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(toastError).toHaveBeenCalledWith(NO_DIRECT);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the one error text once when every search fails', async () => {
    const user = renderPage();
    await searchFrom(user);
    const failure = new ApiError(502, { message: 'The flight supplier failed', code: 'supplier_error' });
    for (const request of sent.slice(0, 3)) request.reject(failure);
    await advance(0);
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith(NO_DIRECT);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the modal open when one of the two searches fails but the other found flights', async () => {
    const user = renderPage();
    const dialog = await searchFrom(user, { stops: 'Op til 1 stop' });
    await act(async () => {
      sent[0]!.reject(new ApiError(504, { message: 'timeout', code: 'supplier_timeout' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    await answer(sent[1], [flight('s1', { via: ['AMS'] })]);
    expect(toastError).not.toHaveBeenCalled();
    expect(radios(dialog)).toHaveLength(1);
  });

  it('says no flights were found, and after an extended search says there are no direct flights', async () => {
    const user = renderPage();
    const dialog = await searchFrom(user, { stops: 'Op til 1 stop' });
    await answer(sent[0], []);
    await answer(sent[1], []);
    expect(within(dialog).getByText('Vi fandt ingen fly til din søgning.')).toBeInTheDocument();
    // The changed leg was searched with one stop already: one more is two.
    await user.click(within(dialog).getByRole('button', { name: 'Tillad op til 2 stop' }));
    await advance(0);
    const extended = sent.slice(-3);
    expect(extended.map((request) => [request.direction, request.body.maxChanges])).toEqual([
      ['outward', 0],
      ['outward', 2],
      ['return', 2],
    ]);
    await answer(extended[0], []);
    await answer(extended[1], []);
    expect(within(dialog).getByText(NO_DIRECT)).toBeInTheDocument();
  });
});

describe('one stop more', () => {
  it('never offers a stop the list was searched with: a leg searched with one offers two, a leg searched direct one', async () => {
    const user = renderPage();
    const dialog = await searchFrom(user, { stops: 'Op til 1 stop' });
    await answer(sent[0], [flight('d1')]);
    await answer(sent[1], [flight('s1', { via: ['AMS'] })]);
    expect(within(dialog).queryByRole('button', { name: 'Tilføj 1 stop (mellemlanding)' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Tillad op til 2 stop' })).toBeInTheDocument();

    // Direct flights only: each leg offers one stop, and taking it searches both again with it.
    await user.click(within(dialog).getByRole('button', { name: 'Skift afrejseområde' }));
    await user.selectOptions(within(dialog).getByLabelText('Mellemlandinger'), 'Kun direkte fly');
    await user.click(within(dialog).getByRole('button', { name: 'Søg fly' }));
    await advance(0);
    await answer(sent.at(-2), [flight('d1')]);
    await answer(sent.at(-1), [flight('r1', { direction: 'return', from: 'MAN', to: 'CPH' })]);
    expect(within(dialog).getByRole('button', { name: 'Tilføj 1 stop (mellemlanding)' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hjemrejse' }));
    await user.click(within(dialog).getByRole('button', { name: 'Tilføj 1 stop (mellemlanding)' }));
    await advance(0);
    expect(sent.slice(-3).map((request) => [request.direction, request.body.maxChanges])).toEqual([
      ['outward', 0],
      ['outward', 1],
      ['return', 1],
    ]);
  });
});

describe('one flight in two cabins', () => {
  it('tells the two apart by their cabin, each at its own price', async () => {
    const user = renderPage();
    const dialog = await searchFrom(user);
    const economy = flight('20260501-SK501', { price: 900 });
    const premium = { ...flight('20260501-SK501-W', { price: 1500 }), class: 'premium_economy' as const };
    await answer(sent[0], [economy, premium]);
    await answer(sent[1], []);
    expect(within(dialog).getByRole('radio', { name: /Økonomi/ })).toHaveAttribute('value', '20260501-SK501');
    expect(within(dialog).getByRole('radio', { name: /Premium economy/ })).toHaveAttribute('value', '20260501-SK501-W');
  });
});

describe('countdown', () => {
  it('marks the results stale after 90 s and offers to search again', async () => {
    const user = renderPage();
    const dialog = await searchFrom(user, { stops: 'Op til 1 stop' });
    await answer(sent[0], [flight('d1')]);
    await advance((FLIGHT_COUNTDOWN_SECONDS - 1) * 1000);
    expect(within(dialog).getByRole('button', { name: 'Vælg fly' })).toBeEnabled();
    await advance(1000);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Priserne er ikke længere aktuelle.');
    expect(within(dialog).getByRole('button', { name: 'Vælg fly' })).toBeDisabled();
    const before = sent.length;
    await user.click(within(dialog).getByRole('button', { name: 'Søg igen' }));
    expect(sent.length).toBe(before + 3);
  });
});

describe('choosing', () => {
  it('applies the chosen outward flight on confirm: store, URL, engine and total; different home airports need acceptance', async () => {
    const pkg = packageFixture();
    const user = renderPage(pkg);
    const before = shownTotal();
    const dialog = await searchFrom(user, { area: 'Jylland (AAR, AAL, BLL)' });
    const aarhus = flight('20260501-SK1', { from: 'AAR', price: 1400 });
    await answer(sent[0], [aarhus, flight('20260501-SK2', { from: 'AAL', price: 1500 })]);
    await answer(sent[1], []);
    // The first flight is chosen by default.
    expect(within(dialog).getByRole('radio', { checked: true })).toHaveAttribute('value', '20260501-SK1');
    const confirm = within(dialog).getByRole('button', { name: 'Vælg fly' });
    // Home from Aarhus, back to Copenhagen: the visitor must accept.
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Jeg accepterer, at udrejse og hjemrejse har forskellige lufthavne herhjemme'));
    await user.click(confirm);
    expect(screen.queryByRole('dialog')).toBeNull();

    const selection = { ...defaultSelection(pkg), ofid: '20260501-SK1', stops: 0 };
    const expected = engineTotal(pkg, selection, { outward: aarhus });
    // 1400 instead of the included outward leg's 900, for two: 1000 more.
    expect(expected).toBe(engineTotal(pkg, defaultSelection(pkg)) + 1000);
    expect(shownTotal()).toBe(formatPrice(expected, 'da'));
    expect(shownTotal()).not.toBe(before);
    expect(lastQuery()).toMatchObject({ ofid: '20260501-SK1', stops: '0' });
    expect(screen.getByRole('article', { name: 'Udrejse' })).toHaveTextContent('07.25 AAR → til 12.40 MAN');
    expect(screen.getByLabelText('Jeg accepterer, at udrejse og hjemrejse har forskellige lufthavne herhjemme')).toBeChecked();
  });

  it('applies the other leg too when the visitor picked one there', async () => {
    const pkg = packageFixture();
    const user = renderPage(pkg);
    const dialog = await searchFrom(user, { stops: 'Op til 1 stop' });
    const outward = flight('o1', { price: 800 });
    const back = flight('r2', { direction: 'return', from: 'MAN', to: 'CPH', price: 1000 });
    await answer(sent[0], [outward]);
    await answer(sent[2], [flight('r1', { direction: 'return', from: 'MAN', to: 'CPH', price: 950 }), back]);
    await user.click(within(dialog).getByRole('button', { name: 'Hjemrejse' }));
    await user.click(within(dialog).getByRole('radio', { name: /MAN 07\.25 → CPH 12\.40.*\+Kr\. 100,- pr\. person/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Vælg fly' }));
    expect(lastQuery()).toMatchObject({ ofid: 'o1', rfid: 'r2' });
    expect(shownTotal()).toBe(formatPrice(engineTotal(pkg, { ...defaultSelection(pkg), ofid: 'o1', rfid: 'r2', stops: 1 }, { outward, return: back }), 'da'));
  });

  it('filters the list by stops and airline', async () => {
    const user = renderPage();
    const dialog = await searchFrom(user, { stops: 'Op til 1 stop' });
    await answer(sent[0], [flight('d1'), flight('d2', { airline: 'DY' })]);
    await answer(sent[1], [flight('s1', { via: ['AMS'], airline: 'KL' })]);
    expect(radios(dialog)).toHaveLength(3);
    await user.selectOptions(within(dialog).getByLabelText('Vis'), 'Kun direkte fly');
    expect(radios(dialog)).toHaveLength(2);
    await user.selectOptions(within(dialog).getByLabelText('Flyselskab'), 'Airline DY');
    expect(radios(dialog).map((radio) => (radio as HTMLInputElement).value)).toEqual(['d2']);
  });
});

describe('a link or a reload that names chosen flights', () => {
  const linked = (pkg: PackageDetail): PackageSelection => ({ ...defaultSelection(pkg), ofid: 'o1', stops: 0, departure: { region: 'DK', airports: ['AAR', 'AAL', 'BLL'] } });

  it('searches them again from the linked area and prices the one found', async () => {
    const pkg = packageFixture();
    renderPage(pkg, 'da', linked(pkg));
    await advance(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ direction: 'outward', body: { cities: ['AAR', 'AAL', 'BLL'], country: 'DK', maxChanges: 1 } });
    const found = flight('o1', { from: 'AAR', price: 1200 });
    await answer(sent[0], [flight('o0'), found]);
    expect(shownTotal()).toBe(formatPrice(engineTotal(pkg, linked(pkg), { outward: found }), 'da'));
    expect(screen.getByRole('article', { name: 'Udrejse' })).toHaveTextContent('07.25 AAR → til 12.40 MAN');
    // Different home airports still need the visitor's acceptance.
    expect(screen.getByLabelText('Jeg accepterer, at udrejse og hjemrejse har forskellige lufthavne herhjemme')).not.toBeChecked();
  });

  it('drops a flight that is gone, back to the package’s own', async () => {
    const pkg = packageFixture();
    renderPage(pkg, 'da', linked(pkg));
    await advance(0);
    await answer(sent[0], [flight('o0')]);
    expect(lastQuery().ofid).toBeUndefined();
    expect(lastQuery().departure).toBeUndefined();
    expect(shownTotal()).toBe(formatPrice(engineTotal(pkg, defaultSelection(pkg)), 'da'));
  });

  it('lists a flight an offer named and the supplier no longer has among what the offer lost', async () => {
    const pkg = packageFixture();
    renderPage(pkg, 'da', linked(pkg), { offerId: 1001, failedServices: [], offered: null });
    // The notice's code loads with a page opened from an offer.
    await act(() => vi.dynamicImportSettled());
    await advance(0);
    expect(screen.getAllByRole('status').some((element) => element.textContent === 'Tilbud 1001 er genskabt: rejsen, som den blev sendt.')).toBe(true);
    await answer(sent[0], [flight('o0')]);
    const notice = screen.getAllByRole('status').find((element) => element.textContent?.startsWith('Tilbud 1001'))!;
    expect(notice).toHaveTextContent('Tilbud 1001 er genskabt, men noget i det kan ikke længere fås:');
    expect(within(notice).getByRole('listitem')).toHaveTextContent('Udrejsens fly fra tilbuddet kan ikke længere fås. I stedet: pakkens eget fly.');
  });
});

describe('the price check of chosen flights', () => {
  const linked = (pkg: PackageDetail): PackageSelection => ({ ...defaultSelection(pkg), ofid: 'o1', stops: 0, departure: { region: 'DK', airports: ['AAR', 'AAL', 'BLL'] } });
  const AIRPORTS = 'Jeg accepterer, at udrejse og hjemrejse har forskellige lufthavne herhjemme';

  /** The page with the linked flight found again at 1200, its airports accepted. */
  async function withChosenFlight(pkg: PackageDetail) {
    const user = renderPage(pkg, 'da', linked(pkg));
    await advance(0);
    const found = flight('o1', { from: 'AAR', price: 1200 });
    await answer(sent[0], [found]);
    await user.click(screen.getByLabelText(AIRPORTS));
    return { user, total: engineTotal(pkg, linked(pkg), { outward: found }) };
  }

  it('sends the chosen flight with the search that found it, and goes on when the server prices it alike', async () => {
    const pkg = packageFixture();
    const { user, total } = await withChosenFlight(pkg);
    checkPackagePrice.mockResolvedValue({
      price: { hotels: null, outwardFlight: { ourPrice: 2400, theirPrice: 2400 }, returnFlight: null, tickets: null, total: { ourPrice: total, theirPrice: total } },
      changedPrices: [],
      tickets: [],
    });
    await user.click(within(screen.getByRole('complementary')).getByRole('link', { name: 'Gå til booking' }));
    await advance(0);
    expect(checkPackagePrice).toHaveBeenCalledTimes(1);
    const body = checkPackagePrice.mock.calls[0]![2];
    expect(body.services.outwardFlight).toEqual({ uid: 'o1', price: 1200, maxChanges: 0, country: 'DK', cities: ['AAR', 'AAL', 'BLL'] });
    expect(body.services.returnFlight).toBeUndefined();
    expect(body.services.flightOffer).toBeUndefined();
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/er ændret fra/)).toBeNull();
  });

  it('drops a flight the server no longer finds and says so', async () => {
    const pkg = packageFixture();
    const { user, total } = await withChosenFlight(pkg);
    expect(shownTotal()).toBe(formatPrice(total, 'da'));
    checkPackagePrice.mockRejectedValue(
      new ApiError(422, { message: 'A chosen flight is no longer available', code: 'flight_unavailable', errors: { 'services.outwardFlight.uid': ['is no longer available: choose another flight'] } }),
    );
    await user.click(within(screen.getByRole('complementary')).getByRole('link', { name: 'Gå til booking' }));
    await advance(0);
    expect(toastError).toHaveBeenCalledWith('Et valgt fly kan ikke længere bookes. Vælg venligst et andet fly.');
    expect(router.push).not.toHaveBeenCalled();
    expect(lastQuery().ofid).toBeUndefined();
    expect(shownTotal()).toBe(formatPrice(engineTotal(pkg, defaultSelection(pkg)), 'da'));
  });
});

describe('in Swedish', () => {
  it('says there are no direct flights in Swedish after an extended search', async () => {
    const user = renderPage(packageFixture({ currency: 'SEK' }), 'sv');
    await user.click(screen.getByRole('button', { name: 'Byt utresa' }));
    await advance(0);
    const dialog = screen.getByRole('dialog', { name: 'Byt flyg' });
    await user.selectOptions(within(dialog).getByLabelText('Mellanlandningar'), 'Upp till 1 stopp');
    await user.click(within(dialog).getByRole('button', { name: 'Sök flyg' }));
    await answer(sent[0], []);
    await answer(sent[1], []);
    await user.click(within(dialog).getByRole('button', { name: 'Tillåt upp till 2 stopp' }));
    await answer(sent.at(-3), []);
    await answer(sent.at(-2), []);
    expect(within(dialog).getByText('Vi har inga direktflyg från den valda flygplatsen. Prova att lägga till 1 stopp (mellanlandning) eller byt flygplats')).toBeInTheDocument();
  });
});
