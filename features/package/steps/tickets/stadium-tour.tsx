'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FetchIndicator } from '@/components/ui/fetch-indicator';

/** The popup's text with its query (TanStack Query and the club's endpoint): loaded when the popup first opens. */
const StadiumTourText = lazy(() => import('./stadium-tour-text'));

/**
 * The stadium and museum tour of the home club (booking spec §2 "Ticket
 * step"): its guiding text, loaded when the visitor opens the popup (the
 * club's query, asked once); a failed load closes the popup with a toast.
 */
export function StadiumTour({ club }: { club: { slug: string; name: string } }) {
  const t = useTranslations('package.customise');
  const [open, setOpen] = useState(false);
  const loading = <FetchIndicator active label={t('loadingTour')} />;

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm">
          {t('stadiumTour')}
        </Button>
      }
      title={t('stadiumTourTitle', { club: club.name })}
      closeLabel={t('close')}
    >
      {/* Mounted while the popup is open: each opening asks the club's query, which answers from its cache once loaded. */}
      <Suspense fallback={loading}>
        <StadiumTourText club={club} onFailed={() => setOpen(false)} />
      </Suspense>
    </Dialog>
  );
}
