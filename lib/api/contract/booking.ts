import { z } from 'zod';
import { MOBILITY_SUITABILITY } from '@/lib/legal/reduced-mobility';
import { birthDate, chosenId, email, max, orderNumber, phone, phoneLengthText, required, text } from '@/lib/forms/rules';
import { ruleText } from '@/lib/forms/messages';
import { hasPhoneLength, splitCountryCode } from '@/lib/forms/phone';
import { EVENT_FIXTURE_STATUSES } from '@/lib/packages/fixture-hold';
import { jsonId } from './common';
import { PRICE_LINE_KINDS, PRICES_CHANGED, ROOM_TYPES } from './constants';
import { PRICE_CHECK_VARIANTS, priceCheckBody } from './price-check';
import { paymentGateway, paymentShare, paymentTransaction, REFUND_STATUSES, refundPart } from './payments';

/**
 * The booking (booking spec §3 "Contact person", "Passenger", "Booking
 * state"; §7 `POST bookings`, `POST packages/{slug}/preorder`,
 * `GET invoices/{uuid}`). Field messages are the API's (English); the
 * booking form validates with the same pieces (lib/booking/details.ts) and
 * shows the `forms` messages for the same rules.
 */

export const TITLES = ['mr', 'mrs'] as const;
export type Title = (typeof TITLES)[number];

/** Mr or Mrs, chosen: nothing chosen (absent, empty, or null as a form's radio group with no choice) reads `is required`. */
const title = z.enum(TITLES, { error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? ruleText('required') : 'must be one of mr, mrs') });

/** `+45`: a plus and one to four digits. */
export const PHONE_CODE_PATTERN = /^\+\d{1,4}$/;

const name = () => required().check(max(100));

/** Optional text: blank is none. */
const optionalText = (length: number) =>
  text()
    .check(max(length))
    .transform((value) => value || null)
    .nullish()
    .transform((value) => value ?? null);

/**
 * The contact person (booking spec §3, §5): the one the shop writes to and
 * invoices. A company's name and tax number are required when `isCompany`.
 */
export const contactInfo = z
  .object({
    title,
    firstName: name(),
    lastName: name(),
    email: email(),
    birthDate: birthDate(),
    phoneCode: z.string({ error: 'must be text' }).trim().regex(PHONE_CODE_PATTERN, ruleText('phone')),
    mobile: phone().check(max(20)),
    countryId: chosenId(),
    nationalityId: chosenId(),
    city: name(),
    postCode: required().check(max(20)),
    address: required().check(max(200)),
    isCompany: z.boolean({ error: 'must be true or false' }).default(false),
    companyName: optionalText(200),
    companyTaxNumber: optionalText(50),
  })
  .superRefine((contact, context) => {
    // E.164 counts the chosen country code in (the number's own rule counted only a code typed in it).
    if (!hasPhoneLength(contact.phoneCode, contact.mobile)) context.addIssue({ code: 'custom', path: ['mobile'], message: phoneLengthText() });
    if (!contact.isCompany) return;
    if (!contact.companyName) context.addIssue({ code: 'custom', path: ['companyName'], message: ruleText('required') });
    if (!contact.companyTaxNumber) context.addIssue({ code: 'custom', path: ['companyTaxNumber'], message: ruleText('required') });
  })
  // A mobile typed with its country code is kept once, by the code (`+45` and `20304050`, never `+45 +4520304050`).
  .overwrite((contact) => ({ ...contact, ...splitCountryCode(contact.phoneCode, contact.mobile) }));
export type ContactInfoInput = z.input<typeof contactInfo>;
export type ContactInfo = z.output<typeof contactInfo>;

/** A traveller (booking spec §3 "Passenger"): names as in the passport; whether they hold a match ticket. */
export const passenger = z.object({
  title,
  firstName: name(),
  lastName: name(),
  birthDate: birthDate(),
  nationalityId: chosenId(),
  hasTicket: z.boolean({ error: 'must be true or false' }).default(true),
});
export type PassengerInput = z.input<typeof passenger>;
export type Passenger = z.output<typeof passenger>;

/** How each yes/no and acceptance of the booking was answered (booking spec §3 flags); which are required depends on the trip (lib/booking/details.ts). */
export const bookingExtra = z.object({
  /** Yes or no; null until answered. */
  hasInsurance: z.boolean({ error: 'must be true or false' }).nullable().default(null),
  hasMatchInsurance: z.boolean({ error: 'must be true or false' }).nullable().default(null),
  isFlightLessBooking: z.boolean({ error: 'must be true or false' }).default(false),
  isHotelLessBooking: z.boolean({ error: 'must be true or false' }).default(false),
  isTransitLessBooking: z.boolean({ error: 'must be true or false' }).default(false),
  isResidualSaleBooking: z.boolean({ error: 'must be true or false' }).default(false),
  hasAcceptedExtraordinaryConditions: z.boolean({ error: 'must be true or false' }).default(false),
  hasAcceptedGeneralTerms: z.boolean({ error: 'must be true or false' }).default(false),
  hasAcceptedTouristTax: z.boolean({ error: 'must be true or false' }).default(false),
  hasAcceptedDifferentAirports: z.boolean({ error: 'must be true or false' }).default(false),
  hasAcceptedExclusions: z.boolean({ error: 'must be true or false' }).default(false),
  hasAcceptedMatchRisk: z.boolean({ error: 'must be true or false' }).default(false),
  hasAcceptedPremiumUpgrade: z.boolean({ error: 'must be true or false' }).default(false),
  hasAcceptedFlightOffer: z.boolean({ error: 'must be true or false' }).default(false),
  /** The visitor saw the changed prices and books at the new ones (booking spec §4 "Submit booking"). */
  isChangedPricesAccepted: z.boolean({ error: 'must be true or false' }).default(false),
});
export type BookingExtra = z.output<typeof bookingExtra>;

export const COMMENT_MAX = 2000;

/**
 * `POST bookings` (booking spec §7): the selection as the price check takes
 * it, with the people, the rooms' lead guests, the answers and the comment.
 *
 * - `passengers`: the adults first, then the children, `adults + children` in all.
 * - `leadGuests`: per room of `services.hotels[0].rooms`, the traveller (1 = the first passenger) who leads it.
 * - `acceptedTotal`: the total the visitor agreed to, in the site's currency;
 *   the booking is made at that total or not at all (409 `prices_changed`).
 */
export const bookingBody = priceCheckBody.omit({ contactInfo: true, passengers: true, extra: true }).extend({
  contactInfo,
  passengers: z.array(passenger).min(1, 'must have at least 1 item').max(12, 'must have at most 12 items'),
  leadGuests: z.array(z.number({ error: 'must be a number' }).int('must be a whole number').min(1, ruleText('leadGuest')).max(12, ruleText('leadGuest'))).max(7, 'must have at most 7 items').default([]),
  comment: optionalText(COMMENT_MAX),
  acceptedTotal: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more').max(100_000_000, 'must be at most 100000000'),
  extra: bookingExtra.default(bookingExtra.parse({})),
});
export type BookingBody = z.input<typeof bookingBody>;
export type ParsedBookingBody = z.output<typeof bookingBody>;

// ─── Answers ────────────────────────────────────────────────────────────────

/**
 * pending until paid in full; cancelled when the booking was released unpaid after its due time, when the trip was
 * cancelled (the invoice's `cancellation` says by whom), or when its gift card was withdrawn from.
 */
export const INVOICE_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * Who cancelled a trip: the traveller (on the trip page, with the fee of the schedule), the staff, or the shop
 * because its match was cancelled or moved out of the trip (a fixture change, terminated without a fee).
 */
export const BOOKING_CANCELLED_BY = ['traveller', 'staff', 'fixture'] as const;
export type BookingCancelledBy = (typeof BOOKING_CANCELLED_BY)[number];

export const invoiceSummary = z.object({
  uuid: z.string(),
  orderNumber: z.number(),
  orderDate: z.string(),
  currency: z.string(),
  amount: z.number(),
  discount: z.number(),
  total: z.number(),
  totalPaid: z.number(),
  amountDue: z.number(),
  dueDate: z.string(),
  status: z.enum(INVOICE_STATUSES),
});

/** `POST bookings` → 201. */
export const bookingResponse = z.object({
  orderNumber: z.number(),
  finalPrice: z.number(),
  uuid: z.string(),
  booking: z.object({ invoice: invoiceSummary }),
});
export type BookingResponse = z.infer<typeof bookingResponse>;

/** 409 `prices_changed`: what changed since the visitor accepted the total (booking spec §4), nothing booked. */
export { PRICES_CHANGED };
/** 409 `sold_out`: a ticket or room went between the check and the booking; nothing booked. */
export const SOLD_OUT = 'sold_out';
/**
 * 409 `match_not_sold` (a booking, a preorder; 422 from the price check): the
 * trip is not sold for its matches (`fixtureHold`: postponed, cancelled, or
 * outside its dates); nothing booked.
 */
export const MATCH_NOT_SOLD = 'match_not_sold';

export const changedPricesBody = z.object({
  message: z.string(),
  code: z.literal(PRICES_CHANGED),
  changedPrices: z.array(z.object({ name: z.string(), ourPrice: z.number(), theirPrice: z.number() })),
  total: z.number(),
});

/**
 * A leg of a booked flight: its airports and, where known, the airline's
 * times, each in its own airport's time (ISO 8601 with the offset). `times`:
 * `booked`, the flight the visitor chose at booking; `schedule`, the
 * package's own flight as the airline's schedule flies it now; null, not
 * known (the day is past, or the airline did not answer).
 */
export const invoiceFlightLeg = z.object({
  originAirport: z.string(),
  destinationAirport: z.string(),
  originName: z.string().nullable(),
  destinationName: z.string().nullable(),
  departure: z.string().nullable(),
  arrival: z.string().nullable(),
  airline: z.string().nullable(),
  stops: z.number().nullable(),
  times: z.enum(['booked', 'schedule']).nullable(),
});
export type InvoiceFlightLeg = z.infer<typeof invoiceFlightLeg>;

export const TIMEPOINTS = ['morning', 'evening', 'night'] as const;

/**
 * The invoice's `member` (booking spec §3 "Invoice", §7 `GET invoices/{uuid}`):
 * the customer it is made out to. The shop has no accounts (§6), so the
 * member is the booking's contact person (§3 "Contact person": the one the
 * shop writes to and invoices), or a gift card's buyer; null once the
 * booking's personal data were purged. No birth date or nationality: an
 * invoice does not name them.
 */
export const invoiceMember = z.object({
  title: z.enum(TITLES).nullable(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string(),
  /** As it is dialled: the country code and the number (`+4512345678`). */
  phone: z.string(),
  address: z.string().nullable(),
  postCode: z.string().nullable(),
  city: z.string().nullable(),
  isCompany: z.boolean(),
  companyName: z.string().nullable(),
  companyTaxNumber: z.string().nullable(),
});
export type InvoiceMember = z.infer<typeof invoiceMember>;

/** `GET invoices/{uuid}`: the invoice with the booking it bills (booking spec §3 "Invoice"). */
export const invoiceResponse = z.object({
  invoice: invoiceSummary.extend({
    /** The last day to pay; null when nothing falls due any more (a gift card withdrawn from, a trip cancelled). */
    dueDate: z.string().nullable(),
    /** The instant the invoice falls due (the end of `dueDate` in the site's zone): unpaid then, the booking is released. Null with `dueDate`. */
    dueAt: z.string().nullable(),
    /** What a bank transfer quotes: the payment reference (KID, OCR, payment id) and the text for the message field. */
    referenceCode: z.string(),
    messageReference: z.string(),
    accountNumber: z.string(),
    financialInstitution: z.string(),
    /** What the invoice bills: a booking, or (booking null) a gift card. */
    booking: z
      .object({
      kind: z.enum(['booking', 'preorder']),
      package: z.object({ id: z.number(), slug: z.string(), title: z.string() }),
      startDate: z.string(),
      endDate: z.string(),
      /** The package's destination town and country, in the invoice's language. */
      destination: z.object({ city: z.string(), country: z.string() }).nullable(),
      adults: z.number(),
      children: z.number(),
      travellers: z.array(z.object({ title: z.enum(TITLES).nullable(), firstName: z.string().nullable(), lastName: z.string().nullable(), hasTicket: z.boolean() })),
      /** The variant booked (premium, the bus, ...); null for a preorder. */
      variant: z.enum(PRICE_CHECK_VARIANTS).nullable(),
      /**
       * The price lines the total was made of, for all travellers, unrounded (only the total is):
       * `name` the line's key, `about` the match or the hotel a ticket or hotel line is for.
       */
      lines: z.array(z.object({ name: z.string(), kind: z.enum(PRICE_LINE_KINDS), about: z.string().nullable(), amount: z.number() })),
      /**
       * The tickets per event (the "ticket to event" of spec §3), with the event's sport (its slug decides the page's
       * words, lib/sport-words.ts); `timeZone` is the venue's, the clock its kick-off is shown on; `category` the
       * ticket category bought (its venue block's name), null when the ticket is no longer known; `fixtureStatus` says
       * a postponed or cancelled match, whose kick-off is then no time to show.
       */
      tickets: z.array(
        z.object({
          eventTitle: z.string(),
          eventDateTime: z.string(),
          timeZone: z.string(),
          fixtureStatus: z.enum(EVENT_FIXTURE_STATUSES).nullable(),
          seats: z.number(),
          category: z.string().nullable(),
          venue: z.string().nullable(),
          sportCategory: z.object({ slug: z.string() }),
        }),
      ),
      /** The hotel with its nights and rooms; null without a hotel. */
      hotel: z
        .object({
          name: z.string(),
          stars: z.number().nullable(),
          /** Where the hotel is (its street address, and its town unless the address names it); null when the hotel is no longer known. */
          address: z.string().nullable(),
          nights: z.number(),
          checkin: z.string(),
          checkout: z.string(),
          rooms: z.array(z.object({ roomType: z.enum(ROOM_TYPES), adults: z.number(), children: z.number() })),
        })
        .nullable(),
      /** The legs flown (`offer`: a flight-less package's flight offer); null without a flight. */
      flights: z
        .object({ outward: invoiceFlightLeg.nullable(), return: invoiceFlightLeg.nullable(), offer: z.boolean() })
        .nullable(),
      /** The bus and its departures; null without one. */
      transit: z.object({ from: z.string(), to: z.string(), outward: z.enum(TIMEPOINTS), return: z.enum(TIMEPOINTS) }).nullable(),
      /** The answers to the insurance questions; null where not answered (a ticket alone has none). */
      insurance: z.object({ travel: z.boolean().nullable(), match: z.boolean().nullable() }),
      })
      .nullable(),
    /**
     * A trip cancelled (not released for want of payment: that is `status` cancelled with this null): when and by
     * whom; what the shop keeps, told apart: the termination fee (`percent` of `price`, the trip's price as sold; null
     * where the cancellation's terms were not kept) and the transfer fees already charged; what goes back of what was
     * paid, through which payments (newest first), by which day (`YYYY-MM-DD`, 14 days from the cancellation on the
     * site's calendar) and whether it has gone back (`refundStatus`, as a withdrawn gift card's; null when nothing
     * goes back); and what of the fee the payments did not cover (`feeDue`, asked for by the staff, not payable
     * here). Nothing is due on the invoice any more: `amountDue` 0, `dueDate` and `dueAt` null.
     */
    cancellation: z
      .object({
        at: z.string(),
        by: z.enum(BOOKING_CANCELLED_BY),
        percent: z.number().nullable(),
        price: z.number().nullable(),
        fee: z.number(),
        transferFees: z.number(),
        refund: z.number(),
        refundStatus: z.enum(REFUND_STATUSES).nullable(),
        refundTo: z.array(refundPart),
        refundBy: z.string(),
        feeDue: z.number(),
      })
      .nullable(),
    /** The gift card bought, when that is what the invoice bills; its code once it is paid and issued. */
    giftCard: z
      .object({
        amount: z.number(),
        to: z.string(),
        from: z.string(),
        recipientName: z.string(),
        sendByPost: z.boolean(),
        code: z.string().nullable(),
        balance: z.number().nullable(),
        /**
         * The buyer's right to withdraw (lib/gift-cards/withdrawal.ts): the last day of the 14 and the instant they end,
         * and, once withdrawn, when that was received, what goes back (what was left on the card) and whether it has
         * gone back: `refunding` until the gateways have refunded all of it, then `refunded`; null when nothing goes
         * back (not withdrawn, or withdrawn unpaid).
         */
        withdrawal: z.object({
          lastDay: z.string(),
          endsAt: z.string(),
          withdrawnAt: z.string().nullable(),
          refund: z.number().nullable(),
          refundStatus: z.enum(REFUND_STATUSES).nullable(),
        }),
      })
      .nullable(),
    /**
     * The package travel contract's own terms (Package Travel Directive art. 7), for a booking; null for a
     * preorder or a gift card: the special requests accepted (the booking's comment; null: none, or purged),
     * the site's 24/7 number as the shop is configured (`EMERGENCY_PHONES`), and the terms kept with the
     * booking. The organiser, the complaints board and the insolvency protection are the site table's
     * (lib/site/sites.ts); the words are lib/booking/contract.ts's.
     */
    contract: z
      .object({
        requests: z.string().nullable(),
        emergency: z.object({ phone: z.string(), phoneHref: z.string() }),
        /** As agreed with the booking (older bookings: the package's and the catalogue's now). */
        reducedMobility: z.enum(MOBILITY_SUITABILITY),
        terminationFees: z.array(z.object({ fromDays: z.number().int(), percent: z.number().int() })),
        /** ISO 3166-1 alpha-2 of the destination: the passport and visa case (lib/legal/travel-documents.ts). */
        destinationCountry: z.string(),
      })
      .nullable(),
    member: invoiceMember.nullable(),
    transactions: z.array(paymentTransaction),
    paymentGateways: z.array(paymentGateway),
    /** The travellers' payment links, when the payment was split. */
    shares: z.array(paymentShare),
  }),
});
export type InvoiceResponse = z.infer<typeof invoiceResponse>;

/**
 * `POST invoices/lookup` (the `/faktura` page): the order number and the
 * email the booking was made with → the invoice's uuid. A wrong pair, or an
 * order number that does not exist, is the same 404 `invoice_not_found`.
 */
export const invoiceLookupBody = z.object({ orderNumber: orderNumber(), email: email() });
export type InvoiceLookupBody = z.input<typeof invoiceLookupBody>;
export const invoiceLookupResponse = z.object({ invoice: z.object({ uuid: z.string() }) });
export type InvoiceLookupResponse = z.infer<typeof invoiceLookupResponse>;
export const INVOICE_LOOKUP_MISS = 'No invoice has this order number and email';

export const invoiceParams = z.object({
  uuid: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a uuid').transform((value) => value.toLowerCase()),
});

/**
 * `POST packages/{slug}/preorder` (booking spec §7): the package, the party,
 * the people, the comment and the acceptances; no services are taken. Only a
 * package none of whose variants can be booked now takes preorders (409
 * `sale_open` otherwise: book it instead).
 */
export const preorderBody = z.object({
  packageId: jsonId,
  adults: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(6, 'must be at most 6'),
  children: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more').max(6, 'must be at most 6').default(0),
  contactInfo,
  passengers: z.array(passenger).min(1, 'must have at least 1 item').max(12, 'must have at most 12 items'),
  comment: optionalText(COMMENT_MAX),
  extra: bookingExtra.default(bookingExtra.parse({})),
});
export type PreorderBody = z.input<typeof preorderBody>;
export type ParsedPreorderBody = z.output<typeof preorderBody>;
export const preorderResponse = z.object({ booking: z.object({ orderNumber: z.number(), invoice: invoiceSummary }) });
export type PreorderResponse = z.infer<typeof preorderResponse>;

/** 409 `sale_open`: the trip can be booked, so it is not preordered. */
export const SALE_OPEN = 'sale_open';
