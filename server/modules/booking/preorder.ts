/**
 * A preorder (booking spec §1, §7 `POST packages/{slug}/preorder`): a place
 * in the queue for a trip that cannot be booked now. The shop's rule for
 * "the sale has not opened": none of the package's variants can be booked
 * (sold out, or its tickets not released yet). The people are checked as a
 * booking checks them; nothing is taken from the inventory; the preorder
 * gets an order number, an invoice of nothing due yet, and its mail.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { MATCH_NOT_SOLD, SALE_OPEN, type ParsedPreorderBody, type PreorderResponse } from '@/lib/api/contract/booking';
import { bookingDetails, preorderTrip } from '@/lib/booking/details';
import { packageVariants } from '@/lib/packages/variants';
import { SITES } from '@/lib/site/sites';
import { bookingPassengers, invoices } from '@/server/db/schema';
import type { Executor } from '@/server/db';
import { fieldErrors, HttpError } from '@/server/http/errors';
import type { WriteResult } from '@/server/http/idempotency';
import { enqueueMail } from '../mail/outbox';
import { findPackage } from '../packages/packages';
import { NOT_SOLD_MESSAGE } from '../price-check/price-check';
import { checkReferences, dueAtOf, newInvoice, validationFailed, travellerRows, type BookingContext } from './booking';
import { confirmationMail } from './confirmation-mail';
import { insertNumberedBooking } from './order-number';

export async function placePreorder(tx: Executor, slug: string, body: ParsedPreorderBody, context: Omit<BookingContext, 'services'>): Promise<WriteResult<PreorderResponse>> {
  const pkg = await findPackage(tx, slug, context.locale);
  if (!pkg) throw new HttpError(404, 'Package not found', 'package_not_found');
  if (pkg.id !== body.packageId) throw validationFailed({ packageId: ['must be the package of the address'] });
  // A place in the queue is for a trip that will be sold: not while its match is postponed or cancelled.
  if (pkg.fixtureHold) throw new HttpError(409, NOT_SOLD_MESSAGE, MATCH_NOT_SOLD, { packageId: ['cannot be booked while its match is postponed, cancelled or outside the trip'] });
  if (packageVariants(pkg).some((option) => option.available)) throw new HttpError(409, 'This trip can be booked now: book it instead', SALE_OPEN);

  const details = bookingDetails(preorderTrip(pkg, body.adults, body.children)).safeParse({
    contactInfo: body.contactInfo,
    passengers: body.passengers,
    leadGuests: [],
    extra: body.extra,
    comment: body.comment,
  });
  if (!details.success) throw validationFailed(fieldErrors(details.error));
  await checkReferences(tx, body);

  const currency = SITES[context.locale].currency;
  const booking = await insertNumberedBooking(tx, {
    kind: 'preorder',
    locale: context.locale,
    currency,
    packageId: pkg.id,
    adults: body.adults,
    children: body.children,
    startDate: pkg.startDate,
    endDate: pkg.endDate,
    selection: null,
    total: 0,
    flags: { hasAcceptedExtraordinaryConditions: body.extra.hasAcceptedExtraordinaryConditions, hasAcceptedGeneralTerms: body.extra.hasAcceptedGeneralTerms },
    contact: body.contactInfo,
    comment: body.comment,
    createdAt: context.now,
  });
  const { orderNumber } = booking;
  // A preorder's travellers all want a ticket.
  await tx.insert(bookingPassengers).values(
    travellerRows(
      booking.id,
      body.passengers.map((traveller) => ({ ...traveller, hasTicket: true })),
    ),
  );
  const uuid = randomUUID();
  await tx.insert(invoices).values({ uuid, bookingId: booking.id, currency, amount: 0, discount: 0, total: 0, dueDate: context.today, dueAt: dueAtOf(context.today, context.locale), status: 'pending', createdAt: context.now });
  await enqueueMail(
    tx,
    confirmationMail({
      kind: 'preorder',
      locale: context.locale,
      bookingId: booking.id,
      orderNumber,
      invoiceUuid: uuid,
      recipient: body.contactInfo.email,
      firstName: body.contactInfo.firstName,
      packageTitle: pkg.title,
      events: pkg.events,
      startDate: pkg.startDate,
      endDate: pkg.endDate,
      travellers: body.adults + body.children,
      total: 0,
      dueDate: context.today,
    }),
    context.now,
  );
  return {
    status: 201,
    body: {
      booking: {
        orderNumber,
        invoice: newInvoice({ uuid, orderNumber, orderDate: context.today, currency, total: 0, discount: 0, dueDate: context.today }),
      },
    },
  };
}
