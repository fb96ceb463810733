'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import type { TestGatewayDecision } from '@/lib/api/contract/payments';
import { useMutationOnDemand } from '@/lib/api/query/writes';
import { useErrorText } from '@/lib/i18n/error-text';
import type { Locale } from '@/lib/i18n/locales';
import styles from './invoice.module.css';

/** The test gateway's three answers; after one, the browser goes back to the invoice. */
export function TestGatewayDecision({ locale, reference }: { locale: Locale; reference: string }) {
  const t = useTranslations('testGateway');
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const busy = pending || leaving;
  const decide = useMutationOnDemand(() => import('@/lib/api/queries/payments').then((queries) => queries.testGatewayDecisionMutation(locale, reference)));

  async function choose(decision: TestGatewayDecision) {
    if (busy) return;
    setPending(true);
    try {
      const returnUrl = await decide(decision);
      setLeaving(true);
      window.location.assign(returnUrl);
    } catch (failure) {
      toast.error(errorText(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={styles.gatewayActions} aria-busy={busy}>
      <Button type="button" disabled={busy} onClick={() => void choose('approve')}>
        {t('approve')}
      </Button>
      <Button type="button" variant="secondary" disabled={busy} onClick={() => void choose('decline')}>
        {t('decline')}
      </Button>
      <Button type="button" variant="ghost" disabled={busy} onClick={() => void choose('abandon')}>
        {t('abandon')}
      </Button>
      {busy && <p role="status">{t('working')}</p>}
    </div>
  );
}
