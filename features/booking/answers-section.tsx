'use client';

import { useTranslations } from 'next-intl';
import { CheckboxField, ChoiceField } from '@/components/ui/form';
import { ConditionsDialog } from './conditions-dialog';
import type { BookingFormProps } from './types';
import styles from './booking-form.module.css';

/**
 * The insurance questions and the acceptances (booking spec §5): both
 * questions answered yes or no (none for a ticket alone); the extraordinary
 * conditions and the terms always, each with its text a click away; the tourist tax, different airports, the
 * dropped services, premium and a flight offer when the trip has them.
 */
export function AnswersSection({ trip, sport, matchInsuranceFee, isTicketOnly, conditions }: Pick<BookingFormProps, 'trip' | 'sport' | 'matchInsuranceFee' | 'isTicketOnly' | 'conditions'>) {
  const t = useTranslations('booking.answers');
  const tc = useTranslations('package.customise');
  const yesNo = [
    { value: 'true', label: tc('yes') },
    { value: 'false', label: tc('no') },
  ];
  const general = isTicketOnly ? 'ticketOnly' : 'general';
  const acceptances = [
    ['hasAcceptedTouristTax', 'touristTax', trip.needs.touristTax],
    ['hasAcceptedDifferentAirports', 'differentAirports', trip.needs.differentAirports],
    ['hasAcceptedExclusions', 'exclusions', trip.needs.exclusions],
    ['hasAcceptedPremiumUpgrade', 'premiumUpgrade', trip.needs.premiumUpgrade],
    ['hasAcceptedFlightOffer', 'flightOffer', trip.needs.flightOffer],
  ] as const;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('heading')}</legend>
      {trip.asksInsurance && (
        <>
          <ChoiceField name="extra.hasMatchInsurance" label={tc('matchInsurance', { price: matchInsuranceFee, sport })} options={yesNo} className={styles.choice} optionClassName={styles.option} />
          <ChoiceField name="extra.hasInsurance" label={tc('travelInsurance')} options={yesNo} className={styles.choice} optionClassName={styles.option} />
        </>
      )}
      <CheckboxField
        name="extra.hasAcceptedExtraordinaryConditions"
        label={t('extraordinary')}
        className={styles.check}
        after={<ConditionsDialog kind="extraordinary" text={conditions.extraordinary} />}
      />
      <CheckboxField
        name="extra.hasAcceptedGeneralTerms"
        label={t(general)}
        className={styles.check}
        after={<ConditionsDialog kind={general} text={conditions[general]} />}
      />
      {acceptances.map(([name, label, asked]) => asked && <CheckboxField key={name} name={`extra.${name}`} label={t(label)} className={styles.check} />)}
    </fieldset>
  );
}
