import type { SiteCurrency } from '@/lib/site/site-basics';

/** The currencies of the three sites (an English text still prices in its site's currency). */
export type { SiteCurrency };

/**
 * The administration fee per person on top of the airline's prices when a
 * flight-less package offers a flight (booking spec §9, browsing spec §9):
 * 300 on the Danish and Norwegian sites, 400 on the Swedish one. A fee of its
 * own per site, not a conversion of one amount (docs/adr/0002).
 */
export const FLIGHT_OFFER_ADMIN_FEE: Readonly<Record<SiteCurrency, number>> = { DKK: 300, NOK: 300, SEK: 400 };

export function flightOfferAdminFee(currency: SiteCurrency): number {
  return FLIGHT_OFFER_ADMIN_FEE[currency];
}
