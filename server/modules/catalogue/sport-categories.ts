import 'server-only';
import { asc } from 'drizzle-orm';
import type { SportCategory } from '@/lib/api/contract/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import type { Database } from '@/server/db';
import { sportCategories } from '@/server/db/schema';
import { pick } from '../localize';

export async function listSportCategories(db: Database, locale: Locale): Promise<SportCategory[]> {
  const rows = await db.select().from(sportCategories).orderBy(asc(sportCategories.sortOrder));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: pick(row.name, locale),
    isActive: row.isActive,
    imgName: row.imgName,
  }));
}
