import type { ReactNode } from 'react';
import type { Page } from '@/lib/api/contract/pages';
import { CmsHtml } from './cms-html';

type Props = { page: Page; children?: ReactNode };

/** An info page (browsing spec §3): its name and each content block, in a readable column. */
export function InfoPage({ page, children }: Props) {
  return (
    <article className="content-page" aria-labelledby="content-page-title">
      <h1 id="content-page-title">{page.name}</h1>
      {page.contents.map((content, index) => (
        <CmsHtml key={index} html={content.body} />
      ))}
      {children}
    </article>
  );
}
