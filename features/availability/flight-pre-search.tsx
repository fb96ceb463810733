'use client';

import { useTranslations } from 'next-intl';
import type { Dispatch, FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FetchIndicator } from '@/components/ui/fetch-indicator';
import { DEPARTURE_REGIONS } from '@/lib/site/site-basics';
import type { DepartureAirportGroup } from '@/lib/api/contract/geography';
import { MAX_STOPS } from '@/lib/package/flights';
import type { FlightModalAction, FlightModalState } from './flight-modal-state';
import styles from './modals.module.css';

/**
 * The flight modal's pre-search (booking spec §4, browsing spec §3): the
 * country, its departure areas and the stops the area allows, then "search".
 */
export function FlightPreSearch({
  form,
  groups,
  group,
  stops,
  dispatch,
  onSearch,
}: {
  form: FlightModalState['form'];
  /** The country's departure areas; null while they load. */
  groups: DepartureAirportGroup[] | null;
  /** The area searched from (chosen, else the package's home airport's, else the first). */
  group: DepartureAirportGroup | null;
  /** The stops searched with (chosen, else the area's rule). */
  stops: number;
  dispatch: Dispatch<FlightModalAction>;
  onSearch: (group: DepartureAirportGroup) => void;
}) {
  const t = useTranslations('availability.flights');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (group) onSearch(group);
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={groups === null}>
      <p>{t('preSearchLead')}</p>
      <div className={styles.fields}>
        <label className={styles.field}>
          <span>{t('country')}</span>
          <select value={form.region} onChange={(event) => dispatch({ type: 'region', region: event.target.value })}>
            {DEPARTURE_REGIONS.map((code) => (
              <option key={code} value={code}>
                {t(`regions.${code}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('area')}</span>
          <select value={group?.id ?? ''} disabled={groups === null} onChange={(event) => dispatch({ type: 'area', groupId: Number(event.target.value) })}>
            {(groups ?? []).map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('stops')}</span>
          <select value={stops} onChange={(event) => dispatch({ type: 'stops', stops: Number(event.target.value) })}>
            {Array.from({ length: MAX_STOPS + 1 }, (_, count) => (
              <option key={count} value={count}>
                {t('stopsOption', { count })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FetchIndicator active={groups === null} label={t('loadingAreas')} />
      <div className={styles.actions}>
        <Button type="submit" disabled={!group}>
          {t('search')}
        </Button>
      </div>
    </form>
  );
}
