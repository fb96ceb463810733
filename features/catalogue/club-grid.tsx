'use client';

import type { Club } from '@/lib/api/contract/catalogue';
import { Link } from '@/lib/i18n/navigation';
import styles from './catalogue.module.css';

type ClubCrest = Pick<Club, 'slug' | 'name' | 'logoThumbUrl'>;

type Props = { clubs: readonly ClubCrest[]; emptyText: string };

/**
 * Club crests with names, each leading to the club's football-trips page.
 * A client component for its payload's sake: React sends the browser the
 * clubs (on the home page, the same array the search boxes list, so once)
 * instead of the grid's element tree beside the same markup.
 */
export function ClubGrid({ clubs, emptyText }: Props) {
  if (clubs.length === 0) return <p className="empty-state">{emptyText}</p>;
  return (
    <ul className={styles.grid}>
      {clubs.map((club) => (
        <li key={club.slug} className={styles.item}>
          <Link href={{ pathname: '/football-trips/[slug]', params: { slug: club.slug } }} className={styles.link}>
            {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG crests need no optimisation */}
            <img src={club.logoThumbUrl} alt="" width={56} height={56} loading="lazy" />
            <span>{club.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
