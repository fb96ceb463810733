'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Form, TextAreaField, useFormApi, type FormApi } from '@/components/ui/form';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/api-error';
import type { PreorderBody } from '@/lib/api/contract/booking';
import { useAttemptKey, useMutationOnDemand } from '@/lib/api/query/writes';
import type { BookingDetails, BookingTrip } from '@/lib/booking/details';
import { useErrorText } from '@/lib/i18n/error-text';
import type { Locale } from '@/lib/i18n/locales';
import { useRouter } from '@/lib/i18n/navigation';
import buttons from '@/components/ui/buttons.module.css';
import { AnswersSection } from './answers-section';
import { BLANK_DATE } from './birth-date';
import type { ConditionTexts } from './conditions-dialog';
import { ContactSection } from './contact-section';
import { ParticipantsSection } from './participants-section';
import { useRefusals } from './refusals';
import { SubmitOverlay } from './submit-overlay';
import type { Option } from './types';
import styles from './booking-form.module.css';
import type { SportWords } from '@/lib/sport-words';

interface Props {
  slug: string;
  packageId: number;
  trip: BookingTrip;
  sport: SportWords;
  countries: Option[];
  nationalities: Option[];
  phoneCodes: Option[];
  phoneCode: string;
  conditions: ConditionTexts;
}

function SubmitButton() {
  const t = useTranslations('preorder');
  const { submitting } = useFormApi();
  return (
    <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={submitting}>
      {t('submit')}
    </button>
  );
}

/**
 * The preorder form (booking spec §1, §7): the contact person, the
 * travellers and the two acceptances; on success, the preorder's invoice page.
 */
export function PreorderForm({ slug, packageId, trip, sport, countries, nationalities, phoneCodes, phoneCode, conditions }: Props) {
  const t = useTranslations('booking');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  // One key per attempt (useAttemptKey): a double click or a retry of the same preorder is one preorder.
  const attempt = useAttemptKey();
  const place = useMutationOnDemand(() => import('@/lib/api/queries/booking').then((queries) => queries.preorderMutation(locale, slug)));
  const refused = useRefusals(trip);

  async function preorder(details: BookingDetails, form: FormApi) {
    const body: PreorderBody = {
      packageId,
      adults: trip.adults,
      children: trip.children,
      contactInfo: details.contactInfo,
      passengers: details.passengers,
      comment: details.comment,
      extra: details.extra,
    };
    setBusy(true);
    try {
      const { booking } = await place({ body, idempotencyKey: await attempt.keyFor(body) });
      attempt.succeeded();
      router.push({ pathname: '/invoice/[slug]', params: { slug: booking.invoice.uuid } });
      return;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.errors) refused(error.errors, form);
      else toast.error(errorText(error));
    }
    setBusy(false);
  }

  const blank = {
    contactInfo: { title: '', firstName: '', lastName: '', email: '', birthDate: BLANK_DATE, phoneCode, mobile: '', countryId: '', nationalityId: '', city: '', postCode: '', address: '', isCompany: false, companyName: '', companyTaxNumber: '' },
    sameAsContact: false,
    passengers: Array.from({ length: trip.adults + trip.children }, () => ({ title: '', firstName: '', lastName: '', birthDate: BLANK_DATE, nationalityId: '', hasTicket: true })),
    extra: { hasAcceptedExtraordinaryConditions: false, hasAcceptedGeneralTerms: false },
    comment: '',
  };

  return (
    <>
      <Form
        schema={() => import('./form-schema').then(({ bookingForm }) => bookingForm(trip))}
        defaultValues={blank}
        onSubmit={preorder}
        className={styles.form}
        aria-labelledby="preorder-form-heading"
        inert={busy || undefined}
      >
        <h2 id="preorder-form-heading" className={styles.heading}>
          {t('formHeading')}
        </h2>
        <ContactSection countries={countries} nationalities={nationalities} phoneCodes={phoneCodes} />
        <ParticipantsSection nationalities={nationalities} trip={trip} sport={sport} />
        <AnswersSection trip={trip} sport={sport} matchInsuranceFee="" isTicketOnly={false} conditions={conditions} />
        <TextAreaField name="comment" label={t('comment')} optional rows={4} maxLength={2000} className={styles.field} />
        <SubmitButton />
      </Form>
      {busy && <SubmitOverlay title={t('overlayTitle')} lead={t('overlayLead')} />}
    </>
  );
}
