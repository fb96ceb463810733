import 'server-only';
import { cache } from 'react';
import { createApiClient } from '@/lib/api/client';
import { getNationalities } from '@/lib/api/endpoints/geography';
import type { Option } from '@/components/ui/option';

/** The nationalities a transferred place's new traveller chooses from, by name in the site's language (as the booking form lists them). */
export const loadNationalities = cache(async (locale: string): Promise<Option[]> => {
  const nationalities = await getNationalities(createApiClient({ locale }));
  return nationalities.map((nationality) => ({ value: String(nationality.id), label: nationality.label })).sort((a, b) => a.label.localeCompare(b.label, locale));
});
