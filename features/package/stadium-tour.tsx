'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FetchIndicator } from '@/components/ui/fetch-indicator';
import { toast } from '@/components/ui/toast';
import { clubQuery } from '@/lib/api/endpoints/catalogue';
import { useErrorText } from '@/lib/i18n/error-text';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The stadium and museum tour of the home club (booking spec §2 "Ticket
 * step"): its guiding text, loaded when the visitor opens the popup (the
 * club's query, asked once); a failed load closes the popup with a toast.
 */
export function StadiumTour({ club }: { club: { slug: string; name: string } }) {
  const t = useTranslations('package.customise');
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const tour = useQuery({ ...clubQuery(locale, club.slug), enabled: open, select: (found) => found.guidingTexts.stadiumTourText });

  async function load() {
    try {
      await queryClient.ensureQueryData(clubQuery(locale, club.slug));
    } catch (error) {
      setOpen(false);
      toast.error(errorText(error));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void load();
      }}
      trigger={
        <Button variant="ghost" size="sm">
          {t('stadiumTour')}
        </Button>
      }
      title={t('stadiumTourTitle', { club: club.name })}
      closeLabel={t('close')}
    >
      <FetchIndicator active={open && tour.isFetching} label={t('loadingTour')} />
      {tour.isSuccess && <p>{tour.data ?? t('noTour', { club: club.name })}</p>}
    </Dialog>
  );
}
