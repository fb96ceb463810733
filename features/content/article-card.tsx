import { useFormatter } from 'next-intl';
import type { ArticleSummary } from '@/lib/api/contract/blog';
import { Link } from '@/lib/i18n/navigation';
import styles from './content.module.css';

/** Articles as a grid of cards (the blog, the home page's latest articles). */
export function ArticleGrid({ articles }: { articles: ArticleSummary[] }) {
  return (
    <ul className={styles.grid}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}

/** One article in the blog list: cover, title link, subtitle, category and date. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const format = useFormatter();
  const date = format.dateTime(new Date(article.publishedAt), 'dayMonth');
  return (
    <article className={styles.card}>
      {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG covers need no optimisation */}
      <img className={styles.cover} src={article.cover.originalUrl} alt="" width={640} height={360} loading="lazy" />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span>{article.category.title}</span> · <time dateTime={article.publishedAt}>{date}</time>
        </p>
        <h2 className={styles.title}>
          <Link href={{ pathname: '/blog/[slug]', params: { slug: article.slug } }}>{article.title}</Link>
        </h2>
        <p className={styles.subtitle}>{article.subTitle}</p>
      </div>
    </article>
  );
}
