/**
 * A gift card withdrawn from, as its pages say it in each site's language: the
 * card's page (its invoice) says it was withdrawn and on which day, what goes
 * back and whether it has gone back, with nothing due and no due date; the
 * withdrawal's step, once confirmed, shows one acknowledgement under its own
 * heading (which takes the focus) in the place of the step's instructions,
 * with one way back.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFormatter, createTranslator, NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { InvoiceDetails } from '@/features/invoice/invoice-details';
import { WithdrawGiftCard } from '@/features/invoice/withdraw-gift-card';
import type { InvoiceResponse } from '@/lib/api/contract/booking';
import type { GiftCardWithdrawalResponse } from '@/lib/api/contract/gift-cards';
import { formats } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import { SITES } from '@/lib/site/sites';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';
import { api, http, HttpResponse, startApiServer } from '../../support/msw';
import { resolved } from '../../support/server-components';

const MESSAGES = { da, no, sv } as const;

// The server components' next-intl, as the request's config gives it: the site's messages, formats and time zone.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) => createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as never, formats }),
  getFormatter: async ({ locale }: { locale: Locale }) => createFormatter({ locale, formats, timeZone: SITES[locale].timeZone }),
}));
vi.mock('@/lib/i18n/navigation', async () => (await import('../../support/navigation-mocks')).fakeNavigation({ push: vi.fn(), replace: vi.fn() }));

const apiServer = startApiServer();

const UUID = '3f0c1a52-7a55-4c57-9d43-0d1b6f1e2a10';
const WITHDRAWN_AT = '2026-03-02T13:05:00.000Z';

type Invoice = InvoiceResponse['invoice'];

/** A gift card's invoice of 1500, bought on 1 March 2026 and paid through the test gateway; `withdrawn` as the answer gives it after the withdrawal. */
function cardInvoice(state: 'paid' | 'pending' | 'withdrawn-refunding' | 'withdrawn-refunded' | 'withdrawn-unpaid'): Invoice {
  const withdrawn = state.startsWith('withdrawn');
  const paid = state !== 'pending' && state !== 'withdrawn-unpaid';
  const refundStatus = state === 'withdrawn-refunding' ? 'refunding' : state === 'withdrawn-refunded' ? 'refunded' : null;
  return {
    uuid: UUID,
    orderNumber: 100_123,
    orderDate: '2026-03-01',
    currency: 'DKK',
    amount: 1500,
    discount: 0,
    total: 1500,
    totalPaid: paid ? 1500 : 0,
    amountDue: paid || withdrawn ? 0 : 1500,
    dueDate: withdrawn ? null : '2026-03-08',
    dueAt: withdrawn ? null : '2026-03-08T23:00:00.000Z',
    status: withdrawn ? 'cancelled' : paid ? 'paid' : 'pending',
    referenceCode: '+71<000000100123 +86043129<',
    messageReference: 'FT-100123',
    accountNumber: 'Reg. 3409 konto 4310 582 917',
    financialInstitution: 'Danske Bank',
    booking: null,
    cancellation: null,
    giftCard: {
      amount: 1500,
      to: 'Mads',
      from: 'Lone',
      recipientName: 'Mads Holm',
      sendByPost: false,
      code: paid ? 'AB12-CD34-EF56-GH78' : null,
      balance: paid ? (withdrawn ? 0 : 1500) : null,
      withdrawal: {
        lastDay: '2026-03-15',
        endsAt: '2026-03-15T23:00:00.000Z',
        withdrawnAt: withdrawn ? WITHDRAWN_AT : null,
        refund: withdrawn ? (paid ? 1500 : 0) : null,
        refundStatus,
      },
    },
    contract: null,
    member: null,
    transactions: paid
      ? [{ id: 'b7b0b7a4-1f0e-4d4e-9a8f-6a3c2d1e0f9a', gateway: 'test', amount: 1500, status: refundStatus ?? 'paid', refundReason: withdrawn ? 'withdrawn' : null, refundAmount: null, createdAt: '2026-03-01T10:00:00.000Z' }]
      : [],
    paymentGateways: [{ name: 'test' }],
    shares: [],
  };
}

async function renderInvoice(locale: Locale, invoice: Invoice) {
  const page = await resolved(await InvoiceDetails({ invoice, locale, today: '2026-03-02' }));
  render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} formats={formats} timeZone={SITES[locale].timeZone}>
      {page}
    </NextIntlClientProvider>,
  );
}

/** The amounts' list as label → value. */
function amounts(): Record<string, string> {
  const list = screen.getByTestId('invoice-amounts');
  const labels = within(list).getAllByRole('term');
  const values = within(list).getAllByRole('definition');
  return Object.fromEntries(labels.map((label, index) => [label.textContent, values[index]!.textContent]));
}

const PAGE = {
  da: {
    status: 'Fortrudt den 2. marts 2026',
    refunded: { Tilbagebetalt: 'Kr. 1.500,-' },
    refunding: { Tilbagebetales: 'Kr. 1.500,-' },
    unpaid: { 'Mangler at betale': 'Kr. 0,-' },
    refundedText: 'Kr. 1.500,- er tilbagebetalt på den måde, du betalte.',
    refundingText: 'Kr. 1.500,- tilbagebetales på den måde, du betalte, senest 14 dage efter fortrydelsen.',
    unpaidText: 'Gavekortet var ikke betalt, så du skal intet betale, og fakturaen er annulleret.',
    dueDate: 'Betales senest',
    paid: 'Betalt',
    paidOn: 'Betalt den',
  },
  no: {
    status: 'Angret 2. mars 2026',
    refunded: { 'Betalt tilbake': '1 500 NOK' },
    refunding: { 'Betales tilbake': '1 500 NOK' },
    unpaid: { 'Gjenstår å betale': '0 NOK' },
    refundedText: '1 500 NOK er betalt tilbake på samme måte som du betalte.',
    refundingText: '1 500 NOK betales tilbake på samme måte som du betalte, senest 14 dager etter angringen.',
    unpaidText: 'Gavekortet var ikke betalt, så du skal ikke betale noe, og fakturaen er kansellert.',
    dueDate: 'Betales senest',
    paid: 'Betalt',
    paidOn: 'Betalingsdato',
  },
  sv: {
    status: 'Ångrat den 2 mars 2026',
    refunded: { Återbetalt: '1 500 SEK' },
    refunding: { 'Betalas tillbaka': '1 500 SEK' },
    unpaid: { 'Kvar att betala': '0 SEK' },
    refundedText: '1 500 SEK har betalats tillbaka på samma sätt som du betalade.',
    refundingText: '1 500 SEK betalas tillbaka på samma sätt som du betalade, senast 14 dagar efter ångrandet.',
    unpaidText: 'Presentkortet var inte betalt, så du behöver inte betala något, och fakturan är makulerad.',
    dueDate: 'Betalas senast',
    paid: 'Betalt',
    paidOn: 'Betald den',
  },
} as const;

const CURRENCIES = { da: 'DKK', no: 'NOK', sv: 'SEK' } as const;
const onSite = (locale: Locale, invoice: Invoice): Invoice => ({ ...invoice, currency: CURRENCIES[locale] });

describe('the card’s page (its invoice)', () => {
  it.each(['da', 'no', 'sv'] as const)('%s: while the card stands, paid, it shows what was paid and on which day, and no pay-by date', async (locale) => {
    await renderInvoice(locale, onSite(locale, cardInvoice('paid')));
    expect(amounts()).toMatchObject({ [PAGE[locale].paid]: Object.values(PAGE[locale].refunded)[0], [PAGE[locale].paidOn]: { da: '1. marts 2026', no: '1. mars 2026', sv: '1 mars 2026' }[locale] });
    expect(Object.keys(amounts())).not.toContain(PAGE[locale].dueDate);
    expect(screen.queryByText(PAGE[locale].status)).toBeNull();
    expect(screen.getByTestId('gift-card-code')).toHaveTextContent('AB12-CD34-EF56-GH78');
  });

  it.each(['da', 'no', 'sv'] as const)('%s: while the card is not paid, it shows the pay-by date', async (locale) => {
    await renderInvoice(locale, onSite(locale, cardInvoice('pending')));
    expect(Object.keys(amounts())).toEqual(expect.arrayContaining([PAGE[locale].dueDate]));
    expect(Object.keys(amounts())).not.toContain(PAGE[locale].paidOn);
  });

  it.each(['da', 'no', 'sv'] as const)('%s: withdrawn and refunded, it says so and on which day, what went back, with nothing paid or due and no due date', async (locale) => {
    await renderInvoice(locale, onSite(locale, cardInvoice('withdrawn-refunded')));
    expect(screen.getByTestId('invoice-status')).toHaveTextContent(PAGE[locale].status);
    expect(amounts()).toEqual({ [locale === 'da' ? 'I alt' : 'Totalt']: Object.values(PAGE[locale].refunded)[0], ...PAGE[locale].refunded });
    expect(screen.queryByText(PAGE[locale].dueDate)).toBeNull();
    expect(screen.getByTestId('gift-card-withdrawn')).toHaveTextContent(PAGE[locale].refundedText);
    // The code no longer works: neither it nor a balance of nothing is shown.
    expect(screen.queryByTestId('gift-card-code')).toBeNull();
    expect(screen.getByTestId('invoice-gift-card')).not.toHaveTextContent('AB12-CD34-EF56-GH78');
    // Nothing to pay: no payment form, no bank transfer, no way to withdraw again.
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it.each(['da', 'no', 'sv'] as const)('%s: withdrawn while the money is still on its way, it says it is being refunded', async (locale) => {
    await renderInvoice(locale, onSite(locale, cardInvoice('withdrawn-refunding')));
    expect(amounts()).toMatchObject(PAGE[locale].refunding);
    expect(screen.getByTestId('gift-card-withdrawn')).toHaveTextContent(PAGE[locale].refundingText);
    expect(screen.queryByText(PAGE[locale].dueDate)).toBeNull();
  });

  it.each(['da', 'no', 'sv'] as const)('%s: withdrawn before it was paid, nothing is due and nothing goes back', async (locale) => {
    await renderInvoice(locale, onSite(locale, cardInvoice('withdrawn-unpaid')));
    expect(screen.getByTestId('invoice-status')).toHaveTextContent(PAGE[locale].status);
    expect(amounts()).toMatchObject(PAGE[locale].unpaid);
    expect(Object.keys(amounts())).toHaveLength(2);
    expect(screen.getByTestId('gift-card-withdrawn')).toHaveTextContent(PAGE[locale].unpaidText);
    expect(screen.queryByText(PAGE[locale].dueDate)).toBeNull();
  });
});

const ACKNOWLEDGEMENT = {
  da: {
    name: 'Dit navn',
    confirm: 'Bekræft fortrydelse',
    heading: 'Vi har modtaget din fortrydelse',
    what: 'Du har fortrudt købet af gavekortet på Kr. 1.500,- (ordre 100123). Vi modtog fortrydelsen 2. marts 2026 kl. 14.05.',
    refund: 'Vi sender Kr. 1.500,- retur via Testbetaling (kort), som du betalte med, inden for 14 dage og senest 16. marts 2026.',
    unpaid: 'Gavekortet var ikke betalt, så du skal intet betale, og fakturaen er annulleret.',
    mailed: 'Vi har sendt en kvittering for fortrydelsen til lone@example.com.',
    back: 'Tilbage til gavekortet',
  },
  no: {
    name: 'Navnet ditt',
    confirm: 'Bekreft angring',
    heading: 'Vi har mottatt angringen din',
    what: 'Du har angret kjøpet av gavekortet på 1 500 NOK (ordre 100123). Vi mottok angringen 2. mars 2026 kl. 14:05.',
    refund: 'Vi sender 1 500 NOK tilbake via Testbetaling (kort), som du betalte med, innen 14 dager og senest 16. mars 2026.',
    unpaid: 'Gavekortet var ikke betalt, så du skal ikke betale noe, og fakturaen er kansellert.',
    mailed: 'Vi har sendt en kvittering for angringen til lone@example.com.',
    back: 'Tilbake til gavekortet',
  },
  sv: {
    name: 'Ditt namn',
    confirm: 'Bekräfta ångrande',
    heading: 'Vi har tagit emot ditt ångrande',
    what: 'Du har ångrat köpet av presentkortet på 1 500 SEK (order 100123). Vi tog emot ångrandet 2 mars 2026 kl. 14:05.',
    refund: 'Vi skickar tillbaka 1 500 SEK via Testbetalning (kort), som du betalade med, inom 14 dagar och senast 16 mars 2026.',
    unpaid: 'Presentkortet var inte betalt, så du behöver inte betala något, och fakturan är makulerad.',
    mailed: 'Vi har skickat ett kvitto på ångrandet till lone@example.com.',
    back: 'Tillbaka till presentkortet',
  },
} as const;

function answerWithdrawal(withdrawal: Partial<GiftCardWithdrawalResponse['withdrawal']>, locale: Locale) {
  const sent: unknown[] = [];
  apiServer.use(
    http.post(api('invoices/:uuid/gift-card-withdrawal'), async ({ request }) => {
      sent.push(await request.json());
      const answer = { orderNumber: 100_123, receivedAt: WITHDRAWN_AT, refund: 1500, refundTo: [{ gateway: 'test', amount: 1500 }], refundBy: '2026-03-16', currency: CURRENCIES[locale], email: 'lone@example.com', ...withdrawal };
      return HttpResponse.json({ withdrawal: answer }, { status: 201 });
    }),
  );
  return sent;
}

/** The step as the page places it: under the statement and its instructions. */
function renderStep(locale: Locale) {
  render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} formats={formats} timeZone={SITES[locale].timeZone}>
      <WithdrawGiftCard locale={locale} invoiceUuid={UUID} orderNumber={100_123} amount={1500} email="lone@example.com">
        <h1>{MESSAGES[locale].invoice.withdrawal.pageHeading}</h1>
        <p>{MESSAGES[locale].invoice.withdrawal.pageLead}</p>
      </WithdrawGiftCard>
    </NextIntlClientProvider>,
  );
  return userEvent.setup();
}

describe('the withdrawal’s step, once confirmed', () => {
  it.each(['da', 'no', 'sv'] as const)('%s: shows one acknowledgement in the place of the instructions, focused on its heading, with one way back', async (locale) => {
    const words = ACKNOWLEDGEMENT[locale];
    const sent = answerWithdrawal({}, locale);
    const user = renderStep(locale);
    // Before: the instructions and the form, and one way back.
    expect(screen.getByText(MESSAGES[locale].invoice.withdrawal.pageLead)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: words.back })).toHaveLength(1);

    await user.type(screen.getByLabelText(words.name), 'Lone Holm');
    await user.click(screen.getByRole('button', { name: words.confirm }));
    const heading = await screen.findByRole('heading', { level: 1, name: words.heading });
    expect(heading).toHaveFocus();
    expect(sent).toEqual([{ name: 'Lone Holm', orderNumber: 100_123, email: 'lone@example.com' }]);

    const acknowledgement = screen.getByTestId('withdrawal-acknowledged');
    expect(acknowledgement).toHaveTextContent(words.what);
    expect(acknowledgement).toHaveTextContent(words.refund);
    expect(acknowledgement).toHaveTextContent(MESSAGES[locale].invoice.withdrawal.acknowledgedCode);
    expect(acknowledgement).toHaveTextContent(words.mailed);
    // Only the acknowledgement: the step's heading, instructions and form are gone, and there is one way back.
    expect(screen.getAllByRole('heading')).toEqual([heading]);
    expect(screen.queryByText(MESSAGES[locale].invoice.withdrawal.pageLead)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: words.back })).toBeInTheDocument();
  });

  it.each(['da', 'no', 'sv'] as const)('%s: for a card not paid, says nothing is to be paid instead of a refund', async (locale) => {
    const words = ACKNOWLEDGEMENT[locale];
    answerWithdrawal({ refund: 0, refundTo: [] }, locale);
    const user = renderStep(locale);
    await user.type(screen.getByLabelText(words.name), 'Lone Holm');
    await user.click(screen.getByRole('button', { name: words.confirm }));
    expect(await screen.findByRole('heading', { level: 1, name: words.heading })).toHaveFocus();
    const acknowledgement = screen.getByTestId('withdrawal-acknowledged');
    expect(acknowledgement).toHaveTextContent(words.unpaid);
    expect(screen.queryByTestId('withdrawal-acknowledged-refund')).toBeNull();
    expect(acknowledgement).toHaveTextContent(words.mailed);
  });

  it('names the way back without a gateway when the money came by bank transfer', async () => {
    answerWithdrawal({ refundTo: [] }, 'da');
    const user = renderStep('da');
    await user.type(screen.getByLabelText('Dit navn'), 'Lone Holm');
    await user.click(screen.getByRole('button', { name: 'Bekræft fortrydelse' }));
    expect(await screen.findByTestId('withdrawal-acknowledged-refund')).toHaveTextContent(
      'Vi sender Kr. 1.500,- retur på den måde, du betalte, inden for 14 dage og senest 16. marts 2026.',
    );
  });
});
