'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ROOM_TYPES, type RoomType } from '@/lib/api/contract/constants';
import {
  MAX_ADULTS,
  MAX_ADULTS_PER_ROOM,
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  MAX_ROOMS,
  MIN_ADULTS,
  validateRooms,
  validateTravellers,
  type BookingRoom,
  type RoomError,
  type TravellerError,
} from '@/lib/package/rooms';
import { bookingFlags } from '@/lib/package/selection';
import { usePackageState, usePackageDetail } from '../store/package-store';
import styles from '../customise.module.css';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

type CountFieldProps = { label: string; value: number; from: number; to: number; onChange: (count: number) => void };

/** A labelled choice of a whole number from `from` to `to`. */
function CountField({ label, value, from, to, onChange }: CountFieldProps) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {range(from, to).map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One validation message of travellers or rooms, in the visitor's language. */
export function useTravellerMessage() {
  const t = useTranslations('package.customise.errors');
  return (error: TravellerError | RoomError) => {
    const { code, ...values } = error;
    return t(code, values as Record<string, number>);
  };
}

/**
 * Travellers and rooms (booking spec §5, §9): 1-6 adults (16+) and 0-6
 * children (0-15, each with an age); with a hotel, up to 7 rooms of at most
 * 3 adults. Every change is checked at once and the messages stay beside
 * the fields.
 */
export function TravellersSection() {
  const t = useTranslations('package.customise');
  const { pkg } = usePackageDetail();
  const selection = usePackageState((state) => state.selection);
  const setTravellers = usePackageState((state) => state.setTravellers);
  const setChildAge = usePackageState((state) => state.setChildAge);
  const setRooms = usePackageState((state) => state.setRooms);
  const message = useTravellerMessage();
  const id = useId();
  const { adults, children, childAges, rooms } = selection;
  const withHotel = !bookingFlags(pkg, selection).isHotelLessBooking;
  const travellerErrors = validateTravellers(adults, children, childAges);
  const roomErrors = withHotel ? validateRooms(rooms, adults, children) : [];

  const changeRoom = (index: number, change: Partial<BookingRoom>) => setRooms(rooms.map((room, at) => (at === index ? { ...room, ...change } : room)));

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('travellersHeading')}</h2>
      <div className={styles.fields}>
        <CountField label={t('adults')} value={adults} from={MIN_ADULTS} to={MAX_ADULTS} onChange={(count) => setTravellers(count, children)} />
        <CountField label={t('children')} value={children} from={0} to={MAX_CHILDREN} onChange={(count) => setTravellers(adults, count)} />
        {childAges.map((age, index) => (
          <label key={index} className={styles.field}>
            <span>{t('childAge', { child: index + 1 })}</span>
            <select
              value={age ?? ''}
              aria-invalid={age === null || undefined}
              onChange={(event) => setChildAge(index, event.target.value === '' ? null : Number(event.target.value))}
            >
              <option value="">{t('chooseAge')}</option>
              {range(0, MAX_CHILD_AGE).map((years) => (
                <option key={years} value={years}>
                  {t('years', { count: years })}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>

      {withHotel && (
        <fieldset className={styles.rooms}>
          <legend>{t('roomsHeading')}</legend>
          <ol className={styles.roomList}>
            {rooms.map((room, index) => (
              <li key={index} className={styles.room}>
                <span className={styles.roomName}>{t('room', { room: index + 1 })}</span>
                <label className={styles.field}>
                  <span>{t('roomType')}</span>
                  <select value={room.roomType} onChange={(event) => changeRoom(index, { roomType: event.target.value as RoomType })}>
                    {ROOM_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`roomTypes.${type}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <CountField label={t('roomAdults')} value={room.adults} from={0} to={MAX_ADULTS_PER_ROOM} onChange={(count) => changeRoom(index, { adults: count })} />
                <CountField
                  label={t('roomChildren')}
                  value={room.children}
                  from={0}
                  to={Math.max(children, room.children)}
                  onChange={(count) => changeRoom(index, { children: count })}
                />
                {rooms.length > 1 && (
                  <button type="button" className={styles.linkButton} onClick={() => setRooms(rooms.filter((_, at) => at !== index))}>
                    {t('removeRoom', { room: index + 1 })}
                  </button>
                )}
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={styles.linkButton}
            disabled={rooms.length >= MAX_ROOMS}
            onClick={() => setRooms([...rooms, { roomType: 'single', adults: 1, children: 0 }])}
          >
            {t('addRoom')}
          </button>
        </fieldset>
      )}

      {travellerErrors.length + roomErrors.length > 0 && (
        <ul className={styles.errors} role="alert">
          {[...travellerErrors, ...roomErrors].map((error, index) => (
            <li key={index}>{message(error)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
