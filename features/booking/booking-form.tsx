'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Form, TextAreaField, useFormApi, type FormApi } from '@/components/ui/form';
import { StickyTotal } from '@/components/ui/sticky-total';
import { toast } from '@/components/ui/toast';
import { useAttemptKey, useMutationOnDemand } from '@/lib/api/query/writes';
import type { BookingDetails } from '@/lib/booking/details';
import { useErrorText } from '@/lib/i18n/error-text';
import type { Locale } from '@/lib/i18n/locales';
import { formatPrice } from '@/lib/i18n/money';
import { useRouter } from '@/lib/i18n/navigation';
import buttons from '@/components/ui/buttons.module.css';
import { AnswersSection } from './answers-section';
import { AnswersReporter, useShownTotal } from './booking-answers';
import { BLANK_DATE } from './birth-date';
import { ContactSection } from './contact-section';
import { forgetDraft, saveDraft, useDraft } from './draft';
import { ParticipantsSection } from './participants-section';
import { useRefusals } from './refusals';
import { RoomsSection } from './rooms-section';
import { SubmitOverlay } from './submit-overlay';
import type { ChangedPrices } from './submit-booking';
import { BOOKING_FACTS_ID, type BookingFormProps } from './types';
import styles from './booking-form.module.css';

const loadSubmit = () => import('./submit-booking');
const FORM_ID = 'booking-form';
const loadConversion = () => import('./affiliate');

const asField = (answer: boolean | null) => (answer === null ? undefined : String(answer));

/**
 * The form's first values: blank, with the site's phone code, every traveller
 * holding a ticket until the count is used, the insurance answered as on the
 * package page; a development configuration answers and accepts (booking spec §4).
 */
function blankValues({ trip, phoneCode, prefill, answers }: Pick<BookingFormProps, 'trip' | 'phoneCode' | 'prefill' | 'answers'>): Record<string, unknown> {
  const yes = prefill || undefined;
  return {
    contactInfo: { title: '', firstName: '', lastName: '', email: '', birthDate: BLANK_DATE, phoneCode, mobile: '', countryId: '', nationalityId: '', city: '', postCode: '', address: '', isCompany: false, companyName: '', companyTaxNumber: '' },
    sameAsContact: false,
    passengers: Array.from({ length: trip.adults + trip.children }, (_, index) => ({ title: '', firstName: '', lastName: '', birthDate: BLANK_DATE, nationalityId: '', hasTicket: index < trip.ticketHolders })),
    leadGuests: Array.from({ length: trip.rooms }, () => ''),
    extra: {
      hasInsurance: asField(answers.hasInsurance) ?? (prefill ? 'false' : undefined),
      hasMatchInsurance: asField(answers.hasMatchInsurance) ?? (prefill ? 'false' : undefined),
      hasAcceptedExtraordinaryConditions: yes ?? false,
      hasAcceptedGeneralTerms: yes ?? false,
      hasAcceptedTouristTax: yes ?? false,
      hasAcceptedDifferentAirports: yes ?? false,
      hasAcceptedExclusions: yes ?? false,
      hasAcceptedPremiumUpgrade: yes ?? false,
      hasAcceptedFlightOffer: yes ?? false,
    },
    comment: '',
  };
}

/** Keeps what is typed in session storage as it is typed. */
function DraftKeeper({ draftKey }: { draftKey: string }) {
  const { values } = useFormApi();
  const first = useRef(true);
  useEffect(() => {
    // The first values are the defaults: nothing typed yet to keep.
    if (first.current) {
      first.current = false;
      return;
    }
    saveDraft(draftKey, values);
  }, [draftKey, values]);
  return null;
}

function SubmitButton({ changed }: { changed: boolean }) {
  const t = useTranslations('booking');
  const { submitting } = useFormApi();
  return (
    <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={submitting} aria-disabled={submitting || undefined}>
      {t(changed ? 'submitChanged' : 'submit')}
    </button>
  );
}

/**
 * On a phone, the total at the foot of the screen while the form is filled
 * in, and the way on from anywhere in it: to the trip's facts that package
 * travel law asks to be seen directly before the order, with the order button
 * right after them. The bar itself does not order, as an order from it would
 * pass them by.
 */
function BookingBar({ travellers }: { travellers: number }) {
  const t = useTranslations('booking');
  const locale = useLocale() as Locale;
  const total = useShownTotal();
  return (
    <StickyTotal label={t('stickyLabel')} caption={t('summary.total', { count: travellers })} total={formatPrice(total, locale)} testId="booking-sticky-total">
      <a href={`#${BOOKING_FACTS_ID}-heading`} className={`${buttons.button} ${buttons.primary}`}>
        {t('toOrder')}
      </a>
    </StickyTotal>
  );
}

function ChangedPricesNotice({ changes }: { changes: ChangedPrices }) {
  const t = useTranslations('package.customise.changedPrices');
  const locale = useLocale() as Locale;
  return (
    <div className={styles.changed} role="alert">
      <p>{t('heading')}</p>
      <ul>
        {changes.map((change) => (
          <li key={change.name}>{t('line', { name: t(`names.${change.name}`), from: formatPrice(change.ourPrice, locale), to: formatPrice(change.theirPrice, locale) })}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The booking form (booking spec §2 "Booking info form", §4 "Submit
 * booking"): contact person, travellers, the rooms' lead guests, the answers
 * and acceptances, a comment. A submit shows the overlay, checks the prices
 * and books; changed prices are shown for a second submit to accept; what
 * the API refuses is said field by field.
 */
export function BookingForm(props: BookingFormProps) {
  const { request, trip, draftKey } = props;
  const t = useTranslations('booking');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const errorText = useErrorText();
  const draft = useDraft(draftKey);
  const [busy, setBusy] = useState(false);
  const [changes, setChanges] = useState<{ list: ChangedPrices; total: number } | null>(null);
  // One key per attempt (useAttemptKey): a double click or a retry of the same booking books once.
  const attempt = useAttemptKey();
  const checkPrice = useMutationOnDemand(() => loadSubmit().then((submit) => submit.packagePriceMutation(locale, request.packageId)));
  const placeBooking = useMutationOnDemand(() => loadSubmit().then((submit) => submit.bookingMutation(locale)));
  const shownTotal = useShownTotal();
  const refused = useRefusals(trip);

  async function book(details: BookingDetails, form: FormApi) {
    setBusy(true);
    try {
      const { submitBooking } = await loadSubmit();
      const outcome = await submitBooking({
        request,
        details,
        isResidualSale: props.isResidualSale,
        shownTotal,
        acceptedTotal: changes?.total ?? null,
        idempotencyKey: attempt.keyFor,
        checkPrice,
        placeBooking,
      });
      switch (outcome.kind) {
        case 'booked': {
          attempt.succeeded();
          forgetDraft(draftKey);
          const { booking } = outcome;
          void loadConversion().then(({ reportConversion }) => reportConversion({ orderNumber: booking.orderNumber, total: booking.finalPrice, currency: booking.booking.invoice.currency }));
          router.push({ pathname: '/invoice/[slug]', params: { slug: booking.uuid } });
          // The overlay stays until the invoice page is there.
          return;
        }
        case 'changed':
          setChanges({ list: outcome.changedPrices, total: outcome.total });
          break;
        case 'invalid':
          refused(outcome.errors, form);
          break;
        case 'failed':
          toast.error(errorText(outcome.error));
          break;
      }
    } catch (error) {
      toast.error(errorText(error));
    }
    setBusy(false);
  }

  return (
    <>
      <Form
        key={draft ? 'draft' : 'blank'}
        schema={() => import('./form-schema').then(({ bookingForm }) => bookingForm(trip))}
        defaultValues={{ ...blankValues(props), ...draft }}
        onSubmit={book}
        id={FORM_ID}
        className={styles.form}
        aria-labelledby="booking-form-heading"
        inert={busy || undefined}
      >
        <h2 id="booking-form-heading" className={styles.heading}>
          {t('formHeading')}
        </h2>
        {draft && <p className={styles.hint}>{t('draftRestored')}</p>}
        <ContactSection countries={props.countries} nationalities={props.nationalities} phoneCodes={props.phoneCodes} />
        <ParticipantsSection nationalities={props.nationalities} trip={trip} sport={props.sport} />
        <RoomsSection rooms={props.rooms} trip={trip} />
        <AnswersSection trip={trip} sport={props.sport} matchInsuranceFee={props.matchInsuranceFee} isTicketOnly={props.isTicketOnly} conditions={props.conditions} />
        <TextAreaField name="comment" label={t('comment')} optional rows={4} maxLength={2000} className={styles.field} />
        {/* Package travel law: the standard information and the trip's facts, in view directly above the order button. */}
        {props.precontract}
        {changes && <ChangedPricesNotice changes={changes.list} />}
        <SubmitButton changed={changes !== null} />
        <DraftKeeper draftKey={draftKey} />
        <AnswersReporter />
      </Form>
      <BookingBar travellers={trip.adults + trip.children} />
      {busy && <SubmitOverlay title={t('overlayTitle')} lead={t('overlayLead')} />}
    </>
  );
}
