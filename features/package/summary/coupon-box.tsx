'use client';

import { useLocale, useTranslations } from 'next-intl';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { Form, TextField, useFormApi, type FormApi } from '@/components/ui/form';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/api-error';
import { useMutationOnDemand } from '@/lib/api/query/writes';
import { COUPON_NOT_FOUND } from '@/lib/api/contract/constants';
import type { Coupon } from '@/lib/api/contract/coupons';
import { useErrorText } from '@/lib/i18n/error-text';
import type { Locale } from '@/lib/i18n/locales';
import { formatPrice } from '@/lib/i18n/money';
import { couponDiscount } from '@/lib/pricing';
import { usePackageState } from '../store/package-store';
import styles from '../customise.module.css';
import { usePricing } from '../store/use-pricing';
import buttons from '@/components/ui/buttons.module.css';

/** The form's schema loads with its first use, not with the page. */
const loadCouponForm = () => import('../form-schemas').then((schemas) => schemas.couponForm);
/** The lookup (a mutation, with TanStack Query) loads with the first code applied. */
const loadCalls = () => import('../package-calls');

/** A link's `?coupon=` the shop refused: the code, and the shop's reason (null: the code cannot be one). */
export interface RefusedCoupon {
  code: string;
  reason: string | null;
}

const RefusedCouponContext = createContext<RefusedCoupon | null>(null);
export const RefusedCouponProvider = RefusedCouponContext.Provider;

/**
 * A link's code that is no coupon here, said once as the page opens (a
 * toast) and under the box until the visitor applies a code: a visitor who
 * followed a campaign's link learns the discount is not there.
 */
function useRefusedCoupon(): string | null {
  const t = useTranslations('package.customise.coupon');
  const refused = useContext(RefusedCouponContext);
  const text = refused ? t('linkRefused', { code: refused.code, reason: refused.reason ?? t('notValid') }) : null;
  const told = useRef(false);
  useEffect(() => {
    if (text === null || told.current) return;
    told.current = true;
    toast.error(text, { id: 'link-coupon' });
  }, [text]);
  return text;
}

/** The coupon's own value: `10 %`, or its amount in the site's money. */
const couponValue = (coupon: Coupon, locale: Locale) => (coupon.type === 'percent' ? `${coupon.amount} %` : formatPrice(coupon.amount, locale));

/**
 * The coupon box (booking spec §4 "Coupon", §5, §8): Apply is disabled while
 * the code is empty; applying validates the code, then a success toast says
 * how much is deducted from the invoice, or the error shows: 'Koden er ikke
 * gyldig' for an unknown code, otherwise the site's error prefix and the
 * server's message (in the site's language) with its error code in
 * parentheses ('Fejl: Rabatkoden er udløbet (coupon_expired)').
 * The input is cleared afterwards; the remove icon clears the coupon.
 */
export function CouponBox() {
  const t = useTranslations('package.customise.coupon');
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const coupon = usePackageState((state) => state.coupon);
  const setCoupon = usePackageState((state) => state.setCoupon);
  const { breakdown } = usePricing();
  const refusedLink = useRefusedCoupon();
  const [applied, setApplied] = useState(false);
  const lookUpCoupon = useMutationOnDemand(() => loadCalls().then((calls) => calls.couponMutation(locale)));

  /** Applies the typed code; the input is cleared afterwards, and a failure stays under it. */
  async function apply({ code }: { code: string }, form: FormApi<{ code: string }>) {
    setApplied(true);
    let failed: string | null = null;
    try {
      const found = await lookUpCoupon(code);
      setCoupon(found);
      // The amount the price engine takes off this selection; without a price, the coupon's own value.
      const deducted = breakdown ? formatPrice(couponDiscount(found, breakdown.subtotal, breakdown.passengers), locale) : couponValue(found, locale);
      toast.success(t('applied', { amount: deducted }));
    } catch (failure) {
      // The code in parentheses is the shop's answer's; a rate limit is said in the shop's own words alone.
      const answered = failure instanceof ApiError && failure.status !== 429 ? failure.code : undefined;
      failed = failure instanceof ApiError && failure.code === COUPON_NOT_FOUND ? t('notValid') : errorText(failure, answered);
      toast.error(failed);
    }
    form.setValue('code', '');
    if (failed) form.setError('code', failed);
  }

  return (
    <div className={styles.coupon}>
      <Form schema={loadCouponForm} defaultValues={{ code: '' }} onSubmit={apply} className={styles.couponForm}>
        <TextField
          name="code"
          label={t('label')}
          maxLength={50}
          autoComplete="off"
          rowClassName={styles.couponRow}
          errorClassName={styles.alert}
          after={<ApplyButton>{t('apply')}</ApplyButton>}
        />
      </Form>
      {refusedLink && !applied && !coupon && <p className={styles.alert}>{refusedLink}</p>}
      {coupon && (
        <p className={styles.couponApplied}>
          <span>
            {t('active', {
              code: coupon.code,
              discount: couponValue(coupon, locale),
            })}
            {breakdown && breakdown.couponDiscount > 0 && <> · −{formatPrice(breakdown.couponDiscount, locale)}</>}
          </span>
          <button type="button" className={styles.iconButton} aria-label={t('remove', { code: coupon.code })} onClick={() => setCoupon(null)}>
            <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </p>
      )}
    </div>
  );
}

/** Apply: disabled while the code is empty (booking spec §4) and while it is being checked. */
function ApplyButton({ children }: { children: string }) {
  const { values, submitting } = useFormApi();
  const empty = String(values.code ?? '').trim() === '';
  return (
    <button type="submit" className={`${buttons.button} ${buttons.secondary}`} disabled={empty || submitting} aria-busy={submitting || undefined}>
      {children}
    </button>
  );
}
