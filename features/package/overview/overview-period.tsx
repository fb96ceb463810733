'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { formatTravelPeriod } from '@/lib/i18n/formats';
import { bookingFlags, tripExtendedDays } from '@/lib/package/selection';
import { usePackageDetail, usePackageState } from '../store/package-store';

/**
 * The overview's travel dates and nights (booking spec §4 "Travel period"):
 * the period the visitor chose, else the package's own, with the nights the
 * hotel is priced for (the package's plus the days it was extended by), said
 * as nights without a hotel when the trip has none.
 */
export function OverviewPeriod() {
  const t = useTranslations('packages');
  const format = useFormatter();
  const { pkg } = usePackageDetail();
  const selection = usePackageState((state) => state.selection);
  const period = selection.period ?? pkg;
  // Nights the traveller finds a bed for, when the trip has no hotel (sold without one, or chosen without).
  const nights = bookingFlags(pkg, selection).isHotelLessBooking ? 'nightsWithoutHotel' : 'nights';
  return (
    <>
      {formatTravelPeriod(format, (days) => t('travelPeriod', days), period, 'weekdayDayMonth')} · {t(nights, { count: pkg.nights + tripExtendedDays(pkg, selection) })}
    </>
  );
}
