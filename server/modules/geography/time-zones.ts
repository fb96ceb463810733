/**
 * The clocks of the catalogue's countries, as IANA zones: a venue's kick-off
 * and an airport's timetable are read on the clock of the country they are
 * in. Every country the shop sells trips to lies in one zone; a country not
 * listed reads as Copenhagen time until it is added here.
 */
import 'server-only';

const TIME_ZONES: Readonly<Record<string, string>> = {
  DK: 'Europe/Copenhagen',
  NO: 'Europe/Oslo',
  SE: 'Europe/Stockholm',
  GB: 'Europe/London',
  ES: 'Europe/Madrid',
  DE: 'Europe/Berlin',
  IT: 'Europe/Rome',
  FR: 'Europe/Paris',
  NL: 'Europe/Amsterdam',
  HU: 'Europe/Budapest',
  AT: 'Europe/Vienna',
};

/** The IANA zone of a country (ISO 3166-1 alpha-2). */
export function timeZoneOf(countryCode: string): string {
  return TIME_ZONES[countryCode] ?? 'Europe/Copenhagen';
}
