'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { packagesInfiniteQuery } from '@/lib/api/queries/packages';
import { QueryProvider } from '@/lib/api/query/query-provider';
import { useErrorText } from '@/lib/i18n/error-text';
import type { Locale } from '@/lib/i18n/locales';
import type { PackageListProps } from './package-list';
import { PackageListView } from './package-list-view';
import { PAGE_SIZE } from './package-filters';

/**
 * The packages list as an infinite query (`packagesInfiniteQuery`): the
 * server-rendered page is its first page, "show more" fetches the next. The
 * list's cache goes with the list (gcTime 0): coming back to the same filters
 * starts again from the server's first page, as a new URL does.
 */
export default function MorePackages(props: PackageListProps) {
  return (
    <QueryProvider>
      <InfiniteList {...props} />
    </QueryProvider>
  );
}

function InfiniteList({ initial, total, params, season }: PackageListProps) {
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const { limit: _limit, offset: _offset, ...filters } = params;
  const list = useInfiniteQuery({
    ...packagesInfiniteQuery(locale, filters, PAGE_SIZE),
    initialData: { pages: [{ packages: initial, totalResults: total }], pageParams: [0] },
    staleTime: Infinity,
    gcTime: 0,
  });

  async function showMore() {
    const result = await list.fetchNextPage();
    if (result.isError) toast.error(errorText(result.error));
  }

  // A failed page empties the list and counts as all loaded (browsing spec §4, §8).
  const failed = list.isFetchNextPageError;
  const packages = failed ? [] : (list.data?.pages.flatMap((page) => page.packages) ?? initial);
  return (
    <PackageListView
      packages={packages}
      allLoaded={failed || !list.hasNextPage}
      loading={list.isFetchingNextPage}
      onMore={() => void showMore()}
      season={season}
    />
  );
}
