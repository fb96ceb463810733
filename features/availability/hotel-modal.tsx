'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Countdown } from '@/components/ui/countdown';
import { Dialog } from '@/components/ui/dialog';
import { FetchIndicator } from '@/components/ui/fetch-indicator';
import { toast } from '@/components/ui/toast';
import type { RoomType } from '@/lib/api/contract/packages';
import { hotelSearchQuery } from '@/lib/api/queries/availability';
import type { HotelModalProps } from '@/lib/availability/modals';
import { HOTEL_SORTS, roomsForSearch, sortHotels, taxesPayableAtHotel, venueDistance, type HotelSort } from '@/lib/package/hotels';
import { ROOM_CAPACITY, type BookingRoom } from '@/lib/package/rooms';
import { defaultHotelId } from '@/lib/package/selection';
import { useErrorText } from '@/lib/i18n/error-text';
import { formatPrice } from '@/lib/i18n/money';
import type { Locale } from '@/lib/i18n/locales';
import modal from '@/components/ui/modal.module.css';
import styles from './modals.module.css';
import { sportWords } from '@/lib/sport-words';

/** Booking spec §4, §9: the hotel modal's prices hold for 75 s. */
export const HOTEL_COUNTDOWN_SECONDS = 75;

/**
 * The hotel change modal (booking spec §2 "Modals", §4 "Hotels", §5, §8):
 * the package's hotels priced for the party's rooms, sorted by price, stars,
 * rating or distance to the venue, a 75 s countdown, the room type of each
 * room, and the tourist-tax agreement when a chosen room has taxes paid at
 * the hotel. A failed search closes the modal with the message. The choice
 * applies on confirm (`onChoose`); the package page gives the package and
 * the selection (lib/availability/modals.ts).
 */
export function HotelModal(props: HotelModalProps) {
  const { open, onClose } = props;
  const t = useTranslations('availability.hotels');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t('title')} closeLabel={t('close')} className={modal.modal}>
      {open && <HotelModalBody {...props} />}
    </Dialog>
  );
}

function HotelModalBody({ onClose, pkg, selection, touristTaxAccepted, onChoose }: Omit<HotelModalProps, 'open'>) {
  const t = useTranslations('availability.hotels');
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const id = useId();
  const [round, setRound] = useState(0);
  /** The round whose prices ran out: searching again is a new round with fresh prices. */
  const [staleRound, setStaleRound] = useState<number | null>(null);
  const stale = staleRound === round;
  const [sort, setSort] = useState<HotelSort>('price');
  const [hotelId, setHotelId] = useState<number>(selection.hotelIds[0] ?? defaultHotelId(pkg) ?? 0);
  const [roomTypes, setRoomTypes] = useState<RoomType[]>(selection.rooms.map((room) => room.roomType));
  const [taxAccepted, setTaxAccepted] = useState(touristTaxAccepted);

  const venue = pkg.events[0]?.venue.location ?? null;
  // The venue is a stadium, a circuit or an arena: its sport's words name it.
  const sport = sportWords(pkg.events[0]?.sportCategory.slug);
  const searchBody = useMemo(
    () => ({
      rooms: roomsForSearch(selection.rooms, selection.childAges),
      checkin: selection.period?.startDate ?? pkg.startDate,
      checkout: selection.period?.endDate ?? pkg.endDate,
    }),
    [selection.rooms, selection.childAges, selection.period, pkg.startDate, pkg.endDate],
  );

  const search = useQuery(hotelSearchQuery(locale, pkg.id, searchBody, round));
  // Booking spec §8: a failed search shows the message as a toast, and the modal closes.
  const { error } = search;
  useEffect(() => {
    if (!error) return;
    toast.error(errorText(error));
    onClose();
  }, [error, errorText, onClose]);

  const hotels = search.data ? sortHotels(search.data.hotels, sort, venue) : [];
  const hotel = hotels.find((candidate) => candidate.id === hotelId) ?? hotels[0] ?? null;
  const packageHotel = pkg.hotels.find((candidate) => candidate.id === hotel?.id);

  /** The room types of the chosen hotel that hold each room's guests. */
  const fitting = (room: BookingRoom): RoomType[] => [
    ...new Set(
      (packageHotel?.rooms ?? [])
        .filter((candidate) => candidate.maxAdults >= room.adults && candidate.maxChildren >= room.children && ROOM_CAPACITY[candidate.roomType].adults >= room.adults)
        .map((candidate) => candidate.roomType),
    ),
  ];

  const chosenRooms: BookingRoom[] = selection.rooms.map((room, index) => {
    const wanted = roomTypes[index] ?? room.roomType;
    return { ...room, roomType: fitting(room).includes(wanted) ? wanted : room.roomType };
  });
  // Each room's taxes: the supplier's for the room it priced, else the hotel's room type's.
  const roomTaxes = chosenRooms.map((room, index) => {
    const priced = hotel?.rooms[index];
    if (priced && priced.roomType === room.roomType) return priced;
    return packageHotel?.rooms.find((candidate) => candidate.roomType === room.roomType) ?? { taxes: [] };
  });
  const taxes = taxesPayableAtHotel(roomTaxes);
  const canConfirm = hotel !== null && !stale && (taxes.length === 0 || taxAccepted);

  function confirm() {
    if (!canConfirm || !hotel) return;
    onChoose({ hotelId: hotel.id, rooms: chosenRooms, isDefault: hotel.id === defaultHotelId(pkg), acceptTouristTax: taxes.length > 0 && taxAccepted });
    onClose();
  }

  if (!search.data) {
    return (
      <div className={styles.list} aria-busy="true">
        <FetchIndicator active label={t('loading')} />
        <p className={styles.hint}>{t('searching')}</p>
      </div>
    );
  }

  if (search.data.hotels.length === 0) {
    return (
      <div className={styles.list}>
        <p className={styles.notice} role="status">
          {t('noHotels')}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.list}>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          <span>{t('sort')}</span>
          <select value={sort} onChange={(event) => setSort(event.target.value as HotelSort)}>
            {HOTEL_SORTS.map((option) => (
              <option key={option} value={option}>
                {t(`sorts.${option}`, { sport })}
              </option>
            ))}
          </select>
        </label>
        {!stale && (
          <Countdown
            key={round}
            seconds={HOTEL_COUNTDOWN_SECONDS}
            label={t('countdownLabel')}
            announce={(left) => (left === 0 ? t('stale') : t('countdownAnnounce', { seconds: left }))}
            onExpire={() => setStaleRound(round)}
          />
        )}
      </div>

      {stale ? (
        <div className={styles.notice} role="alert">
          <p>{t('stale')}</p>
          <Button
            variant="secondary"
            onClick={() => setRound((value) => value + 1)}
          >
            {t('searchAgain')}
          </Button>
        </div>
      ) : (
        <fieldset className={styles.options}>
          <legend className="visually-hidden">{t('title')}</legend>
          {hotels.map((candidate) => {
            const distance = venueDistance(candidate, venue);
            return (
              <label key={candidate.id} className={styles.option} data-selected={candidate.id === hotel?.id || undefined}>
                <input type="radio" name={`${id}-hotel`} value={candidate.id} checked={candidate.id === hotel?.id} onChange={() => setHotelId(candidate.id)} />
                <span className={styles.optionMain}>
                  <strong>{candidate.name}</strong>{' '}
                  <span className="stars" role="img" aria-label={t('stars', { count: candidate.star })}>
                    {'★'.repeat(Math.floor(candidate.star))}
                    {candidate.star % 1 ? '½' : ''}
                  </span>
                  <span className={styles.optionFacts}>
                    {t('rating', { rating: candidate.rates.usersRating, count: candidate.rates.surveysCount })}
                    {distance !== null && <> · {t('distance', { km: distance, sport })}</>}
                    {candidate.isRecommended && <> · {t('recommended')}</>}
                  </span>
                </span>
                <span className={styles.optionPrice}>
                  {candidate.upgradePricePerNight === 0
                    ? t('included')
                    : t('upgrade', { price: formatPrice(candidate.upgradePricePerNight, locale) })}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}

      {hotel && !stale && (
        <fieldset className={styles.rooms}>
          <legend>{t('roomsHeading', { hotel: hotel.name })}</legend>
          {chosenRooms.map((room, index) => (
            <label key={index} className={styles.field}>
              <span>{t('roomLine', { room: index + 1, type: t(`roomTypes.${room.roomType}`), adults: room.adults, children: room.children })}</span>
              <select
                value={room.roomType}
                onChange={(event) => setRoomTypes(chosenRooms.map((current, position) => (position === index ? (event.target.value as RoomType) : current.roomType)))}
              >
                {(fitting(room).length > 0 ? fitting(room) : [room.roomType]).map((roomType) => (
                  <option key={roomType} value={roomType}>
                    {t(`roomTypes.${roomType}`)}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
      )}

      {taxes.length > 0 && !stale && (
        <label className={styles.toggle}>
          <input type="checkbox" checked={taxAccepted} onChange={(event) => setTaxAccepted(event.target.checked)} />
          {t('touristTax', { taxes: taxes.join(', ') })}
        </label>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button onClick={confirm} disabled={!canConfirm}>
          {t('confirm')}
        </Button>
      </div>
    </div>
  );
}
