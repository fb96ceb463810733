import { getTranslations } from 'next-intl/server';
import type { PackageDetail } from '@/lib/api/contract/packages';
import type { Locale } from '@/lib/i18n/locales';
import { formatPrice } from '@/lib/i18n/money';
import { Link } from '@/lib/i18n/navigation';
import type { BookingFlags, PackageSelection } from '@/lib/package/selection';
import { serializeSelection } from '@/lib/package/selection-url';
import type { PriceBreakdown } from '@/lib/pricing';

interface Props {
  locale: Locale;
  pkg: PackageDetail;
  selection: PackageSelection;
  flags: BookingFlags;
  breakdown: PriceBreakdown;
  hotelName: string | null;
}

/**
 * Beside the booking form (booking spec §2 "Booking page"): the trip, what
 * it includes, the coupon, the price per person and in total, as the package
 * page priced it, and the way back to change it.
 */
export async function BookingSummary({ locale, pkg, selection, flags, breakdown, hotelName }: Props) {
  const t = await getTranslations({ locale, namespace: 'booking.summary' });
  const included = [
    t('ticket'),
    ...(flags.isFlightLessBooking ? [] : [t('flight')]),
    ...(flags.isHotelLessBooking ? [] : [hotelName ? `${t('hotel')}: ${hotelName}` : t('hotel')]),
    ...(flags.isTransitLessBooking ? [] : [t('transit')]),
  ];
  const travellers = selection.adults + selection.children;
  return (
    <aside className="booking-summary" aria-labelledby="booking-summary-heading">
      <h2 id="booking-summary-heading">{t('heading')}</h2>
      <p className="booking-summary__title">
        <Link href={{ pathname: '/packages/[slug]', params: { slug: pkg.slug }, query: serializeSelection(selection, pkg) }}>{pkg.title}</Link>
      </p>
      <h3>{t('included')}</h3>
      <ul>
        {included.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {selection.couponCode && <p>{t('coupon', { code: selection.couponCode })}</p>}
      <dl className="booking-summary__totals">
        <dt>{t('perPerson')}</dt>
        <dd className="price">{formatPrice(Math.ceil(breakdown.perPerson), locale)}</dd>
        <dt>{t('total', { count: travellers })}</dt>
        <dd className="price" data-testid="booking-total">
          {formatPrice(breakdown.total, locale)}
        </dd>
      </dl>
    </aside>
  );
}
