import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { formats } from './formats';
import { routing } from './routing';

/** Each site's time zone: times are shown as the visitor's country reads them (STYLE §1). */
export const TIME_ZONES = { da: 'Europe/Copenhagen', no: 'Europe/Oslo', sv: 'Europe/Stockholm' } as const;

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    timeZone: TIME_ZONES[locale],
    formats,
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
