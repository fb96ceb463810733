import { getTranslations } from 'next-intl/server';
import buttons from '@/components/ui/buttons.module.css';
import { ConsentManager } from '@/features/consent/consent-manager';
import { ConsentSettingsButton } from '@/features/consent/consent-settings-button';
import { thirdPartyScriptsOf } from '@/lib/consent/third-party.mjs';
import type { Locale } from '@/lib/i18n/locales';

/** The site's third-party pieces as configured (THIRD_PARTY_SCRIPTS). */
const piecesOf = (locale: Locale) => thirdPartyScriptsOf(locale, process.env.THIRD_PARTY_SCRIPTS);

/** Something asks for consent: a piece, the venue map (a key) or the affiliate conversion; nothing: no banner, no button, no code. */
const asksConsent = (locale: Locale) => piecesOf(locale).length > 0 || Boolean(process.env.GOOGLE_MAPS_API_KEY) || Boolean(process.env.NEXT_PUBLIC_AFFILIATE_URL);

/** The consent banner of the site document, with its texts in the site's language. */
export async function Consent({ locale }: { locale: Locale }) {
  if (!asksConsent(locale)) return null;
  const pieces = piecesOf(locale);
  const t = await getTranslations({ locale, namespace: 'consent' });
  const texts = {
    title: t('title'),
    description: t('description'),
    acceptAll: t('acceptAll'),
    acceptNecessary: t('acceptNecessary'),
    showPreferences: t('showPreferences'),
    preferencesTitle: t('preferencesTitle'),
    preferencesIntro: t('preferencesIntro'),
    savePreferences: t('savePreferences'),
    close: t('close'),
    necessaryTitle: t('necessaryTitle'),
    necessaryDescription: t('necessaryDescription'),
    statisticsTitle: t('statisticsTitle'),
    statisticsDescription: t('statisticsDescription'),
    marketingTitle: t('marketingTitle'),
    marketingDescription: t('marketingDescription'),
  };
  return <ConsentManager locale={locale} texts={texts} pieces={pieces} />;
}

/** The footers' "cookie settings" button, where a banner runs. */
export async function ConsentSettings({ locale }: { locale: Locale }) {
  if (!asksConsent(locale)) return null;
  const t = await getTranslations({ locale, namespace: 'consent' });
  return <ConsentSettingsButton label={t('settings')} className={buttons.link} />;
}
