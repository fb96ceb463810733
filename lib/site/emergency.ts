import { isLocale, type Locale } from '@/lib/i18n/locales';
import { SITES } from './sites';

/** A 24/7 number as a page or a mail shows it and as a `tel:` link dials it. */
export interface EmergencyPhone {
  phone: string;
  phoneHref: string;
}

/** An international number as people write it: `+`, the country code, then digits in groups (spaces, no other signs). */
const PHONE = /^\+[1-9]\d{0,2}(?: ?\d){6,14}$/;

/**
 * The 24/7 numbers of `EMERGENCY_PHONES` (`da=+45 70 20 34 59,no=+47 …,sv=+46 …`),
 * per site; a site it leaves out keeps the site table's (`SITES[locale].emergency`).
 * A setting that names no site of ours, names one twice or gives a number that
 * is not international throws, naming the variable: a traveller in need must
 * never be sent to a wrong number.
 */
export function emergencyPhones(setting: string | undefined): Partial<Record<Locale, EmergencyPhone>> {
  const phones: Partial<Record<Locale, EmergencyPhone>> = {};
  if (!setting?.trim()) return phones;
  for (const pair of setting.split(',')) {
    const at = pair.indexOf('=');
    const locale = pair.slice(0, Math.max(at, 0)).trim();
    const phone = pair.slice(at + 1).trim().replace(/\s+/g, ' ');
    if (at < 0 || !isLocale(locale) || !PHONE.test(phone)) {
      throw new Error(`EMERGENCY_PHONES must look like da=+45 70 20 34 59,no=+47 21 98 40 29,sv=+46 8 410 320 69; got "${pair.trim()}"`);
    }
    if (phones[locale]) throw new Error(`EMERGENCY_PHONES names the site "${locale}" twice`);
    phones[locale] = { phone, phoneHref: `tel:${phone.replace(/ /g, '')}` };
  }
  return phones;
}

/** The site's 24/7 number for travellers on a trip: `EMERGENCY_PHONES`'s, else the site table's. */
export function emergencyPhone(locale: Locale, env: Readonly<Record<string, string | undefined>> = process.env): EmergencyPhone {
  return emergencyPhones(env.EMERGENCY_PHONES)[locale] ?? SITES[locale].emergency;
}
