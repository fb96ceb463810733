/**
 * A trip's money as its pages say it in each site's language: after a
 * cancellation, the invoice and the trip page say who cancelled and on which
 * day, what is kept and what goes back, through which payment, by when and
 * whether it has gone back, with nothing due, no due date and no way to pay;
 * a booking released for want of payment still says so; a paid invoice has
 * no pay-by date; amounts are always the booking's own money, whichever site
 * shows them; the cancel dialog's confirm button names the action and the
 * fee, and is drawn as a destructive action.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFormatter, createTranslator, NextIntlClientProvider } from 'next-intl';
import { type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InvoiceDetails } from '@/features/invoice/invoice-details';
import { CancelTrip } from '@/features/trip/changes/cancel-trip';
import { TripSummary } from '@/features/trip/trip-summary';
import type { InvoiceResponse } from '@/lib/api/contract/booking';
import type { TripResponse } from '@/lib/api/contract/trips';
import { formats } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import { SITES } from '@/lib/site/sites';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';
import { api, http, HttpResponse, startApiServer } from '../../support/msw';
import { resolved } from '../../support/server-components';

const MESSAGES = { da, no, sv } as const;
const LOCALES = ['da', 'no', 'sv'] as const;

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) => createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as never, formats }),
  getFormatter: async ({ locale }: { locale: Locale }) => createFormatter({ locale, formats, timeZone: SITES[locale].timeZone }),
}));
vi.mock('@/lib/i18n/navigation', async () => (await import('../../support/navigation-mocks')).fakeNavigation({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() } as never));

const apiServer = startApiServer();

type Invoice = InvoiceResponse['invoice'];
const CURRENCIES = { da: 'DKK', no: 'NOK', sv: 'SEK' } as const;
const CANCELLED_AT = '2026-03-02T13:05:00.000Z';

/**
 * A trip of 10 000 for two, paid in two payments (8 000, then 2 000) through the test gateway, in `currency`.
 * `cancelled`: the traveller cancelled at 20 % (a fee of 2 000), and 8 000 goes back through both payments,
 * newest first; `released`: released unpaid.
 */
function tripInvoice(state: 'paid' | 'pending' | 'cancelled-refunding' | 'cancelled-refunded' | 'released', currency: string): Invoice {
  const cancelled = state.startsWith('cancelled');
  const refundStatus = state === 'cancelled-refunding' ? 'refunding' : state === 'cancelled-refunded' ? 'refunded' : null;
  const paid = state !== 'pending' && state !== 'released';
  return {
    uuid: '3f0c1a52-7a55-4c57-9d43-0d1b6f1e2a10',
    orderNumber: 100_456,
    orderDate: '2026-02-01',
    currency,
    amount: 10_000,
    discount: 0,
    total: 10_000,
    totalPaid: cancelled ? 2000 : paid ? 10_000 : 0,
    amountDue: cancelled || paid ? 0 : 10_000,
    dueDate: cancelled ? null : '2026-02-08',
    dueAt: cancelled ? null : '2026-02-08T23:00:00.000Z',
    status: cancelled || state === 'released' ? 'cancelled' : paid ? 'paid' : 'pending',
    referenceCode: '+71<000000100456 +86043129<',
    messageReference: 'FT-100456',
    accountNumber: 'Reg. 3409 konto 4310 582 917',
    financialInstitution: 'Danske Bank',
    booking: {
      kind: 'booking',
      package: { id: 7, slug: 'fc-barcelona', title: 'FC Barcelona – Real Madrid' },
      startDate: '2026-04-10',
      endDate: '2026-04-12',
      destination: { city: 'Barcelona', country: 'Spanien' },
      adults: 2,
      children: 0,
      travellers: [
        { title: 'mr', firstName: 'Lars', lastName: 'Holm', hasTicket: true },
        { title: 'mrs', firstName: 'Lone', lastName: 'Holm', hasTicket: true },
      ],
      variant: 'default',
      lines: [{ name: 'package', kind: 'package', about: null, amount: 10_000 }],
      tickets: [],
      hotel: null,
      flights: null,
      transit: null,
      insurance: { travel: false, match: false },
    },
    cancellation: cancelled
      ? {
          at: CANCELLED_AT,
          by: 'traveller',
          percent: 20,
          price: 10_000,
          fee: 2000,
          transferFees: 0,
          refund: 8000,
          refundStatus,
          refundTo: [
            { gateway: 'test', amount: 2000 },
            { gateway: 'test', amount: 6000 },
          ],
          refundBy: '2026-03-16',
          feeDue: 0,
        }
      : null,
    giftCard: null,
    contract: null,
    member: null,
    transactions: paid
      ? [
          { id: 'b7b0b7a4-1f0e-4d4e-9a8f-6a3c2d1e0f9a', gateway: 'test', amount: 8000, status: refundStatus ?? 'paid', refundReason: cancelled ? 'cancelled' : null, refundAmount: cancelled ? 6000 : null, createdAt: '2026-02-01T10:00:00.000Z' },
          { id: 'c7b0b7a4-1f0e-4d4e-9a8f-6a3c2d1e0f9b', gateway: 'test', amount: 2000, status: refundStatus ?? 'paid', refundReason: cancelled ? 'cancelled' : null, refundAmount: null, createdAt: '2026-02-03T10:00:00.000Z' },
        ]
      : [],
    paymentGateways: [{ name: 'test' }],
    shares: [],
  };
}

function withProvider(locale: Locale, node: ReactNode) {
  return (
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} formats={formats} timeZone={SITES[locale].timeZone}>
      {node}
    </NextIntlClientProvider>
  );
}

async function renderInvoice(locale: Locale, invoice: Invoice) {
  render(withProvider(locale, await resolved(await InvoiceDetails({ invoice, locale, today: '2026-03-02' }))));
}

/** A definition list as label → value. */
function listed(testId: string): Record<string, string> {
  const list = screen.getByTestId(testId);
  const labels = within(list).getAllByRole('term');
  const values = within(list).getAllByRole('definition');
  return Object.fromEntries(labels.map((label, index) => [label.textContent, values[index]!.textContent]));
}

const WORDS = {
  da: {
    status: 'Afbestilt af dig den 2. marts 2026',
    released: 'Annulleret (ikke betalt til tiden)',
    total: 'I alt',
    tripTotal: 'Rejsens pris',
    paid: 'Betalt i alt',
    fee: 'Afbestillingsgebyr, 20 % af {price}',
    refunding: 'Tilbagebetales',
    refunded: 'Tilbagebetalt',
    refundingText: '{refund} tilbagebetales via Testbetaling (kort), som du betalte med, senest den 16. marts 2026.',
    refundedText: '{refund} er tilbagebetalt via Testbetaling (kort), som du betalte med.',
    parts: 'Det sker i 2 dele, én for hver betaling: {a} og {b}.',
    nothingDue: 'Du skal ikke betale mere.',
    due: 'Mangler at betale',
    dueDate: 'Betales senest',
    paidOn: 'Betalt den',
    paidOnDate: '3. februar 2026',
    countdown: 'Du afbestilte rejsen den 2. marts 2026.',
    pay: 'Gå til betaling',
    confirm: 'Afbestil rejsen (gebyr {fee})',
    confirmFees: 'Afbestil rejsen (gebyrer i alt {fee})',
    button: 'Afbestil rejsen',
  },
  no: {
    status: 'Avbestilt av deg 2. mars 2026',
    released: 'Kansellert (ikke betalt i tide)',
    total: 'Totalt',
    tripTotal: 'Reisens pris',
    paid: 'Betalt i alt',
    fee: 'Avbestillingsgebyr, 20 % av {price}',
    refunding: 'Betales tilbake',
    refunded: 'Betalt tilbake',
    refundingText: '{refund} betales tilbake via Testbetaling (kort), som du betalte med, senest 16. mars 2026.',
    refundedText: '{refund} er betalt tilbake via Testbetaling (kort), som du betalte med.',
    parts: 'Det skjer i 2 deler, én for hver betaling: {a} og {b}.',
    nothingDue: 'Du skal ikke betale noe mer.',
    due: 'Gjenstår å betale',
    dueDate: 'Betales senest',
    paidOn: 'Betalingsdato',
    paidOnDate: '3. februar 2026',
    countdown: 'Du avbestilte reisen 2. mars 2026.',
    pay: 'Gå til betaling',
    confirm: 'Avbestill reisen (gebyr {fee})',
    confirmFees: 'Avbestill reisen (gebyrer totalt {fee})',
    button: 'Avbestill reisen',
  },
  sv: {
    status: 'Avbokad av dig den 2 mars 2026',
    released: 'Avbokad (inte betald i tid)',
    total: 'Totalt',
    tripTotal: 'Resans pris',
    paid: 'Betalt totalt',
    fee: 'Avbokningsavgift, 20 % av {price}',
    refunding: 'Betalas tillbaka',
    refunded: 'Återbetalt',
    refundingText: '{refund} betalas tillbaka via Testbetalning (kort), som du betalade med, senast den 16 mars 2026.',
    refundedText: '{refund} har betalats tillbaka via Testbetalning (kort), som du betalade med.',
    parts: 'Det sker i 2 delar, en för varje betalning: {a} och {b}.',
    nothingDue: 'Du behöver inte betala något mer.',
    due: 'Kvar att betala',
    dueDate: 'Betalas senast',
    paidOn: 'Betald den',
    paidOnDate: '3 februari 2026',
    countdown: 'Du avbokade resan den 2 mars 2026.',
    pay: 'Gå till betalning',
    confirm: 'Avboka resan (avgift {fee})',
    confirmFees: 'Avboka resan (avgifter totalt {fee})',
    button: 'Avboka resan',
  },
} as const;

/** Each site's own money, and a Danish booking's wherever it is shown. */
const MONEY = {
  DKK: { 10_000: 'Kr. 10.000,-', 8000: 'Kr. 8.000,-', 6000: 'Kr. 6.000,-', 2000: 'Kr. 2.000,-', 2250: 'Kr. 2.250,-' },
  NOK: { 10_000: '10 000 NOK', 8000: '8 000 NOK', 6000: '6 000 NOK', 2000: '2 000 NOK', 2250: '2 250 NOK' },
  SEK: { 10_000: '10 000 SEK', 8000: '8 000 SEK', 6000: '6 000 SEK', 2000: '2 000 SEK', 2250: '2 250 SEK' },
} as const;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** Each site with its own money, and the Danish booking opened on the two other sites. */
const CASES = [...LOCALES.map((locale) => [locale, CURRENCIES[locale]] as const), ['sv', 'DKK'] as const, ['no', 'DKK'] as const];

describe('the invoice after the traveller cancelled', () => {
  it.each(CASES)('%s (%s): cancelled by you on the day, the fee kept, what goes back, how and by when, nothing due', async (locale, currency) => {
    const words = WORDS[locale];
    const money = MONEY[currency];
    await renderInvoice(locale, tripInvoice('cancelled-refunding', currency));
    expect(screen.getByTestId('invoice-status')).toHaveTextContent(words.status);
    expect(screen.queryByText(words.released)).toBeNull();
    expect(screen.queryByText(MESSAGES[locale].invoice.cancelledNote)).toBeNull();
    expect(listed('invoice-amounts')).toEqual({
      [words.total]: money[10_000],
      [words.paid]: money[10_000],
      [fill(words.fee, { price: money[10_000] })]: money[2000],
      [words.refunding]: money[8000],
    });
    const settled = screen.getByTestId('invoice-cancellation');
    expect(settled).toHaveTextContent(fill(words.refundingText, { refund: money[8000] }));
    expect(settled).toHaveTextContent(fill(words.parts, { a: money[2000], b: money[6000] }));
    expect(settled).toHaveTextContent(words.nothingDue);
    // Nothing due, no due date, no way to pay.
    expect(screen.queryByText(words.due)).toBeNull();
    expect(screen.queryByText(words.dueDate)).toBeNull();
    expect(screen.queryByRole('button', { name: words.pay })).toBeNull();
    expect(screen.queryByTestId('invoice-reference-code')).toBeNull();
  });

  it.each(LOCALES)('%s: once the gateway has refunded it, says refunded', async (locale) => {
    const words = WORDS[locale];
    const money = MONEY[CURRENCIES[locale]];
    await renderInvoice(locale, tripInvoice('cancelled-refunded', CURRENCIES[locale]));
    expect(listed('invoice-amounts')).toMatchObject({ [words.refunded]: money[8000] });
    expect(screen.getByTestId('invoice-cancellation')).toHaveTextContent(fill(words.refundedText, { refund: money[8000] }));
    // The payments list: the payment refunded in part says how much of it went back; the one refunded whole says refunded.
    const payments = within(screen.getByTestId('invoice-transactions')).getAllByRole('listitem');
    const statuses = MESSAGES[locale].invoice.payment.transactionStatuses;
    expect(payments[0]).toHaveTextContent(fill(statuses.refundedPart, { amount: money[6000] }));
    expect(payments[1]).toHaveTextContent(new RegExp(`${money[2000]} · ${statuses.refunded}$`));
  });

  it.each(LOCALES)('%s: a booking released for want of payment still says so', async (locale) => {
    await renderInvoice(locale, tripInvoice('released', CURRENCIES[locale]));
    expect(screen.getByTestId('invoice-status')).toHaveTextContent(WORDS[locale].released);
    expect(screen.getByText(MESSAGES[locale].invoice.cancelledNote)).toBeInTheDocument();
  });
});

describe('a paid invoice', () => {
  it.each(CASES)('%s (%s): says when it was paid, in its own money, and no pay-by date', async (locale, currency) => {
    const words = WORDS[locale];
    await renderInvoice(locale, tripInvoice('paid', currency));
    const amounts = listed('invoice-amounts');
    expect(amounts).toMatchObject({ [words.total]: MONEY[currency][10_000], [words.paidOn]: words.paidOnDate });
    expect(Object.keys(amounts)).not.toContain(words.dueDate);
    expect(screen.getByTestId('invoice-lines')).toHaveTextContent(MONEY[currency][10_000]);
  });

  it.each(LOCALES)('%s: unpaid, it has its pay-by date', async (locale) => {
    await renderInvoice(locale, tripInvoice('pending', CURRENCIES[locale]));
    expect(Object.keys(listed('invoice-amounts'))).toContain(WORDS[locale].dueDate);
  });
});

/** The trip page's `trip` around an invoice. */
function tripOf(invoice: Invoice): TripResponse['trip'] {
  const cancellation = { available: false, refusal: 'cancelled' as const, until: '2026-04-10T04:00:00.000Z', percent: 20, price: 10_000, fee: 2000, transferFees: 0, kept: 2000, paid: 2000, refund: 0, feeDue: 0, percentUntil: null, endsFixtureChoice: false };
  return {
    invoice,
    cancelled: invoice.cancellation ? { at: invoice.cancellation.at, by: invoice.cancellation.by } : null,
    erasureRequestedAt: null,
    documents: [],
    deadlines: {
      departureDay: '2026-04-10',
      departsAt: '2026-04-10T04:00:00.000Z',
      transfer: { lastDay: '2026-04-03', endsAt: '2026-04-03T22:00:00.000Z' },
      insurance: { lastDay: '2026-03-11', endsAt: '2026-03-11T23:00:00.000Z' },
      cancellation: { lastDay: '2026-04-10', endsAt: '2026-04-10T04:00:00.000Z' },
    },
    calendar: null,
    changes: {
      currency: invoice.currency,
      transfer: { available: false, refusal: 'cancelled', lastDay: '2026-04-03', until: '2026-04-03T22:00:00.000Z', fee: 250 },
      insurance: { lastDay: '2026-03-11', until: '2026-03-11T23:00:00.000Z', match: { available: false, refusal: 'cancelled', amount: 0, perPerson: 0 }, travel: { available: false, refusal: 'cancelled', amount: 0 } },
      cancellation,
    },
    fixtures: [],
  };
}

describe('the trip page after the traveller cancelled', () => {
  it.each(CASES)('%s (%s): says you cancelled and when, what was kept, what goes back and that nothing is due, with no pay link', async (locale, currency) => {
    const words = WORDS[locale];
    const money = MONEY[currency];
    const trip = tripOf(tripInvoice('cancelled-refunding', currency));
    render(withProvider(locale, await resolved(await TripSummary({ trip, token: 'v1.x.y', locale, today: '2026-03-02' }))));
    expect(screen.getByTestId('trip-countdown')).toHaveTextContent(words.countdown);
    expect(listed('trip-payment')).toEqual({
      [words.tripTotal]: money[10_000],
      [words.paid]: money[10_000],
      [fill(words.fee, { price: money[10_000] })]: money[2000],
      [words.refunding]: money[8000],
    });
    expect(screen.getByTestId('trip-refund')).toHaveTextContent(fill(words.refundingText, { refund: money[8000] }));
    expect(screen.getByTestId('trip-refund')).toHaveTextContent(words.nothingDue);
    expect(screen.queryByTestId('trip-pay')).toBeNull();
    expect(screen.queryByText(MESSAGES[locale].trip.summary.due)).toBeNull();
    expect(screen.queryByText(MESSAGES[locale].trip.summary.dueDate)).toBeNull();
  });

  it.each(CASES)('%s (%s): before, an unpaid trip shows what is due in the booking’s money, with its day and the pay link', async (locale, currency) => {
    const trip = tripOf(tripInvoice('pending', currency));
    render(withProvider(locale, await resolved(await TripSummary({ trip, token: 'v1.x.y', locale, today: '2026-02-02' }))));
    expect(listed('trip-payment')).toMatchObject({ [MESSAGES[locale].trip.summary.due]: MONEY[currency][10_000] });
    expect(screen.getByTestId('trip-pay')).toHaveTextContent(MONEY[currency][10_000]);
  });
});

describe('the cancel dialog', () => {
  function renderCancel(locale: Locale, currency: string, { transferFees = 0 } = {}) {
    render(
      withProvider(
        locale,
        <CancelTrip locale={locale} token="v1.abcdefgh.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" currency={currency} fee={2000} percent={20} price={10_000} transferFees={transferFees} kept={2000 + transferFees} refund={8000 - transferFees} feeDue={0} />,
      ),
    );
    return userEvent.setup();
  }

  it.each(CASES)('%s (%s): the confirm button names the action and the fee, drawn as a destructive action, and cancels at what is kept', async (locale, currency) => {
    const words = WORDS[locale];
    const sent: unknown[] = [];
    apiServer.use(
      http.post(api('trips/:token/cancellation'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ cancellation: { percent: 20, price: 10_000, fee: 2000, transferFees: 0, kept: 2000, refund: 8000, refundTo: [], refundBy: '2026-03-16', feeDue: 0, cancelledAt: CANCELLED_AT } }, { status: 201 });
      }),
    );
    const user = renderCancel(locale, currency);
    await user.click(screen.getByRole('button', { name: words.button }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: fill(words.confirm, { fee: MONEY[currency][2000] }) });
    // Not the page's call to action: outlined, in the danger style.
    expect(confirm).not.toHaveClass('ui-button--primary');
    expect(confirm).toHaveClass('ui-button--secondary');
    expect(confirm.className).toMatch(/danger/);
    // The refund is said in the dialog, not on the button.
    expect(dialog).toHaveTextContent(MONEY[currency][8000]);
    expect(confirm).not.toHaveTextContent(MONEY[currency][8000]);
    await user.click(confirm);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(MESSAGES[locale].trip.changes.cancellation.done);
    expect(sent).toEqual([{ acceptedFee: 2000 }]);
  });

  it.each(LOCALES)('%s: with a transfer’s fee kept beside it, the button names all that is kept', async (locale) => {
    const user = renderCancel(locale, CURRENCIES[locale], { transferFees: 250 });
    await user.click(screen.getByRole('button', { name: WORDS[locale].button }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: fill(WORDS[locale].confirmFees, { fee: MONEY[CURRENCIES[locale]][2250] }) })).toBeInTheDocument();
  });
});
