import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OfferCreateResponse, OfferedServices } from '@/lib/api/contract/offers';
import type { Locale } from '@/lib/i18n/locales';
import { decodeOfferLink, encodeOfferLink, type OfferLink } from '@/lib/offers/offer-link';
import { SITES } from '@/lib/site/sites';
import type { Executor } from '@/server/db';
import { hotels, offers, packageEvents, packageHotels, packages, tickets, venueBlocks } from '@/server/db/schema';
import { fromDkk, siteCurrency } from '../money';
import { HttpError } from '@/server/http/errors';
import type { WriteResult } from '@/server/http/idempotency';

/**
 * The hotels and tickets a link names, as the package has and prices them
 * now in the site's currency (the package page's own conversion): two short
 * reads, not the whole package.
 */
export async function offeredServices(tx: Executor, link: OfferLink, locale: Locale): Promise<OfferedServices> {
  const { hotelIds, tickets: chosen } = link.selection;
  const money = await siteCurrency(tx, locale);
  const hotelRows =
    hotelIds.length === 0
      ? []
      : await tx
          .select({ id: hotels.id, name: hotels.name, upgrade: packageHotels.upgradePricePerNight })
          .from(packageHotels)
          .innerJoin(hotels, eq(hotels.id, packageHotels.hotelId))
          .where(and(eq(packageHotels.packageId, link.packageId), inArray(packageHotels.hotelId, hotelIds)));
  const ticketRows =
    chosen.length === 0
      ? []
      : await tx
          .select({ eventId: tickets.eventId, ticketId: tickets.id, name: sql<string>`${venueBlocks.name} ->> ${locale}`, price: tickets.price })
          .from(tickets)
          .innerJoin(venueBlocks, eq(venueBlocks.id, tickets.venueBlockId))
          .innerJoin(packageEvents, and(eq(packageEvents.eventId, tickets.eventId), eq(packageEvents.packageId, link.packageId)))
          .where(inArray(tickets.id, chosen.map(({ ticketId }) => ticketId)));
  return {
    currency: SITES[locale].currency,
    hotels: hotelIds.flatMap((id) => hotelRows.filter((row) => row.id === id).map((row) => ({ id, name: row.name, upgradePricePerNight: fromDkk(row.upgrade, money.rateFromDkk) }))),
    tickets: chosen.flatMap(({ eventId, ticketId }) =>
      ticketRows.filter((row) => row.ticketId === ticketId && row.eventId === eventId).map((row) => ({ eventId, ticketId, name: row.name, price: fromDkk(row.price, money.rateFromDkk) })),
    ),
  };
}

/**
 * Saves an offer: its link read (a malformed one is refused with what is
 * wrong, 422), its package known, then stored under the next offer number
 * with that number written into the link, and with what its hotels and
 * tickets are and cost now, so a later restore can name one that is gone.
 */
export async function createOffer(tx: Executor, link: string, locale: Locale, at: Date): Promise<WriteResult<OfferCreateResponse>> {
  const read = decodeOfferLink(link);
  if (!read.ok) throw new HttpError(422, 'The offer link cannot be read', 'invalid_offer_link', { link: [`${read.field}: ${read.message}`] });
  const [pkg] = await tx.select({ id: packages.id }).from(packages).where(eq(packages.id, read.link.packageId)).limit(1);
  if (!pkg) throw new HttpError(422, 'The offer link names no package of the shop', 'invalid_offer_link', { link: ['packageId: names no package'] });

  const offered = await offeredServices(tx, read.link, locale);
  const [row] = await tx.insert(offers).values({ link, packageId: pkg.id, locale, createdAt: at, offered }).returning({ id: offers.id });
  const offerId = row!.id;
  await tx
    .update(offers)
    .set({ link: encodeOfferLink({ ...read.link, offerId }) })
    .where(eq(offers.id, offerId));
  return { status: 201, body: { offerId } };
}

/** An offer's link and what it offered, or null when there is no such offer. */
export async function findOffer(tx: Executor, offerId: number): Promise<{ offerLink: string; offered: OfferedServices | null } | null> {
  const [row] = await tx.select({ offerLink: offers.link, offered: offers.offered }).from(offers).where(eq(offers.id, offerId)).limit(1);
  return row ?? null;
}
