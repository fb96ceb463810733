import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';

type Props = { title: string; message?: string; detail?: string; homeLabel: string; action?: ReactNode };

/** The friendly error page (browsing spec §2): a headline, what happened, and a way back to the front page. */
export function ErrorScreen({ title, message, detail, homeLabel, action }: Props) {
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      {message && <p>{message}</p>}
      {detail && <p className="error-screen__detail">{detail}</p>}
      <p className="error-screen__actions">
        <Link href="/" className="button button--primary">
          {homeLabel}
        </Link>
        {action}
      </p>
    </section>
  );
}
