'use client';

/**
 * The search box's combobox (browsing spec §2 "Search", §8, §9), loaded when
 * the visitor reaches for the box (./search-field.tsx draws it until then).
 *
 * - Every change of the query searches 250 ms after the last keystroke;
 *   under 2 characters nothing is searched.
 * - An empty query shows the popular clubs; a search that finds nothing says so.
 * - Only events sold as a single match (packageNumberOfEvents 1) are shown.
 * - A failed search empties the results and shows 'Error: ' plus the server's message.
 * - Each search is a query keyed by the debounced text (useTypeahead): only
 *   the answer for what is typed is ever shown, however late an older one
 *   arrives; a search no longer wanted is aborted. The query and its
 *   provider load with the first keystroke, not with every page (the box is
 *   in every page's header).
 *
 * downshift's useCombobox gives the WAI-ARIA combobox and listbox roles and
 * the arrow, Enter and Escape keys. Choosing a club opens its football-trips
 * page, choosing an event the package that sells it. Enter with no result
 * highlighted opens the best result for what was typed (the shop has no
 * page of search results: the answer lists its best matches first), once
 * its answer is in.
 * - The events' heading speaks of the sport they are (lib/sport-words.ts):
 *   matches, races, or a neutral word when sports are mixed.
 */
import { useCombobox } from 'downshift';
import { useLocale, useTranslations } from 'next-intl';
import { Fragment, lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTakeOver, type ComboboxStart } from '@/components/ui/deferred-combobox';
import { FetchIndicator } from '@/components/ui/fetch-indicator';
import { toast } from '@/components/ui/toast';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import type { SearchClub, SearchEvent, SearchResult } from '@/lib/api/contract/search';
import { useTypeahead, type TypeaheadAnswer } from '@/lib/hooks/use-typeahead';
import { SEARCH_MIN_LENGTH, searchLength } from '@/lib/search/rules';
import { useErrorText } from '@/lib/i18n/error-text';
import { useEventTime } from '@/lib/i18n/use-event-time';
import { withActiveDescendant } from '@/components/ui/option';
import type { Locale } from '@/lib/i18n/locales';
import { useRouter } from '@/lib/i18n/navigation';
import { sportWords } from '@/lib/sport-words';
import styles from './search-box.module.css';

export const SEARCH_DEBOUNCE_MS = 250;

export type SearchBoxProps = {
  /** Shown while the query is empty (browsing spec §2). */
  popularClubs: SearchClub[];
  /** Where the box sits: it names the box, and the hero's is larger. */
  variant?: 'navbar' | 'hero';
};

type Item = { kind: 'club'; club: SearchClub } | { kind: 'event'; event: SearchEvent };

/** The query of the box, loaded on first use (TanStack Query and the search endpoint with it). */
const SearchAnswer = lazy(() => import('./search-answer'));

const searchable = (q: string) => searchLength(q) >= SEARCH_MIN_LENGTH;

/** Browsing spec §2: only events sold as a single match are shown. */
const shownEvents = (events: readonly SearchEvent[]) => events.filter((event) => event.packageNumberOfEvents === 1);

/** The results as the list shows them: clubs, then events, each best first. */
const itemsOf = (clubs: readonly SearchClub[], events: readonly SearchEvent[]): Item[] => [
  ...clubs.map((club) => ({ kind: 'club' as const, club })),
  ...events.map((event) => ({ kind: 'event' as const, event })),
];

/**
 * The words the events' heading speaks in: those of their sport; `mixed` when races are listed with matches or
 * games (a heading of either would misname the others); matches and games are both spoken of in the match words.
 */
function eventsWords(events: readonly SearchEvent[]): string {
  const sets = new Set(events.map((event) => sportWords(event.sportCategory.slug)));
  const [only] = sets;
  if (sets.size === 1 && only) return only;
  return sets.has('race') ? 'mixed' : 'match';
}

const itemKey = (item: Item | null) => (item ? `${item.kind}:${item.kind === 'club' ? item.club.slug : item.event.slug}` : '');
const itemText = (item: Item | null) => (item ? (item.kind === 'club' ? item.club.name : item.event.title) : '');

export function SearchCombobox({ popularClubs, variant = 'navbar', start }: SearchBoxProps & { start?: ComboboxStart }) {
  const t = useTranslations('search');
  const eventTime = useEventTime();
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const router = useRouter();
  const id = useId();
  const search = useTypeahead<SearchResult>({
    delayMs: SEARCH_DEBOUNCE_MS,
    searchable,
    // Browsing spec §4, §8: a failed search empties the results; a toast says why.
    onError: (error) => toast.error(errorText(error), { id: 'search-error' }),
  });
  const startSearch = search.setText;

  const showsPopular = search.status === 'empty';
  const clubs = showsPopular ? popularClubs : (search.results?.clubs ?? []);
  const events = showsPopular ? [] : shownEvents(search.results?.events ?? []);
  const items = itemsOf(clubs, events);
  const noResults = search.status === 'done' && items.length === 0;

  /** The text Enter was pressed on before its answer was in: its best result opens when the answer comes. */
  const [entered, setEntered] = useState<string | null>(null);

  // downshift keeps what is typed itself: a value held here would reach the input a render
  // late, and a fast typist's next key would land on the old value and be lost.
  const { isOpen, highlightedIndex, getLabelProps, getMenuProps, getInputProps, getItemProps, setInputValue } = useCombobox<Item>({
    items,
    itemToString: itemText,
    itemToKey: itemKey,
    selectedItem: null,
    inputId: `${id}-input`,
    initialInputValue: start?.text ?? '',
    initialIsOpen: Boolean(start?.open || (start && searchable(start.text))),
    stateReducer(current, { changes, type }) {
      if (type === useCombobox.stateChangeTypes.InputBlur) {
        // Leaving the box never opens the highlighted result, and keeps what was typed.
        return { ...changes, selectedItem: null, inputValue: current.inputValue };
      }
      return changes;
    },
    onStateChange({ type, selectedItem, inputValue: typed }) {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          if (selectedItem) choose(selectedItem);
          break;
        case useCombobox.stateChangeTypes.InputChange:
        case useCombobox.stateChangeTypes.InputKeyDownEscape:
          // Typing on (or leaving with Escape) takes back an Enter still waiting for its answer.
          setEntered(null);
          if (typed !== undefined) startSearch(typed);
          break;
        default:
          break;
      }
    },
  });

  // Take over from the box drawn before: the focus, the caret, and a search for what was typed.
  useTakeOver(`${id}-input`, start, startSearch);

  /** Opens a result as choosing it does: the box is emptied for the next search. */
  function choose(item: Item) {
    setInputValue('');
    startSearch('');
    if (item.kind === 'club') router.push({ pathname: '/football-trips/[slug]', params: { slug: item.club.slug } });
    else router.push({ pathname: '/packages/[slug]', params: { slug: item.event.packageSlug } });
  }
  // The answer's listener stays one function per waiting Enter (the query reports again when it changes).
  const chooseLatest = useRef(choose);
  useEffect(() => {
    chooseLatest.current = choose;
  });

  const { report } = search;
  const reportAnswer = useCallback(
    (answer: TypeaheadAnswer<SearchResult>) => {
      report(answer);
      if (entered === null || answer.text !== entered || answer.status === 'loading') return;
      setEntered(null);
      const best = answer.status === 'done' && answer.data ? itemsOf(answer.data.clubs, shownEvents(answer.data.events))[0] : undefined;
      if (best) chooseLatest.current(best);
    },
    [report, entered],
  );

  /** Enter with no result highlighted: the best result for what was typed, now or once its answer is in. */
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || highlightedIndex >= 0 || event.nativeEvent.isComposing) return;
    const typed = event.currentTarget.value.trim();
    if (!searchable(typed)) return;
    event.preventDefault();
    (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
    if (search.status === 'done' && search.debounced === typed) {
      const [best] = items;
      if (best) choose(best);
    } else {
      setEntered(typed);
    }
  }

  const popupVisible = isOpen && (items.length > 0 || noResults);
  const firstEvent = clubs.length;

  return (
    <div className={`${styles.box} ${variant === 'hero' ? styles.hero : styles.navbar}`}>
      <VisuallyHidden asChild>
        <label {...getLabelProps()}>{t(variant === 'hero' ? 'heroLabel' : 'navbarLabel')}</label>
      </VisuallyHidden>
      <div className={styles.field}>
        <span className={styles.icon} aria-hidden="true" />
        <input
          className={styles.input}
          {...withActiveDescendant(getInputProps({ placeholder: t('placeholder'), 'aria-expanded': popupVisible, enterKeyHint: 'search', onKeyDown }))}
        />
        <FetchIndicator active={search.status === 'loading'} label={t('searching')} className={styles.spinner} />
      </div>
      {/* Focusable (not tabbable) so the scrolling panel is reachable; the arrows move through it from the box. */}
      <div className={styles.popup} hidden={!popupVisible} tabIndex={-1}>
        <ul className={styles.list} {...getMenuProps()}>
          {isOpen
            ? items.map((item, index) => (
                <Fragment key={itemKey(item)}>
                  {index === 0 || index === firstEvent ? (
                    // A visual heading; each option names itself to assistive technology.
                    <li className={styles.heading} role="presentation" aria-hidden="true">
                      {item.kind === 'event' ? t('events', { sport: eventsWords(events) }) : showsPopular ? t('popularClubs') : t('clubs')}
                    </li>
                  ) : null}
                  <li
                    className={highlightedIndex === index ? `${styles.option} ${styles.highlighted}` : styles.option}
                    {...getItemProps({ item, index })}
                  >
                    {item.kind === 'club' ? (
                      <>
                        {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG crests need no optimisation */}
                        <img src={item.club.logoThumbUrl} alt="" width={32} height={32} loading="lazy" />
                        <span className={styles.name}>{item.club.name}</span>
                      </>
                    ) : (
                      <>
                        {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG logos need no optimisation */}
                        <img src={item.event.tournamentLogoThumbUrl} alt="" width={32} height={32} loading="lazy" />
                        <span className={styles.name}>
                          {item.event.title}
                          <span className={styles.details}>
                            {t('eventDetails', {
                              date: eventTime(item.event),
                              city: item.event.venueCityName,
                            })}
                          </span>
                        </span>
                      </>
                    )}
                  </li>
                </Fragment>
              ))
            : null}
        </ul>
        {noResults ? (
          <p className={styles.message} aria-hidden="true">
            {t('noResults')}
          </p>
        ) : null}
      </div>
      {/* A live region that exists before its text does is announced reliably. */}
      <VisuallyHidden role="status">{isOpen && noResults ? t('noResults') : ''}</VisuallyHidden>
      {search.used ? (
        <Suspense fallback={null}>
          <SearchAnswer locale={locale} text={search.debounced} enabled={search.asks} onAnswer={reportAnswer} />
        </Suspense>
      ) : null}
    </div>
  );
}
