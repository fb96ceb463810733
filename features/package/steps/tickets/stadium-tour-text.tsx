'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useLayoutEffect, useRef } from 'react';
import { FetchIndicator } from '@/components/ui/fetch-indicator';
import { toast } from '@/components/ui/toast';
import { clubQuery } from '@/lib/api/queries/catalogue';
import { QueryProvider } from '@/lib/api/query/query-provider';
import { useErrorText } from '@/lib/i18n/error-text';
import type { Locale } from '@/lib/i18n/locales';

type StadiumTourTextProps = { club: { slug: string; name: string }; onFailed: () => void };

/**
 * The stadium tour popup's body (./stadium-tour): the home club's tour text
 * from the club's query, or a word that it has none; a failed load says why
 * in a toast and closes the popup. Loaded with the popup's first opening,
 * with TanStack Query and its provider.
 */
export default function StadiumTourText(props: StadiumTourTextProps) {
  return (
    <QueryProvider>
      <TourText {...props} />
    </QueryProvider>
  );
}

function TourText({ club, onFailed }: StadiumTourTextProps) {
  const t = useTranslations('package.customise');
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const tour = useQuery({ ...clubQuery(locale, club.slug), select: (found) => found.guidingTexts.stadiumTourText });
  const { error } = tour;
  // Each failure is told once, however often the popup re-renders while it closes.
  const told = useRef<unknown>(null);

  // Before paint: the dialog closes in the same task that tells why.
  useLayoutEffect(() => {
    if (!error || told.current === error) return;
    told.current = error;
    toast.error(errorText(error));
    onFailed();
  }, [error, errorText, onFailed]);

  return (
    <>
      <FetchIndicator active={tour.isFetching} label={t('loadingTour')} />
      {tour.isSuccess && <p>{tour.data ?? t('noTour', { club: club.name })}</p>}
    </>
  );
}
