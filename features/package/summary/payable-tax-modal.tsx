'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { RoomTax } from '@/lib/api/contract/common';
import { formatPrice } from '@/lib/i18n/money';

/**
 * The taxes the hotel charges on arrival (booking spec §2 "Payable-tax
 * modal"): each one in the money the hotel asks for, and about what it is in
 * the site's currency, so the visitor knows what the agreement means.
 */
export function PayableTaxModal({ taxes }: { taxes: RoomTax[] }) {
  const t = useTranslations('package.customise');
  const locale = useLocale();
  const format = useFormatter();
  return (
    <Dialog
      trigger={
        <Button variant="ghost" size="sm">
          {t('payableTaxes')}
        </Button>
      }
      title={t('payableTaxesTitle')}
      description={t('payableTaxesLead')}
      closeLabel={t('close')}
    >
      <ul>
        {taxes.map((tax, index) => (
          <li key={`${tax.name}-${index}`}>
            <strong>{tax.name}</strong>: {format.number(tax.providerAmount, { style: 'currency', currency: tax.providerCurrency })} (
            {t('payableTaxAbout', { price: formatPrice(tax.price, locale) })})
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
