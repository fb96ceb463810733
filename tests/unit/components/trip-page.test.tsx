/**
 * The trip page as a traveller reads it, in each site's language: what was
 * bought reads as on the invoice (the package's own flights with their times,
 * a travel insurance wish as a wish with no price), "what you can still
 * change" once with until when (a known flight's time, else the day before),
 * a cancelled trip said once in the word for who cancelled, the documents in
 * the singular or plural they are, the transfer form's messages for a birth
 * date, the erasure request shown as soon as it is made, and a link that no
 * longer opens a trip pointing to Find my trip.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFormatter, createTranslator, NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BookedTrip } from '@/features/invoice/booked-trip';
import { TripPage } from '@/features/trip/trip-page';
import type { TripResponse } from '@/lib/api/contract/trips';
import { formats } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import { SITES } from '@/lib/site/sites';
import fieldStyles from '@/components/ui/form/field.module.css';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';
import TripNotFound from '@/app/[locale]/[edition]/(shop)/trip/[token]/not-found';
import { api, http, HttpResponse, startApiServer } from '../../support/msw';
import { resolved } from '../../support/server-components';

const MESSAGES = { da, no, sv } as const;
const site = vi.hoisted(() => ({ locale: 'da' as 'da' | 'no' | 'sv' }));
const router = vi.hoisted(() => ({ push: () => {}, replace: () => {}, refresh: () => {} }));

// The server components' next-intl, as the request's config gives it: the site's messages, formats and time zone.
vi.mock('next-intl/server', () => ({
  getTranslations: async (options: { locale: Locale; namespace: string } | string) => {
    const { locale, namespace } = typeof options === 'string' ? { locale: site.locale, namespace: options } : options;
    return createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as never, formats, timeZone: SITES[locale].timeZone });
  },
  getFormatter: async ({ locale }: { locale: Locale }) => createFormatter({ locale, formats, timeZone: SITES[locale].timeZone }),
  getMessages: async ({ locale }: { locale: Locale }) => MESSAGES[locale],
}));
vi.mock('@/lib/i18n/navigation', async () => (await import('../../support/navigation-mocks')).fakeNavigation(router));
vi.mock('@/features/trip/changes/load.server', () => ({ loadNationalities: async () => [{ value: '1', label: 'Danmark' }] }));
vi.mock('@/features/layout/contact-panel', () => ({ ContactPanel: ({ heading }: { heading: string }) => <aside>{heading}</aside> }));

const apiServer = startApiServer();

type Trip = TripResponse['trip'];
const CURRENCIES = { da: 'DKK', no: 'NOK', sv: 'SEK' } as const;
const TODAY = '2026-03-02';

/** A paid trip for two to Manchester on 10-12 April 2026 on the package's own flights, booked on 1 March, on `locale`'s site. */
function tripOn(locale: Locale, change: (trip: Trip) => void = () => {}): Trip {
  const trip: Trip = {
    invoice: {
      uuid: '3f0c1a52-7a55-4c57-9d43-0d1b6f1e2a10',
      orderNumber: 100_123,
      orderDate: '2026-03-01',
      currency: CURRENCIES[locale],
      amount: 9000,
      discount: 0,
      total: 9000,
      totalPaid: 9000,
      amountDue: 0,
      dueDate: '2026-03-08',
      dueAt: '2026-03-08T23:00:00.000Z',
      status: 'paid',
      referenceCode: '+71<000000100123 +86043129<',
      messageReference: 'FT-100123',
      accountNumber: 'Reg. 3409 konto 4310 582 917',
      financialInstitution: 'Danske Bank',
      booking: {
        kind: 'booking',
        package: { id: 7, slug: 'manchester-united-arsenal', title: 'Manchester United – Arsenal' },
        startDate: '2026-04-10',
        endDate: '2026-04-12',
        destination: { city: 'Manchester', country: 'England' },
        adults: 2,
        children: 0,
        travellers: [
          { title: 'mrs', firstName: 'Karen', lastName: 'Holm', hasTicket: true },
          { title: 'mr', firstName: 'Mads', lastName: 'Holm', hasTicket: true },
        ],
        variant: 'default',
        lines: [{ name: 'package', kind: 'package', about: null, amount: 9000 }],
        tickets: [{ eventTitle: 'Manchester United – Arsenal', eventDateTime: '2026-04-11T14:00:00.000Z', timeZone: 'Europe/London', fixtureStatus: null, seats: 2, category: 'Langside', venue: 'Old Trafford, Manchester', sportCategory: { slug: 'football' } }],
        hotel: { name: 'Hotel Piccadilly', stars: 4, address: 'Piccadilly 1, Manchester', nights: 2, checkin: '2026-04-10', checkout: '2026-04-12', rooms: [{ roomType: 'double', adults: 2, children: 0 }] },
        flights: {
          // The package's own legs, on the airline's schedule as the invoice shows them.
          outward: { originAirport: 'CPH', destinationAirport: 'MAN', originName: 'København', destinationName: 'Manchester', departure: '2026-04-10T07:25:00+02:00', arrival: '2026-04-10T08:40:00+01:00', airline: 'SAS', stops: 0, times: 'schedule' },
          return: { originAirport: 'MAN', destinationAirport: 'CPH', originName: 'Manchester', destinationName: 'København', departure: '2026-04-12T18:05:00+01:00', arrival: '2026-04-12T21:10:00+02:00', airline: 'SAS', stops: 0, times: 'schedule' },
          offer: false,
        },
        transit: null,
        insurance: { travel: true, match: false },
      },
      giftCard: null,
      contract: { requests: null, emergency: { phone: '+45 70 20 34 59', phoneHref: 'tel:+4570203459' }, reducedMobility: 'limited', terminationFees: [{ fromDays: 0, percent: 100 }, { fromDays: 30, percent: 25 }], destinationCountry: 'GB' },
      member: null,
      transactions: [],
      paymentGateways: [{ name: 'test' }],
      shares: [],
      cancellation: null,
    },
    cancelled: null,
    erasureRequestedAt: null,
    documents: [
      { kind: 'flight_tickets', expectedBy: '2026-03-27', delivery: null, state: 'sent', sentAt: '2026-03-02T11:00:00.000Z', receivedAt: null },
      { kind: 'hotel_voucher', expectedBy: '2026-03-27', delivery: null, state: 'expected', sentAt: null, receivedAt: null },
      { kind: 'match_tickets', expectedBy: '2026-04-08', delivery: 'E-billetter sendes pr. e-mail senest 3 dage før kampen.', state: 'expected', sentAt: null, receivedAt: null },
    ],
    deadlines: {
      departureDay: '2026-04-10',
      departsAt: '2026-04-09T22:00:00.000Z',
      transfer: { lastDay: '2026-04-03', endsAt: '2026-04-03T22:00:00.000Z' },
      insurance: { lastDay: '2026-03-15', endsAt: '2026-03-15T23:00:00.000Z' },
      cancellation: { lastDay: '2026-04-09', endsAt: '2026-04-09T22:00:00.000Z' },
    },
    calendar: null,
    changes: {
      currency: CURRENCIES[locale],
      transfer: { available: true, refusal: null, lastDay: '2026-04-03', until: '2026-04-03T22:00:00.000Z', fee: 250 },
      insurance: {
        lastDay: '2026-03-15',
        until: '2026-03-15T23:00:00.000Z',
        match: { available: true, refusal: null, amount: 500, perPerson: 250 },
        travel: { available: false, refusal: 'added', amount: 0 },
      },
      cancellation: { available: true, refusal: null, until: '2026-04-09T22:00:00.000Z', percent: 25, price: 9000, fee: 2250, transferFees: 0, kept: 2250, paid: 9000, refund: 6750, feeDue: 0, percentUntil: '2026-03-11', endsFixtureChoice: false },
    },
    fixtures: [],
  };
  change(trip);
  return trip;
}

async function renderTrip(locale: Locale, trip: Trip) {
  site.locale = locale;
  const page = await resolved(await TripPage({ trip, locale, token: 'v1.token', today: TODAY, booked: <BookedTrip booking={trip.invoice.booking!} locale={locale} level={3} /> }));
  return render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} formats={formats} timeZone={SITES[locale].timeZone}>
      {page}
    </NextIntlClientProvider>,
  );
}

/** The page's words per site: what the traveller reads. */
const WORDS = {
  da: {
    changesHeading: 'Det kan du stadig ændre',
    scheduleTimes: 'Tiderne er lokal tid i lufthavnene, efter flyselskabets aktuelle fartplan.',
    noTimes: 'Flytiderne kan ikke vises lige nu',
    outward: 'CPH 07.25 → MAN 08.40',
    travelAnswer: 'Ønsket: den er ikke med i prisen, og vi kontakter dig med et tilbud',
    travelWished: 'Du har bedt om et tilbud på rejseforsikring: vi kontakter dig med tilbuddet.',
    bothTaken: 'Rejsen har allerede begge forsikringer',
    yes: 'Ja',
    cancelledByTraveller: 'Du afbestilte rejsen den 2. marts 2026.',
    cancelledByMatch: 'Rejsen blev afbestilt uden gebyr den 2. marts 2026.',
    cancelWord: /afbestilt|afbestilte/gi,
    organiserWord: /\baflyst\b/i,
    untilDayBefore: 'Du kan afbestille rejsen til og med 9. april 2026.',
    untilFlight: 'Du kan afbestille rejsen, indtil flyet afgår 10. april 2026 kl. 07.25.',
    transferUntil: 'Til og med 3. april 2026 kan du overdrage',
    transferUntilTime: 'Indtil 3. april 2026 kl. 07.25 kan du overdrage',
    closed: 'Rejsen kan ikke længere afbestilles her. Ring til os.',
    states: { flight_tickets: 'Sendt', hotel_voucher: 'Forventes', match_tickets: 'Forventes' },
    have: { flight_tickets: 'Jeg har dem', hotel_voucher: 'Jeg har den', match_tickets: 'Jeg har dem' },
    transferButton: 'Overdrag en plads',
    traveller: 'Hvis plads overdrages?',
    confirm: 'Overdrag pladsen for Kr. 250,-',
    dateParts: ['Dag', 'Måned', 'År'],
    future: 'Fødselsdatoen kan ikke ligge i fremtiden',
    adult: 'En voksen skal være mindst 16 år på rejsedagen',
    erase: 'Bed om at få slettet mine data',
    confirmErase: 'Ja, slet mine data',
    requested: 'Du bad om at få slettet dine data den 2. marts 2026.',
    untilThen: 'Indtil da kan du stadig se rejsen og hente dine data her.',
    erasedFrom: 'fra 13. april 2026',
    notFound: { heading: 'Linket virker ikke', link: 'Få et nyt link på Min rejse' },
  },
  no: {
    changesHeading: 'Dette kan du fortsatt endre',
    scheduleTimes: 'Tidene er lokal tid på flyplassene, etter flyselskapets gjeldende rutetider.',
    noTimes: 'Flytidene kan ikke vises akkurat nå',
    outward: 'CPH 07:25 → MAN 08:40',
    travelAnswer: 'Ønsket: den er ikke med i prisen, og vi kontakter deg med et tilbud',
    travelWished: 'Du har bedt om et tilbud på reiseforsikring: vi kontakter deg med tilbudet.',
    bothTaken: 'Reisen har allerede begge forsikringene',
    yes: 'Ja',
    cancelledByTraveller: 'Du avbestilte reisen 2. mars 2026.',
    cancelledByMatch: 'Reisen ble avbestilt uten gebyr 2. mars 2026.',
    cancelWord: /avbestilt|avbestilte/gi,
    organiserWord: /\bavlyst\b/i,
    untilDayBefore: 'Du kan avbestille reisen til og med 9. april 2026.',
    untilFlight: 'Du kan avbestille reisen frem til flyet går 10. april 2026 kl. 07:25.',
    transferUntil: 'Til og med 3. april 2026 kan du overdra',
    transferUntilTime: 'Frem til 3. april 2026 kl. 07:25 kan du overdra',
    closed: 'Reisen kan ikke lenger avbestilles her. Ring oss.',
    states: { flight_tickets: 'Sendt', hotel_voucher: 'Ventes', match_tickets: 'Ventes' },
    have: { flight_tickets: 'Jeg har dem', hotel_voucher: 'Jeg har den', match_tickets: 'Jeg har dem' },
    transferButton: 'Overdra en plass',
    traveller: 'Hvem sin plass overdras?',
    confirm: 'Overdra plassen for 250 NOK',
    dateParts: ['Dag', 'Måned', 'År'],
    future: 'Fødselsdatoen kan ikke være fram i tid',
    adult: 'En voksen må være minst 16 år på reisedagen',
    erase: 'Be om å få slettet dataene mine',
    confirmErase: 'Ja, slett dataene mine',
    requested: 'Du ba om å få slettet dataene dine 2. mars 2026.',
    untilThen: 'Inntil da kan du fortsatt se reisen og laste ned dataene dine her.',
    erasedFrom: 'fra 13. april 2026',
    notFound: { heading: 'Lenken virker ikke', link: 'Få en ny lenke på Min reise' },
  },
  sv: {
    changesHeading: 'Det här kan du fortfarande ändra',
    scheduleTimes: 'Tiderna är lokal tid på flygplatserna, enligt flygbolagets aktuella tidtabell.',
    noTimes: 'Flygtiderna kan inte visas just nu',
    outward: 'CPH 07:25 → MAN 08:40',
    travelAnswer: 'Önskad: den ingår inte i priset, och vi kontaktar dig med ett erbjudande',
    travelWished: 'Du har bett om ett erbjudande på reseförsäkring: vi kontaktar dig med erbjudandet.',
    bothTaken: 'Resan har redan båda försäkringarna',
    yes: 'Ja',
    cancelledByTraveller: 'Du avbokade resan den 2 mars 2026.',
    cancelledByMatch: 'Resan avbokades utan avgift den 2 mars 2026.',
    cancelWord: /avbokad|avbokade/gi,
    organiserWord: /inställd|ställdes in/i,
    untilDayBefore: 'Du kan avboka resan till och med 9 april 2026.',
    untilFlight: 'Du kan avboka resan fram till att flyget avgår 10 april 2026 kl. 07:25.',
    transferUntil: 'Till och med 3 april 2026 kan du överlåta',
    transferUntilTime: 'Fram till 3 april 2026 kl. 07:25 kan du överlåta',
    closed: 'Resan kan inte längre avbokas här. Ring oss.',
    states: { flight_tickets: 'Skickade', hotel_voucher: 'Väntas', match_tickets: 'Väntas' },
    have: { flight_tickets: 'Jag har dem', hotel_voucher: 'Jag har den', match_tickets: 'Jag har dem' },
    transferButton: 'Överlåt en plats',
    traveller: 'Vems plats överlåts?',
    confirm: 'Överlåt platsen för 250 SEK',
    dateParts: ['Dag', 'Månad', 'År'],
    future: 'Födelsedatumet kan inte ligga i framtiden',
    adult: 'En vuxen måste vara minst 16 år på resdagen',
    erase: 'Begär att mina uppgifter raderas',
    confirmErase: 'Ja, radera mina uppgifter',
    requested: 'Du bad om att få dina uppgifter raderade den 2 mars 2026.',
    untilThen: 'Fram till dess kan du fortfarande se resan och ladda ner dina uppgifter här.',
    erasedFrom: 'från 13 april 2026',
    notFound: { heading: 'Länken fungerar inte', link: 'Få en ny länk på Min resa' },
  },
} as const;

const LOCALES = ['da', 'no', 'sv'] as const;

/** A definition list's entries as term → definition. */
function facts(list: HTMLElement): Record<string, string> {
  const terms = within(list).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

beforeEach(() => {
  site.locale = 'da';
});

describe('what the trip bought reads as on the invoice', () => {
  it.each(LOCALES)('%s: the package’s own flights with their times from the airline’s schedule, as the invoice shows them', async (locale) => {
    await renderTrip(locale, tripOn(locale));
    const flights = screen.getByTestId('invoice-flights');
    expect(within(screen.getByTestId('trip-plan')).getByTestId('invoice-flights')).toBe(flights);
    expect(flights).toHaveTextContent(WORDS[locale].outward);
    expect(flights).toHaveTextContent(WORDS[locale].scheduleTimes);
    expect(document.body).not.toHaveTextContent(WORDS[locale].noTimes);
    // Under the plan's own heading: a level below it.
    expect(within(flights).getByRole('heading').tagName).toBe('H3');
  });

  it.each(LOCALES)('%s: a travel insurance wish reads as a wish answered with an offer, never as bought', async (locale) => {
    await renderTrip(locale, tripOn(locale));
    const insurance = within(screen.getByTestId('trip-plan')).getByRole('heading', { level: 3, name: MESSAGES[locale].invoice.bought.insurance }).nextElementSibling as HTMLElement;
    expect(facts(insurance)[MESSAGES[locale].invoice.bought.travelInsurance]).toBe(WORDS[locale].travelAnswer);
    expect(screen.getByTestId('trip-travel-wished')).toHaveTextContent(WORDS[locale].travelWished);
    expect(document.body).not.toHaveTextContent(WORDS[locale].bothTaken);
    // No button to buy or ask for it again, and no price beside it.
    expect(within(screen.getByTestId('trip-change-insurance')).queryByRole('button', { name: MESSAGES[locale].trip.changes.insurance.addTravel })).toBeNull();
  });

  it.each(LOCALES)('%s: on the invoice, too, the wish is a wish', async (locale) => {
    site.locale = locale;
    const booking = tripOn(locale).invoice.booking!;
    render(await resolved(await BookedTrip({ booking, locale })));
    const insurance = screen.getByRole('heading', { level: 2, name: MESSAGES[locale].invoice.bought.insurance }).nextElementSibling as HTMLElement;
    expect(facts(insurance)[MESSAGES[locale].invoice.bought.travelInsurance]).toBe(WORDS[locale].travelAnswer);
    expect(facts(insurance)[MESSAGES[locale].invoice.bought.travelInsurance]).not.toBe(WORDS[locale].yes);
  });
});

describe('what can still be changed', () => {
  it.each(LOCALES)('%s: is said once, each change with until when', async (locale) => {
    await renderTrip(locale, tripOn(locale));
    expect(screen.getAllByRole('heading', { name: WORDS[locale].changesHeading })).toHaveLength(1);
    expect(screen.getByTestId('trip-deadline-transfer')).toHaveTextContent(WORDS[locale].transferUntil);
    // The departure's time is not known (the package's own flight, on the schedule): open to the end of the day before.
    expect(screen.getByTestId('trip-deadline-cancellation')).toHaveTextContent(WORDS[locale].untilDayBefore);
  });

  it.each(LOCALES)('%s: with a booked flight’s time, cancelling closes as the flight leaves, and a transfer seven days before it', async (locale) => {
    await renderTrip(
      locale,
      tripOn(locale, (trip) => {
        trip.deadlines.cancellation = { lastDay: '2026-04-10', endsAt: '2026-04-10T05:25:00.000Z' };
        trip.deadlines.transfer = { lastDay: '2026-04-03', endsAt: '2026-04-03T05:25:00.000Z' };
        trip.changes.transfer.until = '2026-04-03T05:25:00.000Z';
        trip.changes.cancellation.until = '2026-04-10T05:25:00.000Z';
      }),
    );
    expect(screen.getByTestId('trip-deadline-cancellation')).toHaveTextContent(WORDS[locale].untilFlight);
    expect(screen.getByTestId('trip-deadline-transfer')).toHaveTextContent(WORDS[locale].transferUntilTime);
  });

  it.each(LOCALES)('%s: while a changed match’s choice is open, the trip waits for it: no place passed on, no insurance, no second way out', async (locale) => {
    await renderTrip(
      locale,
      tripOn(locale, (trip) => {
        trip.changes.transfer = { ...trip.changes.transfer, available: false, refusal: 'fixture_choice' };
        trip.changes.insurance.match = { ...trip.changes.insurance.match, available: false, refusal: 'fixture_choice' };
        trip.changes.cancellation = { ...trip.changes.cancellation, percent: 0, fee: 0, kept: 0, refund: 9000, percentUntil: null, endsFixtureChoice: true };
      }),
    );
    const section = screen.getByTestId('trip-changes');
    const words = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'trip.changes' });
    expect(screen.getByTestId('trip-changes-waiting')).toHaveTextContent(words('waiting', { sport: 'match' }));
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(words('waitingHeading'));
    expect(within(section).queryByRole('button')).toBeNull();
    expect(section).not.toHaveTextContent(/0 %/);
  });

  it.each(LOCALES)('%s: once the trip has left, it cannot be cancelled here', async (locale) => {
    await renderTrip(
      locale,
      tripOn(locale, (trip) => {
        trip.changes.cancellation = { ...trip.changes.cancellation, available: false, refusal: 'deadline_passed' };
      }),
    );
    expect(screen.getByTestId('trip-deadline-cancellation')).toHaveTextContent(WORDS[locale].closed);
    expect(within(screen.getByTestId('trip-change-cancellation')).queryByRole('button')).toBeNull();
  });

  it.each(LOCALES)('%s: a trip the traveller cancelled says so once, in the word for a traveller’s cancellation', async (locale) => {
    const { container } = await renderTrip(
      locale,
      tripOn(locale, (trip) => {
        trip.cancelled = { at: '2026-03-02T10:00:00.000Z', by: 'traveller' };
        trip.invoice.status = 'cancelled';
        for (const change of [trip.changes.transfer, trip.changes.cancellation, trip.changes.insurance.match, trip.changes.insurance.travel]) Object.assign(change, { available: false, refusal: 'cancelled' });
      }),
    );
    expect(screen.getByTestId('trip-countdown')).toHaveTextContent(WORDS[locale].cancelledByTraveller);
    expect(screen.queryByRole('heading', { name: WORDS[locale].changesHeading })).toBeNull();
    expect(container.textContent!.match(WORDS[locale].cancelWord)).toHaveLength(1);
    expect(container.textContent).not.toMatch(WORDS[locale].organiserWord);
  });

  it.each(LOCALES)('%s: a trip ended over its changed match says so, free of a fee, never as a traveller’s own cancellation', async (locale) => {
    await renderTrip(
      locale,
      tripOn(locale, (trip) => {
        trip.cancelled = { at: '2026-03-02T10:00:00.000Z', by: 'fixture' };
      }),
    );
    expect(screen.getByTestId('trip-countdown')).toHaveTextContent(WORDS[locale].cancelledByMatch);
    expect(screen.queryByRole('heading', { name: WORDS[locale].changesHeading })).toBeNull();
  });
});

describe('the documents', () => {
  it.each(LOCALES)('%s: each says "I have it" or "I have them" as it is one document or several, and its state alike', async (locale) => {
    await renderTrip(locale, tripOn(locale));
    for (const kind of ['flight_tickets', 'hotel_voucher', 'match_tickets'] as const) {
      const item = screen.getByTestId(`trip-document-${kind}`);
      expect(within(item).getByRole('button')).toHaveTextContent(WORDS[locale].have[kind]);
      expect(item).toHaveTextContent(WORDS[locale].states[kind]);
    }
  });
});

describe('the transfer form', () => {
  async function openTransfer(locale: Locale) {
    const user = userEvent.setup();
    await renderTrip(locale, tripOn(locale));
    await user.click(screen.getByRole('button', { name: WORDS[locale].transferButton }));
    const dialog = await screen.findByRole('dialog');
    return { user, dialog };
  }

  async function born(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, locale: Locale, [day, month, year]: [string, string, string]) {
    const group = within(dialog).getByRole('group', { name: MESSAGES[locale].trip.changes.transfer.birthDate });
    const [d, m, y] = WORDS[locale].dateParts;
    await user.type(within(group).getByLabelText(d), day);
    await user.type(within(group).getByLabelText(m), month);
    await user.type(within(group).getByLabelText(y), year);
    return group;
  }

  it.each(LOCALES)('%s: a birth date in the future is said to be in the future', async (locale) => {
    const { user, dialog } = await openTransfer(locale);
    await user.selectOptions(within(dialog).getByLabelText(WORDS[locale].traveller), '1');
    const group = await born(user, dialog, locale, ['4', '7', '2030']);
    await user.click(within(dialog).getByRole('button', { name: WORDS[locale].confirm }));
    expect(await within(group).findByText(WORDS[locale].future)).toBeVisible();
    expect(group).not.toHaveTextContent(WORDS[locale].adult);
  });

  it.each(LOCALES)('%s: a child’s birth date for an adult’s place says the age the place is for, with a capital letter', async (locale) => {
    const { user, dialog } = await openTransfer(locale);
    await user.selectOptions(within(dialog).getByLabelText(WORDS[locale].traveller), '1');
    const group = await born(user, dialog, locale, ['4', '7', '2016']);
    await user.click(within(dialog).getByRole('button', { name: WORDS[locale].confirm }));
    expect(await within(group).findByText(WORDS[locale].adult)).toBeVisible();
  });

  it.each(LOCALES)('%s: its fields look as the booking form’s: the shared field styles', async (locale) => {
    const { dialog } = await openTransfer(locale);
    expect(within(dialog).getByLabelText(WORDS[locale].traveller).parentElement).toHaveClass(fieldStyles.field!);
    expect(within(dialog).getByRole('group', { name: MESSAGES[locale].trip.changes.transfer.title })).toHaveClass(fieldStyles.choice!);
    expect(within(dialog).getByRole('group', { name: MESSAGES[locale].trip.changes.transfer.birthDate })).toHaveClass(fieldStyles.date!);
  });
});

describe('the erasure request', () => {
  it.each(LOCALES)('%s: once made, the page says it was asked, when the data go, and that the page works until then', async (locale) => {
    apiServer.use(http.post(api('trips/:token/erasure'), () => HttpResponse.json({ erasure: { requestedAt: '2026-03-02T10:00:00.000Z', erasableFrom: '2026-04-13' } }, { status: 201 })));
    const user = userEvent.setup();
    const { container } = await renderTrip(locale, tripOn(locale));
    await user.click(screen.getByRole('button', { name: WORDS[locale].erase }));
    await user.click(await screen.findByRole('button', { name: WORDS[locale].confirmErase }));
    const receipt = await screen.findByTestId('my-data-erasure');
    expect(receipt).toHaveTextContent(WORDS[locale].requested);
    expect(receipt).toHaveTextContent(WORDS[locale].erasedFrom);
    expect(receipt).toHaveTextContent(WORDS[locale].untilThen);
    expect(receipt).toHaveFocus();
    // Said once: the receipt takes the place of what the page said before it.
    expect(container.textContent!.split(WORDS[locale].erasedFrom)).toHaveLength(2);
  });

  it.each(LOCALES)('%s: on a later visit, the same', async (locale) => {
    await renderTrip(
      locale,
      tripOn(locale, (trip) => {
        trip.erasureRequestedAt = '2026-03-02T10:00:00.000Z';
      }),
    );
    const receipt = screen.getByTestId('my-data-erasure');
    expect(receipt).toHaveTextContent(WORDS[locale].requested);
    expect(receipt).toHaveTextContent(WORDS[locale].erasedFrom);
    expect(screen.queryByRole('button', { name: WORDS[locale].erase })).toBeNull();
  });
});

describe('a link that opens no trip', () => {
  it.each(LOCALES)('%s: says the link does not work and where to get a new one', async (locale) => {
    site.locale = locale;
    render(await resolved(await TripNotFound()));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(WORDS[locale].notFound.heading);
    expect(screen.getByRole('link', { name: WORDS[locale].notFound.link })).toBeVisible();
  });
});
