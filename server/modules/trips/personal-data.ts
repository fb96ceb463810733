/**
 * The personal data the shop holds for a booking (GDPR art. 15, and art. 20's
 * machine-readable copy), for the holder of the trip's link:
 *
 * - the booking as sold (package, dates, travellers counted, total, the
 *   invoice's status, the answers to the form's questions, the comment);
 * - the contact person and each traveller (names, birth dates, nationality,
 *   address, phone, email, company);
 * - the payments' facts (when, which gateway, how much, its state, whose
 *   share and the address its receipt went to), never a gateway's reference
 *   or the payment's own key;
 * - the mails written about the booking (kind, recipient, subject, written
 *   and sent), not their bodies: they repeat what is above;
 * - the booking's changes (kind, who in general: a staff member's name is
 *   not the traveller's data, when, amount);
 * - the contact's address on the newsletter list and its availability
 *   alerts, on any site: the same person's data, found by the address the
 *   link was mailed to. Inquiries are not included: what someone wrote to
 *   the staff may name others, and is answered through the shop's contact.
 *
 * Each export is recorded as a change (`data_exported`, no data in it).
 */
import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { PERSONAL_DATA_FORMAT, type PersonalDataResponse } from '@/lib/api/contract/trip-data';
import type { Locale } from '@/lib/i18n/locales';
import { ORGANISER } from '@/lib/site/sites';
import type { Executor } from '@/server/db';
import {
  availabilityAlerts,
  bookingChanges,
  bookingPassengers,
  bookings,
  countries,
  events,
  invoices,
  nationalities,
  newsletterSubscriptions,
  outboxMails,
  packages,
  paymentShares,
  paymentTransactions,
  type Localized,
} from '@/server/db/schema';
import { pick } from '../localize';

type PersonalData = PersonalDataResponse['personalData'];

/** `staff:<name>` is a staff member: the export says "staff". */
const actorOf = (actor: string): PersonalData['changes'][number]['actor'] => (actor === 'traveller' ? 'traveller' : actor.startsWith('staff') ? 'staff' : 'system');

/** The booking's personal data; null when there is no such booking. */
export async function personalDataOf(db: Executor, bookingId: number, now: Date): Promise<PersonalDataResponse | null> {
  const [row] = await db
    .select({ booking: bookings, invoiceId: invoices.id, invoiceStatus: invoices.status, packageTitle: packages.title })
    .from(bookings)
    .leftJoin(invoices, eq(invoices.bookingId, bookings.id))
    .leftJoin(packages, eq(packages.id, bookings.packageId))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  const { booking } = row;
  const locale = booking.locale as Locale;
  const contact = booking.contact;
  const email = contact?.email.trim().toLowerCase() ?? null;

  const travellers = await db.select().from(bookingPassengers).where(eq(bookingPassengers.bookingId, bookingId)).orderBy(asc(bookingPassengers.position));
  const nationalityIds = [...new Set([contact?.nationalityId, ...travellers.map((traveller) => traveller.nationalityId)].filter((id): id is number => typeof id === 'number'))];
  const nationalityRows = nationalityIds.length === 0 ? [] : await db.select({ id: nationalities.id, label: nationalities.label }).from(nationalities).where(inArray(nationalities.id, nationalityIds));
  const [country] = contact ? await db.select({ id: countries.id, name: countries.name }).from(countries).where(eq(countries.id, contact.countryId)) : [];
  const payments =
    row.invoiceId === null
      ? []
      : await db
          .select({ payment: paymentTransactions, shareOf: paymentShares.travellerPosition })
          .from(paymentTransactions)
          .leftJoin(paymentShares, eq(paymentShares.id, paymentTransactions.shareId))
          .where(eq(paymentTransactions.invoiceId, row.invoiceId))
          .orderBy(asc(paymentTransactions.id));
  const mails = await db
    .select({ kind: outboxMails.kind, recipient: outboxMails.recipient, subject: outboxMails.subject, createdAt: outboxMails.createdAt, sentAt: outboxMails.sentAt })
    .from(outboxMails)
    .where(eq(outboxMails.bookingId, bookingId))
    .orderBy(asc(outboxMails.id));
  const changes = await db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, bookingId)).orderBy(asc(bookingChanges.createdAt), asc(bookingChanges.id));
  const newsletter = email ? await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).orderBy(asc(newsletterSubscriptions.id)) : [];
  const alerts = email
    ? await db
        .select({ alert: availabilityAlerts, packageTitle: packages.title, matchTitle: events.title })
        .from(availabilityAlerts)
        .leftJoin(packages, eq(packages.id, availabilityAlerts.packageId))
        .leftJoin(events, eq(events.id, availabilityAlerts.eventId))
        .where(sql`lower(${availabilityAlerts.email}) = ${email}`)
        .orderBy(asc(availabilityAlerts.id))
    : [];

  const name = (id: number | null | undefined, text: Localized | null | undefined) => (id === null || id === undefined ? null : { id, name: pick(text, locale) ?? '' });
  const nationality = (id: number | null | undefined) => name(id, nationalityRows.find((found) => found.id === id)?.label);
  return {
    personalData: {
      format: PERSONAL_DATA_FORMAT,
      exportedAt: now.toISOString(),
      controller: { name: ORGANISER.name, address: [...ORGANISER.address], email: ORGANISER.email, phone: ORGANISER.phone },
      booking: {
        orderNumber: booking.orderNumber,
        kind: booking.kind,
        site: booking.locale,
        currency: booking.currency,
        package: name(booking.packageId, row.packageTitle),
        startDate: booking.startDate,
        endDate: booking.endDate,
        adults: booking.adults,
        children: booking.children,
        createdAt: booking.createdAt.toISOString(),
        total: booking.total,
        invoiceStatus: row.invoiceStatus,
        cancelledAt: booking.cancelledAt?.toISOString() ?? null,
        erasureRequestedAt: booking.erasureRequestedAt?.toISOString() ?? null,
        answers: booking.flags,
        comment: booking.comment,
      },
      contact: contact && {
        title: contact.title,
        firstName: contact.firstName,
        lastName: contact.lastName,
        email: contact.email,
        birthDate: contact.birthDate,
        phone: `${contact.phoneCode} ${contact.mobile}`.trim(),
        address: contact.address,
        postCode: contact.postCode,
        city: contact.city,
        country: name(country?.id ?? contact.countryId, country?.name),
        nationality: nationality(contact.nationalityId),
        companyName: contact.isCompany ? contact.companyName : null,
        companyTaxNumber: contact.isCompany ? contact.companyTaxNumber : null,
      },
      travellers: travellers.map((traveller) => ({
        position: traveller.position,
        title: traveller.title,
        firstName: traveller.firstName,
        lastName: traveller.lastName,
        birthDate: traveller.birthDate,
        nationality: nationality(traveller.nationalityId),
        hasTicket: traveller.hasTicket,
      })),
      payments: payments.map(({ payment, shareOf }) => ({
        createdAt: payment.createdAt.toISOString(),
        gateway: payment.gateway,
        amount: payment.amount,
        currency: payment.currency,
        status: payment.status,
        shareOf,
        payerEmail: payment.payerEmail,
      })),
      mails: mails.map((mail) => ({ kind: mail.kind, recipient: mail.recipient, subject: mail.subject, createdAt: mail.createdAt.toISOString(), sentAt: mail.sentAt?.toISOString() ?? null })),
      changes: changes.map((change) => ({ kind: change.kind, actor: actorOf(change.actor), at: change.createdAt.toISOString(), amount: change.amount })),
      newsletter: newsletter.map((subscription) => ({ site: subscription.locale, name: subscription.name, subscribedAt: subscription.createdAt.toISOString() })),
      alerts: alerts.map(({ alert, packageTitle, matchTitle }) => ({
        site: alert.locale,
        package: name(alert.packageId, packageTitle),
        match: name(alert.eventId, matchTitle),
        createdAt: alert.createdAt.toISOString(),
        mailedAt: alert.notifiedAt?.toISOString() ?? null,
        unsubscribedAt: alert.unsubscribedAt?.toISOString() ?? null,
      })),
    },
  };
}

/** The export, recorded as a change of the booking (kind `data_exported`, by the traveller, nothing of the data in it). */
export async function recordExport(db: Executor, bookingId: number, now: Date): Promise<void> {
  await db.insert(bookingChanges).values({ bookingId, kind: 'data_exported', actor: 'traveller', detail: {}, amount: 0, createdAt: now });
}

