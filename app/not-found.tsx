import Link from 'next/link';
import da from '@/messages/da.json';
import './globals.css';

// Outside every site (no locale could be found): the Danish default.
export default function RootNotFound() {
  return (
    <html lang="da">
      <body>
        <main id="main">
          <section className="error-screen" aria-labelledby="error-title">
            <h1 id="error-title">{da.errors.notFound}</h1>
            <p className="error-screen__actions">
              <Link href="/da" className="button button--primary">
                {da.errors.backToFront}
              </Link>
            </p>
          </section>
        </main>
      </body>
    </html>
  );
}
