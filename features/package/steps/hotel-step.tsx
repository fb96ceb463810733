'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { bookingFlags, defaultHotelId } from '@/lib/package/selection';
import { PackageHotelModal } from '../slots/availability-modals';
import { usePackageState, usePackageDetail } from '../store/package-store';
import styles from '../customise.module.css';
import buttons from '@/components/ui/buttons.module.css';
import { DropToggle } from './drop-toggle';
import { StepHeading } from './step-heading';
import { useModal } from './use-modal';

function ChangeHotelButton() {
  const t = useTranslations('package.hotels');
  const modal = useModal<true>();
  return (
    <>
      <button type="button" className={`${buttons.button} ${buttons.secondary} ${styles.change}`} onClick={() => modal.open(true)} aria-haspopup="dialog">
        {t('change')}
      </button>
      <PackageHotelModal open={modal.opened !== null} onClose={modal.close} />
    </>
  );
}

/**
 * Step 3 (booking spec §2 "Booking steps", "Accommodation: hotel cards with
 * rooms and a change-hotel button"): the chosen hotel, its rooms, the change
 * button when the hotel is mutable and the drop (§4 "Exclusions"); a
 * hotel-less package says so.
 */
export function HotelStep({ number }: { number: number }) {
  const t = useTranslations('package.customise');
  const tp = useTranslations('package');
  const { pkg } = usePackageDetail();
  const selection = usePackageState((state) => state.selection);
  const id = useId();
  const flags = bookingFlags(pkg, selection);
  const hotelId = selection.hotelIds[0] ?? defaultHotelId(pkg);
  const hotel = pkg.hotels.find((candidate) => candidate.id === hotelId);
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <StepHeading id={`${id}-heading`} number={number}>
        {t('hotelHeading')}
      </StepHeading>
      {flags.includes.hotel && hotel ? (
        <>
          {!selection.without.hotel && (
            <div className={styles.card}>
              <p>
                <strong>{hotel.name}</strong>{' '}
                <span className="stars" role="img" aria-label={tp('stars', { count: hotel.star })}>
                  {'★'.repeat(Math.floor(hotel.star))}
                  {hotel.star % 1 ? '½' : ''}
                </span>
              </p>
              <ul className={styles.facts}>
                {selection.rooms.map((room, index) => (
                  <li key={index}>{t('roomLine', { room: index + 1, type: t(`roomTypes.${room.roomType}`), adults: room.adults, children: room.children })}</li>
                ))}
              </ul>
              {pkg.defaultServices.hotels[0]?.isMutable === true && pkg.hotels.length > 0 && <ChangeHotelButton />}
            </div>
          )}
          <DropToggle service="hotel" />
        </>
      ) : (
        <p className={styles.notice}>{t('notices.hotelLess')}</p>
      )}
    </section>
  );
}
