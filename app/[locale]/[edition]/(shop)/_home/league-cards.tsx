import { useTranslations } from 'next-intl';
import { FetchIndicator } from '@/components/ui/fetch-indicator';
import type { MinimalPackage } from '@/lib/api/contract/packages';
import type { Season } from '@/lib/seasons';
import { PackageCard } from '@/features/packages/package-card';
import { MoreLink } from '@/features/home/more-link';
import packagesStyles from '@/features/packages/packages.module.css';

export type League = { slug: string; name: string };
export type LeaguePanelProps = { league: League; season: Season | null };

/** A league tab's panel: its packages, or a note that it has none, and the link to all of them. */
export function LeagueCards({ league, packages, season }: LeaguePanelProps & { packages: MinimalPackage[] }) {
  const t = useTranslations('home');
  return (
    <>
      {packages.length === 0 ? (
        <p className="empty-state">{t('leagueEmpty', { league: league.name })}</p>
      ) : (
        <ul className={packagesStyles.list}>
          {packages.map((pkg) => (
            <li key={pkg.id}>
              <PackageCard pkg={pkg} season={season} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      <MoreLink href={{ pathname: '/leagues/[slug]', params: { slug: league.slug } }}>{t('leagueAll', { league: league.name })}</MoreLink>
    </>
  );
}

/** While an opened tab's packages are on their way (announced after the fetch indicator's delay). */
export function LeagueLoading({ league }: { league: League }) {
  const t = useTranslations('home');
  return <FetchIndicator active label={t('leagueLoading', { league: league.name })} />;
}
