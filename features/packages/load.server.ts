import 'server-only';
import type { ApiClient } from '@/lib/api/client';
import { getClubs } from '@/lib/api/endpoints/catalogue';
import type { Locale } from '@/lib/i18n/locales';

/** The API's largest page of clubs; the seeded catalogue has fewer. */
const CLUB_LIMIT = 200;

/**
 * The club filter's choices, by name. A failure leaves the filter empty and
 * the list as it is: club load failures are only logged (browsing spec §8).
 */
export async function loadClubChoices(api: ApiClient, locale: Locale): Promise<{ value: string; label: string; id: number }[]> {
  try {
    const { clubs } = await getClubs(api, { limit: CLUB_LIMIT });
    const collator = new Intl.Collator(locale);
    return clubs.map((club) => ({ value: club.slug, label: club.name, id: club.id })).sort((a, b) => collator.compare(a.label, b.label));
  } catch (error) {
    console.error('[packages] clubs for the filter failed', error);
    return [];
  }
}
