import type { Metadata } from 'next';
import { alternatesFor } from '@/app/_shared/seo';
import { notFound } from 'next/navigation';
import type { Locale } from 'next-intl';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { BlogArticle } from '@/features/content/blog-article';
import { loadArticle } from '@/features/content/load.server';
import { siteLocale } from '@/app/_shared/site-locale';
import { notFoundMetadata } from '@/app/_shared/not-found-screen';

type Props = { params: Promise<{ locale: Locale; slug: string }> };


/** Rendered on its first request, then kept (the edition segment's layout). */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const locale = await siteLocale(params);
  const article = await loadArticle(locale, slug);
  // An unknown one is the 404's page, under the 404's title.
  if (!article) return notFoundMetadata({ params });
  const t = await getTranslations({ locale, namespace: 'content.blog' });
  return {
    title: { absolute: t('documentTitle', { title: article.title }) },
    description: article.subTitle,
    alternates: alternatesFor(locale, { pathname: '/blog/[slug]', params: { slug: article.slug } }),
    openGraph: { type: 'article', title: article.title, description: article.subTitle },
  };
}

/** One blog article (browsing spec §2 /blog/{slug}). */
export default async function BlogArticleRoute({ params }: Props) {
  const { slug } = await params;
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  const article = await loadArticle(locale, slug);
  if (!article) notFound();
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'content.blog' }), getFormatter({ locale })]);
  return <BlogArticle article={article} date={format.dateTime(new Date(article.publishedAt), 'dayMonth')} backLabel={t('back')} />;
}
