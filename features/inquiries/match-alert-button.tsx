'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { MatchAlertDialogProps } from './match-alert-dialog';

/** The dialog, its form and their rules load when a visitor first opens one. */
const MatchAlertDialog = dynamic<MatchAlertDialogProps>(() => import('./match-alert-dialog'), { ssr: false });

/** Opens "tell me when trips are available" for a match with no trip yet. */
export function MatchAlertButton({ eventId, match }: { eventId: number; match: string }) {
  const t = useTranslations('inquiries.alert');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--secondary" aria-haspopup="dialog" aria-label={t('matchOpen', { match })} onClick={() => setOpen(true)}>
        {t('matchButton')}
      </button>
      {open && <MatchAlertDialog open={open} onClose={() => setOpen(false)} eventId={eventId} match={match} />}
    </>
  );
}
