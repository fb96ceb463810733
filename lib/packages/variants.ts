import type { MinimalPackage } from '@/lib/api/contract/packages';
import type { PackageVariant } from '@/lib/pricing';

export type { PackageVariant };

export interface VariantOption {
  variant: PackageVariant;
  /** Per person in the site's currency; null when the package has no price for it. */
  price: number | null;
  /** False shows the button as "not available", not clickable. */
  available: boolean;
}

type VariantSource = Pick<
  MinimalPackage,
  'isSoldOut' | 'premiumAvailable' | 'isTransitLess' | 'isFlightLess' | 'isHotelLess' | 'isResidualSale' | 'fromPrices' | 'fixtureHold'
>;

/** A package that has neither flight nor hotel: its one variant is the ticket alone. */
const ticketOnly = (pkg: Pick<MinimalPackage, 'isResidualSale' | 'isFlightLess' | 'isHotelLess'>) => pkg.isResidualSale || (pkg.isFlightLess && pkg.isHotelLess);

/**
 * The variant buttons of a package card and page, in display order (booking
 * spec §2 "Package card buttons"):
 * - premium only when premiumAvailable and the package is neither flight-less
 *   nor hotel-less;
 * - defaultHotelLess for hotel-less packages, defaultFlightLess for
 *   flight-less ones, withTransit where a bus route exists (not transit-less);
 *   a package that is both flight-less and hotel-less offers one trip, the
 *   ticket alone, as defaultFlightLess;
 * - default, the full trip, for packages that include both flight and hotel,
 *   and for residual sale (the ticket alone), which has no other variant.
 * Each price is what the package page opens at for the default party
 * (`fromPrices`), so a button never promises less than the page. A variant
 * without one, or any variant of a sold-out package or of one not sold for
 * its matches (`fixtureHold`: postponed, cancelled, outside the trip), is
 * shown as not available.
 */
export function packageVariants(pkg: VariantSource): VariantOption[] {
  const shown: [PackageVariant, boolean][] = [
    ['default', pkg.isResidualSale || (!pkg.isFlightLess && !pkg.isHotelLess)],
    ['withTransit', !pkg.isResidualSale && !pkg.isTransitLess],
    ['defaultFlightLess', !pkg.isResidualSale && pkg.isFlightLess],
    ['defaultHotelLess', !pkg.isResidualSale && pkg.isHotelLess && !pkg.isFlightLess],
    ['premium', pkg.premiumAvailable && !pkg.isFlightLess && !pkg.isHotelLess],
  ];
  return shown
    .filter(([, visible]) => visible)
    .map(([variant]) => {
      const price = pkg.fromPrices[variant];
      return { variant, price, available: !pkg.isSoldOut && pkg.fixtureHold === null && price !== null };
    });
}

/** The variant a package opens with: the one asked for when the package offers it, otherwise its first. */
export function initialVariant(options: VariantOption[], asked: string | undefined): PackageVariant | null {
  const wanted = options.find((option) => option.variant === asked && option.available);
  return (wanted ?? options.find((option) => option.available) ?? options[0])?.variant ?? null;
}

/** The lowest bookable per-person price, for "from" labels. */
export function lowestPrice(options: VariantOption[]): number | null {
  const prices = options.filter((option) => option.available && option.price !== null).map((option) => option.price!);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** The label key of a variant: residual sale's default, and a package without flight and hotel, is the ticket alone. */
export function variantLabel(pkg: Pick<MinimalPackage, 'isResidualSale' | 'isFlightLess' | 'isHotelLess'>, variant: PackageVariant): PackageVariant | 'ticketOnly' {
  return ticketOnly(pkg) && (variant === 'default' || variant === 'defaultFlightLess') ? 'ticketOnly' : variant;
}
