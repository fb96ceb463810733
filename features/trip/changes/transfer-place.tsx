'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ChoiceField, DatePartsField, Form, FormError, FORM_ERROR, SelectField, SubmitButton, TextField, type FormApi } from '@/components/ui/form';
import fieldStyles from '@/components/ui/form/field.module.css';
import type { Option } from '@/components/ui/option';
import { ApiError } from '@/lib/api/api-error';
import type { ParsedTransferForm } from '@/lib/api/contract/trip-changes';
import { useAttemptKey, useMutationOnDemand } from '@/lib/api/query/writes';
import { useErrorText } from '@/lib/i18n/error-text';
import type { Locale } from '@/lib/i18n/locales';
import { moneyIn } from '@/lib/i18n/money';
import { useRouter } from '@/lib/i18n/navigation';
import styles from './changes.module.css';

/** The form as it opens: nothing chosen, the birth date's three parts empty. */
const BLANK: Record<string, unknown> = { position: '', passenger: { title: '', firstName: '', lastName: '', birthDate: { day: '', month: '', year: '' }, nationalityId: '' } };

interface Props {
  locale: Locale;
  token: string;
  /** The fee per place as quoted: the transfer is made at it or not at all. */
  fee: number;
  /** The booking's currency: its amounts are written in it. */
  currency: string;
  /** The places, by position (1 = the first traveller), with their travellers' names. */
  places: Option[];
  nationalities: Option[];
  /** The site's today and the trip's first day: the new traveller is born by the one and of the place's age on the other. */
  today: string;
  travelDate: string;
  /** The adults' places come first: places 1 to `adults` are adults'. */
  adults: number;
}

/** A message from the server as a sentence: its first letter a capital (the API's field messages start in lower case). */
const sentence = (message: string) => message.charAt(0).toLocaleUpperCase() + message.slice(1);

/**
 * A traveller's place to another person (PTD art. 9): the new traveller named
 * as a booking's passenger is, the fee in view on the confirm button. The
 * server checks the new person as the booking form does (an adult's place to
 * an adult) and answers field messages the form places under their fields;
 * the form says the same before it is sent (a birth date after today, an age
 * that does not fit the place), in the site's words. Its fields look as the
 * booking form's (the shared field styles).
 */
export function TransferPlace({ locale, token, fee, currency, places, nationalities, today, travelDate, adults }: Props) {
  const t = useTranslations('trip.changes');
  const tt = useTranslations('trip.changes.transfer');
  const errorText = useErrorText();
  const router = useRouter();
  const attempt = useAttemptKey();
  const transfer = useMutationOnDemand(() => import('@/lib/api/queries/trip-changes').then((queries) => queries.transferMutation(locale, token)));
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const money = moneyIn(currency)(fee);
  const loadSchema = useCallback(() => import('@/lib/api/contract/trip-changes').then((contract) => contract.transferFormFor({ today, travelDate, adults })), [today, travelDate, adults]);

  async function submit(values: ParsedTransferForm, form: FormApi) {
    const body = { ...values, acceptedFee: fee };
    try {
      await transfer({ body, idempotencyKey: await attempt.keyFor(body) });
      attempt.succeeded();
      setDone(tt('done', { name: `${values.passenger.firstName} ${values.passenger.lastName}` }));
    } catch (failure) {
      const said = failure instanceof ApiError && failure.errors ? Object.fromEntries(Object.entries(failure.errors).map(([name, messages]) => [name, messages.map(sentence)])) : undefined;
      const unplaced = failure instanceof ApiError ? form.setServerErrors(said) : {};
      if (!(failure instanceof ApiError && failure.errors) || Object.keys(unplaced).length > 0) form.setError(FORM_ERROR, t('error', { message: errorText(failure) }));
    }
  }

  /** Closing after a transfer reads the trip again (the new name, the fee due) and leaves the form blank for another place. */
  function openChange(next: boolean) {
    setOpen(next);
    if (!next && done) {
      setDone(null);
      router.refresh();
    }
  }

  const titles = [
    { value: 'mr', label: tt('mr') },
    { value: 'mrs', label: tt('mrs') },
  ];
  return (
    <Dialog
      open={open}
      onOpenChange={openChange}
      title={tt('dialogTitle')}
      description={tt('dialogLead', { fee: money })}
      closeLabel={t('close')}
      trigger={
        <Button type="button" variant="secondary">
          {tt('button')}
        </Button>
      }
    >
      {done ? (
        <p role="status" className={styles.done}>
          {done}
        </p>
      ) : (
        <Form
          schema={loadSchema}
          defaultValues={{ ...BLANK }}
          onSubmit={submit}
          className={styles.form}
        >
          <SelectField className={fieldStyles.field} name="position" label={tt('traveller')} options={places} placeholder={tt('choose')} />
          <ChoiceField name="passenger.title" label={tt('title')} options={titles} className={fieldStyles.choice} optionClassName={fieldStyles.option} />
          <TextField className={fieldStyles.field} name="passenger.firstName" label={tt('firstName')} maxLength={100} autoComplete="off" />
          <TextField className={fieldStyles.field} name="passenger.lastName" label={tt('lastName')} maxLength={100} autoComplete="off" />
          <DatePartsField
            name="passenger.birthDate"
            label={tt('birthDate')}
            description={tt('birthDateHint')}
            className={fieldStyles.date}
            legendClassName={fieldStyles.dateLegend}
            partsClassName={fieldStyles.dateParts}
            partClassName={fieldStyles.datePart}
          />
          <SelectField className={fieldStyles.field} name="passenger.nationalityId" label={tt('nationality')} options={nationalities} placeholder={tt('choose')} />
          <FormError />
          <SubmitButton label={tt('confirm', { fee: money })} busyLabel={tt('confirming')} />
        </Form>
      )}
    </Dialog>
  );
}
