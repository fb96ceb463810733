import type { Club } from '@/lib/api/contract/catalogue';
import { Link } from '@/lib/i18n/navigation';

type Props = { clubs: Pick<Club, 'id' | 'slug' | 'name' | 'logoThumbUrl'>[]; emptyText: string };

/** Club crests with names, each leading to the club's football-trips page. */
export function ClubGrid({ clubs, emptyText }: Props) {
  if (clubs.length === 0) return <p className="empty-state">{emptyText}</p>;
  return (
    <ul className="club-grid">
      {clubs.map((club) => (
        <li key={club.id} className="club-grid__item">
          <Link href={{ pathname: '/football-trips/[slug]', params: { slug: club.slug } }} className="club-grid__link">
            {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG crests need no optimisation */}
            <img src={club.logoThumbUrl} alt="" width={56} height={56} loading="lazy" />
            <span>{club.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
