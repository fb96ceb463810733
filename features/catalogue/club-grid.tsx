import type { Club } from '@/lib/api/contract/catalogue';

type Props = { clubs: Club[]; emptyText: string };

export function ClubGrid({ clubs, emptyText }: Props) {
  if (clubs.length === 0) return <p className="empty-state">{emptyText}</p>;
  return (
    <ul className="club-grid">
      {clubs.map((club) => (
        <li key={club.id} className="club-grid__item">
          {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG crests need no optimisation */}
          <img src={club.logoThumbUrl} alt="" width={56} height={56} loading="lazy" />
          <span>{club.name}</span>
        </li>
      ))}
    </ul>
  );
}
