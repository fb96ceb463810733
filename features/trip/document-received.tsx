'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAttemptKey, useMutationOnDemand } from '@/lib/api/query/writes';
import type { Locale } from '@/lib/i18n/locales';
import { useRouter } from '@/lib/i18n/navigation';
import type { TripDocumentKind } from '@/lib/trips/documents';

/**
 * "I have it": the traveller marks a document in hand, and the timeline is
 * read again from the server (the page is rendered per request). A failure
 * says so beside the button; a retry sends the same attempt's key.
 */
export function DocumentReceived({ locale, token, kind, label }: { locale: Locale; token: string; kind: TripDocumentKind; label: string }) {
  const t = useTranslations('trip.documents');
  const router = useRouter();
  const attempt = useAttemptKey();
  const mark = useMutationOnDemand(() => import('@/lib/api/queries/trips').then((queries) => queries.documentReceivedMutation(locale, token)));
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  async function press() {
    setState('busy');
    try {
      await mark({ kind, idempotencyKey: await attempt.keyFor({ kind }) });
      attempt.succeeded();
      router.refresh();
    } catch {
      setState('failed');
    }
  }

  return (
    <p>
      <Button type="button" variant="secondary" size="sm" onClick={press} disabled={state === 'busy'} aria-label={t('markReceivedLabel', { document: label })}>
        {t('markReceived', { kind })}
      </Button>
      {state === 'failed' && <span role="alert"> {t('markFailed')}</span>}
    </p>
  );
}
