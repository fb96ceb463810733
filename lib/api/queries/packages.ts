import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import type { MinimalPackage } from '../contract/packages';
import { getPackage, getPackages, type PackageList, type PackagesParams } from '../endpoints/packages';
import { queryApi } from '../query/query-client';

/** One page of the packages list (`getPackages`, minimal) as a query: keyed by site and parameters. */
export const packagesQuery = (locale: Locale, params: PackagesParams) =>
  queryOptions({
    queryKey: ['packages', 'page', locale, params] as const,
    queryFn: ({ signal }) => getPackages(queryApi(locale, signal), params),
  });

/**
 * The packages list (`getPackages`, minimal) page by page, for "show more":
 * keyed by site and filters; each page asks from the count already loaded,
 * and there is no next page once that count reaches the total or a page
 * comes back empty.
 */
export const packagesInfiniteQuery = (locale: Locale, params: Omit<PackagesParams, 'limit' | 'offset'>, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: ['packages', 'list', locale, params, pageSize] as const,
    queryFn: ({ pageParam, signal }) => getPackages(queryApi(locale, signal), { ...params, limit: pageSize, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last: PackageList<MinimalPackage>, pages: PackageList<MinimalPackage>[]) => {
      const loaded = pages.reduce((count, page) => count + page.packages.length, 0);
      return last.packages.length === 0 || loaded >= last.totalResults ? undefined : loaded;
    },
  });

/**
 * One package as it is now (`getPackage`), keyed by site and slug: the seats
 * and rooms left. Read afresh each time it is asked for, never from a cache,
 * as the seats move with every booking.
 */
export const packageQuery = (locale: Locale, idOrSlug: number | string) =>
  queryOptions({
    queryKey: ['packages', 'package', locale, String(idOrSlug)] as const,
    queryFn: ({ signal }) => getPackage(queryApi(locale, signal), idOrSlug),
    staleTime: 0,
    gcTime: 0,
  });
