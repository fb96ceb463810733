// Types of render-cache.mjs (Next loads the plain JavaScript at run time).
export default class RenderCache {
  get(key: string, ctx: { kind: string; tags?: string[]; softTags?: string[] }): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown, ctx: { tags?: string[]; cacheControl?: unknown }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
