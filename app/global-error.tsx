'use client';

import da from '@/messages/da.json';
import { StandaloneErrorDocument } from './_shared/standalone-error';
import './globals.css';

/** The last resort, when even the root layout fails: Danish, the default site. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <StandaloneErrorDocument
      lang="da"
      title={da.errors.title}
      message={da.errors.serverError}
      homeHref="/da"
      homeLabel={da.errors.backToFront}
      action={
        <button type="button" className="button button--secondary" onClick={reset}>
          {da.errors.retry}
        </button>
      }
    />
  );
}
