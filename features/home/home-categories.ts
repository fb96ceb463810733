import type { SportCategory } from '@/lib/api/contract/catalogue';

/**
 * The event types of the specification (browsing spec §3: football trips,
 * horse racing, NFL, rugby) by the slugs of their sport categories (§1),
 * in that order. The home page's category tiles show only these.
 */
export const EVENT_TYPE_CATEGORIES = ['soccer', 'horse-racing', 'nfl-rejser', 'rugby-rejser'] as const;

/** The site's categories that are event types, in the event types' order; inactive ones stay, to be shown disabled. */
export function categoryTiles(categories: readonly SportCategory[]): SportCategory[] {
  const bySlug = new Map(categories.map((category) => [category.slug, category]));
  return EVENT_TYPE_CATEGORIES.flatMap((slug) => {
    const category = bySlug.get(slug);
    return category ? [category] : [];
  });
}

/** The generated photo of a category (`imgName`), small: tiles are narrow. */
export const categoryImageUrl = (category: Pick<SportCategory, 'imgName'>) =>
  `/media/photo/category/${encodeURIComponent(category.imgName)}.svg?size=thumb`;
