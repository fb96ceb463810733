'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FetchIndicator } from '@/components/ui/fetch-indicator';
import { toast } from '@/components/ui/toast';
import { createApiClient } from '@/lib/api/client';
import { getClub } from '@/lib/api/endpoints/catalogue';
import { useErrorText } from '@/lib/i18n/error-text';

type Tour = { status: 'idle' | 'loading' } | { status: 'done'; text: string | null };

/**
 * The stadium and museum tour of the home club (booking spec §2 "Ticket
 * step"): its guiding text, loaded when the visitor opens the popup.
 */
export function StadiumTour({ club }: { club: { slug: string; name: string } }) {
  const t = useTranslations('package.customise');
  const locale = useLocale();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [tour, setTour] = useState<Tour>({ status: 'idle' });

  async function load() {
    setTour({ status: 'loading' });
    try {
      const { guidingTexts } = await getClub(createApiClient({ locale }), club.slug);
      setTour({ status: 'done', text: guidingTexts.stadiumTourText });
    } catch (error) {
      setOpen(false);
      setTour({ status: 'idle' });
      toast.error(errorText(error));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next && tour.status === 'idle') void load();
      }}
      trigger={
        <Button variant="ghost" size="sm">
          {t('stadiumTour')}
        </Button>
      }
      title={t('stadiumTourTitle', { club: club.name })}
      closeLabel={t('close')}
    >
      <FetchIndicator active={tour.status === 'loading'} label={t('loadingTour')} />
      {tour.status === 'done' && <p>{tour.text ?? t('noTour', { club: club.name })}</p>}
    </Dialog>
  );
}
