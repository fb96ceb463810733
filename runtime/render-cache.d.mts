// Types of runtime/render-cache.mjs (Next loads the plain JavaScript at run time).
export default class RenderCache {
  get(key: string, ctx: { kind: string; tags?: string[]; softTags?: string[] }): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown, ctx: { tags?: string[]; cacheControl?: unknown }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}

export const renderCacheHandle: {
  revalidateTag(tags: string | string[]): Promise<void>;
  /** A kept page's HTML by the path Next rendered it under, while it is current. */
  page(path: string): string | null;
  stats(): { entries: number; bytes: number; maxBytes: number; hits: number; misses: number };
};
