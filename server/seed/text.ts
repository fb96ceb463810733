import 'server-only';
import type { Localized, MediaImage } from '@/server/db/schema';

/** One text per site, written in each language. */
export function l(da: string, no: string, sv: string): Localized {
  return { da, no, sv };
}

/** A proper name that reads the same on every site. */
export function same(text: string): Localized {
  return { da: text, no: text, sv: text };
}

const FOLD: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', ß: 'ss', œ: 'oe', đ: 'd', ł: 'l' };

/**
 * URL slugs as the media routes accept them (`[a-z0-9]+(-[a-z0-9]+)*`):
 * Brøndby → brondby, Bodø/Glimt → bodo-glimt, Malmö → malmo, 1. FC Köln → 1-fc-koln.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøåßœđł]/g, (c) => FOLD[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Images of one thing: `/media/photo/{kind}/{slug}-1.svg`, `-2`, … (the media route draws them from the slug). */
export function photos(kind: string, slug: string, count: number): MediaImage[] {
  return Array.from({ length: count }, (_, i) => {
    const url = `/media/photo/${kind}/${slug}-${i + 1}.svg`;
    return { thumbUrl: `${url}?size=thumb`, originalUrl: url, isVideo: false };
  });
}

/** Kilometres between two points (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** Coordinates with six decimals, as the numeric(9,6) columns store them. */
export function coord(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** "A, B og C" in each language. */
export function joinList(items: readonly string[], locale: keyof Localized): string {
  if (items.length <= 1) return items.join('');
  const and = locale === 'sv' ? 'och' : 'og';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
