import type { ConsentCategory } from './third-party.mjs';

/** The cookie the consent banner keeps the visitor's choice in (features/consent). */
export const CONSENT_COOKIE = 'shop_consent';

/**
 * Whether the visitor accepted a category, read from the banner's cookie
 * without loading the banner: what runs after a booking (the affiliate
 * conversion) asks this. No choice yet is no.
 */
export function consentGiven(category: ConsentCategory, cookies: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  const raw = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`).exec(cookies)?.[1];
  if (!raw) return false;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as { categories?: unknown };
    return Array.isArray(value.categories) && value.categories.includes(category);
  } catch {
    return false;
  }
}
