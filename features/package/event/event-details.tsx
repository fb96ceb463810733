import { useLocale, useTranslations } from 'next-intl';
import type { FullPackageEvent } from '@/lib/api/contract/packages';
import { tripWords } from '@/lib/sport-words';
import panel from '@/components/ui/panel.module.css';
import { VenueMap } from './venue-map';
import page from '../customise.module.css';
import styles from './event-details.module.css';

/** A map search for the venue, for visitors who want directions. */
function mapUrl({ location }: FullPackageEvent['venue']): string {
  return `https://www.google.com/maps/search/?api=1&query=${location.latitude},${location.longitude}`;
}

/**
 * Each match's details (booking spec §2 "Event details"): description, venue
 * and address, with a link to the venue on a map, and the map itself where
 * a key is configured and the visitor allowed it.
 */
export function EventDetails({ events, mapsKey = null }: { events: FullPackageEvent[]; mapsKey?: string | null }) {
  const t = useTranslations('package');
  const locale = useLocale();
  return (
    <section className={`${panel.panel} ${page.events}`} aria-labelledby="events-heading">
      <h2 id="events-heading">{t('eventsHeading', { count: events.length, sport: tripWords(events) })}</h2>
      {events.map((event) => (
        <article key={event.id} className={styles.eventDetails} aria-labelledby={`event-${event.id}`}>
          <h3 id={`event-${event.id}`}>{event.title}</h3>
          <p>{event.description}</p>
          <address className={styles.venue}>
            <strong>{event.venue.name}</strong>
            <br />
            {event.venue.address}
            <br />
            <a href={mapUrl(event.venue)} target="_blank" rel="noopener noreferrer">
              {t('showOnMap', { venue: event.venue.name })}
            </a>
          </address>
          <VenueMap apiKey={mapsKey} latitude={event.venue.location.latitude} longitude={event.venue.location.longitude} venue={event.venue.name} language={locale} />
        </article>
      ))}
    </section>
  );
}
