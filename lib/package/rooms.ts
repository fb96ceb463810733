/**
 * Travellers and rooms (booking spec §5, §9): who travels and how they sleep.
 * Pure: the package page validates with it as the visitor types, and the
 * price check validates the same selection on the server.
 */
import type { RoomType } from '@/lib/api/contract/packages';

export const DEFAULT_ADULTS = 2;
export const DEFAULT_CHILDREN = 0;
export const MIN_ADULTS = 1;
export const MAX_ADULTS = 6;
export const MAX_CHILDREN = 6;
export const MAX_ROOMS = 7;
export const MAX_ADULTS_PER_ROOM = 3;
/** Adults are 16 or older, children 0-15 (booking spec §5). */
export const MIN_ADULT_AGE = 16;
export const MAX_CHILD_AGE = 15;

export interface BookingRoom {
  roomType: RoomType;
  adults: number;
  children: number;
}

/** How many guests each room type takes; the same numbers as the hotels' room types. */
export const ROOM_CAPACITY: Readonly<Record<RoomType, { adults: number; children: number }>> = {
  single: { adults: 1, children: 0 },
  double: { adults: 2, children: 1 },
  twin: { adults: 2, children: 1 },
  double_or_twin: { adults: 2, children: 1 },
  triple: { adults: 3, children: 1 },
  family: { adults: 2, children: 3 },
};

export type TravellerError =
  | { code: 'adultsRange'; min: number; max: number }
  | { code: 'childrenRange'; max: number }
  | { code: 'childAgeMissing'; child: number }
  | { code: 'childAgeRange'; child: number; max: number };

export type RoomError =
  | { code: 'noRooms' }
  | { code: 'tooManyRooms'; max: number }
  | { code: 'roomWithoutAdult'; room: number }
  | { code: 'tooManyAdultsInRoom'; room: number; max: number }
  | { code: 'tripleForThreeAdults'; room: number }
  | { code: 'roomTooSmall'; room: number }
  | { code: 'adultsNotPlaced'; placed: number; adults: number }
  | { code: 'childrenNotPlaced'; placed: number; children: number };

/**
 * Booking spec §5 and §9: 1-6 adults (16+), 0-6 children, each child with an
 * age from 0 to 15. `childAges` has one entry per child, null while unchosen.
 */
export function validateTravellers(adults: number, children: number, childAges: readonly (number | null)[]): TravellerError[] {
  const errors: TravellerError[] = [];
  if (!Number.isInteger(adults) || adults < MIN_ADULTS || adults > MAX_ADULTS) {
    errors.push({ code: 'adultsRange', min: MIN_ADULTS, max: MAX_ADULTS });
  }
  if (!Number.isInteger(children) || children < 0 || children > MAX_CHILDREN) errors.push({ code: 'childrenRange', max: MAX_CHILDREN });
  for (let child = 0; child < Math.min(children, MAX_CHILDREN); child++) {
    const age = childAges[child];
    if (age === null || age === undefined) errors.push({ code: 'childAgeMissing', child: child + 1 });
    else if (!Number.isInteger(age) || age < 0 || age > MAX_CHILD_AGE) errors.push({ code: 'childAgeRange', child: child + 1, max: MAX_CHILD_AGE });
  }
  return errors;
}

/**
 * Booking spec §5 and §9: 1-7 rooms, each with an adult and at most 3 adults,
 * within its type's capacity; a triple room cannot take three adults (a
 * single room must be added instead); every traveller has a bed.
 */
export function validateRooms(rooms: readonly BookingRoom[], adults: number, children: number): RoomError[] {
  const errors: RoomError[] = [];
  if (rooms.length === 0) return [{ code: 'noRooms' }];
  if (rooms.length > MAX_ROOMS) errors.push({ code: 'tooManyRooms', max: MAX_ROOMS });
  rooms.forEach((room, index) => {
    const number = index + 1;
    if (room.adults < 1) errors.push({ code: 'roomWithoutAdult', room: number });
    if (room.adults > MAX_ADULTS_PER_ROOM) errors.push({ code: 'tooManyAdultsInRoom', room: number, max: MAX_ADULTS_PER_ROOM });
    else if (room.roomType === 'triple' && room.adults === 3) errors.push({ code: 'tripleForThreeAdults', room: number });
    else {
      const capacity = ROOM_CAPACITY[room.roomType];
      if (room.adults > capacity.adults || room.children > capacity.children) errors.push({ code: 'roomTooSmall', room: number });
    }
  });
  const placedAdults = rooms.reduce((sum, room) => sum + room.adults, 0);
  const placedChildren = rooms.reduce((sum, room) => sum + room.children, 0);
  if (placedAdults !== adults) errors.push({ code: 'adultsNotPlaced', placed: placedAdults, adults });
  if (placedChildren !== children) errors.push({ code: 'childrenNotPlaced', placed: placedChildren, children });
  return errors;
}

/**
 * The rooms a party gets until the visitor changes them: one double for the
 * default two adults (booking spec §9), doubles for pairs and a single for an
 * odd adult (three adults: a double and a single, §5), and family rooms (one
 * adult or two, up to three children) when children come along.
 */
export function suggestRooms(adults: number, children: number): BookingRoom[] {
  const safeAdults = Math.max(0, Math.min(MAX_ADULTS, Math.floor(adults)));
  const safeChildren = Math.max(0, Math.min(MAX_CHILDREN, Math.floor(children)));
  const rooms: BookingRoom[] = [];
  const familyRooms = Math.min(Math.ceil(safeChildren / ROOM_CAPACITY.family.children), safeAdults);
  let adultsLeft = safeAdults - familyRooms;
  let childrenLeft = safeChildren;
  for (let index = 0; index < familyRooms; index++) {
    const roomChildren = Math.min(ROOM_CAPACITY.family.children, Math.ceil(childrenLeft / (familyRooms - index)));
    childrenLeft -= roomChildren;
    const second = adultsLeft > 0 && (adultsLeft % 2 === 1 || index < familyRooms - 1) ? 1 : 0;
    adultsLeft -= second;
    rooms.push({ roomType: 'family', adults: 1 + second, children: roomChildren });
  }
  for (; adultsLeft >= 2; adultsLeft -= 2) rooms.push({ roomType: 'double', adults: 2, children: 0 });
  if (adultsLeft === 1) rooms.push({ roomType: 'single', adults: 1, children: 0 });
  return rooms;
}

export const sameRooms = (a: readonly BookingRoom[], b: readonly BookingRoom[]) =>
  a.length === b.length && a.every((room, index) => room.roomType === b[index]?.roomType && room.adults === b[index]?.adults && room.children === b[index]?.children);
