/**
 * "My data" on the trip page (GDPR art. 15, 17 and 20), reached by a trip
 * link as the rest of the trip is:
 *
 * - `GET trips/{token}/personal-data`: every personal datum the shop holds
 *   for the booking, as one machine-readable JSON document (a download);
 * - `POST trips/{token}/erasure`: the traveller's request to erase it. The
 *   data is blanked by the privacy purge's rules once the trip is over and
 *   no money is still moving (server/modules/booking/privacy.ts).
 */
import { z } from 'zod';
import { INVOICE_STATUSES } from './booking';
import { PAYMENT_STATUSES } from './payments';

/** The export's format, named in the document so a reader knows what it holds. */
export const PERSONAL_DATA_FORMAT = 'fantur-personal-data/1';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const instant = z.string();

/** A named thing of the catalogue, in the booking's language (a country, a nationality, a package). */
const named = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const personalDataResponse = z.object({
  personalData: z.object({
    format: z.literal(PERSONAL_DATA_FORMAT),
    exportedAt: instant,
    /** Who holds the data (the controller), and where to ask about it. */
    controller: z.object({ name: z.string(), address: z.array(z.string()), email: z.string(), phone: z.string() }),
    booking: z.object({
      orderNumber: z.number().int(),
      kind: z.enum(['booking', 'preorder']),
      site: z.string(),
      currency: z.string(),
      package: named,
      startDate: day,
      endDate: day,
      adults: z.number().int(),
      children: z.number().int(),
      createdAt: instant,
      total: z.number().int(),
      invoiceStatus: z.enum(INVOICE_STATUSES).nullable(),
      cancelledAt: instant.nullable(),
      erasureRequestedAt: instant.nullable(),
      /** The questions of the booking form as they were answered (insurance, acceptances). */
      answers: z.record(z.string(), z.boolean().nullable()),
      comment: z.string().nullable(),
    }),
    contact: z
      .object({
        title: z.enum(['mr', 'mrs']),
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        birthDate: z.string(),
        phone: z.string(),
        address: z.string(),
        postCode: z.string(),
        city: z.string(),
        country: named,
        nationality: named,
        companyName: z.string().nullable(),
        companyTaxNumber: z.string().nullable(),
      })
      .nullable(),
    travellers: z.array(
      z.object({
        position: z.number().int(),
        title: z.enum(['mr', 'mrs']).nullable(),
        firstName: z.string().nullable(),
        lastName: z.string().nullable(),
        birthDate: day.nullable(),
        nationality: named,
        hasTicket: z.boolean(),
      }),
    ),
    /** What was paid and how: never a gateway's keys or references. */
    payments: z.array(
      z.object({
        createdAt: instant,
        gateway: z.string(),
        amount: z.number().int(),
        currency: z.string(),
        status: z.enum(PAYMENT_STATUSES),
        /** The traveller (position) whose share it paid, and the address that share's receipt went to. */
        shareOf: z.number().int().nullable(),
        payerEmail: z.string().nullable(),
      }),
    ),
    /** The mails the shop wrote about the booking: to whom, what about, when. */
    mails: z.array(z.object({ kind: z.string(), recipient: z.string(), subject: z.string(), createdAt: instant, sentAt: instant.nullable() })),
    /** What happened to the booking after it was made, as the trip page and the staff see it. */
    changes: z.array(z.object({ kind: z.string(), actor: z.enum(['traveller', 'staff', 'system']), at: instant, amount: z.number().int() })),
    /** The contact's address on the newsletter list, per site. */
    newsletter: z.array(z.object({ site: z.string(), name: z.string().nullable(), subscribedAt: instant })),
    /** The contact's address waiting for a sold-out trip or a match with no trip yet. */
    alerts: z.array(
      z.object({
        site: z.string(),
        package: named,
        match: named,
        createdAt: instant,
        mailedAt: instant.nullable(),
        unsubscribedAt: instant.nullable(),
      }),
    ),
  }),
});
export type PersonalDataResponse = z.infer<typeof personalDataResponse>;

/** The erasure request takes nothing but the link: `{}`. */
export const erasureBody = z.object({}).strict();
export type ErasureBody = z.input<typeof erasureBody>;

/**
 * → 201 (202 semantics: recorded, not done yet), or 200 when it was asked
 * before (the first request's time). `erasableFrom` is the first day the
 * data may go (the day after the trip; today for a cancelled trip); it goes
 * then, or once a payment or refund still under way has settled.
 */
export const erasureResponse = z.object({
  erasure: z.object({ requestedAt: instant, erasableFrom: day }),
});
export type ErasureResponse = z.infer<typeof erasureResponse>;
