import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import type { Campaign, CampaignsQuery } from '@/lib/api/contract/campaigns';
import type { Locale } from '@/lib/i18n/locales';
import type { Executor } from '@/server/db';
import { campaigns } from '@/server/db/schema';

type CampaignRow = typeof campaigns.$inferSelect;

const toCampaign = (row: CampaignRow): Campaign => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  header: row.header,
  tagline: row.tagline,
  bullets: row.bullets,
  link: row.link,
  linkCaption: row.linkCaption,
  backgroundUrl: row.backgroundUrl,
  overlayColor: row.overlayColor,
  logoUrl: row.logoUrl,
});

/**
 * The site's campaigns in the editors' order (browsing spec §3, §7). Each
 * site writes its own, so a site without any answers an empty list rather
 * than another site's texts.
 */
export async function listCampaigns(
  db: Executor,
  query: CampaignsQuery,
  locale: Locale,
): Promise<{ campaigns: Campaign[]; totalResults: number }> {
  const condition = eq(campaigns.locale, locale);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(condition)
      .orderBy(asc(campaigns.sortOrder), asc(campaigns.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(campaigns).where(condition),
  ]);
  return { campaigns: rows.map(toCampaign), totalResults: total?.value ?? 0 };
}
