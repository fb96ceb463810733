'use client';

import { use } from 'react';
import { loadStandaloneError } from './_shared/error-texts';
import './globals.css';

/** The last resort, when even the root layout fails: Danish, the default site. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const { t: errors, Document } = use(loadStandaloneError('da'));
  return (
    <Document
      lang="da"
      title={errors('title')}
      message={errors('serverError')}
      homeHref="/da"
      homeLabel={errors('backToFront')}
      retry={{ label: errors('retry'), onRetry: reset }}
    />
  );
}
