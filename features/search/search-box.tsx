'use client';

/**
 * The search box of the navbar and the home page (browsing spec §2 "Search",
 * §8, §9).
 *
 * - Every change of the query searches 250 ms after the last keystroke;
 *   under 2 characters nothing is searched.
 * - An empty query shows the popular clubs; a search that finds nothing says so.
 * - Only events sold as a single match (packageNumberOfEvents 1) are shown.
 * - A failed search empties the results and shows 'Error: ' plus the server's message.
 * - Each search has a number and aborts the one before: only the newest
 *   answer is ever shown, however late an older one arrives.
 *
 * downshift's useCombobox gives the WAI-ARIA combobox and listbox roles and
 * the arrow, Enter and Escape keys. Choosing a club opens its football-trips
 * page, choosing an event the package that sells it.
 */
import { useCombobox } from 'downshift';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { FetchIndicator } from '@/components/ui/fetch-indicator';
import { toast } from '@/components/ui/toast';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { createApiClient } from '@/lib/api/client';
import type { SearchClub, SearchEvent } from '@/lib/api/contract/search';
import { SEARCH_MIN_LENGTH, searchLength } from '@/lib/search/rules';
import { useErrorText } from '@/lib/i18n/error-text';
import { useRouter } from '@/lib/i18n/navigation';
import styles from './search-box.module.css';

export const SEARCH_DEBOUNCE_MS = 250;

export type SearchBoxProps = {
  /** Shown while the query is empty (browsing spec §2). */
  popularClubs: SearchClub[];
  /** Where the box sits: it names the box, and the hero's is larger. */
  variant?: 'navbar' | 'hero';
};

type Item = { kind: 'club'; club: SearchClub } | { kind: 'event'; event: SearchEvent };

type SearchState = {
  /**
   * empty: nothing typed (popular clubs); short: under 2 characters;
   * pending: waiting for the debounce; loading: asked; done: answered; failed.
   */
  status: 'empty' | 'short' | 'pending' | 'loading' | 'done' | 'failed';
  clubs: SearchClub[];
  events: SearchEvent[];
};

const EMPTY: SearchState = { status: 'empty', clubs: [], events: [] };

const itemKey = (item: Item | null) => (item ? `${item.kind}:${item.kind === 'club' ? item.club.slug : item.event.slug}` : '');
const itemText = (item: Item | null) => (item ? (item.kind === 'club' ? item.club.name : item.event.title) : '');

export function SearchBox({ popularClubs, variant = 'navbar' }: SearchBoxProps) {
  const t = useTranslations('search');
  const format = useFormatter();
  const locale = useLocale();
  const errorText = useErrorText();
  const router = useRouter();
  const [state, setState] = useState<SearchState>(EMPTY);
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  /** Number of the newest search: answers to older ones are dropped. */
  const latest = useRef(0);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
      latest.current += 1; // nothing may land after unmount
    },
    [],
  );

  function startSearch(text: string) {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = null;
    const request = ++latest.current;
    const q = text.trim();
    if (q === '') {
      setState(EMPTY);
      return;
    }
    if (searchLength(q) < SEARCH_MIN_LENGTH) {
      setState({ status: 'short', clubs: [], events: [] });
      return;
    }
    // What is on screen stays while the debounce runs, so results do not flicker.
    setState((previous) => (previous.status === 'done' || previous.status === 'loading' ? { ...previous, status: 'pending' } : { status: 'pending', clubs: [], events: [] }));
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      inFlight.current = controller;
      setState((previous) => ({ ...previous, status: 'loading' }));
      // The API call and its response contract load with the first search, not with every page.
      import('@/lib/api/endpoints/search')
        .then(({ search }) => search(createApiClient({ locale }), q, { signal: controller.signal }))
        .then(
        (result) => {
          if (request !== latest.current) return;
          setState({ status: 'done', clubs: result.clubs, events: result.events });
        },
        (error: unknown) => {
          if (request !== latest.current) return;
          // Browsing spec §4, §8: a failed search empties the results; a toast says why.
          setState({ status: 'failed', clubs: [], events: [] });
          toast.error(errorText(error), { id: 'search-error' });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
  }

  const showsPopular = state.status === 'empty';
  const clubs = showsPopular ? popularClubs : state.clubs;
  // Browsing spec §2: only events sold as a single match are shown.
  const events = showsPopular ? [] : state.events.filter((event) => event.packageNumberOfEvents === 1);
  const items: Item[] = [...clubs.map((club) => ({ kind: 'club' as const, club })), ...events.map((event) => ({ kind: 'event' as const, event }))];
  const noResults = state.status === 'done' && items.length === 0;

  function open(item: Item) {
    if (item.kind === 'club') router.push({ pathname: '/football-trips/[slug]', params: { slug: item.club.slug } });
    else router.push({ pathname: '/packages/[slug]', params: { slug: item.event.packageSlug } });
  }

  // downshift keeps what is typed itself: a value held here would reach the input a render
  // late, and a fast typist's next key would land on the old value and be lost.
  const { isOpen, highlightedIndex, getLabelProps, getMenuProps, getInputProps, getItemProps, setInputValue } = useCombobox<Item>({
    items,
    itemToString: itemText,
    itemToKey: itemKey,
    selectedItem: null,
    inputId: `${id}-input`,
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
          if (selectedItem) {
            setInputValue('');
            startSearch('');
            open(selectedItem);
          }
          break;
        case useCombobox.stateChangeTypes.InputChange:
        case useCombobox.stateChangeTypes.InputKeyDownEscape:
          if (typed !== undefined) startSearch(typed);
          break;
        default:
          break;
      }
    },
  });

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
          {...getInputProps({ placeholder: t('placeholder'), 'aria-expanded': popupVisible, enterKeyHint: 'search' })}
        />
        <FetchIndicator active={state.status === 'loading'} label={t('searching')} className={styles.spinner} />
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
                      {item.kind === 'event' ? t('events') : showsPopular ? t('popularClubs') : t('clubs')}
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
                              date: format.dateTime(new Date(item.event.eventDateTime), 'full'),
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
    </div>
  );
}
