/**
 * The staff inbox's entries (`/staff`): inquiries (offer requests and the
 * other forms), bookings with their invoice's status, gift-card orders and
 * availability alerts,
 * newest first, found by name, email or number (an order number, an
 * inquiry's number), each with whether and by whom it was handled.
 */
import 'server-only';
import { and, asc, desc, eq, ilike, inArray, lt, lte, or, sql, type AnyColumn } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import { hasUnusableCharacters } from '@/lib/forms/characters';
import type { FormId } from '@/lib/api/contract/forms';
import { PRICE_CHECK_VARIANTS } from '@/lib/api/contract/price-check';
import { isolate } from '@/lib/i18n/isolate';
import { formatMoney, type Currency } from '@/lib/i18n/money';
import type { Executor } from '@/server/db';
import { readAll } from '@/server/db/reads';
import {
  availabilityAlerts,
  bookingFixtureStatuses,
  bookingPassengers,
  bookingRooms,
  bookings,
  events,
  giftCards,
  inquiries,
  invoices,
  packages,
  paymentEvents,
  paymentTransactions,
  staffMarks,
  type InboxKind,
} from '@/server/db/schema';
import da from '@/messages/da.json';
import { pick } from '../localize';
import { now as clockNow } from '@/server/clock';
import { changesOfBooking, type ChangeLine } from './changes';
import { fixtureChoiceText, fixtureStatusWord } from './fixture-words';

export const INBOX_PAGE = 50;

/**
 * A booking's status as the staff read it: its invoice's, except that a
 * cancelled one says who ended it (the traveller, the staff, a fixture
 * change); `cancelled` alone is a booking released unpaid.
 */
function bookingStatus(invoiceStatus: string | null, cancelledBy: string | null): string | null {
  return invoiceStatus === 'cancelled' && cancelledBy ? `cancelled_${cancelledBy}` : invoiceStatus;
}

export interface InboxEntry {
  kind: InboxKind;
  /** The inquiry's number, or the order number of a booking or a gift card. */
  number: number;
  /** The row's own id (what a mark and the detail page name). */
  id: number;
  /** An inquiry's form; a booking's or gift card's kind of order; an availability alert. */
  what: FormId | 'booking' | 'preorder' | 'gift-card' | 'alert';
  name: string;
  email: string;
  locale: string;
  /** An invoice's status, or a gift card's. */
  status: string | null;
  createdAt: Date;
  handled: { by: string; at: Date } | null;
}

/** What a search may name: a number is an inquiry's or an order's; any text a name or an email, in part. */
function searchOf(q: string) {
  const text = q.trim().slice(0, 100);
  if (!text) return null;
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const number = /^\d{1,9}$/.test(text) ? Number(text) : null;
  return { pattern, number };
}

const markOf = (kind: InboxKind, id: AnyColumn) =>
  sql<{ by: string; at: string } | null>`(select json_build_object('by', ${staffMarks.handledBy}, 'at', ${staffMarks.handledAt}) from ${staffMarks} where ${staffMarks.kind} = ${kind} and ${staffMarks.refId} = ${id})`;

const handledOf = (mark: { by: string; at: string } | null) => (mark ? { by: mark.by, at: new Date(mark.at) } : null);

/** An alert's state as the inbox writes it: waiting, mailed or unsubscribed. */
const alertStatus = (row: { notifiedAt: Date | null; unsubscribedAt: Date | null }) => (row.unsubscribedAt ? 'unsubscribed' : row.notifiedAt ? 'mailed' : 'waiting');

/**
 * The inbox's order: newest first, then by kind, then by number. Entries of
 * one millisecond are common (a booking and its gift card), so a page ends at
 * an entry, not at a time: `before` is the last entry shown.
 */
const KIND_RANK: Record<InboxKind, number> = { inquiry: 3, booking: 2, alert: 1, 'gift-card': 0 };

/** Where the next page starts: after this entry in the inbox's order. */
export interface InboxCursor {
  at: Date;
  kind: InboxKind;
  id: number;
}

/** The cursor as the "older" link carries it (`before=<ISO time>~<kind>~<id>`), and back; null for anything else. */
export const cursorText = (entry: Pick<InboxEntry, 'createdAt' | 'kind' | 'id'>) => `${entry.createdAt.toISOString()}~${entry.kind}~${entry.id}`;
export function parseCursor(text: string | null): InboxCursor | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)~(inquiry|booking|alert|gift-card)~([1-9]\d{0,9})$/.exec(text ?? '');
  if (!match) return null;
  const at = new Date(match[1]!);
  const id = Number(match[3]);
  return Number.isNaN(at.getTime()) || id > 2_147_483_647 ? null : { at, kind: match[2] as InboxKind, id };
}

/** A page of the inbox: its entries, newest first, and the cursor of the page after it (null when nothing is older). */
export interface InboxPage {
  entries: InboxEntry[];
  older: string | null;
}

/** One page of the inbox, newest first; `before` pages on from the last entry shown. */
export async function listInbox(db: Executor, { q = '', before }: { q?: string; before?: InboxCursor | null }): Promise<InboxPage> {
  // A NUL or half of a surrogate pair (lib/forms/characters.ts) is in no name or address, and the database refuses it: nothing found.
  if (hasUnusableCharacters(q)) return { entries: [], older: null };
  const search = searchOf(q);
  // After the cursor in (time, kind, id) order: a kind ranked below the cursor's may share its millisecond, one ranked above may not, the same kind goes on by id.
  const olderThan = (kind: InboxKind, createdAt: AnyColumn, id: AnyColumn) => {
    if (!before) return undefined;
    const rank = KIND_RANK[kind] - KIND_RANK[before.kind];
    if (rank < 0) return lte(createdAt, before.at);
    if (rank > 0) return lt(createdAt, before.at);
    return or(lt(createdAt, before.at), and(eq(createdAt, before.at), lt(id, before.id)));
  };

  const inquiryRows = await db
    .select({ id: inquiries.id, form: inquiries.form, name: inquiries.name, email: inquiries.email, locale: inquiries.locale, createdAt: inquiries.createdAt, mark: markOf('inquiry', inquiries.id) })
    .from(inquiries)
    .where(
      and(
        olderThan('inquiry', inquiries.createdAt, inquiries.id),
        search ? or(ilike(inquiries.name, search.pattern), ilike(inquiries.email, search.pattern), search.number !== null ? eq(inquiries.id, search.number) : undefined) : undefined,
      ),
    )
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(INBOX_PAGE + 1);

  const contactName = sql<string>`coalesce(${bookings.contact} ->> 'firstName', '') || ' ' || coalesce(${bookings.contact} ->> 'lastName', '')`;
  const contactEmail = sql<string>`coalesce(${bookings.contact} ->> 'email', '')`;
  const bookingRows = await db
    .select({ id: bookings.id, number: bookings.orderNumber, kind: bookings.kind, name: contactName, email: contactEmail, locale: bookings.locale, status: invoices.status, cancelledBy: bookings.cancelledBy, createdAt: bookings.createdAt, mark: markOf('booking', bookings.id) })
    .from(bookings)
    .leftJoin(invoices, eq(invoices.bookingId, bookings.id))
    .where(
      and(
        olderThan('booking', bookings.createdAt, bookings.id),
        search ? or(ilike(contactName, search.pattern), ilike(contactEmail, search.pattern), search.number !== null ? eq(bookings.orderNumber, search.number) : undefined) : undefined,
      ),
    )
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(INBOX_PAGE + 1);

  const cardRows = await db
    .select({ id: giftCards.id, number: giftCards.orderNumber, name: giftCards.fromName, email: giftCards.email, locale: giftCards.locale, status: giftCards.status, createdAt: giftCards.createdAt, mark: markOf('gift-card', giftCards.id) })
    .from(giftCards)
    .where(
      and(
        olderThan('gift-card', giftCards.createdAt, giftCards.id),
        search ? or(ilike(giftCards.fromName, search.pattern), ilike(giftCards.email, search.pattern), search.number !== null ? eq(giftCards.orderNumber, search.number) : undefined) : undefined,
      ),
    )
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
    .limit(INBOX_PAGE + 1);

  const alertRows = await db
    .select({ id: availabilityAlerts.id, email: availabilityAlerts.email, locale: availabilityAlerts.locale, notifiedAt: availabilityAlerts.notifiedAt, unsubscribedAt: availabilityAlerts.unsubscribedAt, createdAt: availabilityAlerts.createdAt, mark: markOf('alert', availabilityAlerts.id) })
    .from(availabilityAlerts)
    .where(
      and(
        olderThan('alert', availabilityAlerts.createdAt, availabilityAlerts.id),
        search ? or(ilike(availabilityAlerts.email, search.pattern), search.number !== null ? eq(availabilityAlerts.id, search.number) : undefined) : undefined,
      ),
    )
    .orderBy(desc(availabilityAlerts.createdAt), desc(availabilityAlerts.id))
    .limit(INBOX_PAGE + 1);

  const entries: InboxEntry[] = [
    ...inquiryRows.map((row) => ({ kind: 'inquiry' as const, number: row.id, id: row.id, what: row.form, name: row.name, email: row.email, locale: row.locale, status: null, createdAt: row.createdAt, handled: handledOf(row.mark) })),
    ...bookingRows.map((row) => ({
      kind: 'booking' as const,
      number: row.number,
      id: row.id,
      what: row.kind === 'preorder' ? ('preorder' as const) : ('booking' as const),
      name: row.name.trim(),
      email: row.email,
      locale: row.locale,
      status: bookingStatus(row.status, row.cancelledBy),
      createdAt: row.createdAt,
      handled: handledOf(row.mark),
    })),
    ...alertRows.map((row) => ({
      kind: 'alert' as const,
      number: row.id,
      id: row.id,
      what: 'alert' as const,
      name: '',
      email: row.email,
      locale: row.locale,
      status: alertStatus(row),
      createdAt: row.createdAt,
      handled: handledOf(row.mark),
    })),
    ...cardRows.map((row) => ({ kind: 'gift-card' as const, number: row.number, id: row.id, what: 'gift-card' as const, name: row.name, email: row.email, locale: row.locale, status: row.status, createdAt: row.createdAt, handled: handledOf(row.mark) })),
  ];
  // One entry more than a page is read of each kind: whether it exists says whether there is an older page.
  entries.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || KIND_RANK[b.kind] - KIND_RANK[a.kind] || b.id - a.id);
  const shown = entries.slice(0, INBOX_PAGE);
  return { entries: shown, older: entries.length > INBOX_PAGE ? cursorText(shown[shown.length - 1]!) : null };
}

/** A booking's fixture statuses, one field per match a change reached: what happened to it and the traveller's choice. */
async function fixtureFields(db: Executor, booking: typeof bookings.$inferSelect): Promise<[string, string][]> {
  const rows = await db
    .select({
      title: sql<string>`${events.title} ->> 'da'`,
      status: bookingFixtureStatuses.status,
      choice: bookingFixtureStatuses.choice,
      choiceDeadline: bookingFixtureStatuses.choiceDeadline,
      decidedAt: bookingFixtureStatuses.decidedAt,
      decidedBy: bookingFixtureStatuses.decidedBy,
    })
    .from(bookingFixtureStatuses)
    .innerJoin(events, eq(events.id, bookingFixtureStatuses.eventId))
    .where(eq(bookingFixtureStatuses.bookingId, booking.id))
    .orderBy(asc(events.eventDateTime), asc(events.id));
  const at = clockNow();
  return rows.map((row) => ['fixture', `${row.title}: ${fixtureStatusWord(row.status)} – ${fixtureChoiceText({ ...row, cancelled: booking.cancelledAt !== null }, at)}`]);
}

/** One entry in full: its fields as label and text, in the order the detail page shows them; null when there is none. */
export interface InboxDetail {
  entry: InboxEntry;
  fields: [string, string][];
  invoiceUuid: string | null;
  /** The package an inquiry is about (its saved offer opens on it). */
  packageSlug: string | null;
  /** A booking's changes and data requests, oldest first (./changes.ts). */
  changes?: ChangeLine[];
}

/**
 * An invoice's payments a gateway called paid after they had failed (a paid
 * event on a failed transaction; the staff were mailed when it came), as the
 * detail shows them; none: no field.
 */
async function latePaymentsField(db: Executor, invoiceId: number | null): Promise<[string, string][]> {
  if (invoiceId === null) return [];
  const rows = await db
    .select({ gateway: paymentTransactions.gateway, reference: paymentTransactions.gatewayReference, amount: paymentTransactions.amount, currency: paymentTransactions.currency })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.invoiceId, invoiceId),
        eq(paymentTransactions.status, 'failed'),
        sql`exists (select 1 from ${paymentEvents} where ${paymentEvents.transactionId} = ${paymentTransactions.id} and ${paymentEvents.outcome} = 'paid')`,
      ),
    )
    .orderBy(paymentTransactions.id);
  return rows.length === 0 ? [] : [['latePayments', rows.map((row) => `${row.gateway} ${row.reference ?? ''}: ${money(row.amount, row.currency)}`).join('; ')]];
}

const t = createTranslator({ locale: 'da', messages: da, namespace: 'staff' });
const roomTypes = createTranslator({ locale: 'da', messages: da, namespace: 'package.customise.roomTypes' });

/** An amount as the shop writes it in its currency (`Kr. 10.990,-`, `10 990 NOK`). */
export const money = (amount: number, currency: string) => (isCurrency(currency) ? formatMoney(amount, currency) : `${amount} ${currency}`);
const isCurrency = (currency: string): currency is Currency => ['DKK', 'NOK', 'SEK', 'EUR'].includes(currency);
/** A day as the staff read it: 6.12.2026. */
export const staffDay = (day: string) => new Intl.DateTimeFormat('da-DK', { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
/** A flight's time on its airport's own clock (the wall time its ISO text carries): 6.12.2026 07.25. */
export const legTime = (dateTime: string) => new Intl.DateTimeFormat('da-DK', { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(`${dateTime.slice(0, 19)}Z`));
const answerText = (value: unknown) => t(value === true ? 'answers.yes' : value === false ? 'answers.no' : 'answers.none');
const isVariant = (type: string): type is (typeof PRICE_CHECK_VARIANTS)[number] => (PRICE_CHECK_VARIANTS as readonly string[]).includes(type);
const isTimepoint = (value: string): value is 'morning' | 'evening' | 'night' => ['morning', 'evening', 'night'].includes(value);

/**
 * What a booking is, for the staff who serve it: the trip's type and period,
 * each traveller and room, the tickets, hotel, flights and bus, the
 * insurance answers and the coupon. Names the visitor typed are isolated in
 * the lines (lib/i18n/isolate.ts): a right-to-left mark turns only the name.
 */
async function bookingFields(db: Executor, booking: typeof bookings.$inferSelect): Promise<[string, string][]> {
  const selection = booking.selection;
  const booked = selection?.tickets ?? [];
  const [travellers, rooms, eventRows] = await readAll(db, [
    () => db.select().from(bookingPassengers).where(eq(bookingPassengers.bookingId, booking.id)).orderBy(asc(bookingPassengers.position)),
    () => db.select().from(bookingRooms).where(eq(bookingRooms.bookingId, booking.id)).orderBy(asc(bookingRooms.position)),
    async () => (booked.length === 0 ? [] : db.select({ id: events.id, title: events.title }).from(events).where(inArray(events.id, booked.map((ticket) => ticket.eventId)))),
  ]);
  const nameOf = (traveller: { firstName: string | null; lastName: string | null } | undefined) => isolate([traveller?.firstName, traveller?.lastName].filter(Boolean).join(' '));
  const fields: [string, string][] = [];
  if (selection && isVariant(selection.type)) {
    const dropped = (['flight', 'hotel', 'transit'] as const).filter((service) => selection.without[service]).map((service) => t(`services.${service}`));
    fields.push(['variant', [t(`variants.${selection.type}`), ...(dropped.length > 0 ? [t('dropped', { services: dropped.join(', ') })] : [])].join('; ')]);
  }
  fields.push(['period', booking.startDate === booking.endDate ? staffDay(booking.startDate) : `${staffDay(booking.startDate)} – ${staffDay(booking.endDate)}`]);
  fields.push(['travellers', `${booking.adults} + ${booking.children}`]);
  for (const traveller of travellers) {
    fields.push([
      'traveller',
      t('travellerLine', {
        position: traveller.position,
        title: traveller.title ?? 'none',
        name: nameOf(traveller),
        birthDate: traveller.birthDate ? staffDay(traveller.birthDate) : '-',
        ticket: traveller.hasTicket ? 'yes' : 'no',
      }),
    ]);
  }
  for (const room of rooms) {
    fields.push([
      'room',
      t('roomLine', {
        position: room.position,
        type: roomTypes(room.roomType),
        adults: room.adults,
        children: room.children,
        lead: nameOf(travellers.find((traveller) => traveller.position === room.leadPassenger)),
      }),
    ]);
  }
  const eventTitle = new Map(eventRows.map((event) => [event.id, pick(event.title, 'da')]));
  for (const ticket of booked) fields.push(['tickets', t('ticketLine', { seats: ticket.holders, event: eventTitle.get(ticket.eventId) ?? String(ticket.eventId) })]);
  if (selection?.hotel) fields.push(['hotel', selection.hotel.name]);
  const flights = selection?.flights;
  if (flights) {
    if (flights.offer) fields.push(['flight', t('flightOffer')]);
    for (const direction of ['outward', 'return'] as const) {
      const leg = flights[direction];
      if (!leg) continue;
      const times = leg.departure && leg.arrival ? `${legTime(leg.departure)} – ${legTime(leg.arrival)}` : 'none';
      fields.push(['flight', t('flightLeg', { direction, from: leg.originAirport, to: leg.destinationAirport, times, airline: leg.airline ?? 'none' })]);
    }
  }
  if (selection?.transit && selection.transitRoute && isTimepoint(selection.transit.outward) && isTimepoint(selection.transit.return)) {
    fields.push(['transit', t('transitLine', { ...selection.transitRoute, outward: t(`timepoints.${selection.transit.outward}`), return: t(`timepoints.${selection.transit.return}`) })]);
  }
  if (booking.kind === 'booking') {
    fields.push(['matchInsurance', answerText(booking.flags.hasMatchInsurance)]);
    // Travel insurance has no price in the shop: a yes is a wish the staff answer with an offer.
    fields.push(['travelInsurance', booking.flags.hasInsurance === true ? t('answers.wished') : answerText(booking.flags.hasInsurance)]);
  }
  if (selection?.couponCode) fields.push(['coupon', selection.couponCode]);
  return fields;
}

export async function findInboxEntry(db: Executor, kind: InboxKind, id: number): Promise<InboxDetail | null> {
  if (kind === 'inquiry') {
    const [row] = await db
      .select({ inquiry: inquiries, slug: packages.slug, mark: markOf('inquiry', inquiries.id) })
      .from(inquiries)
      .leftJoin(packages, eq(packages.id, inquiries.packageId))
      .where(eq(inquiries.id, id));
    if (!row) return null;
    const { inquiry } = row;
    return {
      entry: { kind, number: inquiry.id, id, what: inquiry.form, name: inquiry.name, email: inquiry.email, locale: inquiry.locale, status: null, createdAt: inquiry.createdAt, handled: handledOf(row.mark) },
      fields: [
        ['phone', inquiry.phone],
        ...Object.entries(inquiry.fields).map(([key, value]): [string, string] => [key, String(value)]),
        ...(inquiry.offerId !== null ? [['offerId', String(inquiry.offerId)] as [string, string]] : []),
      ],
      invoiceUuid: null,
      packageSlug: row.slug,
    };
  }
  if (kind === 'booking') {
    const [row] = await db
      .select({ booking: bookings, invoice: { id: invoices.id, uuid: invoices.uuid, status: invoices.status, total: invoices.total, totalPaid: invoices.totalPaid, currency: invoices.currency }, title: packages.title, mark: markOf('booking', bookings.id) })
      .from(bookings)
      .leftJoin(invoices, eq(invoices.bookingId, bookings.id))
      .leftJoin(packages, eq(packages.id, bookings.packageId))
      .where(eq(bookings.id, id));
    if (!row) return null;
    const { booking, invoice } = row;
    const contact = booking.contact;
    return {
      entry: {
        kind,
        number: booking.orderNumber,
        id,
        what: booking.kind === 'preorder' ? 'preorder' : 'booking',
        name: contact ? `${contact.firstName} ${contact.lastName}` : '',
        email: contact?.email ?? '',
        locale: booking.locale,
        status: invoice ? (booking.kind === 'preorder' && invoice.status === 'pending' ? 'preorder' : bookingStatus(invoice.status, booking.cancelledBy)) : null,
        createdAt: booking.createdAt,
        handled: handledOf(row.mark),
      },
      fields: [
        ['package', row.title ? (row.title[booking.locale as keyof typeof row.title] ?? row.title.da) : ''],
        ...(await bookingFields(db, booking)),
        ...(await fixtureFields(db, booking)),
        ['phone', contact ? `${contact.phoneCode} ${contact.mobile}` : ''],
        ['total', invoice ? money(invoice.total, invoice.currency) : money(booking.total, booking.currency)],
        ['paid', invoice ? money(invoice.totalPaid, invoice.currency) : ''],
        ['comment', booking.comment ?? ''],
        ...(await latePaymentsField(db, invoice?.id ?? null)),
      ],
      invoiceUuid: invoice?.uuid ?? null,
      packageSlug: null,
      changes: await changesOfBooking(db, id),
    };
  }
  if (kind === 'alert') {
    const [row] = await db
      .select({ alert: availabilityAlerts, title: packages.title, slug: packages.slug, match: events.title, mark: markOf('alert', availabilityAlerts.id) })
      .from(availabilityAlerts)
      .leftJoin(packages, eq(packages.id, availabilityAlerts.packageId))
      .leftJoin(events, eq(events.id, availabilityAlerts.eventId))
      .where(eq(availabilityAlerts.id, id));
    if (!row) return null;
    const { alert } = row;
    return {
      entry: { kind, number: alert.id, id, what: 'alert', name: '', email: alert.email, locale: alert.locale, status: alertStatus(alert), createdAt: alert.createdAt, handled: handledOf(row.mark) },
      // A sold-out package, or a match with no trip yet.
      fields: row.title ? [['package', row.title[alert.locale as keyof typeof row.title] ?? row.title.da]] : [['match', row.match ? (row.match[alert.locale as keyof typeof row.match] ?? row.match.da) : '']],
      invoiceUuid: null,
      packageSlug: row.slug,
    };
  }
  const [row] = await db
    .select({ card: giftCards, invoiceId: invoices.id, invoiceUuid: invoices.uuid, mark: markOf('gift-card', giftCards.id) })
    .from(giftCards)
    .leftJoin(invoices, eq(invoices.giftCardId, giftCards.id))
    .where(eq(giftCards.id, id));
  if (!row) return null;
  const { card } = row;
  return {
    entry: { kind, number: card.orderNumber, id, what: 'gift-card', name: card.fromName, email: card.email, locale: card.locale, status: card.status, createdAt: card.createdAt, handled: handledOf(row.mark) },
    fields: [
      ['amount', money(card.amount, card.currency)],
      ['recipient', card.recipientName],
      ['phone', card.phone],
      ['sendByPost', card.sendByPost ? [card.address, card.postalCode, card.city].filter(Boolean).join(', ') : '-'],
      ['message', card.message],
      ...(await latePaymentsField(db, row.invoiceId)),
    ],
    invoiceUuid: row.invoiceUuid,
    packageSlug: null,
  };
}

/** Marks an entry handled by `by`, once: a second mark keeps the first's who and when. False when there is no such entry. */
export async function markHandled(db: Executor, kind: InboxKind, id: number, by: string, at: Date): Promise<boolean> {
  const table = kind === 'inquiry' ? inquiries : kind === 'booking' ? bookings : kind === 'alert' ? availabilityAlerts : giftCards;
  const [exists] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!exists) return false;
  await db.insert(staffMarks).values({ kind, refId: id, handledBy: by, handledAt: at }).onConflictDoNothing();
  return true;
}
