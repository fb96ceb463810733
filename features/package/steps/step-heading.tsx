import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from '../customise.module.css';

/**
 * A step's heading (booking spec §2 "Booking steps"): its number in a circle
 * for the eye, "Trin 1:" for a screen reader, then its name.
 */
export function StepHeading({ id, number, children }: { id: string; number: number; children: ReactNode }) {
  const t = useTranslations('package.steps');
  return (
    <h2 id={id} className={styles.stepHeading}>
      <span className={styles.stepNumber} aria-hidden="true">
        {number}
      </span>
      <span className="visually-hidden">{t('step', { number })}</span> {children}
    </h2>
  );
}
