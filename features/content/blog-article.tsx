import type { Article } from '@/lib/api/contract/blog';
import { Link } from '@/lib/i18n/navigation';
import { CmsHtml } from './cms-html';
import styles from './content.module.css';

type Props = { article: Article; date: string; backLabel: string };

/** A blog article (browsing spec §3 Blog): cover, title, subtitle, date and the sanitised body. */
export function BlogArticle({ article, date, backLabel }: Props) {
  return (
    <article className="content-page" aria-labelledby="blog-article-title">
      <p className={styles.back}>
        <Link href="/blog">{backLabel}</Link>
      </p>
      {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG covers need no optimisation */}
      <img className={styles.articleCover} src={article.cover.originalUrl} alt="" width={1280} height={720} />
      <p className={styles.meta}>
        <span>{article.category.title}</span> · <time dateTime={article.publishedAt}>{date}</time>
      </p>
      <h1 id="blog-article-title">{article.title}</h1>
      <p className={styles.articleSubtitle}>{article.subTitle}</p>
      <CmsHtml html={article.body} />
    </article>
  );
}
