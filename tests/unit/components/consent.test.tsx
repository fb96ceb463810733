import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportConversion } from '@/features/booking/affiliate';
import { consentGiven } from '@/lib/consent/state';
import { thirdPartyOrigins, thirdPartyScripts, thirdPartyScriptsOf } from '@/lib/consent/third-party.mjs';
import { configuredOrigins, pagePolicy } from '../../../runtime/security-headers.mjs';

/** The third-party pieces behind consent (lib/consent): configured or absent, each under its category, the chat on the da site only. */
const SETTING = 'tag-manager=https://www.googletagmanager.com/gtm.js?id=GTM-X,chat=https://chat.example/a.js,customer-data@no=https://cdp.example/no.js,pixel=https://px.example/p.js';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'shop_consent=; max-age=0; path=/';
});

describe('the third-party pieces', () => {
  it('are none without configuration', () => {
    expect(thirdPartyScripts(undefined)).toEqual([]);
    expect(thirdPartyScriptsOf('da', '')).toEqual([]);
  });

  it('come with their category, on their sites: the chat on da only, a customer-data script on its own site', () => {
    expect(thirdPartyScriptsOf('da', SETTING).map(({ id, category }) => [id, category])).toEqual([
      ['tag-manager', 'statistics'],
      ['chat', 'statistics'],
      ['pixel', 'marketing'],
    ]);
    expect(thirdPartyScriptsOf('no', SETTING).map(({ id }) => id)).toEqual(['tag-manager', 'customer-data', 'pixel']);
    expect(thirdPartyScriptsOf('sv', 'chat@sv=https://chat.example/a.js')).toEqual([]);
  });

  it('refuse an unknown piece or an address that is not https at once', () => {
    expect(() => thirdPartyScripts('tracker=https://x.example/t.js')).toThrow(/THIRD_PARTY_SCRIPTS/);
    expect(() => thirdPartyScripts('pixel=http://x.example/t.js')).toThrow(/THIRD_PARTY_SCRIPTS/);
  });

  it('are the only other origins the pages’ policy allows scripts from', () => {
    expect(thirdPartyOrigins(SETTING)).toEqual(['https://www.googletagmanager.com', 'https://chat.example', 'https://cdp.example', 'https://px.example']);
    const policy = pagePolicy([], configuredOrigins({ THIRD_PARTY_SCRIPTS: SETTING }));
    expect(policy).toContain("script-src 'self' https://www.googletagmanager.com https://chat.example https://cdp.example https://px.example;");
    expect(pagePolicy([], configuredOrigins({}))).toContain("script-src 'self';");
  });
});

describe('the affiliate conversion', () => {
  it('is reported only when the visitor accepted marketing', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    const conversion = { orderNumber: 10042, total: 9990, currency: 'DKK' };
    reportConversion(conversion, 'https://affiliate.example/c');
    expect(sendBeacon).not.toHaveBeenCalled();
    document.cookie = `shop_consent=${encodeURIComponent(JSON.stringify({ categories: ['necessary', 'statistics'] }))}; path=/`;
    expect(consentGiven('marketing')).toBe(false);
    reportConversion(conversion, 'https://affiliate.example/c');
    expect(sendBeacon).not.toHaveBeenCalled();
    document.cookie = `shop_consent=${encodeURIComponent(JSON.stringify({ categories: ['necessary', 'marketing'] }))}; path=/`;
    reportConversion(conversion, 'https://affiliate.example/c');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});
