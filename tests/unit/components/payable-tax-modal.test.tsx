import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { PayableTaxModal } from '@/features/package/summary/payable-tax-modal';
import { formats } from '@/lib/i18n/formats';
import da from '@/messages/da.json';

const taxes = [
  { name: 'City tax', includedBySupplier: false, price: 181, providerAmount: 21.5, providerCurrency: 'GBP' },
  { name: 'Resort fee', includedBySupplier: false, price: 75, providerAmount: 10, providerCurrency: 'EUR' },
];

describe('the payable-tax modal', () => {
  it('lists each tax in the hotel’s money and about what it is in the site’s, and returns focus when closed', async () => {
    const user = userEvent.setup();
    render(
      <NextIntlClientProvider locale="da" messages={da} formats={formats} timeZone="Europe/Copenhagen">
        <PayableTaxModal taxes={taxes} />
      </NextIntlClientProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Se skatterne, der betales på hotellet' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Skatter, der betales på hotellet' });
    const items = within(dialog).getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toMatch(/^City tax: .*21,50.*\(ca\. Kr\. 181,- for opholdet\)$/);
    expect(items[1]).toMatch(/^Resort fee: .*10,00.*\(ca\. Kr\. 75,- for opholdet\)$/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
