'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { clientOnly } from '@/components/ui/client-only';
import buttons from '@/components/ui/buttons.module.css';
import type { MatchAlertDialogProps } from './match-alert-dialog';

/** The dialog, its form and their rules load when a visitor first opens one. */
const MatchAlertDialog = clientOnly<MatchAlertDialogProps>(() => import('./match-alert-dialog').then((module) => module.default));

/** Opens "tell me when trips are available" for a match with no trip yet. */
export function MatchAlertButton({ eventId, match }: { eventId: number; match: string }) {
  const t = useTranslations('inquiries.alert');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`${buttons.button} ${buttons.secondary}`} aria-haspopup="dialog" aria-label={t('matchOpen', { match })} onClick={() => setOpen(true)}>
        {t('matchButton')}
      </button>
      {open && <MatchAlertDialog open={open} onClose={() => setOpen(false)} eventId={eventId} match={match} />}
    </>
  );
}
