import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { emergencyPhone, emergencyPhones } from '@/lib/site/emergency';
import { SITES } from '@/lib/site/sites';

describe('the 24/7 numbers (EMERGENCY_PHONES)', () => {
  it('without the setting, each site keeps the site table’s number, apart from its opening-hours line', () => {
    for (const locale of LOCALES) {
      expect(emergencyPhone(locale, {})).toEqual(SITES[locale].emergency);
      expect(SITES[locale].emergency.phone).not.toBe(SITES[locale].contact.phone);
    }
  });

  it('overrides the sites it names, with a tel: link of the digits', () => {
    const env = { EMERGENCY_PHONES: ' no=+47 22 00 11 22 , sv=+46  8 123 456 78' };
    expect(emergencyPhone('no', env)).toEqual({ phone: '+47 22 00 11 22', phoneHref: 'tel:+4722001122' });
    expect(emergencyPhone('sv', env)).toEqual({ phone: '+46 8 123 456 78', phoneHref: 'tel:+46812345678' });
    expect(emergencyPhone('da', env)).toEqual(SITES.da.emergency);
  });

  it.each([
    ['a site we do not have', 'fi=+358 9 123 4567'],
    ['no site at all', '+45 70 20 34 59'],
    ['a number without its country code', 'da=70 20 34 59'],
    ['letters in the number', 'da=+45 70 20 34 5X'],
    ['a number too short to dial', 'da=+45 12'],
    ['an empty number', 'da='],
  ])('refuses %s, naming the variable', (_case, setting) => {
    expect(() => emergencyPhones(setting)).toThrow(/EMERGENCY_PHONES/);
  });

  it('refuses a site named twice', () => {
    expect(() => emergencyPhones('da=+45 70 20 34 59,da=+45 70 20 34 58')).toThrow(/twice/);
  });
});
