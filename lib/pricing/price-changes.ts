/**
 * The price check of booking spec §4 "Price changes": our prices (the page's
 * engine) against theirs (what the suppliers answer now) for each service and
 * the total. Pure, so the page and the server decide alike.
 */

/** The services a price check compares, in the order the summary lists them; `total` last. */
export const PRICE_CHECK_NAMES = ['hotels', 'outwardFlight', 'returnFlight', 'tickets', 'total'] as const;
export type PriceCheckName = (typeof PRICE_CHECK_NAMES)[number];

/** Prices by service; a service the booking does not have is absent or null. The total is always there. */
export type ServicePrices = Partial<Record<Exclude<PriceCheckName, 'total'>, number | null>> & { total: number };

/** Booking state's `changedPrices[]` entry (booking spec §3). */
export interface ChangedPrice {
  name: PriceCheckName;
  ourPrice: number;
  theirPrice: number;
}

export interface PriceCheckResult {
  changedPrices: ChangedPrice[];
  /** false again when the total changed: the visitor must accept the new total. */
  isChangedPricesAccepted: boolean;
  /** The total's theirPrice when anything changed, else our total. */
  finalPrice: number;
}

/** Prices are compared as the visitor sees them: rounded up to whole units, like every price of the shop. */
const shown = (price: number) => Math.ceil(price);

/**
 * The services whose rounded prices differ, each with both rounded prices.
 * A service priced on one side only is not a price change (it is a missing
 * service, which the booking answers otherwise).
 */
export function findChangedPrices(ours: ServicePrices, theirs: ServicePrices): ChangedPrice[] {
  const changed: ChangedPrice[] = [];
  for (const name of PRICE_CHECK_NAMES) {
    const our = ours[name];
    const their = theirs[name];
    if (our === undefined || our === null || their === undefined || their === null) continue;
    if (shown(our) !== shown(their)) changed.push({ name, ourPrice: shown(our), theirPrice: shown(their) });
  }
  return changed;
}

/**
 * Applies a price check to the booking state (booking spec §4): differences
 * count after rounding; a changed total resets an earlier acceptance; the
 * final price is the total's theirPrice when anything changed.
 */
export function checkPrices(ours: ServicePrices, theirs: ServicePrices, isChangedPricesAccepted: boolean): PriceCheckResult {
  const changedPrices = findChangedPrices(ours, theirs);
  const totalChanged = changedPrices.some((change) => change.name === 'total');
  return {
    changedPrices,
    isChangedPricesAccepted: totalChanged ? false : isChangedPricesAccepted,
    finalPrice: changedPrices.length > 0 ? shown(theirs.total) : shown(ours.total),
  };
}
