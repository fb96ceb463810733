import { useLocale, useTranslations } from 'next-intl';
import { formatEventTime, type EventTimeOptions, type EventTimeSource } from './event-time';
import type { Locale } from './locales';

/** formatEventTime in a component, with the page's locale and `eventTime` messages (sent to every page's client islands). */
export function useEventTime(): (event: EventTimeSource, options?: EventTimeOptions) => string {
  const locale = useLocale() as Locale;
  const t = useTranslations('eventTime');
  return (event, options) => formatEventTime(locale, t, event, options);
}
