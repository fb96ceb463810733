import { createFormatter, createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { formatTravelPeriod, formats } from '@/lib/i18n/formats';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';

const SITES = {
  da: { messages: da, timeZone: 'Europe/Copenhagen' },
  no: { messages: no, timeZone: 'Europe/Oslo' },
  sv: { messages: sv, timeZone: 'Europe/Stockholm' },
} as const;

function period(locale: keyof typeof SITES, startDate: string, endDate: string, style?: 'weekdayDayMonth' | 'dayMonth' | 'dayMonthYear') {
  const { messages, timeZone } = SITES[locale];
  const format = createFormatter({ locale, formats, timeZone });
  const t = createTranslator({ locale, messages, namespace: 'packages' });
  return formatTravelPeriod(format, (days) => t('travelPeriod', days), { startDate, endDate }, style);
}

describe('a travel period as the page writes it', () => {
  it('writes a day trip as its one date, not the same date twice', () => {
    expect(period('da', '2026-11-29', '2026-11-29')).toBe('29. november');
    expect(period('da', '2026-11-29', '2026-11-29', 'weekdayDayMonth')).toBe('søndag 29. november');
    expect(period('no', '2026-11-29', '2026-11-29')).toBe('29. november');
    expect(period('sv', '2026-11-29', '2026-11-29')).toBe('29 november');
  });

  it('writes a longer trip from its first to its last day, in each site’s language', () => {
    expect(period('da', '2026-11-26', '2026-11-28')).toBe('26. november – 28. november');
    expect(period('no', '2026-12-30', '2027-01-02', 'weekdayDayMonth')).toBe('onsdag 30. desember – lørdag 2. januar');
    expect(period('sv', '2026-11-26', '2026-11-28')).toBe('26 november – 28 november');
  });

  it('writes the year on documents that outlive the season (the invoice, the PDF offer)', () => {
    expect(period('da', '2026-12-06', '2026-12-06', 'dayMonthYear')).toBe('6. december 2026');
    expect(period('no', '2026-12-30', '2027-01-02', 'dayMonthYear')).toBe('30. desember 2026 – 2. januar 2027');
    expect(period('sv', '2026-11-26', '2026-11-28', 'dayMonthYear')).toBe('26 november 2026 – 28 november 2026');
  });
});
