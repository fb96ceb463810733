/**
 * The booking's confirmation mail, in the booking's language: the order
 * number, the trip, its matches with their kick-offs, the travellers, the
 * total and the invoice link on the booking's own country domain (from
 * configuration, lib/site/origin.ts); a preorder's says there is nothing to
 * pay and links its page instead.
 *
 * A booking's is the package travel contract on a durable medium (Package
 * Travel Directive art. 7): besides the above, the trip's main
 * characteristics (destination, dates and nights, each match with its ticket
 * category and venue, the transport with its approximate times, the hotel
 * with its category and address), the total with every fee and when it is
 * due, and the contract's terms (lib/booking/contract.ts: the requests
 * accepted, the organiser, its duty to assist and the 24/7 number, the
 * complaint route, the insolvency protection).
 * Its words are the `mail.booking` and `contract` messages of the storefront's catalogues.
 */
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { contractSections, contractTextLines } from '@/lib/booking/contract';
import { formatPrice } from '@/lib/i18n/money';
import type { EmergencyPhone } from '@/lib/site/emergency';
import { siteUrl } from '@/lib/site/origin';
import { SITES } from '@/lib/site/sites';
import { sportWords } from '@/lib/sport-words';
import type { BookedFlightLeg, BookingTerms } from '@/server/db/schema';
import { composeMail, contractWords, formatMailDay, formatMailEventTime, mailTranslator, type MailLine } from '../mail/compose';
import type { OutboxMail } from '../mail/outbox';

/** What every mail about a booking names: the booking, its invoice, whom to write to, and what it costs and when. */
export interface BookingMailFacts {
  locale: Locale;
  bookingId: number;
  orderNumber: number;
  invoiceUuid: string;
  recipient: string;
  firstName: string;
  packageTitle: string;
  total: number;
  dueDate: string;
  /** The trip page's link (../trips/mail-link.ts); null or absent: none (a preorder, a shop without a trip-link key yet). */
  tripUrl?: string | null;
}

/** The line that opens the trip page, when the mail has its link. */
export const tripLinkLine = (facts: Pick<BookingMailFacts, 'locale' | 'tripUrl'>): MailLine[] =>
  facts.tripUrl ? [{ label: mailTranslator(facts.locale, 'booking')('tripLink'), href: facts.tripUrl }] : [];

export interface ConfirmationFacts extends BookingMailFacts {
  kind: 'booking' | 'preorder';
  startDate: string;
  endDate: string;
  travellers: number;
  /** The trip's matches, each with its kick-off on its venue's clock. */
  events: readonly { title: string; eventDateTime: string; timeZone: string; sportCategory: { slug: string } }[];
}

/** What a booking's mail adds as its contract (a preorder is none yet). */
export interface ContractMailFacts {
  destination: { city: string; country: string } | null;
  nights: number;
  /** The tickets bought, one per match in the order of `events`. */
  tickets: readonly { eventTitle: string; category: string | null; venue: string | null; seats: number }[];
  flights: { outward: BookedFlightLeg | null; return: BookedFlightLeg | null } | null;
  bus: { from: string; to: string; outward: string; return: string } | null;
  hotel: { name: string; stars: number | null; address: string | null; city: string | null } | null;
  /** The traveller's own words with the booking (the booking's comment). */
  requests: string | null;
  emergency: EmergencyPhone;
  /** The terms kept with the booking: reduced mobility, the termination fees, the destination's country. */
  terms: BookingTerms;
}

const clocks = new Map<Locale, Intl.DateTimeFormat>();

/** A leg's time on its airport's clock ("14.30", "14:30"). */
function airportTime(locale: Locale, dateTime: string): string {
  let clock = clocks.get(locale);
  if (!clock) {
    clock = new Intl.DateTimeFormat(SITES[locale].htmlLang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
    clocks.set(locale, clock);
  }
  return clock.format(new Date(`${dateTime.slice(0, 19)}Z`));
}

/** The trip's main characteristics, as lines under the mail's trip heading. */
function mainCharacteristics(facts: ConfirmationFacts, contract: ContractMailFacts): MailLine[] {
  const { locale } = facts;
  const t = mailTranslator(locale, 'booking');
  const day = (date: string) => formatMailDay(locale, date);
  const legs = (['outward', 'return'] as const).flatMap((direction) => {
    const leg = contract.flights?.[direction];
    if (!leg) return [];
    const from = leg.originName ? `${leg.originName} (${leg.originAirport})` : leg.originAirport;
    const to = leg.destinationName ? `${leg.destinationName} (${leg.destinationAirport})` : leg.destinationAirport;
    const words =
      leg.departure && leg.arrival
        ? t('flightLeg', { from, to, departs: airportTime(locale, leg.departure), arrives: airportTime(locale, leg.arrival), day: day(leg.departure.slice(0, 10)) })
        : t('flightRoute', { from, to, day: day(direction === 'outward' ? facts.startDate : facts.endDate) });
    return [`${t(direction)}: ${words}`];
  });
  const timed = (['outward', 'return'] as const).every((direction) => {
    const leg = contract.flights?.[direction];
    return !leg || (leg.departure !== null && leg.arrival !== null);
  });
  const bus = contract.bus;
  const hotel = contract.hotel;
  // The hotel's town, unless its address names it already.
  const hotelPlace = hotel && [hotel.address, hotel.city && !hotel.address?.includes(hotel.city) ? hotel.city : null].filter(Boolean).join(', ');
  return [
    t('mainHeading').toUpperCase(),
    `${t('trip')}: ${facts.packageTitle}`,
    ...(contract.destination ? [`${t('destination')}: ${contract.destination.city}, ${contract.destination.country}`] : []),
    facts.startDate === facts.endDate
      ? `${t('date')}: ${day(facts.startDate)}`
      : `${t('dates')}: ${day(facts.startDate)} – ${day(facts.endDate)} (${t('nights', { count: contract.nights })})`,
    `${t('travellers')}: ${facts.travellers}`,
    ...facts.events.flatMap((event, index) => {
      const ticket = contract.tickets.find((candidate) => candidate.eventTitle === event.title) ?? contract.tickets[index];
      return [
        `${t('event', { sport: sportWords(event.sportCategory.slug) })}: ${event.title}, ${formatMailEventTime(locale, event)}`,
        ...(ticket && ticket.category ? [`  ${t('ticketLine', { category: ticket.category, seats: ticket.seats, venue: ticket.venue ?? '' }).replace(/, $/, '')}`] : []),
      ];
    }),
    ...legs,
    ...(legs.length === 0 ? [] : [t(timed ? 'timesNote' : 'noTimesNote')]),
    ...(bus
      ? [`${t('outward')}: ${t('busLeg', { from: bus.from, to: bus.to, time: bus.outward })}`, `${t('return')}: ${t('busLeg', { from: bus.to, to: bus.from, time: bus.return })}`]
      : []),
    ...(hotel
      ? [
          `${t('hotel')}: ${[hotel.name, hotel.stars ? t('hotelStars', { stars: hotel.stars }) : null, hotelPlace || null]
            .filter(Boolean)
            .join(', ')}`,
        ]
      : []),
    '',
  ];
}

export function confirmationMail(facts: ConfirmationFacts, contract?: ContractMailFacts): OutboxMail {
  const { locale } = facts;
  const t = mailTranslator(locale, 'booking');
  const day = (date: string) => formatMailDay(locale, date);
  const preorder = facts.kind === 'preorder';
  // A day trip is its one date, not the same date twice.
  const dates = facts.startDate === facts.endDate ? `${t('date')}: ${day(facts.startDate)}` : `${t('dates')}: ${day(facts.startDate)} – ${day(facts.endDate)}`;
  return composeMail({
    kind: facts.kind === 'preorder' ? 'preorder-confirmation' : 'booking-confirmation',
    bookingId: facts.bookingId,
    locale,
    recipient: facts.recipient,
    subject: t(facts.kind === 'preorder' ? 'preorderSubject' : 'subject', { orderNumber: facts.orderNumber, title: facts.packageTitle }),
    lines: contract && !preorder ? contractMailLines(facts, contract) : [
      t(preorder ? 'preorderLead' : 'lead', { name: facts.firstName }),
      ...(preorder ? [t('preorderNote')] : []),
      '',
      `${t('orderNumber')}: ${facts.orderNumber}`,
      `${t('trip')}: ${facts.packageTitle}`,
      ...facts.events.map((event) => `${t('event', { sport: sportWords(event.sportCategory.slug) })}: ${event.title}, ${formatMailEventTime(locale, event)}`),
      dates,
      `${t('travellers')}: ${facts.travellers}`,
      ...(preorder ? [] : [`${t('total')}: ${formatPrice(facts.total, locale)}`, `${t('due')}: ${day(facts.dueDate)}`]),
      '',
      // A preorder has nothing to pay: its page says what it is and what comes next.
      { label: t(preorder ? 'preorderLink' : 'invoiceLink'), href: siteUrl(locale, '/invoice/[slug]', { slug: facts.invoiceUuid }) },
      ...(preorder ? [] : tripLinkLine(facts)),
    ],
  });
}

/** A booking's mail with its contract: the lead, the trip, the money, the invoice link, then the terms. */
function contractMailLines(facts: ConfirmationFacts, contract: ContractMailFacts): MailLine[] {
  const { locale } = facts;
  const t = mailTranslator(locale, 'booking');
  const terms = contractSections(
    {
      locale,
      requests: contract.requests,
      emergency: contract.emergency,
      reducedMobility: contract.terms.reducedMobility,
      terminationFees: contract.terms.terminationFees,
      destination: { code: contract.terms.destinationCountry, name: contract.destination?.country ?? contract.terms.destinationCountry },
      departure: facts.startDate,
    },
    contractWords(locale),
  );
  return [
    t('lead', { name: facts.firstName }),
    t('contractLead'),
    '',
    `${t('orderNumber')}: ${facts.orderNumber}`,
    '',
    ...mainCharacteristics(facts, contract),
    `${t('totalAllIn')}: ${formatPrice(facts.total, locale)}`,
    `${t('due')}: ${formatMailDay(locale, facts.dueDate)}`,
    { label: t('invoiceLink'), href: siteUrl(locale, '/invoice/[slug]', { slug: facts.invoiceUuid }) },
    ...tripLinkLine(facts),
    '',
    ...contractTextLines(terms),
  ];
}
