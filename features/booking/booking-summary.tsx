import { getTranslations } from 'next-intl/server';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { formatEventTime } from '@/lib/i18n/event-time';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import type { BookingFlags, PackageSelection } from '@/lib/package/selection';
import { serializeSelection } from '@/lib/package/selection-url';
import { LiveTotals } from './booking-answers';
import { tripWords } from '@/lib/sport-words';
import styles from './booking-page.module.css';

interface Props {
  locale: Locale;
  pkg: PackageDetail;
  selection: PackageSelection;
  flags: BookingFlags;
  hotelName: string | null;
}

/**
 * Beside the booking form (booking spec §2 "Booking page"): the trip, its
 * matches with their kick-offs (on the venue's clock, lib/i18n/event-time.ts), what
 * it includes, the coupon, the price per person and in total, as the package
 * page priced it with the insurance answers the form holds now
 * (./booking-answers.tsx), and the way back to change it.
 */
export async function BookingSummary({ locale, pkg, selection, flags, hotelName }: Props) {
  const [t, eventWords] = await Promise.all([getTranslations({ locale, namespace: 'booking.summary' }), getTranslations({ locale, namespace: 'eventTime' })]);
  const ticket = t('ticket', { sport: tripWords(pkg.events) });
  // The ticket category chosen for each match (its venue block), as the hotel line names the hotel.
  const categories = selection.tickets.flatMap(({ eventId, ticketId }) => {
    const event = pkg.events.find((candidate) => candidate.id === eventId);
    const category = event?.tickets.find((candidate) => candidate.id === ticketId)?.venueBlock.name;
    return event && category ? [{ event: event.title, category }] : [];
  });
  const ticketLines =
    categories.length === 0
      ? [ticket]
      : categories.length === 1
        ? [`${ticket}: ${categories[0]!.category}`]
        : categories.map(({ event, category }) => `${ticket} (${event}): ${category}`);
  const included = [
    ...ticketLines,
    ...(flags.isFlightLessBooking ? [] : [t('flight')]),
    ...(flags.isHotelLessBooking ? [] : [hotelName ? `${t('hotel')}: ${hotelName}` : t('hotel')]),
    ...(flags.isTransitLessBooking ? [] : [t('transit')]),
  ];
  const travellers = selection.adults + selection.children;
  return (
    <aside className={styles.summary} aria-labelledby="booking-summary-heading">
      <h2 id="booking-summary-heading">{t('heading')}</h2>
      <p className={styles.title}>
        <Link href={{ pathname: '/packages/[slug]', params: { slug: pkg.slug }, query: serializeSelection(selection, pkg) }}>{pkg.title}</Link>
      </p>
      <ul className={styles.events}>
        {pkg.events.map((event) => (
          <li key={event.id}>
            {event.title}
            <br />
            <time dateTime={event.eventDateTime}>{formatEventTime(locale, eventWords, event)}</time>
          </li>
        ))}
      </ul>
      <h3>{t('included')}</h3>
      <ul>
        {included.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      {selection.couponCode && <p>{t('coupon', { code: selection.couponCode })}</p>}
      <LiveTotals locale={locale} perPersonLabel={t('perPerson')} totalLabel={t('total', { count: travellers })} className={styles.totals} />
    </aside>
  );
}
