import 'server-only';
import { eq } from 'drizzle-orm';
import type { OfferCreateResponse } from '@/lib/api/contract/offers';
import type { Locale } from '@/lib/i18n/locales';
import { decodeOfferLink, encodeOfferLink } from '@/lib/offers/offer-link';
import type { Executor } from '@/server/db';
import { offers, packages } from '@/server/db/schema';
import { HttpError } from '@/server/http/errors';
import type { WriteResult } from '@/server/http/idempotency';

/**
 * Saves an offer: its link read (a malformed one is refused with what is
 * wrong, 422), its package known, then stored under the next offer number
 * with that number written into the link.
 */
export async function createOffer(tx: Executor, link: string, locale: Locale, at: Date): Promise<WriteResult<OfferCreateResponse>> {
  const read = decodeOfferLink(link);
  if (!read.ok) throw new HttpError(422, 'The offer link cannot be read', 'invalid_offer_link', { link: [`${read.field}: ${read.message}`] });
  const [pkg] = await tx.select({ id: packages.id }).from(packages).where(eq(packages.id, read.link.packageId)).limit(1);
  if (!pkg) throw new HttpError(422, 'The offer link names no package of the shop', 'invalid_offer_link', { link: ['packageId: names no package'] });

  const [row] = await tx.insert(offers).values({ link, packageId: pkg.id, locale, createdAt: at }).returning({ id: offers.id });
  const offerId = row!.id;
  await tx
    .update(offers)
    .set({ link: encodeOfferLink({ ...read.link, offerId }) })
    .where(eq(offers.id, offerId));
  return { status: 201, body: { offerId } };
}

/** An offer's link, or null when there is no such offer. */
export async function findOfferLink(tx: Executor, offerId: number): Promise<string | null> {
  const [row] = await tx.select({ link: offers.link }).from(offers).where(eq(offers.id, offerId)).limit(1);
  return row?.link ?? null;
}
