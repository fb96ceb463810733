import { describe, expect, it } from 'vitest';
import { venueIsoDateTime } from '@/lib/i18n/event-time';
import { localToUtc } from '@/server/seed/dates';
import { COUNTRIES } from '@/server/seed/data/geography';
import { timeZoneOf } from '@/server/modules/geography/time-zones';

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

describe('the clock of each catalogue country', () => {
  it.each(COUNTRIES.map((country) => [country.code, country.zone] as const))('%s reads kick-offs as the seed placed them (%s)', (code, zone) => {
    // The seed puts a 20:00 kick-off on the venue's wall clock; the shop's zone for the country must read it back as 20:00, winter and summer.
    for (const day of ['2027-01-16', '2027-03-28', '2027-07-10', '2027-10-31']) {
      const instant = localToUtc(dayNumber(day), '20:00', zone).toISOString();
      expect(venueIsoDateTime({ eventDateTime: instant, timeZone: timeZoneOf(code) }).slice(0, 16)).toBe(`${day}T20:00`);
    }
  });

  it('names England’s clock London’s, not Copenhagen’s', () => {
    expect(timeZoneOf('GB')).toBe('Europe/London');
    expect(timeZoneOf('ES')).toBe('Europe/Madrid');
  });
});
