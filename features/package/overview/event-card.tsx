import { useTranslations } from 'next-intl';
import type { PackageEvent } from '@/lib/api/contract/packages';
import { useEventTime } from '@/lib/i18n/use-event-time';
import { Link } from '@/lib/i18n/navigation';
import styles from './overview.module.css';

type Club = NonNullable<PackageEvent['homeClub']>;

function ClubBadge({ club }: { club: Club }) {
  return (
    <Link className={styles.eventCardClub} href={{ pathname: '/football-trips/[slug]', params: { slug: club.slug } }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG crest */}
      <img src={club.logoThumbUrl} alt="" width={48} height={48} />
      <span>{club.name}</span>
    </Link>
  );
}

/**
 * One match of a package (booking spec §2 "Ticket step"): the home and guest
 * clubs linking to their trip pages, or the event title where the event has
 * no clubs (races, games); date and time on the venue's clock (and the
 * visitor's, lib/i18n/event-time.ts), or that it is postponed or cancelled;
 * venue and city.
 */
export function EventCard({ event }: { event: PackageEvent }) {
  const t = useTranslations('package');
  const eventTime = useEventTime();
  return (
    <article className={styles.eventCard} aria-label={event.title}>
      <p className={styles.eventCardTournament}>
        {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG badge */}
        <img src={event.tournament.logo.originalUrl} alt="" width={20} height={20} />
        {event.tournament.name}
      </p>
      {event.homeClub && event.guestClub ? (
        <p className={styles.eventCardClubs}>
          <ClubBadge club={event.homeClub} />
          <span className={styles.eventCardVersus}>
            <span aria-hidden="true">–</span>
            <span className="visually-hidden">{t('versus')}</span>
          </span>
          <ClubBadge club={event.guestClub} />
        </p>
      ) : (
        <p className={styles.eventCardTitle}>{event.title}</p>
      )}
      <p className={styles.eventCardWhen}>
        {/* A postponed or cancelled match has no kick-off to give: it says what happened instead. */}
        {event.fixtureStatus ? eventTime(event) : <time dateTime={event.eventDateTime}>{eventTime(event)}</time>}
      </p>
      <p className={styles.eventCardWhere}>
        {event.venue.name}, {event.venue.city.name}
      </p>
    </article>
  );
}
