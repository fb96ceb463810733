import { useTranslations } from 'next-intl';
import type { PackageDetail } from '@/lib/api/contract/packages';
import type { PackageVariant } from '@/lib/packages/variants';

/**
 * What the chosen variant includes before any change (booking spec §3
 * "default services"): tickets, flight, bus, hotel and the extra services.
 */
export function PackageIncluded({ pkg, variant }: { pkg: PackageDetail; variant: PackageVariant }) {
  const t = useTranslations('package');
  const tPlural = useTranslations('plurals');
  const { flight, transit, hotels } = pkg.defaultServices;
  const withFlight = flight !== null && (variant === 'default' || variant === 'premium') && !pkg.isResidualSale;
  const withBus = transit !== null && variant === 'withTransit';
  const withHotel = !pkg.isResidualSale && variant !== 'defaultHotelLess' && hotels.length > 0;
  const defaultHotel = pkg.hotels.find((hotel) => hotel.isDefault) ?? pkg.hotels[0];

  return (
    <section className="package-section" aria-labelledby="included-heading">
      <h2 id="included-heading">{t('includedHeading')}</h2>
      <ul className="included-list">
        <li>
          <strong>{tPlural('matchTicket', { count: pkg.events.length })}</strong>
          {variant === 'premium' && <span> · {t('premiumTickets')}</span>}
        </li>
        {withFlight && flight && (
          <li>
            <strong>{t('flight')}</strong>{' '}
            {t('flightRoute', {
              outward: `${flight.originAirport} → ${flight.destinationAirport}`,
              home: `${flight.returnOriginAirport} → ${flight.returnDestinationAirport}`,
            })}
          </li>
        )}
        {withBus && transit && (
          <li>
            <strong>{t('bus')}</strong> {t('busDeparture', { timepoint: transit.timepoint })}
          </li>
        )}
        {withHotel && defaultHotel && (
          <li>
            <strong>{t('hotel')}</strong> {defaultHotel.name}{' '}
            <span className="stars" aria-label={t('stars', { count: defaultHotel.star })}>
              {'★'.repeat(Math.floor(defaultHotel.star))}
              {defaultHotel.star % 1 ? '½' : ''}
            </span>
            {pkg.hotels.length > 1 && <span> · {t('otherHotels', { count: pkg.hotels.length - 1 })}</span>}
          </li>
        )}
        {!withFlight && !pkg.isResidualSale && <li>{t('noFlight')}</li>}
        {!withHotel && !pkg.isResidualSale && <li>{t('noHotel')}</li>}
        {pkg.isResidualSale && <li>{t('ticketOnly')}</li>}
        {pkg.extraServices.map((service) => (
          <li key={service.slug}>{service.title}</li>
        ))}
      </ul>
    </section>
  );
}
