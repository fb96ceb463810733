import styles from './packages.module.css';

/** A package's badges as a list: drawn on the server (the package page's overview) and by a card's face in the browser. */
export function BadgeList({ badges }: { badges: string[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className={styles.badges}>
      {badges.map((badge) => (
        <li key={badge} className={styles.badge}>
          {badge}
        </li>
      ))}
    </ul>
  );
}
