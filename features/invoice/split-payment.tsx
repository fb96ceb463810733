'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Form, FormError, FORM_ERROR, SubmitButton, TextField, type FormApi } from '@/components/ui/form';
import { toast } from '@/components/ui/toast';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import type { PaymentShare } from '@/lib/api/contract/payments';
import { useMutationOnDemand } from '@/lib/api/query/writes';
import { useErrorText } from '@/lib/i18n/error-text';
import type { Locale } from '@/lib/i18n/locales';
import { isolate } from '@/lib/i18n/isolate';
import { moneyIn } from '@/lib/i18n/money';
import { useRouter } from '@/lib/i18n/navigation';
import fieldStyles from '@/components/ui/form/field.module.css';
import { SHARE_STATUS_CLASS } from './share-status';
import styles from './invoice.module.css';

interface Props {
  locale: Locale;
  uuid: string;
  currency: string;
  /** What is due and not yet in an open share: what new shares may add up to. */
  remaining: number;
  travellers: readonly { position: number; name: string }[];
  shares: readonly PaymentShare[];
}

/** Equal shares of `amount` for `count` travellers, whole units, the first ones taking what does not divide. */
function equalShares(amount: number, count: number): number[] {
  const base = Math.floor(amount / count);
  return Array.from({ length: count }, (_, index) => base + (index < amount - base * count ? 1 : 0));
}

/**
 * Split payment: the payer gives travellers their own payment links, each of
 * an equal share of what is left to pay (or an amount they choose), and sees
 * whose share is paid.
 */
export function SplitPayment({ locale, uuid, currency, remaining, travellers, shares }: Props) {
  const t = useTranslations('invoice.split');
  const errorText = useErrorText();
  const router = useRouter();
  const withoutLink = travellers.filter((traveller) => !shares.some((share) => share.traveller.position === traveller.position));
  const positions = withoutLink.map((traveller) => traveller.position);
  const suggested = withoutLink.length > 0 ? equalShares(remaining, withoutLink.length) : [];
  const loadSchema = () => import('./form-schema').then((schemas) => schemas.splitForm(positions, remaining));
  const field = (position: number) => `amount_${position}`;
  const split = useMutationOnDemand(() => import('@/lib/api/queries/payments').then((queries) => queries.sharesMutation(locale, uuid)));

  async function submit(values: { traveller: number; amount: number }[], form: FormApi) {
    if (values.length === 0) {
      form.setError(FORM_ERROR, t('none'));
      return;
    }
    try {
      await split({ shares: values });
      router.refresh();
    } catch (failure) {
      // The API's messages come in the visitor's language; the list may have changed meanwhile.
      form.setError(FORM_ERROR, t('error', { message: errorText(failure) }));
      router.refresh();
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('copied'));
    } catch {
      // The address stays in its field to copy by hand.
    }
  }

  return (
    <section className={styles.split} aria-labelledby="invoice-split-heading">
      <h2 id="invoice-split-heading">{t('heading')}</h2>
      <p>{t('lead')}</p>
      {shares.length > 0 && (
        <>
          <h3>{t('links')}</h3>
          <ul className={styles.shares} data-testid="invoice-shares">
            {shares.map((share) => (
              <li key={share.id} className={styles.share}>
                <span>
                  <bdi>{share.traveller.name}</bdi> · {moneyIn(currency)(share.amount)} ·{' '}
                  <span className={`${styles.status} ${styles[SHARE_STATUS_CLASS[share.status]] ?? ''}`}>{t(`statuses.${share.status}`)}</span>
                </span>
                {share.status === 'open' && (
                  <span className={styles.shareLink}>
                    <VisuallyHidden asChild>
                      <label htmlFor={`share-${share.id}`}>{t('linkFor', { name: isolate(share.traveller.name) })}</label>
                    </VisuallyHidden>
                    <input id={`share-${share.id}`} type="text" readOnly value={share.url} className={styles.shareUrl} onFocus={(event) => event.currentTarget.select()} />
                    <Button type="button" variant="secondary" onClick={() => void copy(share.url)}>
                      {t('copy')}
                    </Button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {withoutLink.length > 0 && remaining > 0 && (
        <Form
          schema={loadSchema}
          defaultValues={Object.fromEntries(withoutLink.map((traveller, index) => [field(traveller.position), String(suggested[index])]))}
          onSubmit={submit}
          className={styles.splitForm}
        >
          <p className={styles.hint}>{t('hint')}</p>
          {withoutLink.map((traveller) => (
            <TextField className={fieldStyles.field} key={traveller.position} name={field(traveller.position)} label={t('amountFor', { name: traveller.name, currency })} inputMode="numeric" autoComplete="off" maxLength={12} />
          ))}
          <FormError />
          <SubmitButton label={t('create')} busyLabel={t('creating')} />
        </Form>
      )}
    </section>
  );
}

