import { z } from 'zod';
import { idOrSlug } from './common';

// ─── Info pages (`GET pages`, `GET pages/{idOrSlug}`) ─────────────────────────

/** An id (`42`) or a slug (`om-os`): the spec's `pages/{id}` takes either (browsing spec §7). */
export const pageParams = z.object({
  idOrSlug,
});

export const pageSummary = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  categoryKey: z.string(),
});
export type PageSummary = z.infer<typeof pageSummary>;

/** One block of an info page; `body` is CMS HTML, sanitised where it is shown (browsing spec §3). */
export const pageContent = z.object({ type: z.string(), body: z.string() });
export type PageContent = z.infer<typeof pageContent>;

export const page = pageSummary.extend({ contents: z.array(pageContent) });
export type Page = z.infer<typeof page>;

export const pagesResponse = z.object({ pages: z.array(pageSummary), totalResults: z.number() });
export const pageResponse = z.object({ page });
