'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { CheckboxField, ChoiceField, FieldMessage, SelectField, TextField, useField, useFormApi } from '@/components/ui/form';
import { BirthDate, birthDateText } from './birth-date';
import type { BookingFormProps } from './types';
import styles from './booking-form.module.css';

type Props = Pick<BookingFormProps, 'nationalities' | 'trip' | 'sport'>;

type Values = { contactInfo?: Record<string, unknown>; sameAsContact?: boolean };

/** One of the contact's fields shown again, locked, with what the trip's rules say of it as traveller 1 (too young for an adult's place). */
function LockedField({ name, label, value }: { name: string; label: string; value: string }) {
  const field = useField(name, { label, group: true });
  return (
    <div className={styles.field}>
      <label htmlFor={field.id}>{label}</label>
      <input id={field.id} value={value} readOnly aria-readonly="true" aria-invalid={field.controlProps['aria-invalid']} aria-describedby={field.controlProps['aria-describedby']} className={styles.locked} />
      <FieldMessage field={field} />
    </div>
  );
}

/** Participant 1 as the contact person: the contact's fields shown again, locked. */
function SameAsContact() {
  const t = useTranslations('booking.contact');
  const { values } = useFormApi();
  const contact = (values as Values).contactInfo ?? {};
  return (
    <div className={styles.grid}>
      <LockedField name="passengers.0.firstName" label={t('firstName')} value={String(contact.firstName ?? '')} />
      <LockedField name="passengers.0.lastName" label={t('lastName')} value={String(contact.lastName ?? '')} />
      <LockedField name="passengers.0.birthDate" label={t('birthDate')} value={birthDateText(contact.birthDate)} />
    </div>
  );
}

/** The match tickets of the party: no more boxes ticked than tickets (booking spec §4, §5 "Limited tickets"). */
function TicketHolders({ count, sport, children }: { count: number; sport: BookingFormProps['sport']; children: React.ReactNode }) {
  const t = useTranslations('booking.participants');
  const [refused, setRefused] = useState(false);
  const field = useField('ticketHolders', { label: t('hasTicket', { sport }) });
  // Before the box's own handler reads it: a box beyond the count is unticked again, and the visitor told why.
  function limit(event: FormEvent<HTMLDivElement>) {
    const box = event.target as HTMLInputElement;
    if (box.type !== 'checkbox' || !box.name.endsWith('.hasTicket') || !box.checked) {
      setRefused(false);
      return;
    }
    const ticked = event.currentTarget.querySelectorAll('input[name$=".hasTicket"]:checked').length;
    if (ticked > count) {
      box.checked = false;
      setRefused(true);
    }
  }
  return (
    <div onChangeCapture={limit}>
      <p className={styles.hint}>{t('ticketsLead', { count, sport })}</p>
      {children}
      <p role="status" className={styles.refused}>
        {refused ? t('tooManyTickets', { count }) : ''}
      </p>
      <FieldMessage field={field} />
    </div>
  );
}

/**
 * The travellers (booking spec §3 "Passenger", §5): names as in the passport,
 * birth date, nationality and title; the adults first, then the children.
 * Participant 1 may be the contact person. When not everyone holds a match
 * ticket, each says whether they do.
 */
export function ParticipantsSection({ nationalities, trip, sport }: Props) {
  const t = useTranslations('booking.participants');
  const tc = useTranslations('booking.contact');
  const { values } = useFormApi();
  const same = (values as Values).sameAsContact === true;
  const limited = trip.ticketHolders < trip.adults + trip.children;
  const people = Array.from({ length: trip.adults + trip.children }, (_, index) => index);
  const titles = [
    { value: 'mr', label: tc('mr') },
    { value: 'mrs', label: tc('mrs') },
  ];
  const list = people.map((index) => {
    const heading = index < trip.adults ? t('adult', { number: index + 1 }) : t('child', { number: index - trip.adults + 1 });
    const name = (key: string) => `passengers.${index}.${key}`;
    return (
      <fieldset key={index} className={styles.person}>
        <legend className={styles.personLegend}>{heading}</legend>
        {index === 0 && <CheckboxField name="sameAsContact" label={t('sameAsContact')} className={styles.check} />}
        {index === 0 && same ? (
          <SameAsContact />
        ) : (
          <div className={styles.grid}>
            <ChoiceField name={name('title')} label={tc('title')} options={titles} className={styles.choice} optionClassName={styles.option} />
            <TextField name={name('firstName')} label={tc('firstName')} className={styles.field} />
            <TextField name={name('lastName')} label={tc('lastName')} className={styles.field} />
            <BirthDate name={name('birthDate')} label={tc('birthDate')} hint={tc('birthDateHint')} />
            <SelectField name={name('nationalityId')} label={tc('nationality')} options={nationalities} placeholder={tc('choose')} className={styles.field} />
          </div>
        )}
        {limited && <CheckboxField name={name('hasTicket')} label={t('hasTicket', { sport })} className={styles.check} />}
      </fieldset>
    );
  });
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('heading')}</legend>
      <p className={styles.hint}>{t('lead')}</p>
      {limited ? (
        <TicketHolders count={trip.ticketHolders} sport={sport}>
          {list}
        </TicketHolders>
      ) : (
        list
      )}
    </fieldset>
  );
}
