import 'server-only';
import { articlesQuery, blogParams, REPRESENTATION_HEADER, representationHeader } from '@/lib/api/contract/blog';
import { pageParams } from '@/lib/api/contract/pages';
import { cached, cacheKey } from '@/server/cache';
import { today } from '@/server/clock';
import { getDb } from '@/server/db';
import { badRequest, notFound } from '@/server/http/errors';
import { json, parseParams, parseQuery, type Handler, type Router } from '@/server/http/router';
import { findArticle, findCategory, listArticles, listCategories } from './blog';
import { findPage, listPages } from './pages';

/** `Accept-Representations: minimal|full` (contract conventions); absent means minimal. */
function representationOf(request: Request) {
  const value = request.headers.get(REPRESENTATION_HEADER)?.trim();
  const result = representationHeader.safeParse({ [REPRESENTATION_HEADER]: value || undefined });
  if (!result.success) throw badRequest(result.error);
  return result.data[REPRESENTATION_HEADER];
}

const articlesHandler: Handler = async ({ request, url, locale }) => {
  const query = parseQuery(articlesQuery, url);
  const representation = representationOf(request);
  // Only a random order depends on the day; newest-first lists share one entry all day long.
  const day = query.random ? today() : '';
  return json(
    await cached('blog', cacheKey(locale, { articles: query, representation, day }), async () =>
      listArticles(await getDb(), query, locale, { representation, day }),
    ),
  );
};

const articleHandler: Handler = async ({ params, locale }) => {
  const { idOrSlug } = parseParams(blogParams, params);
  const article = await cached('blog', cacheKey(locale, { article: idOrSlug }), async () => findArticle(await getDb(), idOrSlug, locale));
  if (!article) throw notFound('Article not found', 'article_not_found');
  return json({ article });
};

const categoriesHandler: Handler = async ({ locale }) => {
  const categories = await cached('blog', cacheKey(locale, { categories: true }), async () => listCategories(await getDb(), locale));
  return json({ categories, totalResults: categories.length });
};

const categoryHandler: Handler = async ({ params, locale }) => {
  const { idOrSlug } = parseParams(blogParams, params);
  const category = await cached('blog', cacheKey(locale, { category: idOrSlug }), async () =>
    findCategory(await getDb(), idOrSlug, locale),
  );
  if (!category) throw notFound('Blog category not found', 'category_not_found');
  return json({ category });
};

/** Info pages and the blog (browsing spec §3 and §7). The site's CMS texts stay in ./routes. */
export function registerContentPageRoutes(router: Router): void {
  router
    .get('pages', async ({ locale }) => json(await cached('pages', cacheKey(locale, {}), async () => listPages(await getDb(), locale))))
    .get('pages/:idOrSlug', async ({ params, locale }) => {
      const { idOrSlug } = parseParams(pageParams, params);
      const page = await cached('pages', cacheKey(locale, { idOrSlug }), async () => findPage(await getDb(), idOrSlug, locale));
      if (!page) throw notFound('Page not found', 'page_not_found');
      return json({ page });
    });

  // The specification names the blog calls both with and without `blog/` (browsing spec §7).
  for (const prefix of ['blog/', '']) {
    router
      .get(`${prefix}articles`, articlesHandler)
      .get(`${prefix}articles/:idOrSlug`, articleHandler)
      .get(`${prefix}categories`, categoriesHandler)
      .get(`${prefix}categories/:idOrSlug`, categoryHandler);
  }
}
