/**
 * The price a package card shows: what the package page opens at for the
 * default party (booking spec §9 defaults: two adults, the package's own
 * flight, hotel and morning bus), priced by the same engine the page and the
 * price check use (docs/adr/0005). When a ticket the package includes has too
 * few seats for the party, the page gives them the next ticket that seats
 * them, with its price difference and the upgrade fee, and so does the card;
 * when no ticket seats them, the variant is not bookable and the card says so.
 */
import type { FromPrices } from '@/lib/api/contract/packages';
import { PACKAGE_VARIANTS, priceBooking, variantPrice, type PricingBookingConfig } from '@/lib/pricing';
import { toPriceInput, type PricingPackageSource } from './price-input';
import { passengersOf, resolveSelection, resolveTickets } from './selection';

export type ArrivalPackage = Omit<PricingPackageSource, 'fromPrices'>;

/** The default selection drops nothing, so the CMS discounts for dropped services never apply. */
const NO_DROPS: PricingBookingConfig = { flightLessDiscount: 0, hotelLessDiscount: 0 };

/** Each variant's list price per person, before the engine prices the default party: the engine's base. */
export function listedPrices(prices: ArrivalPackage['prices']): FromPrices {
  return Object.fromEntries(PACKAGE_VARIANTS.map((variant) => [variant, variantPrice(prices, variant)])) as FromPrices;
}

/** Per person, rounded up as the page shows it, for each variant the package offers; null where it cannot be booked. */
export function arrivalPrices(pkg: ArrivalPackage): FromPrices {
  // Which variants are offered is read from the list prices; what each costs is then priced.
  const listed = listedPrices(pkg.prices);
  const source: PricingPackageSource = { ...pkg, fromPrices: listed };
  const prices = { ...listed };
  for (const variant of PACKAGE_VARIANTS) {
    if (listed[variant] === null) continue;
    const selection = resolveSelection({ type: variant }, source);
    const seated = resolveTickets(source, [], passengersOf(selection)).every((ticket) => !ticket.soldOut);
    if (selection.type !== variant || !seated) {
      prices[variant] = null;
      continue;
    }
    const breakdown = priceBooking(toPriceInput(source, selection, NO_DROPS, null));
    prices[variant] = Math.ceil(breakdown.perPerson);
  }
  return prices;
}
