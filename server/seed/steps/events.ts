/**
 * Event rows in kick-off order, and one ticket per venue block for each
 * event: DKK 600-6,000 by block and by how big the match is; seats left 0-60,
 * with some nearly and some fully sold out.
 */
import 'server-only';
import { sportWords } from '@/lib/sport-words';
import { DELIVERY_INFO, eventDescription } from '../data/texts';
import { roundTo, type Random } from '../random';
import type { EventDraft, TripDraft, World } from './world';

const MIN_PRICE = 600;
const MAX_PRICE = 6000;

function cheapestSeat(event: EventDraft, random: Random): number {
  const { ticketBase, ticketPull } = event.tournament.data;
  if (!event.home || !event.guest) return ticketBase * random.between(0.9, 1.3);
  const pull = Math.max(0, event.home.popularity + event.guest.popularity - 60) * ticketPull;
  return (ticketBase + pull) * (event.isDerby ? 1.15 : 1) * random.between(0.92, 1.08);
}

function seatsLeft(lounge: boolean, random: Random): number {
  const roll = random.next();
  if (roll < 0.08) return 0;
  if (roll < 0.18) return random.int(1, 4);
  return lounge ? random.int(2, 20) : random.int(5, 60);
}

export function addEvents(world: World, random: Random, trips: readonly TripDraft[]): void {
  const { catalogue: c, ids } = world;
  const drafts = trips.flatMap((t) => t.events).sort((a, b) => a.at.getTime() - b.at.getTime() || a.slugBase.localeCompare(b.slugBase));
  for (const event of drafts) {
    event.id = ids.next('events');
    const city = event.venue.city.data.name;
    c.events.push({
      id: event.id,
      slug: world.eventSlugs.claim(event.slugBase),
      title: event.title,
      description: eventDescription(
        event.matchType,
        {
          home: event.home?.name ?? event.teams?.[0] ?? '',
          guest: event.guest?.name ?? event.teams?.[1] ?? '',
          venue: event.venue.name,
          city,
          tournament: event.tournament.data.name,
          capacity: event.venue.capacity,
          isDerby: event.isDerby,
          raceName: event.raceName ?? undefined,
        },
        random.int(0, 2),
      ),
      eventDateTime: event.at,
      sportCategoryId: event.tournament.sportCategoryId,
      tournamentId: event.tournament.id,
      homeClubId: event.home?.id ?? null,
      guestClubId: event.guest?.id ?? null,
      venueId: event.venue.id,
      matchType: event.matchType,
    });

    const base = cheapestSeat(event, random);
    const delivery = random.pick(DELIVERY_INFO[sportWords(event.tournament.data.sport)]);
    const tickets = event.venue.blocks.map((block) => ({
      id: ids.next('tickets'),
      block,
      price: Math.min(MAX_PRICE, Math.max(MIN_PRICE, roundTo(base * block.kind.factor * random.between(0.95, 1.08), 25))),
      availability: seatsLeft(block.kind.lounge, random),
    }));
    if (tickets.every((t) => t.availability === 0)) tickets[0]!.availability = random.int(2, 12);
    for (const t of tickets) {
      c.tickets.push({ id: t.id, eventId: event.id, venueBlockId: t.block.id, price: t.price, availability: t.availability, deliveryInfo: delivery.text, deliveryDays: delivery.daysBefore });
    }
    const open = tickets.filter((t) => t.availability > 0).sort((a, b) => a.price - b.price || a.id - b.id);
    const cheapest = open[0]!;
    event.defaultTicket = { id: cheapest.id, price: cheapest.price };
    const lounge = tickets.find((t) => t.block.kind.lounge && t.availability > 0);
    event.premiumTicket = lounge ? { id: lounge.id, price: lounge.price } : null;
  }
}
