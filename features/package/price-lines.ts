import type { useTranslations } from 'next-intl';
import type { PriceLine } from '@/lib/pricing';
import type { SportWords } from '@/lib/sport-words';

/** A price line's name as the summary and the PDF offer write it: the match or the hotel it is for, in the words of the trip's sport. */
export function lineLabel(
  line: PriceLine,
  t: ReturnType<typeof useTranslations<'package.customise'>>,
  names: { event: (id: number) => string; hotel: (id: number) => string; sport: SportWords },
): string {
  if (line.kind === 'tickets' || line.kind === 'ticketUpgradeFee') return t(`lines.${line.kind}`, { event: names.event(line.eventId ?? 0) });
  if (line.kind === 'hotel') return t('lines.hotel', { hotel: names.hotel(line.hotelId ?? 0) });
  return t(`lines.${line.kind}`, { sport: names.sport });
}
