/** The words of a bus ride's length, `package.customise.transit*` (a translator of that namespace is one). */
type DurationWords = (key: 'transitHours' | 'transitMinutes' | 'transitHoursAndMinutes', values: { count?: number; hours?: string; minutes?: string }) => string;

/**
 * A bus ride's length as a person says it: "5 timer", "2 timer og 30
 * minutter", "45 minutter", rather than a count of minutes (the transit
 * route's transportationDuration, booking spec §3).
 */
export function transitDuration(minutes: number, t: DurationWords): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('transitMinutes', { count: rest });
  if (rest === 0) return t('transitHours', { count: hours });
  return t('transitHoursAndMinutes', { hours: t('transitHours', { count: hours }), minutes: t('transitMinutes', { count: rest }) });
}
