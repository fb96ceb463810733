'use client';

import { DatePartsField, dateParts } from '@/components/ui/form';
import styles from './booking-form.module.css';

/**
 * A traveller's or the contact's birth date (booking spec §3, §5), typed as
 * day, month and year: a date from 1960 is a few key presses, not dozens of
 * taps back through a calendar. The booking sends it as one day, as before.
 */
export function BirthDate({ name, label, hint, birthday = false }: { name: string; label: string; hint: string; birthday?: boolean }) {
  return (
    <DatePartsField
      name={name}
      label={label}
      description={hint}
      birthday={birthday}
      className={styles.date}
      legendClassName={styles.dateLegend}
      partsClassName={styles.dateParts}
      partClassName={styles.datePart}
    />
  );
}

/** A birth date not typed yet: its three parts empty. */
export const BLANK_DATE = { day: '', month: '', year: '' } as const;

/** The parts as the contact typed them, for traveller 1's locked copy: `17.5.1984`. */
export function birthDateText(value: unknown): string {
  const { day = '', month = '', year = '' } = dateParts(value);
  return [day, month, year].some((part) => part.trim() !== '') ? `${day}.${month}.${year}` : '';
}
