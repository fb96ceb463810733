'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { AlertForm } from './availability-alert-form';

export interface MatchAlertDialogProps {
  open: boolean;
  onClose: () => void;
  eventId: number;
  match: string;
}

/**
 * "Tell me when trips are available" for a match no trip includes yet (the
 * club page's list): one mail when a trip to the match can be booked
 * (server/modules/alerts).
 */
export default function MatchAlertDialog({ open, onClose, eventId, match }: MatchAlertDialogProps) {
  const t = useTranslations('inquiries.alert');
  const tc = useTranslations('inquiries');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t('matchTitle', { match })} closeLabel={tc('close')}>
      <AlertForm target={{ eventId }} lead={t('matchLead')} sentText={t('matchSent')} />
    </Dialog>
  );
}
