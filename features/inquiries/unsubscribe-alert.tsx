'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { UNSUBSCRIBE_TOKEN_PATTERN } from '@/lib/api/contract/form-limits';
import { useMutationOnDemand } from '@/lib/api/query/writes';
import { useErrorText } from '@/lib/i18n/error-text';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Ends the availability alert the address's token names, when the visitor
 * presses the button (a mail scanner that opens the link ends nothing).
 */
export function UnsubscribeAlert() {
  const t = useTranslations('inquiries.alert');
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const token = useSearchParams().get('token') ?? '';
  const [state, setState] = useState<'idle' | 'sending' | 'done' | { failed: string }>('idle');
  const status = useRef<HTMLParagraphElement>(null);
  const unsubscribeFromAlert = useMutationOnDemand(() => import('@/lib/api/queries/alerts').then((queries) => queries.unsubscribeMutation(locale)));
  useEffect(() => {
    if (state === 'done') status.current?.focus();
  }, [state]);
  if (!UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return <p role="alert">{t('badLink')}</p>;

  async function unsubscribe() {
    setState('sending');
    try {
      await unsubscribeFromAlert(token);
      setState('done');
    } catch (error) {
      setState({ failed: errorText(error) });
    }
  }

  return (
    <>
      {/* In the page from the start, so its words are announced; the focus goes to them from the button that is gone. */}
      <p role="status" ref={status} tabIndex={-1}>
        {state === 'done' ? t('unsubscribed') : ''}
      </p>
      {state !== 'done' && (
        <Button type="button" onClick={() => void unsubscribe()} disabled={state === 'sending'} aria-busy={state === 'sending'}>
          {t('unsubscribe')}
        </Button>
      )}
      {typeof state === 'object' && <p role="alert">{state.failed}</p>}
    </>
  );
}
