'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { formatPrice } from '@/lib/i18n/money';
import type { Locale } from '@/lib/i18n/locales';
import type { FailedService } from '@/lib/offers/restore';
import styles from './customise.module.css';
import { usePackageDetail } from './package-store';

/** A reopened offer (`utm_source=pdf_offer&offerId=…`): its number, and what of it could not be restored (null: no such offer). */
export interface ReopenedOffer {
  offerId: number;
  failedServices: FailedService[] | null;
}

const ticketOf = (pkg: PackageDetail, eventId: number, ticketId: number | null) =>
  ticketId === null ? undefined : pkg.events.find((event) => event.id === eventId)?.tickets.find((ticket) => ticket.id === ticketId);

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
  const { offerId, failedServices } = offer;

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
        const offered = ticketOf(pkg, failed.eventId, failed.offered);
        const replacement = ticketOf(pkg, failed.eventId, failed.replacement);
        const replacementName = replacement?.venueBlock.name ?? t('noTicket');
        const text = offered
          ? t('ticket', { offered: offered.venueBlock.name, match, replacement: replacementName })
          : t('ticketGone', { match, replacement: replacementName });
        return text + difference(offered && replacement ? replacement.price - offered.price : null);
      }
      case 'hotel': {
        const offered = pkg.hotels.find((hotel) => hotel.id === failed.offered);
        const replacement = pkg.hotels.find((hotel) => hotel.id === failed.replacement);
        const replacementName = replacement?.name ?? '';
        const text = offered ? t('hotel', { offered: offered.name, replacement: replacementName }) : t('hotelGone', { replacement: replacementName });
        return text + difference(offered && replacement ? replacement.upgradePricePerNight - offered.upgradePricePerNight : null, true);
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
    }
  };

  return (
    <div className={`${styles.notice} ${styles.offerNotice}`} role="status">
      <p>{t('changed', { offerId })}</p>
      <ul>
        {failedServices.map((failed) => (
          <li key={`${failed.service}-${'eventId' in failed ? failed.eventId : ''}`}>{describe(failed)}</li>
        ))}
      </ul>
    </div>
  );
}
