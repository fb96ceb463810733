import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { Suspense, use, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PackageFilterPanel, type FilterChoices } from '@/features/packages/package-filter-panel';
import type { Query } from '@/features/packages/package-filters';
import da from '@/messages/da.json';
import sv from '@/messages/sv.json';

type Href = { pathname: string; query: Query };

/** The router of lib/i18n/navigation; each test decides what a navigation does. */
const push = vi.fn<(href: Href, options?: { scroll?: boolean }) => void>();

vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn() }) }));

const choices: FilterChoices = {
  tournaments: [
    { value: 'premier-league', label: 'Premier League' },
    { value: 'laliga', label: 'LaLiga' },
    { value: 'serie-a', label: 'Serie A' },
  ],
  clubs: [
    { value: 'brondby-if', label: 'Brøndby IF' },
    { value: 'fc-kobenhavn', label: 'FC København' },
  ],
  sportCategories: [
    { value: 'soccer', label: 'Fodbold' },
    { value: 'formula-1', label: 'Formel 1' },
  ],
};

/** The last navigation's query. */
function lastQuery(): Query {
  const call = push.mock.lastCall;
  if (!call) throw new Error('no navigation');
  expect(call[0].pathname).toBe('/packages');
  expect(call[1]).toEqual({ scroll: false });
  return call[0].query;
}

/**
 * The page as the server renders it: the panel with the URL's query. A
 * navigation renders the page again with the new query, behind a promise the
 * test settles, as the server's answer arrives.
 */
function Page({ initial, total = 34 }: { initial: Query; total?: number }) {
  const [page, setPage] = useState({ query: initial, answer: answered('first page') });
  push.mockImplementation((href) => {
    setPage({ query: href.query, answer: serverAnswer.promise });
  });
  return (
    <PackageFilterPanel query={page.query} choices={choices} total={total}>
      <Suspense>
        <Results answer={page.answer} />
      </Suspense>
    </PackageFilterPanel>
  );
}

function Results({ answer }: { answer: Promise<string> }) {
  return <p>{use(answer)}</p>;
}

type Answer<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * A promise the test settles by hand. It also says so synchronously, as
 * React's own thenables do, so `use` reads a settled answer without suspending.
 */
function deferred<T>() {
  let settle!: (value: T) => void;
  const promise: Answer<T> = new Promise<T>((resolve) => {
    settle = resolve;
  });
  const resolve = (value: T) => {
    Object.assign(promise, { status: 'fulfilled', value });
    settle(value);
  };
  return { promise, resolve };
}

function answered<T>(value: T): Answer<T> {
  const { promise, resolve } = deferred<T>();
  resolve(value);
  return promise;
}

let serverAnswer = deferred<string>();

/** Makes every following navigation wait for `serverAnswer`. */
function slowServer() {
  serverAnswer = deferred<string>();
}

async function renderPanel(query: Query = {}, locale: 'da' | 'sv' = 'da') {
  const user = userEvent.setup();
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'da' ? da : sv} timeZone="Europe/Copenhagen">
      <Page initial={query} />
    </NextIntlClientProvider>,
  );
  await screen.findByText('first page');
  return user;
}

/** The desktop sidebar. */
const sidebar = () => within(screen.getByRole('region', { name: 'Filtrér rejser' }));

let mediaListeners: (() => void)[] = [];
let desktop = false;

beforeEach(() => {
  serverAnswer = deferred<string>();
  serverAnswer.resolve('next page');
  push.mockReset();
  desktop = false;
  mediaListeners = [];
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({
      get matches() {
        return desktop;
      },
      addEventListener: (_: string, listener: () => void) => mediaListeners.push(listener),
      removeEventListener: (_: string, listener: () => void) => {
        mediaListeners = mediaListeners.filter((known) => known !== listener);
      },
    })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('package type', () => {
  it('is a radio group with all packages chosen when the URL names no type', async () => {
    await renderPanel();
    const group = sidebar().getByRole('group', { name: 'Pakketype' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('name'))).toEqual(Array(4).fill(radios[0]!.getAttribute('name')));
    expect(within(group).getByRole('radio', { name: 'Alle rejser' })).toBeChecked();
  });

  it('navigates to the list of that type, keeping the other filters and the sort', async () => {
    const user = await renderPanel({ tournaments: 'laliga', sortBy: 'price' });
    await user.click(sidebar().getByRole('radio', { name: 'Kombipakker' }));
    expect(lastQuery()).toEqual({ tournaments: 'laliga', sortBy: 'price', packageType: 'bundle' });
    expect(sidebar().getByRole('radio', { name: 'Kombipakker' })).toBeChecked();
  });

  it('leaves the type out of the URL when all packages are chosen again', async () => {
    const user = await renderPanel({ packageType: 'single' });
    expect(sidebar().getByRole('radio', { name: 'Enkeltkampe' })).toBeChecked();
    await user.click(sidebar().getByRole('radio', { name: 'Alle rejser' }));
    expect(lastQuery()).toEqual({});
  });
});

describe('special offers, match types, categories and budget trips', () => {
  it('check a box to add the filter and uncheck it to remove it', async () => {
    const user = await renderPanel();
    const offers = within(sidebar().getByRole('group', { name: 'Særlige tilbud' }));
    expect(offers.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Black Week',
      'Juletilbud',
      'Nytårstilbud',
      'Premium',
      'Alle rejser med tilbud',
    ]);
    await user.click(offers.getByRole('checkbox', { name: 'Juletilbud' }));
    expect(lastQuery()).toEqual({ christmas: 'true' });
    expect(offers.getByRole('checkbox', { name: 'Juletilbud' })).toBeChecked();
    await user.click(offers.getByRole('checkbox', { name: 'Juletilbud' }));
    expect(lastQuery()).toEqual({});
    expect(offers.getByRole('checkbox', { name: 'Juletilbud' })).not.toBeChecked();
  });

  it('keep several match types as one comma list', async () => {
    const user = await renderPanel({ matchTypes: 'league' });
    const types = within(sidebar().getByRole('group', { name: 'Kamptyper' }));
    expect(types.getByRole('checkbox', { name: 'Ligakampe' })).toBeChecked();
    await user.click(types.getByRole('checkbox', { name: 'Pokalkampe' }));
    expect(lastQuery()).toEqual({ matchTypes: 'league,cup' });
    await user.click(types.getByRole('checkbox', { name: 'Ligakampe' }));
    expect(lastQuery()).toEqual({ matchTypes: 'cup' });
  });

  it('offer the sport categories the page passes, and budget trips', async () => {
    const user = await renderPanel({ budgetTrips: 'true' });
    const categories = within(sidebar().getByRole('group', { name: 'Sportsgrene' }));
    await user.click(categories.getByRole('checkbox', { name: 'Formel 1' }));
    expect(lastQuery()).toEqual({ budgetTrips: 'true', sportCategories: 'formula-1' });
    await user.click(sidebar().getByRole('checkbox', { name: 'Kun budgetrejser' }));
    expect(lastQuery()).toEqual({ sportCategories: 'formula-1' });
  });
});

describe('tournaments and clubs', () => {
  it('show the chosen ones from the URL by name and add one picked from the list', async () => {
    const user = await renderPanel({ tournaments: 'laliga' });
    expect(sidebar().getByRole('button', { name: 'Fjern LaLiga' })).toBeInTheDocument();
    await user.type(sidebar().getByRole('combobox', { name: 'Turneringer' }), 'prem');
    await user.click(await sidebar().findByRole('option', { name: 'Premier League' }));
    expect(lastQuery()).toEqual({ tournaments: 'laliga,premier-league' });
  });

  it('remove a chosen club with its chip', async () => {
    const user = await renderPanel({ clubs: 'fc-kobenhavn,brondby-if' });
    await user.click(sidebar().getByRole('button', { name: 'Fjern FC København' }));
    expect(lastQuery()).toEqual({ clubs: 'brondby-if' });
  });
});

describe('home or away', () => {
  it('is disabled, and says why, until a club is chosen', async () => {
    await renderPanel();
    const group = sidebar().getByRole('group', { name: 'Hjemme eller ude' });
    expect(group).toBeDisabled();
    expect(group).toHaveAccessibleDescription('Vælg en klub for at se dens hjemme- eller udekampe.');
    for (const radio of within(group).getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('filters the chosen clubs to their away matches, and back to all', async () => {
    const user = await renderPanel({ clubs: 'fc-kobenhavn' });
    const group = within(sidebar().getByRole('group', { name: 'Hjemme eller ude' }));
    expect(group.getByRole('radio', { name: 'Alle kampe' })).toBeChecked();
    await user.click(group.getByRole('radio', { name: 'Udekampe' }));
    expect(lastQuery()).toEqual({ clubs: 'fc-kobenhavn', isHome: 'false' });
    await user.click(group.getByRole('radio', { name: 'Alle kampe' }));
    expect(lastQuery()).toEqual({ clubs: 'fc-kobenhavn' });
  });

  it('goes with the last club', async () => {
    const user = await renderPanel({ clubs: 'fc-kobenhavn', isHome: 'true' });
    expect(sidebar().getByRole('radio', { name: 'Hjemmekampe' })).toBeChecked();
    await user.click(sidebar().getByRole('button', { name: 'Fjern FC København' }));
    expect(lastQuery()).toEqual({});
  });
});

describe('date range', () => {
  const from = () => sidebar().getByLabelText('Fra dato');
  const to = () => sidebar().getByLabelText('Til dato');

  it('applies a date when the field is left, not while it is typed', async () => {
    await renderPanel();
    fireEvent.change(from(), { target: { value: '2027-03-01' } });
    expect(push).not.toHaveBeenCalled();
    fireEvent.blur(from());
    expect(lastQuery()).toEqual({ dateFrom: '2027-03-01' });
  });

  it('applies on Enter, and does not navigate again for an unchanged range', async () => {
    await renderPanel({ dateFrom: '2027-03-01' });
    expect(from()).toHaveValue('2027-03-01');
    fireEvent.change(to(), { target: { value: '2027-03-31' } });
    fireEvent.keyDown(to(), { key: 'Enter' });
    expect(lastQuery()).toEqual({ dateFrom: '2027-03-01', dateTo: '2027-03-31' });
    await screen.findByText('next page');
    fireEvent.blur(to());
    expect(push).toHaveBeenCalledTimes(1);
  });

  it('refuses a range that ends before it starts, and says why', async () => {
    await renderPanel({ dateFrom: '2027-03-10' });
    fireEvent.change(to(), { target: { value: '2027-03-01' } });
    fireEvent.blur(to());
    expect(push).not.toHaveBeenCalled();
    expect(to()).toHaveAttribute('aria-invalid', 'true');
    expect(to()).toHaveAccessibleDescription('Til-datoen må ikke ligge før fra-datoen.');
    expect(sidebar().getByRole('alert')).toHaveTextContent('Til-datoen må ikke ligge før fra-datoen.');
  });

  it('clears a date emptied by the visitor, and follows a range removed elsewhere', async () => {
    await renderPanel({ dateFrom: '2027-03-01', dateTo: '2027-03-31' });
    fireEvent.change(from(), { target: { value: '' } });
    fireEvent.blur(from());
    expect(lastQuery()).toEqual({ dateTo: '2027-03-31' });
    await screen.findByText('next page');
    expect(to()).toHaveValue('2027-03-31');
  });
});

describe('sorting', () => {
  it('offers the four orders and leaves the default out of the URL', async () => {
    const user = await renderPanel({ hasOffer: 'true' });
    const sort = screen.getByRole('combobox', { name: 'Sortér efter' });
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Dato',
      'Pris, lavest først',
      'Pris, højest først',
      'Popularitet',
    ]);
    expect(sort).toHaveValue('date');
    await user.selectOptions(sort, 'Pris, højest først');
    expect(lastQuery()).toEqual({ hasOffer: 'true', sortBy: '-price' });
    await user.selectOptions(sort, 'Dato');
    expect(lastQuery()).toEqual({ hasOffer: 'true' });
  });
});

describe('removing every filter', () => {
  it('is offered once a filter is active, and keeps the sort', async () => {
    const user = await renderPanel({ tournaments: 'laliga', premium: 'true', sortBy: 'popularity', offset: '20' });
    await user.click(sidebar().getByRole('button', { name: 'Fjern alle filtre' }));
    expect(lastQuery()).toEqual({ sortBy: 'popularity' });
  });

  it('is not offered without filters', async () => {
    await renderPanel({ sortBy: 'price' });
    expect(sidebar().queryByRole('button', { name: 'Fjern alle filtre' })).toBeNull();
  });
});

describe('while the new list loads', () => {
  /**
   * A navigation that waits for the server suspends its transition. Inside
   * `act` the suspended work would wait in act's queue, so these tests click
   * with the DOM's own click() and let React schedule as it does in a browser.
   */
  beforeEach(() => {
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
  });

  it('shows the choice at once, marks the list busy and announces the update after 200 ms', async () => {
    slowServer();
    await renderPanel();
    const premium = () => sidebar().getByRole('checkbox', { name: 'Premium' });
    const clicked = performance.now();
    premium().click();
    await waitFor(() => expect(premium()).toBeChecked());
    const results = screen.getByText('first page').closest('[aria-busy]');
    expect(results).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain('Opdaterer rejserne'));
    // A lower bound only: a slow machine announces later, never sooner.
    expect(performance.now() - clicked).toBeGreaterThanOrEqual(200);

    serverAnswer.resolve('next page');
    expect(await screen.findByText('next page')).toBeInTheDocument();
    expect(screen.queryByText('first page')).toBeNull();
    expect(screen.getByText('next page').closest('[aria-busy]')).toBeNull();
    expect(screen.getAllByRole('status').map((region) => region.textContent)).not.toContain('Opdaterer rejserne');
    expect(premium()).toBeChecked();
  });

  it('builds a second change on the first while the first is still loading', async () => {
    slowServer();
    await renderPanel();
    sidebar().getByRole('checkbox', { name: 'Premium' }).click();
    await waitFor(() => expect(sidebar().getByRole('checkbox', { name: 'Premium' })).toBeChecked());
    sidebar().getByRole('checkbox', { name: 'Black Week' }).click();
    expect(lastQuery()).toEqual({ premium: 'true', blackWeek: 'true' });
    serverAnswer.resolve('next page');
    expect(await screen.findByText('next page')).toBeInTheDocument();
    expect(sidebar().getByRole('checkbox', { name: 'Black Week' })).toBeChecked();
  });
});

describe('on mobile', () => {
  it('opens the same filters in a drawer from a "Filters (n)" button that counts the active filters', async () => {
    const user = await renderPanel({ tournaments: 'laliga', hasOffer: 'true' });
    const open = screen.getByRole('button', { name: 'Filtre (2)' });
    await user.click(open);
    const drawer = within(screen.getByRole('dialog', { name: 'Filtrér rejser' }));
    await user.click(drawer.getByRole('radio', { name: 'Rundrejser' }));
    expect(lastQuery()).toEqual({ tournaments: 'laliga', hasOffer: 'true', packageType: 'roundTrip' });
    // The drawer stays open for the next choice, then shows the list.
    await screen.findByText('next page');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(drawer.getByRole('button', { name: 'Vis 34 rejser' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filtre (3)' })).toHaveFocus();
  });

  it('closes the drawer when the window widens to the sidebar layout', async () => {
    const user = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Filtre' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    desktop = true;
    act(() => mediaListeners.forEach((listener) => listener()));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('on the server', () => {
  it('renders the sidebar with the chosen filters and the closed drawer button, without touching window', () => {
    const html = renderToString(
      <NextIntlClientProvider locale="da" messages={da} timeZone="Europe/Copenhagen">
        <PackageFilterPanel query={{ packageType: 'bundle', clubs: 'fc-kobenhavn' }} choices={choices} total={12}>
          <p>first page</p>
        </PackageFilterPanel>
      </NextIntlClientProvider>,
    );
    expect(html).toContain('Filtrér rejser');
    expect(html).toContain('Filtre (2)');
    expect(html).toMatch(/<input[^>]*type="radio"[^>]*checked=""[^>]*>\s*<span>Kombipakker/);
    expect(html).toContain('first page');
    expect(html).not.toContain('role="dialog"');
    expect(window.matchMedia).not.toHaveBeenCalled();
  });
});

describe('in Swedish', () => {
  it('speaks the site language', async () => {
    await renderPanel({ clubs: 'fc-kobenhavn' }, 'sv');
    const panel = within(screen.getByRole('region', { name: 'Filtrera resor' }));
    expect(panel.getByRole('group', { name: 'Pakettyp' })).toBeInTheDocument();
    expect(panel.getByRole('radio', { name: 'Bortamatcher' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sortera efter' })).toHaveValue('date');
  });
});
