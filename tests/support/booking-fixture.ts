/**
 * Bookings as the booking form sends them: a package's default selection
 * with its price-check total accepted, a contact person and a traveller per
 * place (adults first, then children, old enough or young enough on the
 * travel date), a lead guest per room, every acceptance ticked.
 */
import type { BookingBody, PassengerInput } from '@/lib/api/contract/booking';
import { packageResponse, type MinimalPackage, type PackageDetail } from '@/lib/api/contract/packages';
import { priceCheckRequest } from '@/lib/package/price-check';
import { defaultSelection, type PackageSelection } from '@/lib/package/selection';
import { callApi } from './api';
import { bookingBodyOf } from './booking-body';

export { CONTACT, traveller } from './booking-body';

export interface BookingFixture {
  body: BookingBody & { passengers: PassengerInput[] };
  selection: PackageSelection;
}

/** `POST packages/{id}/service-availability` through the real route: the total a visitor accepts. */
export async function acceptedTotalOf(request: ReturnType<typeof priceCheckRequest>, locale = 'da'): Promise<number> {
  const { status, body } = await callApi(`packages/${request.packageId}/service-availability`, {
    method: 'POST',
    locale,
    headers: { 'content-type': 'application/json' },
    json: request,
  });
  if (status !== 200) throw new Error(`price check answered ${status}: ${JSON.stringify(body)}`);
  return body.price.total.theirPrice as number;
}

/** A complete booking of a package's default selection (or `change`d), every acceptance given. */
export async function bookingOf(pkg: PackageDetail, locale = 'da', change: (selection: PackageSelection) => PackageSelection = (selection) => selection): Promise<BookingFixture> {
  const selection = change(defaultSelection(pkg));
  const acceptedTotal = await acceptedTotalOf(priceCheckRequest(pkg, selection), locale);
  return { selection, body: bookingBodyOf(pkg, selection, acceptedTotal) };
}

/**
 * A finder of open packages with flight and hotel, one event each, as the
 * list offers them: each call answers another one, so what a test does to
 * one package's seats and rooms is no other test's business.
 */
export function packageFinder(): (locale?: string, accept?: (pkg: PackageDetail) => boolean) => Promise<PackageDetail> {
  const handedOut = new Set<number>();
  return async (locale = 'da', accept = () => true) => {
    const { body } = await callApi('packages?available=true&limit=100&packageType=single', { locale });
    for (const listed of body.packages as MinimalPackage[]) {
      if (listed.isResidualSale || handedOut.has(listed.id)) continue;
      handedOut.add(listed.id);
      const pkg = packageResponse.parse((await callApi(`packages/${listed.slug}`, { locale })).body).package;
      if (pkg.defaultServices.flight && pkg.hotels.length > 0 && !pkg.isFlightLess && !pkg.isHotelLess && accept(pkg)) return pkg;
    }
    throw new Error('no open package with flight and hotel left');
  };
}
