import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchClub, SearchEvent, SearchResult } from '@/lib/api/contract/search';
import { SearchBox } from '@/features/search/search-box';
import { SEARCH_DEBOUNCE_MS, SearchCombobox } from '@/features/search/search-combobox';
import { formats } from '@/lib/i18n/formats';
import da from '@/messages/da.json';
import sv from '@/messages/sv.json';
import { api, http, HttpResponse, startApiServer } from '../../support/msw';
import { QueryWrapper } from '../../support/query';

const { push, toastError } = vi.hoisted(() => ({ push: vi.fn(), toastError: vi.fn() }));
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push }) }));
vi.mock('@/components/ui/toast', () => ({ toast: { error: toastError } }));

const LABEL = 'Søg efter klub eller kamp';
const NO_RESULTS = 'Vi fandt ingen klubber eller kampe';

const club = (slug: string, name: string): SearchClub => ({ slug, name, logoThumbUrl: `/media/crest/club/${slug}.svg?size=thumb` });
const event = (slug: string, title: string, packageNumberOfEvents = 1, sport = 'soccer'): SearchEvent => ({
  slug,
  packageSlug: `pakke-${slug}`,
  title,
  eventDateTime: '2026-04-11T14:00:00.000Z',
  timeZone: 'Europe/London',
  venueCityName: 'København',
  tournamentLogoThumbUrl: '/media/crest/tournament/superligaen.svg?size=thumb',
  packageNumberOfEvents,
  sportCategory: { slug: sport },
});

const POPULAR = [club('fc-kobenhavn', 'FC København'), club('liverpool', 'Liverpool')];

/** One request the search box sent, answered when the test says so. */
type Sent = { q: string; signal: AbortSignal; answer: (body: unknown, status?: number) => void };
let sent: Sent[];

const apiServer = startApiServer();

/** Every search the box sends waits in `sent` until the test answers it. */
function answerByHand() {
  apiServer.use(
    http.get(
      api('search'),
      ({ request }) =>
        new Promise<Response>((resolve) => {
          const url = new URL(request.url);
          sent.push({ q: url.searchParams.get('q') ?? '', signal: request.signal, answer: (body, status = 200) => resolve(HttpResponse.json(body as never, { status })) });
        }),
    ),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  answerByHand();
});

afterEach(() => {
  vi.useRealTimers();
  push.mockReset();
  toastError.mockReset();
});

function setup(Box: typeof SearchCombobox = SearchCombobox, locale: 'da' | 'sv' = 'da') {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'da' ? da : sv} formats={formats} timeZone="Europe/Copenhagen">
      <QueryWrapper>
        <Box popularClubs={POPULAR} />
      </QueryWrapper>
    </NextIntlClientProvider>,
  );
  return { user, input: screen.getByRole('combobox', { name: locale === 'da' ? LABEL : sv.search.navbarLabel }) };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    // The box loads its query with the first keystroke (a dynamic import): let it arrive.
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
  });
}

/** Answers a request and lets the answer reach the component. */
async function answer(request: Sent | undefined, body: SearchResult | { message: string }, status = 200) {
  if (!request) throw new Error('no such request');
  await act(async () => {
    request.answer(body, status);
    await vi.advanceTimersByTimeAsync(0);
  });
}

function optionNames() {
  return screen.queryAllByRole('option').map((option) => option.querySelector('span')?.firstChild?.textContent);
}

describe('SearchCombobox', () => {
  it('is a labelled combobox with a listbox', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(screen.getByRole('listbox', { hidden: true })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the popular clubs while nothing is typed, without searching', async () => {
    const { user, input } = setup();
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['FC København', 'Liverpool']);
    expect(screen.getByText('Populære klubber')).toBeVisible();
    await advance(1000);
    expect(sent).toEqual([]);
  });

  it('searches nothing under 2 characters', async () => {
    const { user, input } = setup();
    await user.type(input, 'k');
    await advance(1000);
    expect(sent).toEqual([]);
    expect(optionNames()).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    // Spaces are not characters of the query.
    await user.type(input, ' ');
    await advance(1000);
    expect(sent).toEqual([]);

    await user.type(input, 'ø');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(sent.map((request) => request.q)).toEqual(['k ø']);
  });

  it('waits 250 ms after the last change, then searches once', async () => {
    const { user, input } = setup();
    await user.type(input, 'ko');
    await advance(SEARCH_DEBOUNCE_MS - 50);
    await user.type(input, 'b');
    await advance(SEARCH_DEBOUNCE_MS - 1);
    expect(sent).toEqual([]);
    await advance(1);
    expect(sent.map((request) => request.q)).toEqual(['kob']);

    await answer(sent[0], { clubs: [club('fc-kobenhavn', 'FC København')], events: [event('brondby-fck', 'Brøndby IF - FC København')] });
    expect(optionNames()).toEqual(['FC København', 'Brøndby IF - FC København']);
    expect(screen.getByText('Kampe')).toBeVisible();
  });

  it('searches again on every change of the query', async () => {
    const { user, input } = setup();
    await user.type(input, 'ars');
    await advance(SEARCH_DEBOUNCE_MS);
    await user.type(input, 'e');
    await advance(SEARCH_DEBOUNCE_MS);
    await user.clear(input);
    await user.type(input, 'fck');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(sent.map((request) => request.q)).toEqual(['ars', 'arse', 'fck']);
  });

  it('never lets an older answer overwrite a newer one', async () => {
    const { user, input } = setup();
    await user.type(input, 'as');
    await advance(SEARCH_DEBOUNCE_MS);
    await user.type(input, 'ton');
    await advance(SEARCH_DEBOUNCE_MS);
    const [older, newer] = sent;
    expect(older?.signal.aborted).toBe(true);

    await answer(newer, { clubs: [club('aston-villa', 'Aston Villa')], events: [] });
    await answer(older, { clubs: [club('arsenal', 'Arsenal'), club('aston-villa', 'Aston Villa')], events: [] });
    expect(optionNames()).toEqual(['Aston Villa']);
  });

  it('ignores an answer that arrives after the query went under 2 characters', async () => {
    const { user, input } = setup();
    await user.type(input, 'li');
    await advance(SEARCH_DEBOUNCE_MS);
    await user.type(input, '{Backspace}');
    await answer(sent[0], { clubs: [club('liverpool', 'Liverpool')], events: [] });
    expect(optionNames()).toEqual([]);
  });

  it('says so when nothing is found', async () => {
    const { user, input } = setup();
    await user.type(input, 'zzqq');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(screen.queryByText(NO_RESULTS)).not.toBeInTheDocument();
    await answer(sent[0], { clubs: [], events: [] });
    expect(screen.getByText(NO_RESULTS, { selector: 'p' })).toBeVisible();
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(NO_RESULTS);
  });

  it('shows only events sold as a single match', async () => {
    const { user, input } = setup();
    await user.type(input, 'fck');
    await advance(SEARCH_DEBOUNCE_MS);
    await answer(sent[0], {
      clubs: [],
      events: [event('bundle', 'FC København - AGF', 2), event('single', 'FC København - OB', 1)],
    });
    expect(optionNames()).toEqual(['FC København - OB']);
  });

  it('counts a search whose only events are bundles as finding nothing', async () => {
    const { user, input } = setup();
    await user.type(input, 'fck');
    await advance(SEARCH_DEBOUNCE_MS);
    await answer(sent[0], { clubs: [], events: [event('bundle', 'FC København - AGF', 3)] });
    expect(optionNames()).toEqual([]);
    expect(screen.getByText(NO_RESULTS, { selector: 'p' })).toBeVisible();
  });

  it('empties the results and shows the server message when a search fails', async () => {
    const { user, input } = setup();
    await user.type(input, 'ars');
    await advance(SEARCH_DEBOUNCE_MS);
    await answer(sent[0], { clubs: [club('arsenal', 'Arsenal')], events: [] });
    expect(optionNames()).toEqual(['Arsenal']);

    await user.type(input, 'e');
    await advance(SEARCH_DEBOUNCE_MS);
    await answer(sent[1], { message: 'The catalogue is resting' }, 503);
    expect(optionNames()).toEqual([]);
    expect(toastError).toHaveBeenCalledWith('Fejl: The catalogue is resting', expect.anything());
    // A failure is not "nothing found".
    expect(screen.queryByText(NO_RESULTS, { selector: 'p' })).not.toBeInTheDocument();
  });

  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    const { user, input } = setup();
    await user.type(input, 'fck');
    await advance(SEARCH_DEBOUNCE_MS);
    await answer(sent[0], { clubs: [club('fc-kobenhavn', 'FC København')], events: [event('fck-ob', 'FC København - OB')] });

    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(within(options[1]!).getByText('FC København - OB')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith({ pathname: '/packages/[slug]', params: { slug: 'pakke-fck-ob' } });
    expect(input).toHaveValue('');
  });

  it('opens the best result with Enter when none is highlighted, once the answer for what was typed is in', async () => {
    const { user, input } = setup();
    await user.type(input, 'FC København{Enter}');
    expect(push).not.toHaveBeenCalled();
    await advance(SEARCH_DEBOUNCE_MS);
    await answer(sent[0], { clubs: [club('fc-kobenhavn', 'FC København')], events: [event('fck-ob', 'FC København - OB')] });
    expect(push).toHaveBeenCalledExactlyOnceWith({ pathname: '/football-trips/[slug]', params: { slug: 'fc-kobenhavn' } });
    expect(input).toHaveValue('');
  });

  it('opens the best result at once with Enter when the results are shown and none is highlighted; a highlighted one wins', async () => {
    const { user, input } = setup();
    await user.type(input, 'ob');
    await advance(SEARCH_DEBOUNCE_MS);
    await answer(sent[0], { clubs: [], events: [event('bundle', 'OB - AGF', 2), event('fck-ob', 'FC København - OB')] });
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledExactlyOnceWith({ pathname: '/packages/[slug]', params: { slug: 'pakke-fck-ob' } });

    push.mockReset();
    await user.type(input, 'fck');
    await advance(SEARCH_DEBOUNCE_MS);
    await answer(sent[1], { clubs: [club('fc-kobenhavn', 'FC København')], events: [event('fck-ob', 'FC København - OB')] });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(push).toHaveBeenCalledExactlyOnceWith({ pathname: '/packages/[slug]', params: { slug: 'pakke-fck-ob' } });
  });

  it('opens nothing with Enter when nothing was found, or when the text changed before the answer came', async () => {
    const { user, input } = setup();
    await user.type(input, 'zzqq{Enter}');
    await advance(SEARCH_DEBOUNCE_MS);
    await answer(sent[0], { clubs: [], events: [] });
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByText(NO_RESULTS, { selector: 'p' })).toBeVisible();

    await user.clear(input);
    await user.type(input, 'li{Enter}v');
    await advance(SEARCH_DEBOUNCE_MS);
    await answer(sent.at(-1), { clubs: [club('liverpool', 'Liverpool')], events: [] });
    expect(push).not.toHaveBeenCalled();
  });

  it('opens a club page when a club is clicked', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Liverpool' }));
    expect(push).toHaveBeenCalledWith({ pathname: '/football-trips/[slug]', params: { slug: 'liverpool' } });
  });

  it('closes with Escape, and clears with a second Escape', async () => {
    const { user, input } = setup();
    await user.type(input, 'fck');
    await advance(SEARCH_DEBOUNCE_MS);
    await answer(sent[0], { clubs: [club('fc-kobenhavn', 'FC København')], events: [] });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('fck');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(push).not.toHaveBeenCalled();
  });
});

describe('the events’ heading speaks of their sport', () => {
  it('calls races races, not matches (Swedish: "formel 1" lists a Grand Prix under "Lopp")', async () => {
    const { user, input } = setup(SearchCombobox, 'sv');
    await user.type(input, 'formel 1');
    await advance(SEARCH_DEBOUNCE_MS);
    await answer(sent[0], { clubs: [], events: [event('monaco-gp', 'Monaco Grand Prix', 1, 'formula-1')] });
    expect(optionNames()).toEqual(['Monaco Grand Prix']);
    expect(screen.getByText('Lopp')).toBeVisible();
    expect(screen.queryByText('Matcher')).not.toBeInTheDocument();
  });

  it('uses a neutral word when events of several sports are listed, and "Kampe" only when all are matches', async () => {
    const { user, input } = setup();
    await user.type(input, 'grand');
    await advance(SEARCH_DEBOUNCE_MS);
    await answer(sent[0], { clubs: [], events: [event('monaco-gp', 'Monaco Grand Prix', 1, 'formula-1'), event('grand-derby', 'Grand Derby', 1, 'soccer')] });
    expect(screen.getByText('Begivenheder')).toBeVisible();
    expect(screen.queryByText('Kampe')).not.toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'nfl');
    await advance(SEARCH_DEBOUNCE_MS);
    await answer(sent.at(-1), { clubs: [], events: [event('nfl-london', 'Jaguars - Bills', 1, 'nfl-rejser'), event('derby', 'Brøndby IF - FC København', 1, 'soccer')] });
    // An American-football game is spoken of in the match words (lib/sport-words.ts), so both are "Kampe".
    expect(screen.getByText('Kampe')).toBeVisible();
  });
});

describe('SearchBox (the box every page draws, until the visitor reaches for it)', () => {
  /** The combobox's code arrives. */
  const loaded = () => advance(0);

  it('is the same labelled, collapsed combobox before its code loads', () => {
    const { input } = setup(SearchBox);
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('placeholder', da.search.placeholder);
    expect(screen.getByRole('listbox', { hidden: true }).id).toBe(input.getAttribute('aria-controls'));
  });

  it('opens the popular clubs in the working combobox when clicked, with the focus on it', async () => {
    const { user } = setup(SearchBox);
    await user.click(screen.getByRole('combobox', { name: LABEL }));
    await loaded();
    const input = screen.getByRole('combobox', { name: LABEL });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['FC København', 'Liverpool']);
  });

  it('keeps what was typed before the combobox took over, searches it, and goes on from the caret', async () => {
    const { user, input: drawn } = setup(SearchBox);
    drawn.focus();
    await user.keyboard('kobenh');
    await loaded();
    await user.keyboard('avn');
    const input = screen.getByRole('combobox', { name: LABEL });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('kobenhavn');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(sent.map((request) => request.q)).toEqual(['kobenhavn']);
    await answer(sent[0], { clubs: [club('fc-kobenhavn', 'FC København')], events: [] });
    expect(optionNames()).toEqual(['FC København']);
  });

  it('reached by the keyboard, takes the focus without opening its list', async () => {
    const { user } = setup(SearchBox);
    await user.tab();
    await loaded();
    const input = screen.getByRole('combobox', { name: LABEL });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });
});
