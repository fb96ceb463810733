'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { canChangeTravelPeriod, checkTravelPeriod, periodBounds, type PeriodProblem } from '@/lib/package/selection';
import { formatTravelPeriod } from '@/lib/i18n/formats';
import { usePackageState, usePackageDetail } from './package-store';
import styles from './customise.module.css';

/** Travel period (booking spec §4): extension only, by at most the package's bound in all; shortening is refused in red. */
export function TravelPeriodSection() {
  const t = useTranslations('package.customise');
  const format = useFormatter();
  const { pkg } = usePackageDetail();
  const selection = usePackageState((state) => state.selection);
  const setPeriod = usePackageState((state) => state.setPeriod);
  const id = useId();
  const current = selection.period ?? { startDate: pkg.startDate, endDate: pkg.endDate };
  const [draft, setDraft] = useState(current);
  const [problem, setProblem] = useState<PeriodProblem | null>(null);
  if (pkg.isResidualSale || !canChangeTravelPeriod(pkg, selection)) return null;
  const bound = pkg.maxAllowedTravelDurationDayBound;
  // A day that cannot be booked cannot be picked: not before today, not beyond the bound.
  const { earliestStart, latestEnd } = periodBounds(pkg);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkTravelPeriod(pkg, draft.startDate, draft.endDate);
    if (!check.ok) {
      setProblem(check.reason);
      return;
    }
    setProblem(null);
    setPeriod(check.tripExtendedDays === 0 ? null : draft);
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('periodHeading')}</h2>
      {/* The package's own period is in the overview above and in the fields: only an extended one is said here. */}
      {selection.period && <p>{formatTravelPeriod(format, (days) => t('periodNow', days), current, 'weekdayDayMonth')}</p>}
      <form className={styles.fields} onSubmit={apply} noValidate>
        <label className={styles.field}>
          <span>{t('periodFrom')}</span>
          <input
            type="date"
            value={draft.startDate}
            min={earliestStart}
            max={pkg.startDate}
            onChange={(event) => setDraft({ ...draft, startDate: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          <span>{t('periodTo')}</span>
          <input
            type="date"
            value={draft.endDate}
            min={pkg.endDate}
            max={latestEnd}
            onChange={(event) => setDraft({ ...draft, endDate: event.target.value })}
          />
        </label>
        <button type="submit" className="button button--secondary">
          {t('periodApply')}
        </button>
      </form>
      <p className={styles.hint}>{t('periodHint', { days: bound })}</p>
      {problem && (
        <p className={styles.alert} role="alert">
          {t(`periodProblem.${problem}`, { days: bound })}
        </p>
      )}
    </section>
  );
}
