import type { Club } from '@/lib/api/contract/catalogue';
import { ClubGrid } from './club-grid';
import styles from './catalogue.module.css';

type Props = { clubs: Club[]; locale: string; emptyText: string; indexLabel: string; otherHeading: string };

type Group = { key: string; heading: string; clubs: Club[] };

/** Clubs by first letter, in the site's alphabet (Æ, Ø, Å after Z on the Danish and Norwegian sites). */
export function groupClubsByLetter(clubs: readonly Club[], locale: string, otherHeading: string): Group[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const sorted = [...clubs].sort((a, b) => collator.compare(a.name, b.name));
  const groups: Group[] = [];
  for (const club of sorted) {
    const first = club.name.trim().charAt(0).toLocaleUpperCase(locale);
    // Names starting with a digit or a sign ("1. FC Köln") share one group.
    const letter = /\p{L}/u.test(first) ? first : null;
    const last = groups.at(-1);
    if (last && (letter === null ? last.key === 'other' : collator.compare(last.heading, letter) === 0)) {
      last.clubs.push(club);
      continue;
    }
    groups.push({ key: letter === null ? 'other' : `letter-${groups.length}`, heading: letter ?? otherHeading, clubs: [club] });
  }
  return groups;
}

/** The clubs page (browsing spec §2 "Clubs list"): a letter index and a crest grid per letter. */
export function ClubsList({ clubs, locale, emptyText, indexLabel, otherHeading }: Props) {
  if (clubs.length === 0) return <p className="empty-state">{emptyText}</p>;
  const groups = groupClubsByLetter(clubs, locale, otherHeading);
  return (
    <>
      <nav className={styles.index} aria-label={indexLabel}>
        <ul>
          {groups.map((group) => (
            <li key={group.key}>
              <a href={`#clubs-${group.key}`}>{group.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.key} className={styles.group} aria-labelledby={`clubs-${group.key}`}>
          <h2 id={`clubs-${group.key}`}>{group.heading}</h2>
          <ClubGrid clubs={group.clubs.map(({ slug, name, logoThumbUrl }) => ({ slug, name, logoThumbUrl }))} emptyText={emptyText} />
        </section>
      ))}
    </>
  );
}
