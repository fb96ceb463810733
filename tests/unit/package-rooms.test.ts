import { describe, expect, it } from 'vitest';
import { suggestRooms, validateRooms, validateTravellers, type BookingRoom } from '@/lib/package/rooms';

const room = (roomType: BookingRoom['roomType'], adults: number, children = 0): BookingRoom => ({ roomType, adults, children });
const codes = (errors: { code: string }[]) => errors.map((error) => error.code);

describe('travellers', () => {
  it('takes 1-6 adults and 0-6 children aged 0-15', () => {
    expect(validateTravellers(2, 0, [])).toEqual([]);
    expect(validateTravellers(6, 6, [0, 1, 5, 10, 14, 15])).toEqual([]);
    expect(codes(validateTravellers(0, 0, []))).toEqual(['adultsRange']);
    expect(codes(validateTravellers(7, 0, []))).toEqual(['adultsRange']);
    expect(codes(validateTravellers(2, 7, []))).toContain('childrenRange');
  });

  it('asks for each child age, 15 at most (16 and older travel as adults)', () => {
    expect(validateTravellers(2, 2, [4, null])).toEqual([{ code: 'childAgeMissing', child: 2 }]);
    expect(validateTravellers(2, 1, [16])).toEqual([{ code: 'childAgeRange', child: 1, max: 15 }]);
  });
});

describe('rooms', () => {
  it('accepts the default: one double room for two adults', () => {
    expect(validateRooms([room('double', 2)], 2, 0)).toEqual([]);
  });

  it('refuses a triple room for three adults: a single room must be added', () => {
    expect(validateRooms([room('triple', 3)], 3, 0)).toEqual([{ code: 'tripleForThreeAdults', room: 1 }]);
    expect(validateRooms([room('double', 2), room('single', 1)], 3, 0)).toEqual([]);
    // A triple for two adults and a child is fine.
    expect(validateRooms([room('triple', 2, 1)], 2, 1)).toEqual([]);
  });

  it('takes at most three adults in a room and seven rooms in all', () => {
    expect(codes(validateRooms([room('family', 4)], 4, 0))).toContain('tooManyAdultsInRoom');
    const eight = Array.from({ length: 8 }, () => room('single', 1));
    expect(codes(validateRooms(eight, 8, 0))).toContain('tooManyRooms');
  });

  it('needs an adult in every room, beds for everyone, and rooms no fuller than their type', () => {
    expect(codes(validateRooms([room('double', 2), room('single', 0, 1)], 2, 1))).toEqual(['roomWithoutAdult', 'roomTooSmall']);
    expect(codes(validateRooms([room('single', 1, 1), room('single', 1)], 2, 1))).toEqual(['roomTooSmall']);
    expect(validateRooms([room('double', 2)], 3, 0)).toEqual([{ code: 'adultsNotPlaced', placed: 2, adults: 3 }]);
    expect(validateRooms([room('double', 2)], 2, 1)).toEqual([{ code: 'childrenNotPlaced', placed: 0, children: 1 }]);
    expect(validateRooms([], 2, 0)).toEqual([{ code: 'noRooms' }]);
  });

  it('suggests rooms that are valid for every party the booking allows', () => {
    expect(suggestRooms(2, 0)).toEqual([room('double', 2)]);
    expect(suggestRooms(3, 0)).toEqual([room('double', 2), room('single', 1)]);
    expect(suggestRooms(2, 1)).toEqual([room('family', 2, 1)]);
    for (let adults = 1; adults <= 6; adults++) {
      for (let children = 0; children <= 6; children++) {
        const rooms = suggestRooms(adults, children);
        // One adult cannot take more than three children in one room.
        if (children > adults * 3) expect(codes(validateRooms(rooms, adults, children))).toEqual(['childrenNotPlaced']);
        else expect(validateRooms(rooms, adults, children), `${adults} adults, ${children} children`).toEqual([]);
      }
    }
  });
});
