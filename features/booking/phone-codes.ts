import type { Locale } from '@/lib/i18n/locales';

export { PHONE_CODES } from '@/lib/forms/phone';

/** Each site's own code, chosen first (booking spec §3: +45 by default; +47 and +46 on the Norwegian and Swedish sites). */
export const SITE_PHONE_CODE: Record<Locale, string> = { da: '+45', no: '+47', sv: '+46' };
