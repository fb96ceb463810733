'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Form, FormError, TextField } from '@/components/ui/form';
import { canChangeTravelPeriod, periodBounds, type PeriodProblem } from '@/lib/package/selection';
import { formatTravelPeriod } from '@/lib/i18n/formats';
import { usePackageState, usePackageDetail } from '../store/package-store';
import styles from '../customise.module.css';
import buttons from '@/components/ui/buttons.module.css';
import { tripWords } from '@/lib/sport-words';

/** Travel period (booking spec §4): extension only, by at most the package's bound in all; shortening is refused in red. */
export function TravelPeriodSection() {
  const t = useTranslations('package.customise');
  const format = useFormatter();
  const { pkg } = usePackageDetail();
  const selection = usePackageState((state) => state.selection);
  const setPeriod = usePackageState((state) => state.setPeriod);
  const id = useId();
  if (pkg.isResidualSale || !canChangeTravelPeriod(pkg, selection)) return null;
  const current = selection.period ?? { startDate: pkg.startDate, endDate: pkg.endDate };
  const bound = pkg.maxAllowedTravelDurationDayBound;
  // A day that cannot be booked cannot be picked: not before today, not beyond the bound.
  const { earliestStart, latestEnd } = periodBounds(pkg);
  // The rule loads with the form's first use (the page loads no zod with its first paint).
  const loadSchema = () => import('../form-schemas').then((schemas) => schemas.travelPeriodForm(pkg));

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('periodHeading')}</h2>
      {/* The package's own period is in the overview above and in the fields: only an extended one is said here. */}
      {selection.period && <p>{formatTravelPeriod(format, (days) => t('periodNow', days), current, 'weekdayDayMonth')}</p>}
      <Form schema={loadSchema} defaultValues={current} onSubmit={({ period, extended }) => setPeriod(extended ? period : null)}>
        <div className={styles.fields}>
          <TextField type="date" name="startDate" label={t('periodFrom')} className={styles.field} min={earliestStart} max={pkg.startDate} />
          <TextField type="date" name="endDate" label={t('periodTo')} className={styles.field} min={pkg.endDate} max={latestEnd} />
          <button type="submit" className={`${buttons.button} ${buttons.secondary}`}>
            {t('periodApply')}
          </button>
        </div>
        <p className={styles.hint}>{t('periodHint', { days: bound })}</p>
        <FormError className={styles.alert}>{(problem) => t(`periodProblem.${problem as PeriodProblem}`, { days: bound, sport: tripWords(pkg.events) })}</FormError>
      </Form>
    </section>
  );
}
