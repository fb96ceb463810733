'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { FetchIndicator } from '@/components/ui/fetch-indicator';
import { clubQuery } from '@/lib/api/queries/catalogue';
import { QueryProvider } from '@/lib/api/query/query-provider';
import type { Locale } from '@/lib/i18n/locales';
import { useFailureToast } from '../use-failure-toast';

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
  const tour = useQuery({ ...clubQuery(locale, club.slug), select: (found) => found.guidingTexts.stadiumTourText });
  const { error } = tour;

  useFailureToast(error, onFailed);

  return (
    <>
      <FetchIndicator active={tour.isFetching} label={t('loadingTour')} />
      {tour.isSuccess && <p>{tour.data ?? t('noTour', { club: club.name })}</p>}
    </>
  );
}
