import { getChecked, type ApiClient } from '../client';
import { REPRESENTATION_HEADER } from '../contract/constants';
import type { FullPackage, MatchType, MinimalPackage, PackageDetail, PackageSort, PackageType, Representation } from '../contract/packages';

/** The response contract (zod) loads on the server only: see `checked`. */
const contract = () => import('../contract/packages');

/** Typed parameters as callers hold them; the client turns them into the query string. */
export type PackagesParams = {
  sportCategories?: string[];
  /** Tournament ids or slugs. */
  tournaments?: (number | string)[];
  /** Club ids or slugs. */
  clubs?: (number | string)[];
  /** With `clubs`: home (true) or away (false) matches of those clubs. */
  isHome?: boolean;
  hasOffer?: boolean;
  budgetTrips?: boolean;
  packageType?: 'all' | PackageType;
  blackWeek?: boolean;
  christmas?: boolean;
  newYear?: boolean;
  premium?: boolean;
  /** YYYY-MM-DD */
  dateFrom?: string;
  /** YYYY-MM-DD */
  dateTo?: string;
  matchTypes?: MatchType[];
  residualSale?: boolean;
  available?: boolean;
  section?: 'home';
  sortBy?: PackageSort;
  limit?: number;
  offset?: number;
};

export type PackageList<P> = { packages: P[]; totalResults: number };

export async function getPackages(client: ApiClient, params?: PackagesParams, representation?: 'minimal'): Promise<PackageList<MinimalPackage>>;
export async function getPackages(client: ApiClient, params: PackagesParams, representation: 'full'): Promise<PackageList<FullPackage>>;
export async function getPackages(
  client: ApiClient,
  params: PackagesParams = {},
  representation: Representation = 'minimal',
): Promise<PackageList<MinimalPackage> | PackageList<FullPackage>> {
  const { tournaments, clubs, ...rest } = params;
  const query = { ...rest, tournaments: tournaments?.map(String), clubs: clubs?.map(String) };
  return getChecked(client, 'packages', contract, (c) => (representation === 'full' ? c.fullPackagesResponse : c.packagesResponse), {
    query,
    headers: { [REPRESENTATION_HEADER]: representation },
  });
}

export async function getPackage(client: ApiClient, idOrSlug: number | string): Promise<PackageDetail> {
  return (await getChecked(client, `packages/${encodeURIComponent(String(idOrSlug))}`, contract, (c) => c.packageResponse)).package;
}
