import 'server-only';
import { eq } from 'drizzle-orm';
import type { OfferCreateResponse, OfferedServices } from '@/lib/api/contract/offers';
import type { PackageDetail } from '@/lib/api/contract/packages';
import type { Locale } from '@/lib/i18n/locales';
import { decodeOfferLink, encodeOfferLink, type OfferLink } from '@/lib/offers/offer-link';
import { SITES } from '@/lib/site/sites';
import type { Executor } from '@/server/db';
import { offers } from '@/server/db/schema';
import { findPackage } from '@/server/modules/packages/packages';
import { HttpError } from '@/server/http/errors';
import type { WriteResult } from '@/server/http/idempotency';

/** The hotels and tickets a link names, as the package has and prices them now. */
export function offeredServices(pkg: PackageDetail, link: OfferLink, locale: Locale): OfferedServices {
  const { hotelIds, tickets } = link.selection;
  return {
    currency: SITES[locale].currency,
    hotels: pkg.hotels.filter((hotel) => hotelIds.includes(hotel.id)).map(({ id, name, upgradePricePerNight }) => ({ id, name, upgradePricePerNight })),
    tickets: tickets.flatMap(({ eventId, ticketId }) => {
      const ticket = pkg.events.find((event) => event.id === eventId)?.tickets.find((candidate) => candidate.id === ticketId);
      return ticket ? [{ eventId, ticketId, name: ticket.venueBlock.name, price: ticket.price }] : [];
    }),
  };
}

/**
 * Saves an offer: its link read (a malformed one is refused with what is
 * wrong, 422), its package on sale, then stored under the next offer number
 * with that number written into the link, and with what its hotels and
 * tickets are and cost now, so a later restore can name one that is gone.
 */
export async function createOffer(tx: Executor, link: string, locale: Locale, at: Date): Promise<WriteResult<OfferCreateResponse>> {
  const read = decodeOfferLink(link);
  if (!read.ok) throw new HttpError(422, 'The offer link cannot be read', 'invalid_offer_link', { link: [`${read.field}: ${read.message}`] });
  const pkg = await findPackage(tx, read.link.packageId, locale, { purpose: 'pricing' });
  if (!pkg) throw new HttpError(422, 'The offer link names no package of the shop', 'invalid_offer_link', { link: ['packageId: names no package'] });

  const offered = offeredServices(pkg, read.link, locale);
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
