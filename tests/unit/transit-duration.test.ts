import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { transitDuration } from '@/features/package/steps/transport/transit-duration';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';

const customise = {
  da: createTranslator({ locale: 'da', messages: da, namespace: 'package.customise' }),
  no: createTranslator({ locale: 'no', messages: no, namespace: 'package.customise' }),
  sv: createTranslator({ locale: 'sv', messages: sv, namespace: 'package.customise' }),
};

describe('a bus ride’s length', () => {
  it.each([
    ['da', 300, 'Køretid ca. 5 timer.'],
    ['da', 150, 'Køretid ca. 2 timer og 30 minutter.'],
    ['da', 61, 'Køretid ca. 1 time og 1 minut.'],
    ['da', 45, 'Køretid ca. 45 minutter.'],
    ['no', 300, 'Reisetid ca. 5 timer.'],
    ['no', 90, 'Reisetid ca. 1 time og 30 minutter.'],
    ['sv', 300, 'Restid cirka 5 timmar.'],
    ['sv', 70, 'Restid cirka 1 timme och 10 minuter.'],
  ] as const)('%s: %d minutes read "%s"', (locale, minutes, text) => {
    const t = customise[locale];
    expect(t('transitPlaces', { pickup: 'A', dropoff: 'B', duration: transitDuration(minutes, t) })).toContain(text);
  });
});
