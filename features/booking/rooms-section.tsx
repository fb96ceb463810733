'use client';

import { useTranslations } from 'next-intl';
import { SelectField, useFormApi } from '@/components/ui/form';
import type { BookingFormProps } from './types';
import styles from './booking-form.module.css';

type Person = { firstName?: string; lastName?: string };
type Values = { passengers?: Person[]; contactInfo?: Person; sameAsContact?: boolean };

/**
 * Who leads each room (booking spec §2 "Room lead-guest section", §5): one of
 * the travellers, chosen once every traveller has a first name; until then
 * the choice says to fill in the travellers first.
 */
export function RoomsSection({ rooms, trip }: Pick<BookingFormProps, 'rooms' | 'trip'>) {
  const t = useTranslations('booking.rooms');
  const { values } = useFormApi();
  if (trip.rooms === 0) return null;
  const form = values as Values;
  const people = Array.from({ length: trip.adults + trip.children }, (_, index) => (index === 0 && form.sameAsContact ? form.contactInfo : form.passengers?.[index]) ?? {});
  const named = people.every((person) => (person.firstName ?? '').trim() !== '');
  const options = named ? people.map((person, index) => ({ value: String(index + 1), label: `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() })) : [];
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('heading')}</legend>
      <div className={styles.grid}>
        {rooms.map((room, index) => (
          <SelectField
            key={index}
            name={`leadGuests.${index}`}
            label={`${t('room', { number: index + 1, type: room })} · ${t('leadGuest')}`}
            options={options}
            placeholder={named ? '' : t('fillPassengersFirst')}
            disabled={!named}
            className={styles.field}
          />
        ))}
      </div>
    </fieldset>
  );
}
