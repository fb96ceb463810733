import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as toastModule from '@/components/ui/toast';
import type { Coupon } from '@/lib/api/contract/coupons';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { toPriceInput } from '@/lib/package/price-input';
import { defaultSelection, type PackageSelection } from '@/lib/package/selection';
import { formats } from '@/lib/i18n/formats';
import { formatPrice } from '@/lib/i18n/money';
import { priceBooking } from '@/lib/pricing';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import { api, http, HttpResponse, startApiServer, packageAsRendered } from '../../support/msw';
import { packageFixture, ticket } from '../../support/package-fixture';
import { QueryWrapper } from '../../support/query';
import { locationQuery, resetLocation } from '@/tests/support/location-query';

const router = { replace: vi.fn(), push: vi.fn() };

vi.mock('@/lib/i18n/navigation', async () => (await import('../../support/navigation-mocks')).fakeNavigation(router));
vi.mock('next/navigation', async () => (await import('../../support/navigation-mocks')).fakeNextNavigation());

const apiServer = startApiServer();
/** The coupon codes looked up, and the price checks sent (package id and body). */
let couponsAsked: string[];
let priceChecks: { id: number; body: unknown }[];
/** GET coupons/:code answers with this coupon, or with this error. */
function answerCoupon(answer: { coupon: Coupon } | { status: number; body: unknown }) {
  apiServer.use(
    http.get(api('coupons/:code'), ({ params }) => {
      couponsAsked.push(String(params.code));
      return 'coupon' in answer ? HttpResponse.json(answer) : HttpResponse.json(answer.body as never, { status: answer.status });
    }),
  );
}
/** POST packages/:id/service-availability answers with these prices. */
function answerPriceCheck(answer: unknown) {
  apiServer.use(
    http.post(api('packages/:id/service-availability'), async ({ params, request }) => {
      priceChecks.push({ id: Number(params.id), body: await request.json() });
      return HttpResponse.json(answer as never);
    }),
  );
}

const { Customiser: PackageCustomiser } = await import('@/app/[locale]/[edition]/(shop)/packages/[slug]/customiser');
const { PackageOverview } = await import('@/features/package/overview/package-overview');

// The change modals load after the page (components/ui/client-only): have them loaded before the first test opens one.
beforeAll(async () => {
  await Promise.all([import('@/features/availability/flight-modal'), import('@/features/availability/hotel-modal')]);
});

const bookingConfig = { flightLessDiscount: 1500, hotelLessDiscount: 900 };

/** The customisation as the page renders it; the seats it reads after hydration answer as the test says. */
function renderCustomiser(pkg: PackageDetail = packageFixture(), initial: PackageSelection = defaultSelection(pkg), locale: 'da' | 'no' = 'da') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'da' ? da : no} formats={formats} timeZone="Europe/Copenhagen">
      <QueryWrapper>
        <PackageCustomiser pkg={pkg} bookingConfig={bookingConfig} initial={initial} coupon={null} pageUrl="https://fantur.dk/da/pakker/test" />
      </QueryWrapper>
    </NextIntlClientProvider>,
  );
}

/** The page, its seats read after hydration as it was rendered with. */
function renderPage(pkg: PackageDetail = packageFixture(), initial: PackageSelection = defaultSelection(pkg), locale: 'da' | 'no' = 'da') {
  apiServer.use(packageAsRendered(pkg));
  return renderCustomiser(pkg, initial, locale);
}

/** The page's total for a selection, from the price engine itself. */
function engineTotal(pkg: PackageDetail, selection: PackageSelection, coupon: Coupon | null = null) {
  return priceBooking(toPriceInput(pkg, selection, bookingConfig, coupon)).total;
}

const shownTotal = () => screen.getByTestId('total').textContent;
/** The summary, the payment step (the phone's bar at the foot of the screen repeats its total and button). */
const summary = () => within(screen.getByRole('complementary'));
const lastQuery = locationQuery;

beforeEach(() => {
  router.replace.mockClear();
  resetLocation();
  router.push.mockClear();
  couponsAsked = [];
  priceChecks = [];
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('travellers and rooms', () => {
  it('updates the total from the price engine when travellers change, and mirrors them into the URL', async () => {
    const user = userEvent.setup();
    const pkg = packageFixture();
    renderPage(pkg);
    expect(shownTotal()).toBe(formatPrice(engineTotal(pkg, defaultSelection(pkg)), 'da'));

    await user.selectOptions(screen.getByLabelText('Voksne (16+ år)'), '3');
    const three = { ...defaultSelection(pkg), adults: 3 };
    expect(shownTotal()).toBe(formatPrice(engineTotal(pkg, three), 'da'));
    expect(shownTotal()).not.toBe(formatPrice(engineTotal(pkg, defaultSelection(pkg)), 'da'));
    expect(summary().getByText('I alt for 3 personer')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ type: 'default', adults: '3' });
    // Three adults get a double and a single room.
    expect(screen.getByRole('group', { name: 'Værelser' })).toHaveTextContent('Værelse 2');
  });

  it('refuses a triple room for three adults in the visitor’s language', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(screen.getByLabelText('Voksne (16+ år)'), '3');
    await user.click(screen.getByRole('button', { name: 'Fjern værelse 2' }));
    await user.selectOptions(screen.getAllByLabelText('Værelsestype')[0]!, 'triple');
    await user.selectOptions(screen.getAllByLabelText('Voksne')[0]!, '3');
    expect(screen.getByText('Værelse 1: Et tresengsværelse til tre voksne er ikke muligt. Tilføj et enkeltværelse.')).toBeInTheDocument();
  });

  it('asks for the age of each child', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(screen.getByLabelText('Børn (0-15 år)'), '1');
    expect(screen.getByText('Vælg alderen på barn 1.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Alder, barn 1'), '7');
    expect(screen.queryByText('Vælg alderen på barn 1.')).toBeNull();
    expect(lastQuery()).toMatchObject({ children: '1', childAges: '7' });
  });
});

describe('limited ticket mode', () => {
  it('gives passengers minus one a ticket, reverts a tick beyond the count, and gives everyone a ticket with "Alle"', async () => {
    const user = userEvent.setup();
    const pkg = packageFixture();
    renderPage(pkg);
    await user.click(screen.getByLabelText('Ikke alle skal have kampbillet'));
    const count = screen.getByLabelText('Antal kampbilletter');
    expect(count).toHaveValue('1');
    expect(shownTotal()).toBe(formatPrice(engineTotal(pkg, { ...defaultSelection(pkg), ticketCount: 1 }), 'da'));
    expect(lastQuery()).toMatchObject({ ticketCount: '1' });

    const holders = screen.getByRole('group', { name: 'Hvem skal have kampbillet?' });
    expect(within(holders).getByLabelText('Voksen 1')).toBeChecked();
    expect(within(holders).getByLabelText('Voksen 2')).not.toBeChecked();
    await user.click(within(holders).getByLabelText('Voksen 2'));
    expect(within(holders).getByLabelText('Voksen 2')).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('Du kan kun vælge 1 billet');

    await user.selectOptions(count, 'Alle');
    expect(screen.queryByLabelText('Antal kampbilletter')).toBeNull();
    expect(shownTotal()).toBe(formatPrice(engineTotal(pkg, defaultSelection(pkg)), 'da'));
  });

  it('says when only a few tickets are left, in Norwegian too', () => {
    renderPage(packageFixture(), undefined, 'no');
    expect(screen.getByText('Det er kun 3 billetter igjen')).toBeInTheDocument();
    expect(screen.getAllByText('Utsolgt').length).toBeGreaterThan(0);
  });
});

describe('the overview’s travel dates', () => {
  it('follows a changed travel period: the dates and the nights in the header are the chosen ones', async () => {
    await import('@/features/package/form-schemas');
    const user = userEvent.setup();
    const pkg = packageFixture();
    apiServer.use(packageAsRendered(pkg));
    render(
      <NextIntlClientProvider locale="da" messages={da} formats={formats} timeZone="Europe/Copenhagen">
        <QueryWrapper>
          <PackageCustomiser
            pkg={pkg}
            bookingConfig={bookingConfig}
            initial={defaultSelection(pkg)}
            coupon={null}
            pageUrl="https://fantur.dk/da/pakker/test"
            overview={<PackageOverview pkg={pkg} badges={null} />}
          />
        </QueryWrapper>
      </NextIntlClientProvider>,
    );
    const header = () => screen.getByRole('heading', { level: 1, name: pkg.title }).closest('header')!;
    expect(header()).toHaveTextContent('fredag 1. maj – mandag 4. maj · 3 overnatninger');

    // The travel period step: 1-4 May extended to 30 April - 5 May.
    const texts = da.package.customise;
    const period = within(screen.getByRole('region', { name: texts.periodHeading }));
    for (const [label, day] of [
      [texts.periodFrom, '2026-04-30'],
      [texts.periodTo, '2026-05-05'],
    ]) {
      await user.clear(period.getByLabelText(label!));
      await user.type(period.getByLabelText(label!), day!);
    }
    await user.click(period.getByRole('button', { name: texts.periodApply }));
    await waitFor(() => expect(header()).toHaveTextContent('torsdag 30. april – tirsdag 5. maj · 5 overnatninger'));
    expect(header()).not.toHaveTextContent('3 overnatninger');
  });
});

describe('a ticket category’s price', () => {
  /** Two matches with dearer and cheaper categories than the included one, and an upgrade fee. */
  const withCategories = () => {
    const base = packageFixture({ extraFees: { eventUpgradeFee: 150, matchInsuranceFee: 250 } });
    const [first, second] = base.events;
    return packageFixture({
      extraFees: { eventUpgradeFee: 150, matchInsuranceFee: 250 },
      events: [
        { ...first!, tickets: [...first!.tickets, ticket(104, 3, 800, 20)] },
        { ...second!, tickets: [...second!.tickets, ticket(203, 7, 1000, 20)] },
      ],
    });
  };
  /** The amount a category's label says choosing it adds per ticket, signed. */
  const labelledDelta = (label: string) => {
    const match = /([+−])Kr\. ([\d.]+),- pr\. billet inkl\. billetgebyr/.exec(label);
    if (!match) throw new Error(`No price per ticket in "${label}"`);
    return (match[1] === '−' ? -1 : 1) * Number(match[2]!.replace(/\./g, ''));
  };
  const totalAmount = () => Number(shownTotal()!.replace(/\D/g, ''));

  it.each([
    ['two passengers, each with a ticket', 2, null],
    ['three passengers, each with a ticket', 3, null],
    ['two of three passengers with a ticket', 3, 2],
  ] as const)('adds what its label says per ticket, the upgrade fee included, for each ticket held (%s)', async (_, adults, ticketCount) => {
    const user = userEvent.setup();
    const pkg = withCategories();
    renderPage(pkg);
    await user.selectOptions(screen.getByLabelText('Voksne (16+ år)'), String(adults));
    if (ticketCount !== null) {
      await user.click(screen.getByLabelText('Ikke alle skal have kampbillet'));
      await user.selectOptions(screen.getByLabelText('Antal kampbilletter'), String(ticketCount));
    }
    const tickets = ticketCount ?? adults;
    const before = totalAmount();
    expect(before).toBe(engineTotal(pkg, { ...defaultSelection(pkg), adults, ticketCount }));
    let checked = 0;
    for (const event of pkg.events) {
      const group = () => screen.getByRole('group', { name: `Billetter til ${event.title}` });
      const included = within(group()).getByRole('radio', { checked: true });
      const categories = within(group())
        .getAllByRole('radio')
        .filter((radio) => radio !== included && !(radio as HTMLInputElement).disabled);
      for (const radio of categories) {
        const delta = labelledDelta(radio.closest('label')!.textContent!);
        await user.click(radio);
        expect(totalAmount() - before).toBe(delta * tickets);
        await user.click(included);
        expect(totalAmount()).toBe(before);
        checked += 1;
      }
    }
    expect(checked).toBe(3);
  });
});

describe('coupon box', () => {
  it('keeps Apply disabled while the code is empty', async () => {
    const user = userEvent.setup();
    renderPage();
    const apply = screen.getByRole('button', { name: 'Anvend' });
    expect(apply).toBeDisabled();
    await user.type(screen.getByLabelText('Rabatkode'), '   ');
    expect(apply).toBeDisabled();
    await user.type(screen.getByLabelText('Rabatkode'), 'X');
    expect(apply).toBeEnabled();
  });

  it('says "Koden er ikke gyldig" for an unknown code and clears the input', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toastModule.toast, 'error').mockReturnValue('t');
    answerCoupon({ status: 404, body: { message: 'The coupon code is not valid', code: 'requested_coupon_not_found' } });
    renderPage();
    await user.type(screen.getByLabelText('Rabatkode'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Anvend' }));
    expect(await screen.findByText('Koden er ikke gyldig')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Koden er ikke gyldig');
    expect(screen.getByLabelText('Rabatkode')).toHaveValue('');
  });

  it('shows another failure as the site’s error prefix and the server message with the code in parentheses', async () => {
    const user = userEvent.setup();
    vi.spyOn(toastModule.toast, 'error').mockReturnValue('t');
    answerCoupon({ status: 400, body: { message: 'The request has invalid fields', code: 'invalid_request' } });
    renderPage();
    await user.type(screen.getByLabelText('Rabatkode'), 'BAD');
    await user.click(screen.getByRole('button', { name: 'Anvend' }));
    expect(await screen.findByText('Fejl: The request has invalid fields (invalid_request)')).toBeInTheDocument();
  });

  it('applies a coupon: toast, lower total, cleared input, and the remove icon takes it off again', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toastModule.toast, 'success').mockReturnValue('t');
    const coupon: Coupon = { code: 'FODBOLD500', type: 'fixed', amount: 500, isPerPassenger: false };
    answerCoupon({ coupon });
    const pkg = packageFixture();
    renderPage(pkg);
    await user.type(screen.getByLabelText('Rabatkode'), 'fodbold500');
    await user.click(screen.getByRole('button', { name: 'Anvend' }));
    await vi.waitFor(() => expect(couponsAsked).toEqual(['fodbold500']));
    expect(await screen.findByText(/Rabatkode FODBOLD500/)).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Rabatkoden er godkendt. Kr. 500,- trækkes fra på fakturaen.');
    expect(screen.getByLabelText('Rabatkode')).toHaveValue('');
    const withCoupon = engineTotal(pkg, defaultSelection(pkg), coupon);
    expect(withCoupon).toBe(engineTotal(pkg, defaultSelection(pkg)) - 500);
    expect(shownTotal()).toBe(formatPrice(withCoupon, 'da'));
    expect(lastQuery()).toMatchObject({ coupon: 'FODBOLD500' });

    await user.click(screen.getByRole('button', { name: 'Fjern rabatkoden FODBOLD500' }));
    expect(screen.queryByText(/Rabatkode FODBOLD500/)).toBeNull();
    expect(shownTotal()).toBe(formatPrice(engineTotal(pkg, defaultSelection(pkg)), 'da'));
  });
});

describe('exclusions and premium', () => {
  it('deducts the hotel-less discount when the hotel is dropped, asks for acceptance and hides premium', async () => {
    const user = userEvent.setup();
    const pkg = packageFixture();
    renderPage(pkg, { ...defaultSelection(pkg), type: 'premium' });
    expect(screen.getByLabelText(/Opgrader til premium/)).toBeChecked();
    await user.click(screen.getByLabelText('Rejs uden hotel'));
    expect(screen.getByText(/Hotellet er fjernet fra din rejse\./)).toHaveTextContent(`${formatPrice(1800, 'da')} er trukket fra prisen.`);
    expect(screen.getByLabelText('Jeg accepterer rejsen uden de fravalgte ydelser')).not.toBeChecked();
    expect(screen.queryByLabelText(/Opgrader til premium/)).toBeNull();
    const dropped = { ...defaultSelection(pkg), without: { flight: false, hotel: true, transit: false } };
    expect(shownTotal()).toBe(formatPrice(engineTotal(pkg, dropped), 'da'));
    expect(lastQuery()).toMatchObject({ type: 'default', without: 'hotel' });
  });
});

describe('the way on to booking', () => {
  const answer = (our: number, their: number) => ({
    price: { hotels: null, outwardFlight: null, returnFlight: null, tickets: null, total: { ourPrice: our, theirPrice: their } },
    changedPrices: [],
    tickets: [],
  });

  it('checks the prices on the server and goes on with the same query when nothing changed', async () => {
    const user = userEvent.setup();
    const pkg = packageFixture();
    const total = engineTotal(pkg, defaultSelection(pkg));
    answerPriceCheck(answer(total, total));
    renderPage(pkg);
    await user.click(summary().getByRole('link', { name: 'Gå til booking' }));
    await vi.waitFor(() => expect(priceChecks).toEqual([{ id: pkg.id, body: expect.objectContaining({ packageId: pkg.id, type: 'default', adults: 2 }) }]));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith({ pathname: '/packages/[slug]/book', params: { slug: pkg.slug }, query: { type: 'default' } }));
  });

  it('shows a changed total and goes on only when the visitor confirms', async () => {
    const user = userEvent.setup();
    const pkg = packageFixture();
    const total = engineTotal(pkg, defaultSelection(pkg));
    answerPriceCheck(answer(total, total + 450));
    renderPage(pkg);
    await user.click(summary().getByRole('link', { name: 'Gå til booking' }));
    expect(await screen.findByText(`Prisen på rejsen i alt er ændret fra ${formatPrice(total, 'da')} til ${formatPrice(total + 450, 'da')}.`)).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
    await user.click(summary().getByRole('link', { name: 'Accepter de nye priser og gå til booking' }));
    expect(router.push).toHaveBeenCalledTimes(1);
  });

  it('asks for the acceptance of a dropped service first', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByLabelText('Rejs uden fly'));
    await user.click(summary().getByRole('link', { name: 'Gå til booking' }));
    expect(screen.getByText('Accepter rejsen uden de fravalgte ydelser.')).toBeInTheDocument();
    expect(priceChecks).toEqual([]);
  });
});

describe('the seats left', () => {
  it('reads them when the page has hydrated: a ticket that can no longer seat the party gives way, at the engine’s price', async () => {
    const user = userEvent.setup();
    const pkg = packageFixture();
    // Since the page was rendered, a booking left the included ticket of the first match one seat.
    const now: PackageDetail = structuredClone(pkg);
    now.events[0]!.tickets.find((ticket) => ticket.id === 101)!.availability = 1;
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    apiServer.use(http.get(api('packages/:slug'), async () => (await answered, HttpResponse.json({ package: now }))));
    renderCustomiser(pkg);
    const before = formatPrice(engineTotal(pkg, defaultSelection(pkg)), 'da');
    const after = formatPrice(engineTotal(now, defaultSelection(now)), 'da');
    expect(after).not.toBe(before);
    expect(defaultSelection(now).tickets).toContainEqual({ eventId: 1, ticketId: 103 });
    // What the visitor does while the seats are read stays.
    await user.type(screen.getByLabelText('Rabatkode'), 'SOMMER');
    expect(shownTotal()).toBe(before);
    answer();
    await waitFor(() => expect(shownTotal()).toBe(after));
    expect(screen.getByLabelText('Rabatkode')).toHaveValue('SOMMER');
    expect(lastQuery()).toMatchObject({ 'tickets[]': expect.anything() });
  });

  it('leaves the address alone when other seats moved but the visitor’s choice still fits', async () => {
    const pkg = packageFixture();
    const now: PackageDetail = structuredClone(pkg);
    // Another ticket of the first match sold a seat: the included one still seats the party.
    now.events[0]!.tickets.find((ticket) => ticket.id === 103)!.availability = 29;
    let asked = 0;
    apiServer.use(http.get(api('packages/:slug'), () => ((asked += 1), HttpResponse.json({ package: now }))));
    renderCustomiser(pkg);
    await waitFor(() => expect(asked).toBe(1));
    // Let the answer land: the selection is the same, so the address keeps the page's own (none).
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.replace).not.toHaveBeenCalled();
    expect(window.location.search).toBe('');
  });

  it('keeps the page as it is when the seats have not moved, or cannot be read', async () => {
    for (const answer of [() => HttpResponse.json({ package: packageFixture() }), () => HttpResponse.json({ message: 'down' }, { status: 503 })]) {
      let asked = 0;
      apiServer.use(http.get(api('packages/:slug'), () => ((asked += 1), answer())));
      const pkg = packageFixture();
      const { unmount } = renderCustomiser(pkg);
      await waitFor(() => expect(asked).toBeGreaterThan(0));
      expect(shownTotal()).toBe(formatPrice(engineTotal(pkg, defaultSelection(pkg)), 'da'));
      unmount();
    }
  });
});

describe('a reopened offer’s address', () => {
  it('keeps the offer’s selection the page was drawn with, and writes it to the address, which named only the offer', async () => {
    const pkg = packageFixture();
    apiServer.use(packageAsRendered(pkg));
    window.history.replaceState(null, '', '/da/pakker/test?utm_source=pdf_offer&offerId=1001');
    const offered: PackageSelection = { ...defaultSelection(pkg), adults: 3, rooms: [{ roomType: 'double', adults: 2, children: 0 }, { roomType: 'single', adults: 1, children: 0 }] };
    render(
      <NextIntlClientProvider locale="da" messages={da} formats={formats} timeZone="Europe/Copenhagen">
        <QueryWrapper>
          <PackageCustomiser pkg={pkg} bookingConfig={bookingConfig} initial={offered} coupon={null} pageUrl="https://fantur.dk/da/pakker/test" offer={{ offerId: 1001, failedServices: [], offered: null }} />
        </QueryWrapper>
      </NextIntlClientProvider>,
    );
    // The address's reader loads after hydration: it writes the offer's trip to the address, and never takes the address's (none) instead.
    await waitFor(() => expect(lastQuery()).toMatchObject({ adults: '3' }));
    expect(screen.getByLabelText('Voksne (16+ år)')).toHaveValue('3');
    expect(shownTotal()).toBe(formatPrice(engineTotal(pkg, offered), 'da'));
  });
});
