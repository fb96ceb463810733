'use client';

import da from '@/messages/da.json';
import './globals.css';

/** The last resort, when even the root layout fails: Danish, the default site. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="da">
      <body>
        <main id="main">
          <section className="error-screen" aria-labelledby="error-title">
            <h1 id="error-title">{da.errors.title}</h1>
            <p>{da.errors.serverError}</p>
            <p className="error-screen__actions">
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- after a root failure a full page load is the point */}
              <a href="/da" className="button button--primary">
                {da.errors.backToFront}
              </a>
              <button type="button" className="button button--secondary" onClick={reset}>
                {da.errors.retry}
              </button>
            </p>
          </section>
        </main>
      </body>
    </html>
  );
}
