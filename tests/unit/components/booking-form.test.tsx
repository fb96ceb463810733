/**
 * The booking form says everything wrong at once (booking spec §5): each
 * field's own rules and the trip's (a birth date after today, an adult's
 * age) on the same submit, however many fields are wrong beside them.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { BookingAnswersProvider } from '@/features/booking/booking-answers';
import { BookingForm } from '@/features/booking/booking-form';
import { ANSWER_KEYS, answersKey, type AnsweredTotal, type AnswersKey } from '@/features/booking/price-answers';
import type { BookingFormProps } from '@/features/booking/types';
import type { BookingTrip } from '@/lib/booking/details';
import { formats } from '@/lib/i18n/formats';
import da from '@/messages/da.json';

vi.mock('@/lib/i18n/navigation', async () => (await import('../../support/navigation-mocks')).fakeNavigation({ replace: vi.fn(), push: vi.fn() }));
vi.mock('@/components/ui/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));

const TRIP: BookingTrip = {
  today: '2026-04-01',
  travelDate: '2026-05-01',
  adults: 2,
  children: 0,
  ticketHolders: 2,
  rooms: 1,
  asksInsurance: true,
  needs: { touristTax: false, differentAirports: false, exclusions: false, premiumUpgrade: false, flightOffer: false },
};

const PROPS: BookingFormProps = {
  slug: 'fodboldrejse-fulham-burnley',
  request: {} as BookingFormProps['request'],
  trip: TRIP,
  sport: 'match',
  rooms: ['Dobbeltværelse'],
  countries: [{ value: '1', label: 'Danmark' }],
  nationalities: [{ value: '1', label: 'Dansk' }],
  phoneCodes: [{ value: '+45', label: '+45' }],
  phoneCode: '+45',
  matchInsuranceFee: 'Kr. 250,-',
  isTicketOnly: false,
  isResidualSale: false,
  answers: { hasInsurance: null, hasMatchInsurance: null },
  prefill: false,
  conditions: { general: null, extraordinary: null, ticketOnly: null },
  draftKey: 'booking-form-test',
};

const TOTALS = Object.fromEntries(ANSWER_KEYS.map((pair) => [answersKey(pair), { perPerson: 6000, total: 12000 }])) as Record<AnswersKey, AnsweredTotal>;

/** Types a birth date into a person's day, month and year. */
async function typeBirthDate(user: ReturnType<typeof userEvent.setup>, person: HTMLElement, day: string, month: string, year: string) {
  const date = within(person).getByRole('group', { name: 'Fødselsdato' });
  for (const [label, part] of [
    ['Dag', day],
    ['Måned', month],
    ['År', year],
  ] as const) {
    await user.type(within(date).getByLabelText(label, { exact: true }), part);
  }
}

/** The form on the Danish site, with the page's answers and totals. */
function renderForm() {
  render(
    <NextIntlClientProvider locale="da" messages={da} formats={formats} timeZone="Europe/Copenhagen">
      <BookingAnswersProvider initial={PROPS.answers} totals={TOTALS}>
        <BookingForm {...PROPS} />
      </BookingAnswersProvider>
    </NextIntlClientProvider>,
  );
}

describe('the booking form’s messages', () => {
  it('shows a contact born in the future and a traveller’s impossible birth date on the same submit, with every other message', async () => {
    const user = userEvent.setup();
    renderForm();
    const contact = screen.getByRole('group', { name: 'Kontaktperson' });
    const second = screen.getByRole('group', { name: 'Voksen 2' });
    await typeBirthDate(user, contact, '15', '05', '2031');
    await typeBirthDate(user, second, '99', '13', '85');
    await user.type(within(contact).getByLabelText('Fornavn'), 'Karen');
    await user.click(within(screen.getByRole('form')).getByRole('button', { name: 'Bestil med betalingspligt' }));

    const contactDate = within(contact).getByRole('group', { name: 'Fødselsdato' });
    const secondDate = within(second).getByRole('group', { name: 'Fødselsdato' });
    await waitFor(() => expect(contactDate).toHaveTextContent('Fødselsdato skal ligge mellem 1910 og i dag'));
    expect(secondDate).toHaveTextContent('Fødselsdato skal være en rigtig dato med dag, måned og år');
    // The other fields' own messages come with them: a missing name, an unanswered question, a box not ticked.
    expect(within(contact).getByLabelText('Efternavn')).toHaveAttribute('aria-invalid', 'true');
    expect(within(second).getByLabelText('Fornavn')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Jeg accepterer de generelle betingelser')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the phone’s bar', () => {
  it('leads to the trip’s facts before the order button rather than ordering itself', () => {
    renderForm();
    const bar = screen.getByRole('region', { name: 'Samlet pris og booking' });
    expect(within(bar).getByRole('link', { name: 'Gå til bestilling' })).toHaveAttribute('href', '#booking-trip-facts-heading');
    expect(within(bar).queryByRole('button')).toBeNull();
    // The one order button is the form's own, after the facts.
    expect(screen.getAllByRole('button', { name: 'Bestil med betalingspligt' })).toHaveLength(1);
  });
});
