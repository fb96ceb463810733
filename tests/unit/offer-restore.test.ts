import { describe, expect, it } from 'vitest';
import { restoreOffer } from '@/lib/offers/restore';
import { defaultSelection, resolveSelection, type PackageSelection } from '@/lib/package/selection';
import { packageFixture } from '../support/package-fixture';

/** The package as it was when the offer was made, and the offer's selection: three adults, the lounge ticket, the other hotel. */
function offer() {
  const pkg = packageFixture();
  const selection: PackageSelection = {
    ...resolveSelection({ adults: 3, hotelIds: [12] }, pkg),
    tickets: [
      { eventId: 1, ticketId: 102 },
      { eventId: 2, ticketId: 201 },
    ],
  };
  return { pkg, selection };
}

describe('reopening an offer', () => {
  it('restores the whole selection while the package can still give it', () => {
    const { pkg, selection } = offer();
    const restored = restoreOffer(pkg, selection);
    expect(restored.failedServices).toEqual([]);
    expect(restored.selection).toMatchObject({ adults: 3, hotelIds: [12], tickets: selection.tickets, rooms: selection.rooms });
  });

  it('lists a ticket sold out since, with the ticket that took its place', () => {
    const { pkg, selection } = offer();
    const now = structuredClone(pkg);
    now.events[0]!.tickets.find((ticket) => ticket.id === 102)!.availability = 2;
    const restored = restoreOffer(now, selection);
    expect(restored.failedServices).toEqual([{ service: 'ticket', eventId: 1, offered: 102, replacement: restored.selection.tickets[0]!.ticketId }]);
    expect(restored.selection.tickets[0]!.ticketId).not.toBe(102);
    expect(restored.selection.tickets[1]).toEqual({ eventId: 2, ticketId: 201 });
  });

  it('lists a hotel no longer offered, replaced by the package’s own', () => {
    const { pkg, selection } = offer();
    const now = { ...pkg, hotels: pkg.hotels.filter((hotel) => hotel.id !== 12) };
    const restored = restoreOffer(now, selection);
    expect(restored.failedServices).toContainEqual({ service: 'hotel', offered: 12, replacement: 11 });
    expect(restored.selection.hotelIds).toEqual([]);
    expect(restored.selection.adults).toBe(3);
  });

  it('keeps the package’s own hotel and tickets as they are: nothing failed', () => {
    const pkg = packageFixture();
    expect(restoreOffer(pkg, defaultSelection(pkg)).failedServices).toEqual([]);
    expect(restoreOffer(pkg, { ...defaultSelection(pkg), hotelIds: [11] }).failedServices).toEqual([]);
  });
});
