import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { conditionsFor } from '@/features/package/steps/conditions-step';
import { packageSteps } from '@/features/package/steps/package-steps';
import { premiumTexts } from '@/features/package/steps/tickets/premium-block';
import { blockFacts } from '@/features/package/steps/tickets/tickets-section';
import type { Flight } from '@/lib/api/contract/availability';
import type { DepartureAirportGroup } from '@/lib/api/contract/geography';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { toPriceInput } from '@/lib/package/price-input';
import { defaultSelection, type PackageSelection } from '@/lib/package/selection';
import { formats } from '@/lib/i18n/formats';
import { formatPrice } from '@/lib/i18n/money';
import { priceBooking } from '@/lib/pricing';
import { SITES } from '@/lib/site/sites';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';
import { flight } from '../../support/availability-fixture';
import { answerDepartureGroups, holdSearches, type SentFlightSearch } from '../../support/availability-api';
import { startApiServer, packageAsRendered } from '../../support/msw';
import { packageFixture, ticket } from '../../support/package-fixture';
import { QueryWrapper } from '../../support/query';
import { resetLocation } from '@/tests/support/location-query';

const { router, toastError } = vi.hoisted(() => ({ router: { replace: vi.fn(), push: vi.fn() }, toastError: vi.fn() }));

vi.mock('@/lib/i18n/navigation', async () => (await import('../../support/navigation-mocks')).fakeNavigation(router));
vi.mock('next/navigation', async () => (await import('../../support/navigation-mocks')).fakeNextNavigation());
vi.mock('@/components/ui/toast', () => ({ toast: { error: toastError, success: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));

/** One flight search the page sent (through msw), answered when the test says so. */
type Sent = SentFlightSearch;
let sent: Sent[];
const apiServer = startApiServer();

const group = (id: number, region: 'DK' | 'NO' | 'SE', airportCodes: string[], stops: number): DepartureAirportGroup => ({
  id,
  slug: `group-${id}`,
  name: airportCodes.join(', '),
  label: airportCodes.join(', '),
  country: region,
  region,
  airportCodes,
  searchParams: { stops },
});
const GROUPS: Record<string, DepartureAirportGroup[]> = { DK: [group(1, 'DK', ['CPH'], 1)], NO: [group(4, 'NO', ['OSL'], 0)], SE: [group(6, 'SE', ['ARN'], 0)] };
/** The regions whose departure areas were asked for, in order. */
let groupsAsked: string[];

const { Customiser: PackageCustomiser } = await import('@/app/[locale]/[edition]/(shop)/packages/[slug]/customiser');

// The flight modal loads after the page (components/ui/client-only): have it loaded before a test.
beforeAll(async () => {
  await import('@/features/availability/flight-modal');
});

const bookingConfig = { flightLessDiscount: 1500, hotelLessDiscount: 900 };
const MESSAGES = { da, no, sv } as const;
/** The CMS's conditions as the server renders them (sanitised markup). */
const conditions = {
  general: <p>Generelle betingelser: rejsen er en pakkerejse.</p>,
  extraordinary: <p>Billetter refunderes ikke.</p>,
  ticketOnly: <p>Kun billet: ikke en pakkerejse.</p>,
  matchRisk: <p>Kampen kan flyttes.</p>,
};

function renderPage(pkg: PackageDetail = packageFixture(), locale: keyof typeof MESSAGES = 'da', initial: PackageSelection = defaultSelection(pkg)) {
  apiServer.use(packageAsRendered(pkg));
  return render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} formats={formats} timeZone="Europe/Copenhagen">
      <QueryWrapper>
        <PackageCustomiser pkg={pkg} bookingConfig={bookingConfig} conditions={conditions} initial={initial} coupon={null} pageUrl="https://fantur.dk/da/pakker/test" />
      </QueryWrapper>
    </NextIntlClientProvider>,
  );
}

/** The page's headings in order, as a screen reader lists them: level and name. */
const outline = () => screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);
const stepHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

beforeEach(() => {
  sent = holdSearches(apiServer).flights;
  groupsAsked = answerDepartureGroups(apiServer, GROUPS);
  resetLocation();
  toastError.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the steps of the package page', () => {
  it('numbers them as the specification reads: 1 ticket, 2 flight, 3 hotel, 4 insurance and conditions, then 5 payment', () => {
    renderPage();
    expect(stepHeadings()).toEqual([
      'Rejsende',
      'Rejseperiode',
      '1Trin 1: Kampbilletter',
      '2Trin 2: Fly',
      '3Trin 3: Hotel',
      '4Trin 4: Forsikring og betingelser',
      '5Trin 5: Pris og betaling',
    ]);
    // The number in its circle is for the eye; a screen reader hears "Trin 1: Kampbilletter".
    expect(screen.getByRole('heading', { level: 2, name: 'Trin 1: Kampbilletter' })).toBeInTheDocument();
  });

  it.each([
    ['no', ['Trinn 1: Kampbilletter', 'Trinn 2: Fly', 'Trinn 3: Hotell', 'Trinn 4: Forsikring og vilkår', 'Trinn 5: Pris og betaling']],
    ['sv', ['Steg 1: Matchbiljetter', 'Steg 2: Flyg', 'Steg 3: Hotell', 'Steg 4: Försäkring och villkor', 'Steg 5: Pris och betalning']],
  ] as const)('names them in the site’s language (%s)', (locale, names) => {
    renderPage(packageFixture({ currency: locale === 'no' ? 'NOK' : 'SEK' }), locale);
    for (const name of names) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  });

  it('makes the bus step 2 of the bus variant', () => {
    const pkg = packageFixture();
    renderPage(pkg, 'da', { ...defaultSelection(pkg), type: 'withTransit' });
    expect(screen.getByRole('heading', { level: 2, name: 'Trin 2: Bus' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: /Fly$/ })).toBeNull();
    expect(screen.getByRole('group', { name: 'Udrejse: København → Manchester' })).toBeInTheDocument();
  });

  it('moves the steps up for a residual sale, which is the ticket alone: 1 ticket, 2 conditions, 3 payment', () => {
    const pkg = packageFixture({ isResidualSale: true });
    expect(packageSteps(pkg, defaultSelection(pkg))).toEqual(['tickets', 'conditions', 'payment']);
    renderPage(pkg);
    expect(stepHeadings().filter((name) => name?.includes('Trin'))).toEqual(['1Trin 1: Kampbilletter', '2Trin 2: Betingelser', '3Trin 3: Pris og betaling']);
  });

  it('skips no heading level: the steps are h2, what is inside them h3', () => {
    renderPage();
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(2);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!, outline().join('\n')).toBeLessThanOrEqual(1);
    });
    expect(screen.getByRole('heading', { level: 3, name: 'Match 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Premium' })).toBeInTheDocument();
  });
});

describe('each fact once', () => {
  it('lists lounge access once on a lounge block that also names it among its facts', () => {
    const lounge = ticket(102, 2, 1500, 3, { hasAccessToLounge: true, facts: ['Adgang til VIP-område', 'Buffet inkluderet'] });
    const base = packageFixture();
    const pkg = packageFixture({ events: [{ ...base.events[0]!, tickets: [base.events[0]!.tickets[0]!, lounge] }, base.events[1]!] });
    renderPage(pkg);
    const card = screen.getByRole('radio', { name: /Blok 2/ }).closest('li')!;
    expect(within(card).getAllByText('Adgang til VIP-område')).toHaveLength(1);
    expect(within(card).getByText('Buffet inkluderet')).toBeInTheDocument();
  });

  it('keeps the first of facts that say the same, whatever their case or spaces', () => {
    expect(blockFacts({ hasAccessToLounge: true, facts: [' adgang til Lounge', 'Overdækket', 'Overdækket'] }, 'Adgang til lounge')).toEqual(['Adgang til lounge', 'Overdækket']);
    expect(blockFacts({ hasAccessToLounge: false, facts: ['Overdækket', ''] }, 'Adgang til lounge')).toEqual(['Overdækket']);
  });

  it('heads each match’s tickets with its name, its card (clubs, date, venue) being in the overview', () => {
    renderPage();
    const tickets = screen.getByRole('region', { name: 'Trin 1: Kampbilletter' });
    expect(within(tickets).getByRole('heading', { level: 3, name: 'Match 1' })).toBeInTheDocument();
    expect(within(tickets).queryByRole('link', { name: /Home 1/ })).toBeNull();
  });
});

describe('the travel period', () => {
  it('says the period only once it is extended: the package’s own is in the overview and the fields', () => {
    const pkg = packageFixture();
    const { unmount } = renderPage(pkg);
    const period = () => screen.getByRole('region', { name: 'Rejseperiode' });
    expect(within(period()).queryByText(/maj – /)).toBeNull();
    unmount();
    renderPage(pkg, 'da', { ...defaultSelection(pkg), period: { startDate: '2026-04-30', endDate: '2026-05-04' } });
    expect(within(period()).getByText('torsdag 30. april – mandag 4. maj')).toBeInTheDocument();
  });
});

describe('premium', () => {
  it('speaks of the home club’s own premium seats', () => {
    renderPage();
    const tickets = screen.getByRole('region', { name: 'Trin 1: Kampbilletter' });
    expect(within(tickets).getByText('Premium at Stadium 1: lounge, buffet and the best seats.')).toBeInTheDocument();
    expect(within(tickets).getByText('Premium at Stadium 2: lounge, buffet and the best seats.')).toBeInTheDocument();
    expect(within(tickets).queryByText('Premiumbilletter med adgang til VIP-område til alle kampe.')).toBeNull();
  });

  it('falls back to the general line where no club has a premium text, and says a shared text once', () => {
    const base = packageFixture();
    const without = packageFixture({ events: base.events.map((event) => ({ ...event, homeClub: event.homeClub && { ...event.homeClub, guidingTexts: { premiumText: null } } })) });
    renderPage(without);
    expect(screen.getByText('Premiumbilletter med adgang til VIP-område til alle kampe.')).toBeInTheDocument();
    const same = { premiumText: 'Lounge.' };
    expect(premiumTexts({ events: base.events.map((event) => ({ ...event, homeClub: event.homeClub && { ...event.homeClub, guidingTexts: same } })) })).toEqual(['Lounge.']);
  });
});

describe('insurance and conditions', () => {
  it('shows the CMS’s booking conditions behind their disclosures in step 4', async () => {
    const user = userEvent.setup();
    renderPage();
    const step = screen.getByRole('region', { name: 'Trin 4: Forsikring og betingelser' });
    expect(within(step).getByRole('heading', { level: 3, name: 'Betingelser' })).toBeInTheDocument();
    const summaries = within(step).getAllByText(/betingelser|aflyses/, { selector: 'summary' }).map((summary) => summary.textContent);
    expect(summaries).toEqual(['Rejsebetingelser', 'Særlige betingelser', 'Hvis kampen flyttes eller aflyses']);
    const general = within(step).getByText('Rejsebetingelser').closest('details')!;
    expect(general).not.toHaveAttribute('open');
    await user.click(within(step).getByText('Rejsebetingelser'));
    expect(general).toHaveAttribute('open');
    expect(within(general).getByText('Generelle betingelser: rejsen er en pakkerejse.')).toBeVisible();
  });

  it('gives a ticket alone its own conditions instead of the package travel ones, and no insurance', async () => {
    expect(conditionsFor(true)).toEqual(['ticketOnly', 'extraordinary', 'matchRisk']);
    expect(conditionsFor(false)).toEqual(['general', 'extraordinary', 'matchRisk']);
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByLabelText('Rejs uden fly'));
    await user.click(screen.getByLabelText('Rejs uden hotel'));
    const step = screen.getByRole('region', { name: 'Trin 4: Betingelser' });
    expect(within(step).queryByText('Rejsebetingelser')).toBeNull();
    expect(within(step).getByText('Betingelser for kun kampbillet')).toBeInTheDocument();
    expect(within(step).queryByRole('group', { name: /rejseforsikring/ })).toBeNull();
    // The acceptance of the dropped services sits with the conditions.
    expect(within(step).getByLabelText('Jeg accepterer rejsen uden de fravalgte ydelser')).toBeInTheDocument();
  });
});

describe('the total at the foot of a phone’s screen', () => {
  const bar = () => screen.getByRole('region', { name: 'Samlet pris og booking' });

  it('shows the live total and the way on to booking', async () => {
    const user = userEvent.setup();
    const pkg = packageFixture();
    renderPage(pkg);
    expect(within(bar()).getByTestId('sticky-total')).toHaveTextContent(screen.getByTestId('total').textContent!);
    await user.selectOptions(screen.getByLabelText('Voksne (16+ år)'), '3');
    const three = priceBooking(toPriceInput(pkg, { ...defaultSelection(pkg), adults: 3 }, bookingConfig, null)).total;
    expect(within(bar()).getByTestId('sticky-total')).toHaveTextContent(formatPrice(three, 'da'));
    expect(within(bar()).getByText('I alt for 3 personer')).toBeInTheDocument();
    expect(within(bar()).getByRole('link', { name: 'Gå til booking' })).toBeInTheDocument();
  });

  it('brings what stops the booking into view and focus when its button is pressed', async () => {
    const user = userEvent.setup();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderPage();
    await user.click(screen.getByLabelText('Rejs uden fly'));
    await user.click(within(bar()).getByRole('link', { name: 'Gå til booking' }));
    const problems = await screen.findByRole('alert');
    expect(problems).toHaveTextContent('Accepter rejsen uden de fravalgte ydelser.');
    await vi.waitFor(() => expect(problems).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalled();
  });
});

describe('the flight cards', () => {
  /** The flight step comes near the screen at once. */
  function nearAtOnce() {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe() {
          this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        }
        disconnect() {}
      },
    );
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

  it('shows the package’s own flight as the airline flies it: day, times at each airport, airline, stops and travel time', async () => {
    nearAtOnce();
    renderPage();
    const outward = screen.getByRole('article', { name: 'Udrejse' });
    expect(outward).toHaveTextContent('CPH → til MAN · henter flytider…');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    // From the package's home airport, in its departure area, with the stops that area allows, on the trip's days.
    expect(sent[0]).toMatchObject({ direction: 'outward', body: { cities: ['CPH'], country: 'DK', maxChanges: 1, departureDate: '2026-05-01' } });
    expect(sent[1]).toMatchObject({ direction: 'return', body: { cities: ['CPH'], country: 'DK', maxChanges: 1, departureDate: '2026-05-04' } });
    // The first in the flight modal's order between the leg's airports: fewest stops, then cheapest.
    await answer(sent[0], [flight('o2', { via: ['AMS'], price: 500 }), flight('o1', { departs: '09:05', price: 900 }), flight('x', { to: 'LPL', price: 100 })]);
    await answer(sent[1], [flight('r1', { direction: 'return', from: 'MAN', to: 'CPH', airline: 'DY' })]);
    await vi.waitFor(() => expect(outward).toHaveTextContent('09.05 CPH → til 12.40 MAN'));
    expect(outward).toHaveTextContent('Udrejse fredag 1. maj');
    // 09:05 at +02:00 to 12:40 at +01:00: 4 h 35 min in the air and on the ground.
    expect(outward).toHaveTextContent('SAS · Direkte · Rejsetid 4 t 35 min');
    const back = screen.getByRole('article', { name: 'Hjemrejse' });
    expect(back).toHaveTextContent('Hjemrejse mandag 4. maj');
    expect(back).toHaveTextContent('Airline DY · Direkte');
    expect(within(back).getByRole('button', { name: 'Skift hjemrejse' })).toBeInTheDocument();
    expect(screen.getByText('Tiderne er lokal tid i lufthavnene, efter flyselskabets aktuelle fartplan.')).toBeInTheDocument();
  });

  it('writes the travel time in Swedish on the Swedish site, whose trip flies from Stockholm', async () => {
    nearAtOnce();
    const swedish = packageFixture({ currency: 'SEK' });
    const own = swedish.defaultServices.flight!;
    renderPage({ ...swedish, defaultServices: { ...swedish.defaultServices, flight: { ...own, originAirport: 'ARN', returnDestinationAirport: 'ARN' } } }, 'sv');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    // The home airport is in the site's own areas: no other region is asked.
    expect(groupsAsked).toEqual(['SE']);
    expect(sent[0]).toMatchObject({ direction: 'outward', body: { cities: ['ARN'], country: 'SE' } });
    expect(sent[1]).toMatchObject({ direction: 'return', body: { cities: ['ARN'], country: 'SE' } });
    await answer(sent[0], [flight('o1', { from: 'ARN', via: ['AMS'] })]);
    const outward = screen.getByRole('article', { name: 'Utresa' });
    await vi.waitFor(() => expect(outward).toHaveTextContent('SAS · 1 stopp (AMS) · Restid 6 tim 15 min'));
  });

  it("asks the other regions' areas when the package's home airport is not in the site's own", async () => {
    nearAtOnce();
    renderPage(packageFixture({ currency: 'SEK' }), 'sv');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(groupsAsked).toEqual(['SE', 'DK']);
    expect(sent[0]).toMatchObject({ direction: 'outward', body: { cities: ['CPH'], country: 'DK' } });
  });

  it('keeps the route alone, without a toast, when the supplier fails or has no flight even with a stop more', async () => {
    nearAtOnce();
    renderPage();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    sent[0]!.reject(new Error('502'));
    sent[1]!.resolve([]);
    await settle();
    // The return leg found nothing with the area's one stop: asked once more with two, and nothing again.
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]).toMatchObject({ direction: 'return', body: { maxChanges: 2 } });
    await answer(sent[2], []);
    for (const leg of ['Udrejse', 'Hjemrejse']) {
      await vi.waitFor(() => expect(screen.getByRole('article', { name: leg })).not.toHaveTextContent('henter flytider'));
    }
    expect(screen.getByRole('article', { name: 'Udrejse' })).toHaveTextContent('CPH → til MAN');
    expect(screen.getByRole('article', { name: 'Hjemrejse' })).toHaveTextContent('MAN → til CPH');
    expect(sent).toHaveLength(3);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('makes the package’s own flight the current one in the flight modal, at the same price; choosing it keeps the package’s flight', async () => {
    nearAtOnce();
    const user = userEvent.setup();
    const pkg = packageFixture();
    renderPage(pkg);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    await answer(sent[0], [flight('own-out')]);
    await answer(sent[1], [flight('own-back', { direction: 'return', from: 'MAN', to: 'CPH' })]);
    await vi.waitFor(() => expect(screen.getByRole('article', { name: 'Udrejse' })).toHaveTextContent('07.25 CPH'));
    const total = screen.getByTestId('total').textContent;

    await user.click(screen.getByRole('button', { name: 'Skift udrejse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skift fly' });
    await user.click(await within(dialog).findByRole('button', { name: 'Søg fly' }));
    await vi.waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(4));
    await answer(sent[2], [flight('own-out', { price: 1500 }), flight('other', { departs: '11:00', price: 1500 })]);
    const own = within(dialog).getByRole('radio', { name: /CPH 07\.25/ });
    expect(own).toBeChecked();
    expect(own.closest('label')).toHaveTextContent('Dit nuværende fly');
    expect(own.closest('label')).toHaveTextContent('Samme pris');
    expect(within(dialog).getByRole('radio', { name: /CPH 11\.00/ }).closest('label')).toHaveTextContent('+Kr. 600,- pr. person');

    await user.click(within(dialog).getByRole('button', { name: 'Vælg fly' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.search).not.toContain('ofid');
    expect(screen.getByTestId('total')).toHaveTextContent(total!);
  });

  it('asks nothing of the supplier before the flight step comes near the screen', () => {
    renderPage();
    expect(sent).toHaveLength(0);
    expect(groupsAsked).toEqual([]);
  });
});

describe('a Formula 1 trip', () => {
  /** The fixture's trip as a race weekend: no clubs, a circuit's ticket categories, the organiser's delivery. */
  function racePackage(): PackageDetail {
    const base = packageFixture();
    const [first] = base.events;
    const event = {
      ...first!,
      title: 'Formel 1 – Italiens Grand Prix',
      homeClub: null,
      guestClub: null,
      tournament: { id: 13, slug: 'formula-1', name: 'Formel 1-VM', logo: { originalUrl: '/t/13.svg' } },
      sportCategory: { slug: 'formula-1', name: 'Formel 1' },
      matchType: 'race' as const,
      tickets: [
        { ...ticket(101, 1, 1900, 40, { name: 'Tribune ved chikanen' }), deliveryInfo: 'Mobilbilletter overføres til arrangørens app 24-48 timer før løbsweekenden.' },
        { ...ticket(102, 2, 4500, 3, { name: 'VIP-område over garagerne', hasAccessToLounge: true }), deliveryInfo: 'Billetterne afhentes i banens billetluge mod fremvisning af pas.' },
      ],
    };
    return packageFixture({ events: [event], defaultServices: { ...base.defaultServices, tickets: [{ eventId: event.id, ticketId: 101, price: 1900 }] } });
  }

  const FOOTBALL = { da: /kamp|klub|stadion/i, no: /kamp|klubb|stadion/i, sv: /match|klubb|arena/i } as const;

  it.each([
    ['da', 'Trin 1: Billetter', 'Ønsker du aflysningsforsikring for løbet (+Kr. 250,- pr. person)?'],
    ['no', 'Trinn 1: Billetter', 'Ønsker du avlysningsforsikring for løpet (+250 NOK per person)?'],
    ['sv', 'Steg 1: Biljetter', 'Vill du ha försäkring för loppet (+250 SEK per person)?'],
  ] as const)('speaks of the race, its tickets and the circuit, never of a match (%s)', async (locale, ticketStep, insurance) => {
    const user = userEvent.setup();
    renderPage({ ...racePackage(), currency: SITES[locale].currency }, locale);
    const tickets = screen.getByRole('region', { name: ticketStep });
    expect(tickets).not.toHaveTextContent(FOOTBALL[locale]);
    // Fewer tickets than travellers: the count and who gets one, in the race's words too.
    await user.click(within(tickets).getByRole('checkbox', { name: /billet|biljett/i }));
    expect(tickets).not.toHaveTextContent(FOOTBALL[locale]);
    expect(screen.getByRole('group', { name: insurance })).toBeInTheDocument();
    const summary = screen.getByRole('heading', { level: 2, name: /^(Trin|Trinn|Steg) 5:/ }).closest('section, aside')!;
    expect(summary).toHaveTextContent(/1 løb|1 løp|1 lopp/);
    expect(summary).not.toHaveTextContent(FOOTBALL[locale]);
  });
});
