'use client';

import { useTranslations } from 'next-intl';
import { CheckboxField, ChoiceField, EmailField, PhoneField, SelectField, TextField, useFormApi } from '@/components/ui/form';
import { BirthDate } from './birth-date';
import type { BookingFormProps } from './types';
import styles from './booking-form.module.css';

type Props = Pick<BookingFormProps, 'countries' | 'nationalities' | 'phoneCodes'>;

/** The contact person (booking spec §3, §5): who the shop writes to and invoices; a company's name and number when it is one. */
export function ContactSection({ countries, nationalities, phoneCodes }: Props) {
  const t = useTranslations('booking.contact');
  const { values } = useFormApi();
  const isCompany = (values.contactInfo as { isCompany?: boolean } | undefined)?.isCompany === true;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('heading')}</legend>
      <div className={styles.grid}>
        <ChoiceField name="contactInfo.title" label={t('title')} options={[{ value: 'mr', label: t('mr') }, { value: 'mrs', label: t('mrs') }]} className={styles.choice} optionClassName={styles.option} />
        <TextField name="contactInfo.firstName" label={t('firstName')} autoComplete="given-name" className={styles.field} />
        <TextField name="contactInfo.lastName" label={t('lastName')} autoComplete="family-name" className={styles.field} />
        <EmailField name="contactInfo.email" label={t('email')} className={styles.field} />
        <BirthDate name="contactInfo.birthDate" label={t('birthDate')} hint={t('birthDateHint')} birthday />
        <div className={styles.phone}>
          <SelectField name="contactInfo.phoneCode" label={t('phoneCode')} options={phoneCodes} autoComplete="tel-country-code" className={styles.field} />
          <PhoneField name="contactInfo.mobile" label={t('mobile')} autoComplete="tel" className={styles.field} />
        </div>
        <SelectField name="contactInfo.countryId" label={t('country')} options={countries} placeholder={t('choose')} autoComplete="off" className={styles.field} />
        <SelectField name="contactInfo.nationalityId" label={t('nationality')} options={nationalities} placeholder={t('choose')} className={styles.field} />
        <TextField name="contactInfo.address" label={t('address')} autoComplete="address-line1" className={styles.field} />
        <TextField name="contactInfo.postCode" label={t('postCode')} autoComplete="postal-code" className={styles.field} />
        <TextField name="contactInfo.city" label={t('city')} autoComplete="address-level2" className={styles.field} />
      </div>
      <CheckboxField name="contactInfo.isCompany" label={t('isCompany')} className={styles.check} />
      {isCompany && (
        <div className={styles.grid}>
          <TextField name="contactInfo.companyName" label={t('companyName')} autoComplete="organization" className={styles.field} />
          <TextField name="contactInfo.companyTaxNumber" label={t('companyTaxNumber')} className={styles.field} />
        </div>
      )}
    </fieldset>
  );
}
