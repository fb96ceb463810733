'use client';

import { useCallback, useEffect } from 'react';
import { useIdlePreload } from '@/lib/hooks/use-idle-preload';
import type { ThirdPartyScript } from '@/lib/consent/third-party.mjs';
import type { ConsentTexts } from './consent-texts';

/** Asked by the footer's "cookie settings" button (./consent-settings-button.tsx). */
export const OPEN_PREFERENCES_EVENT = 'shop:consent-preferences';

let running: Promise<typeof import('./run-consent')> | null = null;

function start(locale: string, texts: ConsentTexts, pieces: readonly ThirdPartyScript[]) {
  running ??= import('./run-consent').then(async (module) => {
    await module.runConsent(locale, texts, pieces);
    return module;
  });
  return running;
}

/**
 * The consent banner of a site whose configuration switches third-party
 * pieces on (lib/consent/third-party.mjs); a site with none has neither
 * banner nor code. The banner's code loads once the page is idle, so it
 * costs no page its first load; the pieces load only for the categories the
 * visitor accepts, and again on the next visit from the kept choice.
 */
export function ConsentManager({ locale, texts, pieces }: { locale: string; texts: ConsentTexts; pieces: readonly ThirdPartyScript[] }) {
  useIdlePreload(useCallback(() => void start(locale, texts, pieces), [locale, texts, pieces]));
  useEffect(() => {
    const open = () => void start(locale, texts, pieces).then((module) => module.showConsentPreferences());
    window.addEventListener(OPEN_PREFERENCES_EVENT, open);
    return () => window.removeEventListener(OPEN_PREFERENCES_EVENT, open);
  }, [locale, texts, pieces]);
  return null;
}
