'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { packagesQuery } from '@/lib/api/queries/packages';
import { QueryProvider } from '@/lib/api/query/query-provider';
import { useErrorText } from '@/lib/i18n/error-text';
import type { Locale } from '@/lib/i18n/locales';
import { LeagueCards, LeagueLoading, type LeaguePanelProps } from './league-cards';
import { leaguePackagesParams } from '@/features/home/league-packages';

export default function LeagueQuery(props: LeaguePanelProps) {
  return (
    <QueryProvider>
      <LeaguePackages {...props} />
    </QueryProvider>
  );
}

function LeaguePackages({ league, season }: LeaguePanelProps) {
  const locale = useLocale() as Locale;
  const t = useTranslations('errors');
  const errorText = useErrorText();
  const list = useQuery(packagesQuery(locale, leaguePackagesParams(league.slug)));
  if (list.isPending) return <LeagueLoading league={league} />;
  if (list.isError) {
    return (
      <div className="empty-state">
        <p role="alert">{errorText(list.error)}</p>
        <Button onClick={() => void list.refetch()}>{t('retry')}</Button>
      </div>
    );
  }
  return <LeagueCards league={league} packages={list.data.packages} season={season} />;
}
