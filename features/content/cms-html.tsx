import { sanitizeHtml } from './sanitize.server';
import styles from './content.module.css';

type Props = { html: string; className?: string };

/** CMS HTML, sanitised on the server (browsing spec §3); only the clean markup reaches the browser. */
export function CmsHtml({ html, className = styles.prose }: Props) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
