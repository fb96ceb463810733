'use client';

import { useTranslations } from 'next-intl';
import {
  useEffect,
  useId,
  useOptimistic,
  useState,
  useTransition,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose, Drawer, preloadDialog } from '@/components/ui/dialog';
import { useIdlePreload } from '@/lib/hooks/use-idle-preload';
import { FetchIndicator } from '@/components/ui/fetch-indicator';
import { MultiSelect, type Option } from '@/components/ui/multi-select';
import { MATCH_TYPES, PACKAGE_SORTS, PACKAGE_TYPE_FILTERS, type PackageSort } from '@/lib/api/contract/constants';
import type { PackagesParams } from '@/lib/api/endpoints/packages';
import { useRouter } from '@/lib/i18n/navigation';
import { inAddressOrder, queryWith, readPackageFilters, REMOVE_ALL_FILTERS, type FilterChanges, type Query } from './package-filters';
import styles from './package-filter-panel.module.css';

/** What the panel offers to choose from, as the server loaded it. */
export type FilterChoices = {
  tournaments: Option[];
  clubs: Option[];
  sportCategories: Option[];
};

type Props = {
  /** The list's URL query (one string per key, no paging). */
  query: Query;
  choices: FilterChoices;
  /** Packages matching the current filters. */
  total: number;
  /** The server-rendered results: count, filter chips and the list. */
  children: ReactNode;
};

/** Mobile is below 768 px (browsing spec §9); the same width as the stylesheet's. */
const DESKTOP_MEDIA = '(min-width: 768px)';

const OFFER_KEYS = ['blackWeek', 'christmas', 'newYear', 'premium', 'hasOffer'] as const;

const SORT_MESSAGES = {
  date: 'date',
  price: 'priceAscending',
  '-price': 'priceDescending',
  popularity: 'popularity',
} as const satisfies Record<PackageSort, string>;

/** A `YYYY-MM-DD` day, the only value a date filter is sent with. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The packages list's filter panel and sorting (browsing spec §2 "Packages
 * list filters and sorting"). The URL is the state: every change navigates
 * (router.push, so Back returns to the previous list, as the chip links do)
 * to the new query, the server renders its first page, and the list, keyed by
 * its parameters, starts again from offset 0 (§4). Until the new page arrives
 * the panel shows the choice at once (useOptimistic) and a delayed
 * FetchIndicator. Below 768 px the panel is a drawer behind a "Filters (n)"
 * button; from 768 px a sidebar. Both are rendered by CSS alone, so the
 * server's HTML fits either width without a flash.
 */
const preloadDrawer = () => void preloadDialog();

export function PackageFilterPanel({ query, choices, total, children }: Props) {
  const t = useTranslations('packages.filterPanel');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [current, setCurrent] = useOptimistic(query);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const headingId = useId();
  const { params, active } = readPackageFilters(current);
  // The drawer (phones) opens without waiting for its code.
  useIdlePreload(preloadDrawer);

  // Widening the window to desktop shows the sidebar: the drawer goes.
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_MEDIA);
    const closeOnDesktop = () => {
      if (desktop.matches) setDrawerOpen(false);
    };
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, []);

  function apply(changes: FilterChanges) {
    const next = queryWith(inAddressOrder(current, window.location.search), changes);
    startTransition(() => {
      setCurrent(next);
      router.push({ pathname: '/packages', query: next }, { scroll: false });
    });
  }

  const fields = <FilterFields params={params} choices={choices} activeCount={active.length} apply={apply} />;

  return (
    <div className={styles.layout}>
      <section className={styles.sidebar} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {t('heading')}
        </h2>
        {fields}
      </section>
      <div className={styles.results} aria-busy={pending || undefined}>
        <div className={styles.toolbar}>
          <Drawer
            side="left"
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            trigger={
              <Button variant="secondary" className={styles.openButton}>
                {t('open', { count: active.length })}
              </Button>
            }
            title={t('heading')}
            closeLabel={t('close')}
            footer={
              <>
                <FetchIndicator active={pending} label={t('updating')} />
                <DialogClose asChild>
                  <Button fullWidth>{t('showResults', { count: total })}</Button>
                </DialogClose>
              </>
            }
          >
            {fields}
          </Drawer>
          <SortSelect value={params.sortBy ?? 'date'} onChange={(sortBy) => apply({ sortBy })} />
          <FetchIndicator active={pending} label={t('updating')} className={styles.indicator} />
        </div>
        <div className={pending ? `${styles.list} ${styles.listPending}` : styles.list}>{children}</div>
      </div>
    </div>
  );
}

function SortSelect({ value, onChange }: { value: PackageSort; onChange: (sort: PackageSort) => void }) {
  const t = useTranslations('packages.filterPanel');
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        {t('sortBy')}
      </label>
      {/* Four fixed choices need no search: the native select brings the phone's own picker. */}
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value as PackageSort)}>
        {PACKAGE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${SORT_MESSAGES[sort]}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

type FieldsProps = {
  params: PackagesParams;
  choices: FilterChoices;
  activeCount: number;
  apply: (changes: FilterChanges) => void;
};

/** The chosen values as options, named where the choices know them. */
function chosenOptions(values: readonly (number | string)[] | undefined, options: Option[]): Option[] {
  return (values ?? []).map(String).map((value) => options.find((option) => option.value === value) ?? { value, label: value });
}

/** Adds or removes one value of a comma list filter. */
function toggled(values: readonly string[] | undefined, value: string, on: boolean): string[] {
  const rest = (values ?? []).filter((item) => item !== value);
  return on ? [...rest, value] : rest;
}

function FilterFields({ params, choices, activeCount, apply }: FieldsProps) {
  const t = useTranslations('packages');
  const id = useId();
  const hintId = `${id}-home-away-hint`;
  const clubsChosen = (params.clubs?.length ?? 0) > 0;
  const homeAway = params.isHome === undefined ? 'all' : params.isHome ? 'home' : 'away';
  const categories = choices.sportCategories;
  const multiSelectTexts = {
    noOptionsText: t('filterPanel.noOptions'),
    removeLabel: (option: Option) => t('filterPanel.remove', { label: option.label }),
  };

  return (
    <div className={styles.fields}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('filterPanel.packageType')}</legend>
        {PACKAGE_TYPE_FILTERS.map((type) => (
          <Choice
            key={type}
            type="radio"
            name={`${id}-package-type`}
            label={t(`filterPanel.packageTypes.${type}`)}
            checked={(params.packageType ?? 'all') === type}
            onChange={() => apply({ packageType: type })}
          />
        ))}
      </fieldset>

      <MultiSelect
        label={t('filterPanel.tournaments')}
        value={chosenOptions(params.tournaments, choices.tournaments)}
        options={choices.tournaments}
        onChange={(next) => apply({ tournaments: next.map((option) => option.value) })}
        {...multiSelectTexts}
      />

      <MultiSelect
        label={t('filterPanel.clubs')}
        value={chosenOptions(params.clubs, choices.clubs)}
        options={choices.clubs}
        onChange={(next) => apply({ clubs: next.map((option) => option.value) })}
        {...multiSelectTexts}
      />

      <fieldset className={styles.group} disabled={!clubsChosen} aria-describedby={clubsChosen ? undefined : hintId}>
        <legend className={styles.legend}>{t('filterPanel.homeAway')}</legend>
        {clubsChosen ? null : (
          <p id={hintId} className={styles.hint}>
            {t('filterPanel.homeAwayHint')}
          </p>
        )}
        {(['all', 'home', 'away'] as const).map((choice) => (
          <Choice
            key={choice}
            type="radio"
            name={`${id}-home-away`}
            label={t(`filterPanel.homeAwayOptions.${choice}`)}
            checked={homeAway === choice}
            onChange={() => apply({ isHome: choice === 'all' ? undefined : choice === 'home' })}
          />
        ))}
      </fieldset>

      <DateRange from={params.dateFrom} to={params.dateTo} apply={apply} />

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('filterPanel.offers')}</legend>
        {OFFER_KEYS.map((key) => (
          <Choice
            key={key}
            type="checkbox"
            label={t(`filterPanel.offerTypes.${key}`)}
            checked={params[key] === true}
            onChange={(checked) => apply({ [key]: checked || undefined })}
          />
        ))}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('filterPanel.matchTypes')}</legend>
        {MATCH_TYPES.map((type) => (
          <Choice
            key={type}
            type="checkbox"
            label={t(`filterPanel.matchTypeNames.${type}`)}
            checked={params.matchTypes?.includes(type) ?? false}
            onChange={(checked) => apply({ matchTypes: toggled(params.matchTypes, type, checked) })}
          />
        ))}
      </fieldset>

      {categories.length > 0 ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('filterPanel.categories')}</legend>
          {categories.map((category) => (
            <Choice
              key={category.value}
              type="checkbox"
              label={category.label}
              checked={params.sportCategories?.includes(category.value) ?? false}
              onChange={(checked) => apply({ sportCategories: toggled(params.sportCategories, category.value, checked) })}
            />
          ))}
        </fieldset>
      ) : null}

      <Choice
        type="checkbox"
        label={t('filterPanel.budgetTrips')}
        checked={params.budgetTrips === true}
        onChange={(checked) => apply({ budgetTrips: checked || undefined })}
      />

      {activeCount > 0 ? (
        <Button variant="ghost" onClick={() => apply(REMOVE_ALL_FILTERS)}>
          {t('removeAll')}
        </Button>
      ) : null}
    </div>
  );
}

type ChoiceProps = {
  type: 'checkbox' | 'radio';
  name?: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** A native checkbox or radio inside its label: the whole line is the click target. */
function Choice({ type, name, label, checked, onChange }: ChoiceProps) {
  return (
    <label className={styles.choice}>
      <input type={type} name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

type DateRangeProps = { from?: string; to?: string; apply: (changes: FilterChanges) => void };

/**
 * Two native date inputs: the browser's own keyboard entry and picker, read
 * by screen readers. A date is applied when the field is left or on Enter,
 * not on every keystroke, so typing a year never loads a list for year 0002.
 * A range that ends before it starts is refused here, with the reason.
 */
function DateRange({ from, to, apply }: DateRangeProps) {
  const t = useTranslations('packages.filterPanel');
  const id = useId();
  const errorId = `${id}-error`;
  const [draft, setDraft] = useState({ from: from ?? '', to: to ?? '' });
  // A date changed from outside (a chip removed, all filters removed, or the other field
  // applied) replaces that date's draft only: the other field may hold a date being typed.
  const [applied, setApplied] = useState({ from, to });
  if (applied.from !== from || applied.to !== to) {
    setApplied({ from, to });
    setDraft((previous) => ({
      from: applied.from !== from ? (from ?? '') : previous.from,
      to: applied.to !== to ? (to ?? '') : previous.to,
    }));
  }
  const reversed = draft.from !== '' && draft.to !== '' && draft.from > draft.to;

  function commit(event: FocusEvent<HTMLInputElement> | KeyboardEvent<HTMLInputElement>) {
    // A half-typed date reads as '' with badInput set: wait for the rest.
    if (event.currentTarget.validity.badInput || reversed) return;
    const next = { from: draft.from || undefined, to: draft.to || undefined };
    if ([next.from, next.to].some((day) => day !== undefined && !ISO_DAY.test(day))) return;
    if (next.from === from && next.to === to) return;
    apply({ dateFrom: next.from, dateTo: next.to });
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(event);
  };
  const fieldProps = {
    type: 'date',
    className: styles.date,
    onBlur: commit,
    onKeyDown,
    'aria-invalid': reversed || undefined,
    'aria-describedby': reversed ? errorId : undefined,
  } as const;

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('dates')}</legend>
      <div className={styles.dates}>
        <label className={styles.dateField}>
          <span>{t('dateFrom')}</span>
          <input
            {...fieldProps}
            value={draft.from}
            max={draft.to || undefined}
            onChange={(event) => setDraft((previous) => ({ ...previous, from: event.target.value }))}
          />
        </label>
        <label className={styles.dateField}>
          <span>{t('dateTo')}</span>
          <input
            {...fieldProps}
            value={draft.to}
            min={draft.from || undefined}
            onChange={(event) => setDraft((previous) => ({ ...previous, to: event.target.value }))}
          />
        </label>
      </div>
      <p id={errorId} className={styles.error} role="alert">
        {reversed ? t('dateOrder') : ''}
      </p>
    </fieldset>
  );
}
