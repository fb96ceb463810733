'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { DetailPackageEvent, EventTicket } from '@/lib/api/contract/packages';
import { includedTicketId, passengersOf, resolveTickets, ticketHolders } from '@/lib/package/selection';
import { ticketChoicePriceOf } from '@/lib/package/price-input';
import { FEW_TICKETS_LEFT, fits, visibleTickets } from '@/lib/package/tickets';
import { formatPrice } from '@/lib/i18n/money';
import { sportWords, tripWords } from '@/lib/sport-words';
import { usePackageState, usePackageDetail } from '../../store/package-store';
import styles from '../../customise.module.css';
import { PremiumBlock } from './premium-block';
import { StadiumTour } from './stadium-tour';
import { StepHeading } from '../step-heading';

/**
 * A block's facts, each once (booking spec §3 "Ticket" venueBlock): the
 * lounge line stands first for a block with lounge access, and a fact that
 * says the same (the CMS often lists "Adgang til lounge" too) is not repeated.
 */
export function blockFacts(block: Pick<EventTicket['venueBlock'], 'facts' | 'hasAccessToLounge'>, loungeText: string): string[] {
  const seen = new Set<string>();
  return [...(block.hasAccessToLounge ? [loungeText] : []), ...block.facts].filter((fact) => {
    const key = fact.trim().toLocaleLowerCase();
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function TicketCard({
  ticket,
  eventId,
  included,
  chosen,
  needed,
}: {
  ticket: EventTicket;
  eventId: number;
  included: boolean;
  chosen: boolean;
  needed: number;
}) {
  const t = useTranslations('package.customise');
  const locale = useLocale();
  const { pkg } = usePackageDetail();
  const selection = usePackageState((state) => state.selection);
  const setTicket = usePackageState((state) => state.setTicket);
  const soldOut = ticket.availability === 0;
  const selectable = fits(ticket, needed);
  const block = ticket.venueBlock;
  // What the total grows by per ticket when this category is chosen, the upgrade fee included (booking spec §9).
  const difference = ticketChoicePriceOf(pkg, selection, eventId, ticket.id);
  return (
    <li className={styles.ticket} data-chosen={chosen || undefined}>
      <label className={styles.ticketChoice}>
        <input
          type="radio"
          name={`ticket-${eventId}`}
          value={ticket.id}
          checked={chosen}
          disabled={!selectable}
          onChange={() => setTicket(eventId, ticket.id)}
        />
        <span className={styles.ticketName}>{block.name}</span>
        {included && <span className={styles.badge}>{t('included')}</span>}
        {soldOut && <span className={`${styles.badge} ${styles.badgeAlert}`}>{t('soldOut')}</span>}
        {!included && !soldOut && (
          <span className={styles.price}>
            <span className={styles.amount}>
              {difference >= 0 ? '+' : '−'}
              {formatPrice(Math.abs(difference), locale)}
            </span>{' '}
            {pkg.extraFees.eventUpgradeFee > 0 ? t('perTicketWithFee') : t('perTicket')}
          </span>
        )}
      </label>
      <p>{block.description}</p>
      {block.images.length > 0 && (
        <ul className={styles.blockImages}>
          {block.images.map((image, index) => (
            <li key={image.originalUrl}>
              {image.isVideo ? (
                <a href={image.originalUrl} target="_blank" rel="noopener noreferrer">
                  {t('blockVideo', { block: block.name })}
                </a>
              ) : (
                // eslint-disable-next-line @next/next/no-img-element -- generated SVG views from the block
                <img src={image.thumbUrl} alt={t('blockView', { block: block.name, number: index + 1 })} width={120} height={80} loading="lazy" />
              )}
            </li>
          ))}
        </ul>
      )}
      <ul className={styles.facts}>
        <li>{t('blockNumber', { number: block.blockNumber })}</li>
        {blockFacts(block, t('lounge')).map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <p className={styles.delivery}>{ticket.deliveryInfo}</p>
      {!soldOut && ticket.availability <= FEW_TICKETS_LEFT && <p className={styles.warning}>{t('fewLeft', { number: ticket.availability })}</p>}
    </li>
  );
}

function EventTickets({ event, needed }: { event: DetailPackageEvent; needed: number }) {
  const t = useTranslations('package.customise');
  const { pkg } = usePackageDetail();
  const chosenId = usePackageState((state) => state.selection.tickets.find((ticket) => ticket.eventId === event.id)?.ticketId ?? null);
  const includedId = includedTicketId(pkg, event.id);
  const [resolved] = resolveTickets({ ...pkg, events: [event] }, [], needed);
  const shown = visibleTickets(event.tickets, needed, includedId, chosenId === null ? [] : [chosenId]);
  return (
    <article className={styles.event} aria-labelledby={`event-${event.id}-tickets`}>
      {/* The match's clubs, date and venue are on its card in the overview above; here its name heads its tickets. */}
      <h3 id={`event-${event.id}-tickets`} className={styles.subheading}>
        {event.title}
      </h3>
      {event.homeClub && <StadiumTour club={event.homeClub} />}
      {resolved?.originalUnavailable && <p className={styles.warning}>{t('originalUnavailable')}</p>}
      {resolved?.soldOut && <p className={styles.alert}>{t('eventSoldOut', { sport: sportWords(event.sportCategory.slug) })}</p>}
      <fieldset className={styles.ticketSet}>
        <legend className="visually-hidden">{t('ticketsFor', { event: event.title })}</legend>
        <ul className={styles.ticketList}>
          {shown.map((ticket) => (
            <TicketCard
              key={ticket.id}
              ticket={ticket}
              eventId={event.id}
              included={ticket.id === includedId}
              chosen={ticket.id === chosenId}
              needed={needed}
            />
          ))}
        </ul>
      </fieldset>
    </article>
  );
}

/**
 * Step 1, match tickets (booking spec §2 "Ticket step", §4 "Ticket count"):
 * limited mode gives fewer passengers a ticket (passengers − 1 at first),
 * "Alle" gives everyone one again; each event lists its ticket cards; the
 * premium upgrade of the tickets follows them.
 */
export function TicketsSection({ number }: { number: number }) {
  const t = useTranslations('package.customise');
  const tPlural = useTranslations('plurals');
  const { pkg } = usePackageDetail();
  const selection = usePackageState((state) => state.selection);
  const holders = usePackageState((state) => state.holders);
  const setTicketCount = usePackageState((state) => state.setTicketCount);
  const toggleHolder = usePackageState((state) => state.toggleHolder);
  const [refused, setRefused] = useState(false);
  const id = useId();
  const passengers = passengersOf(selection);
  const needed = ticketHolders(selection);
  const limited = selection.ticketCount !== null;
  const sport = tripWords(pkg.events);
  const personLabel = (index: number) =>
    index < selection.adults ? t('adultNumber', { number: index + 1 }) : t('childNumber', { number: index - selection.adults + 1 });

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <div className={styles.sectionHead}>
        <StepHeading id={`${id}-heading`} number={number}>
          {t('ticketsHeading', { sport })}
        </StepHeading>
        {passengers > 1 && (
          <label className={styles.toggle}>
            <input
              type="checkbox"
              checked={limited}
              onChange={(event) => {
                setRefused(false);
                setTicketCount(event.target.checked ? passengers - 1 : null);
              }}
            />
            {t('limitTickets', { sport })}
          </label>
        )}
      </div>
      {limited && (
        <div className={styles.limited}>
          <label className={styles.field}>
            <span>{t('ticketCount', { sport })}</span>
            <select
              value={selection.ticketCount ?? passengers}
              onChange={(event) => {
                setRefused(false);
                setTicketCount(Number(event.target.value));
              }}
            >
              {Array.from({ length: passengers - 1 }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {tPlural('matchTicket', { count, sport })}
                </option>
              ))}
              <option value={passengers}>{t('allTickets')}</option>
            </select>
          </label>
          <fieldset className={styles.holders}>
            <legend>{t('whoGetsTicket', { sport })}</legend>
            {holders.map((holds, index) => (
              <label key={index} className={styles.toggle}>
                <input type="checkbox" checked={holds} onChange={() => setRefused(!toggleHolder(index))} />
                {personLabel(index)}
              </label>
            ))}
          </fieldset>
          {refused && (
            <p className={styles.alert} role="alert">
              {t('onlyTickets', { count: needed })}
            </p>
          )}
        </div>
      )}
      {pkg.events.map((event) => (
        <EventTickets key={event.id} event={event} needed={needed} />
      ))}
      <PremiumBlock />
    </section>
  );
}
