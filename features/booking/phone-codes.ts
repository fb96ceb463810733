import type { Locale } from '@/lib/i18n/locales';

/** The country codes the phone field offers: the three sites' first, then the neighbours most of our travellers live in. */
export const PHONE_CODES = ['+45', '+47', '+46', '+358', '+354', '+298', '+299', '+49', '+44', '+31', '+48', '+353'] as const;

/** Each site's own code, chosen first (booking spec §3: +45 by default; +47 and +46 on the Norwegian and Swedish sites). */
export const SITE_PHONE_CODE: Record<Locale, string> = { da: '+45', no: '+47', sv: '+46' };
