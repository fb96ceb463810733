import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import { CONSENT_COOKIE } from '@/lib/consent/state';
import type { ThirdPartyScript } from '@/lib/consent/third-party.mjs';
import type { ConsentTexts } from './consent-texts';

const LOADED = 'data-third-party';

/** Adds each piece of an accepted category to the page, once. */
function loadAccepted(pieces: readonly ThirdPartyScript[], categories: readonly string[]): void {
  for (const piece of pieces) {
    if (!categories.includes(piece.category) || document.querySelector(`script[${LOADED}="${piece.id}"]`)) continue;
    if (piece.id === 'tag-manager') {
      // The container reads its start from the data layer, as its own snippet would write it.
      const holder = window as unknown as { dataLayer?: unknown[] };
      holder.dataLayer ??= [];
      holder.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    }
    const script = document.createElement('script');
    script.src = piece.src;
    script.async = true;
    script.setAttribute(LOADED, piece.id);
    document.head.append(script);
  }
}

/**
 * Runs the consent banner (vanilla-cookieconsent 3): necessary, statistics,
 * marketing; nothing but the necessary before a choice; the choice kept a
 * year in `shop_consent`. A category taken back reloads the page, as a script
 * that ran cannot be taken out of it.
 */
export async function runConsent(locale: string, texts: ConsentTexts, pieces: readonly ThirdPartyScript[]): Promise<void> {
  let accepted: string[] = [];
  await CookieConsent.run({
    // Automated browsers get the banner too (the browser tests, an audit): what a bot sees of it costs nothing.
    hideFromBots: false,
    cookie: { name: CONSENT_COOKIE, sameSite: 'Lax', secure: location.protocol === 'https:', expiresAfterDays: 365 },
    guiOptions: { consentModal: { layout: 'box', position: 'bottom left' }, preferencesModal: { layout: 'box' } },
    // A category taken back also takes the cookies its pieces set on the shop's domain (the tag manager's `_ga…`, the pixel's `_fb…`).
    categories: {
      necessary: { enabled: true, readOnly: true },
      statistics: { autoClear: { cookies: [{ name: /^_ga/ }, { name: /^_gid/ }] } },
      marketing: { autoClear: { cookies: [{ name: /^_fb/ }, { name: /^_gcl/ }] } },
    },
    language: {
      default: locale,
      translations: {
        [locale]: {
          consentModal: { title: texts.title, description: texts.description, acceptAllBtn: texts.acceptAll, acceptNecessaryBtn: texts.acceptNecessary, showPreferencesBtn: texts.showPreferences },
          preferencesModal: {
            title: texts.preferencesTitle,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.acceptNecessary,
            savePreferencesBtn: texts.savePreferences,
            closeIconLabel: texts.close,
            sections: [
              { description: texts.preferencesIntro },
              { title: texts.necessaryTitle, description: texts.necessaryDescription, linkedCategory: 'necessary' },
              { title: texts.statisticsTitle, description: texts.statisticsDescription, linkedCategory: 'statistics' },
              { title: texts.marketingTitle, description: texts.marketingDescription, linkedCategory: 'marketing' },
            ],
          },
        },
      },
    },
    onConsent: ({ cookie }) => {
      accepted = [...cookie.categories];
      loadAccepted(pieces, accepted);
    },
    onChange: ({ cookie }) => {
      const now = [...cookie.categories];
      if (accepted.some((category) => !now.includes(category))) {
        location.reload();
        return;
      }
      accepted = now;
      loadAccepted(pieces, accepted);
    },
  });
}

export const showConsentPreferences = () => CookieConsent.showPreferences();
