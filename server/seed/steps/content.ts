/**
 * CMS content, info pages, blog and campaigns for each site.
 */
import 'server-only';
import type { LocaleCode } from '@/server/db/schema';
import { BLOG_ARTICLES, BLOG_CATEGORIES } from '../data/blog';
import { BOOKING_CONFIG, CAMPAIGNS, CMS_CONDITIONS, CMS_LANDING } from '../data/content';
import { PAGES } from '../data/pages';
import type { Random } from '../random';
import type { World } from './world';

const LOCALE_CODES: readonly LocaleCode[] = ['da', 'no', 'sv'];

/** The packages list lives at /pakker on the Danish and Norwegian sites and /resor on the Swedish one (browsing spec §2). */
const PACKAGES_PATH: Record<LocaleCode, string> = { da: '/pakker', no: '/pakker', sv: '/resor' };

export function addContent(world: World, random: Random): void {
  const { catalogue: c, ids } = world;

  for (const locale of LOCALE_CODES) {
    c.cmsContent.push({ locale, landing: { ...CMS_LANDING[locale] }, conditions: { ...CMS_CONDITIONS[locale] }, bookingConfig: { ...BOOKING_CONFIG } });
  }

  for (const page of PAGES) {
    for (const locale of LOCALE_CODES) {
      c.pages.push({
        id: ids.next('pages'),
        slug: page.slug,
        locale,
        categoryKey: page.categoryKey,
        name: page.name[locale],
        contents: [{ type: 'Body', body: page.body[locale] }],
      });
    }
  }

  const categoryIds = new Map<string, number>();
  for (const category of BLOG_CATEGORIES) {
    const id = ids.next('blogCategories');
    categoryIds.set(category.slug, id);
    c.blogCategories.push({ id, slug: category.slug, title: category.title, subTitle: category.subTitle });
  }

  for (const article of BLOG_ARTICLES) {
    const categoryId = categoryIds.get(article.category);
    if (categoryId === undefined) throw new Error(`Blog article ${article.slug}: unknown category`);
    const minutes = random.int(7 * 60, 16 * 60);
    const publishedAt = new Date((world.todayDay - article.daysAgo) * 86_400_000 + minutes * 60_000);
    for (const locale of LOCALE_CODES) {
      c.blogArticles.push({
        id: ids.next('blogArticles'),
        slug: article.slug,
        locale,
        categoryId,
        title: article.title[locale],
        subTitle: article.subTitle[locale],
        coverUrl: `/media/photo/blog/${article.slug}.svg`,
        body: article.body[locale],
        section: article.section,
        publishedAt,
      });
    }
  }

  CAMPAIGNS.forEach((campaign, index) => {
    for (const locale of LOCALE_CODES) {
      c.campaigns.push({
        id: ids.next('campaigns'),
        slug: campaign.slug,
        locale,
        name: campaign.name[locale],
        header: campaign.header[locale],
        tagline: campaign.tagline[locale],
        bullets: [...campaign.bullets[locale]],
        link: `${PACKAGES_PATH[locale]}${campaign.query}`,
        linkCaption: campaign.linkCaption[locale],
        backgroundUrl: `/media/photo/campaign/${campaign.slug}.svg`,
        overlayColor: campaign.overlayColor,
        logoUrl: campaign.logoUrl,
        sortOrder: index + 1,
      });
    }
  });
}
