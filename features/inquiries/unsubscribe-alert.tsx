'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { UNSUBSCRIBE_TOKEN_PATTERN } from '@/lib/api/contract/form-limits';
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
  if (!UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return <p role="alert">{t('badLink')}</p>;

  async function unsubscribe() {
    setState('sending');
    try {
      const [{ unsubscribeFromAlert }, { createApiClient }] = await Promise.all([import('@/lib/api/endpoints/alerts'), import('@/lib/api/client')]);
      await unsubscribeFromAlert(createApiClient({ locale }), token);
      setState('done');
    } catch (error) {
      setState({ failed: errorText(error) });
    }
  }

  if (state === 'done') return <p role="status">{t('unsubscribed')}</p>;
  return (
    <>
      <Button type="button" onClick={() => void unsubscribe()} disabled={state === 'sending'} aria-busy={state === 'sending'}>
        {t('unsubscribe')}
      </Button>
      {typeof state === 'object' && <p role="alert">{state.failed}</p>}
    </>
  );
}
