import type { Metadata } from 'next';
import { pageEdition, pageQuery } from '@/app/_shared/clock';
import { alternatesFor } from '@/app/_shared/seo';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleGrid } from '@/features/content/article-card';
import { BlogCategoryNav } from '@/features/content/blog-category-nav';
import { createApiClient } from '@/lib/api/client';
import { getArticles, getBlogCategories } from '@/lib/api/endpoints/blog';
import styles from './blog.module.css';
import { siteLocale } from '@/app/_shared/site-locale';

type Props = {
  params: Promise<{ locale: Locale; edition: string }>;
  searchParams: Promise<{ category?: string | string[] }>;
};

/** The whole blog fits one page; the API's upper limit. */
const ARTICLE_LIMIT = 50;


export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await siteLocale(params);
  const t = await getTranslations({ locale, namespace: 'content.blog' });
  return { title: t('heading'), description: t('lead'), alternates: alternatesFor(locale, '/blog') };
}

/** The blog (browsing spec §2): articles newest first, filtered by the optional `?category=`. */
export default async function BlogRoute({ params, searchParams }: Props) {
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  const { category: requested } = await pageQuery(await pageEdition(params), searchParams);
  const api = createApiClient({ locale });
  const [t, categories] = await Promise.all([getTranslations({ locale, namespace: 'content.blog' }), getBlogCategories(api)]);
  const slug = typeof requested === 'string' && requested !== '' ? requested : null;
  // The category is a filter of the blog, not a page of its own: an unknown one (an old or mistyped
  // link) shows the whole blog and says so, as the packages list keeps its page for any filter.
  // Unknown articles, which are pages, stay 404.
  const current = slug === null ? null : (categories.find((category) => category.slug === slug) ?? null);
  const unknownCategory = slug !== null && current === null;
  const { articles } = await getArticles(api, { category: current?.slug, limit: ARTICLE_LIMIT });

  return (
    <div className={styles.blog}>
      <header className={styles.header}>
        <h1>{t('heading')}</h1>
        <p>{current ? current.subTitle : t('lead')}</p>
      </header>
      {unknownCategory && (
        <p className={styles.notice} role="status">
          {t('unknownCategory')}
        </p>
      )}
      <BlogCategoryNav categories={categories} current={current?.slug ?? null} label={t('categories')} allLabel={t('all')} />
      <section aria-labelledby="blog-articles">
        <h2 id="blog-articles" className="visually-hidden">
          {current ? current.title : t('articles')}
        </h2>
        {articles.length === 0 ? (
          <p className="empty-state">{t('empty')}</p>
        ) : (
          <ArticleGrid articles={articles} />
        )}
      </section>
    </div>
  );
}
