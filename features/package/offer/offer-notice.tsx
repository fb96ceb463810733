'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { formatPrice } from '@/lib/i18n/money';
import type { Locale } from '@/lib/i18n/locales';
import type { FailedService } from '@/lib/offers/restore';
import type { OfferedServices } from '@/lib/api/contract/offers';
import { SITE_BASICS } from '@/lib/site/site-basics';
import styles from '../customise.module.css';
import { usePackageDetail, usePackageState } from '../store/package-store';

/** A reopened offer (`utm_source=pdf_offer&offerId=…`): its number, what of it could not be restored (null: no such offer), and what it offered. */
export interface ReopenedOffer {
  offerId: number;
  failedServices: FailedService[] | null;
  offered: OfferedServices | null;
}

const ticketOf = (pkg: PackageDetail, eventId: number, ticketId: number | null) =>
  ticketId === null ? undefined : pkg.events.find((event) => event.id === eventId)?.tickets.find((ticket) => ticket.id === ticketId);

/**
 * A ticket or hotel as the offer had it: as the package has it now, else as
 * the offer kept it when it was made (its price only in the site's own
 * currency: an offer made on another site names it without a price).
 */
function offeredTicket(pkg: PackageDetail, offered: OfferedServices | null, currency: string, eventId: number, ticketId: number) {
  const now = ticketOf(pkg, eventId, ticketId);
  if (now) return { name: now.venueBlock.name, price: now.price };
  const kept = offered?.tickets.find((ticket) => ticket.eventId === eventId && ticket.ticketId === ticketId);
  return kept ? { name: kept.name, price: offered?.currency === currency ? kept.price : null } : null;
}

function offeredHotel(pkg: PackageDetail, offered: OfferedServices | null, currency: string, hotelId: number) {
  const now = pkg.hotels.find((hotel) => hotel.id === hotelId);
  if (now) return { name: now.name, price: now.upgradePricePerNight };
  const kept = offered?.hotels.find((hotel) => hotel.id === hotelId);
  return kept ? { name: kept.name, price: offered?.currency === currency ? kept.upgradePricePerNight : null } : null;
}

/**
 * What the page says of a reopened offer (booking spec §4 "Offer and PDF"):
 * that it is the offer as sent, or what could not be restored, what took its
 * place and what that costs per person, or that there is no such offer.
 */
export function OfferNotice({ offer }: { offer: ReopenedOffer }) {
  const t = useTranslations('package.offer');
  const variants = useTranslations('packages.variants');
  const format = useFormatter();
  const locale = useLocale() as Locale;
  const { pkg } = usePackageDetail();
  const lostFlights = usePackageState((state) => state.lostFlights);
  const { offerId, offered } = offer;
  const currency = SITE_BASICS[locale].currency;
  const failedServices: FailedService[] | null =
    offer.failedServices && [...offer.failedServices, ...lostFlights.map((direction) => ({ service: 'flight' as const, direction, replacement: 'package' as const }))];

  if (failedServices === null) {
    return (
      <p className={`${styles.notice} ${styles.offerNotice}`} role="status">
        {t('notFound', { offerId })}
      </p>
    );
  }
  if (failedServices.length === 0) {
    return (
      <p className={`${styles.notice} ${styles.offerNotice}`} role="status">
        {t('restored', { offerId })}
      </p>
    );
  }

  const difference = (amount: number | null, perNight = false) => {
    if (amount === null || amount === 0) return '';
    const price = formatPrice(Math.abs(amount), locale);
    const key = perNight ? (amount > 0 ? 'pricePerNightMore' : 'pricePerNightLess') : amount > 0 ? 'priceMore' : 'priceLess';
    return ` ${t(key, { price })}`;
  };

  const describe = (failed: FailedService): string => {
    switch (failed.service) {
      case 'ticket': {
        const match = pkg.events.find((event) => event.id === failed.eventId)?.title ?? '';
        const was = offeredTicket(pkg, offered, currency, failed.eventId, failed.offered);
        const replacement = ticketOf(pkg, failed.eventId, failed.replacement);
        const replacementName = replacement?.venueBlock.name ?? t('noTicket');
        const text = was ? t('ticket', { offered: was.name, match, replacement: replacementName }) : t('ticketGone', { match, replacement: replacementName });
        return text + difference(was?.price != null && replacement ? replacement.price - was.price : null);
      }
      case 'hotel': {
        const was = offeredHotel(pkg, offered, currency, failed.offered);
        const replacement = pkg.hotels.find((hotel) => hotel.id === failed.replacement);
        const replacementName = replacement?.name ?? '';
        const text = was ? t('hotel', { offered: was.name, replacement: replacementName }) : t('hotelGone', { replacement: replacementName });
        return text + difference(was?.price != null && replacement ? replacement.upgradePricePerNight - was.price : null, true);
      }
      case 'rooms':
        return t('rooms');
      case 'period':
        return t('period', {
          from: format.dateTime(new Date(`${failed.offered.startDate}T12:00:00Z`), { day: 'numeric', month: 'long' }),
          to: format.dateTime(new Date(`${failed.offered.endDate}T12:00:00Z`), { day: 'numeric', month: 'long' }),
        });
      case 'variant':
        return t('variant', { replacement: variants(failed.replacement) });
      case 'flight':
        return t(failed.direction === 'outward' ? 'flightOutward' : 'flightReturn');
    }
  };

  return (
    <div className={`${styles.notice} ${styles.offerNotice}`} role="status">
      <p>{t('changed', { offerId })}</p>
      <ul>
        {failedServices.map((failed) => (
          <li key={`${failed.service}-${'eventId' in failed ? failed.eventId : 'direction' in failed ? failed.direction : ''}`}>{describe(failed)}</li>
        ))}
      </ul>
    </div>
  );
}
