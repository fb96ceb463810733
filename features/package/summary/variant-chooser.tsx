'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Fragment, useId } from 'react';
import { formatPrice } from '@/lib/i18n/money';
import { packageVariants, variantLabel } from '@/lib/packages/variants';
import { usePackageState, usePackageDetail } from '../store/package-store';
import styles from '../customise.module.css';
import { tripWords } from '@/lib/sport-words';

/**
 * The package's variants with their prices per person (booking spec §2
 * "Package card buttons"), chosen in place; an unavailable one shows "not
 * available" and cannot be chosen. A reduced one says, as its card does, how
 * much off and the lowest price of the 30 days before the reduction.
 */
export function VariantChooser() {
  const tl = useTranslations('packages');
  const t = useTranslations('package');
  const locale = useLocale();
  const { pkg } = usePackageDetail();
  const type = usePackageState((state) => state.selection.type);
  const setVariant = usePackageState((state) => state.setVariant);
  const id = useId();
  const options = packageVariants(pkg);
  return (
    <fieldset className={styles.variants}>
      <legend>{t('variantsLabel')}</legend>
      {options.map(({ variant, price, available }) => {
        const reduction = available ? pkg.reductions[variant] : null;
        const reductionId = `${id}-${variant}-reduction`;
        return (
          <Fragment key={variant}>
            <label className={styles.variant} data-unavailable={!available || undefined}>
              <input
                type="radio"
                name={`${id}-variant`}
                value={variant}
                checked={type === variant}
                disabled={!available}
                onChange={() => setVariant(variant)}
                aria-describedby={reduction ? reductionId : undefined}
              />
              <span>{tl(`variants.${variantLabel(pkg, variant)}`, { sport: tripWords(pkg.events) })}</span>
              <span className="price">{available && price !== null ? formatPrice(price, locale) : tl('notAvailable')}</span>
            </label>
            {reduction && (
              <p id={reductionId} className={styles.variantReduction}>
                <strong>{tl('reduction.saving', { percent: reduction.percent })}</strong> {tl('reduction.priorLowest', { price: formatPrice(reduction.priorLowest, locale) })}
              </p>
            )}
          </Fragment>
        );
      })}
    </fieldset>
  );
}
