'use client';

import NextLink from 'next/link';
import { useId } from 'react';
import type { PackageVariant } from '@/lib/packages/variants';
import { BadgeList } from './badge-list';
import styles from './packages.module.css';

/** A package card put into words (package-card.tsx): what the face draws, with no package data behind it. */
export type PackageCardText = {
  title: string;
  /** The package page, localized. */
  href: string;
  soldOut: boolean;
  badges: string[];
  /** `at`: the ISO kick-off; null for a postponed or cancelled match, whose `when` says so. */
  events: { id: number; at: string | null; when: string; what: string }[];
  /** Travel period and nights. */
  period: string;
  variantsLabel: string;
  /**
   * A variant without `href` cannot be booked: `price` then says so. A reduced
   * one says how much off and the lowest price of the 30 days before the reduction.
   */
  variants: { variant: PackageVariant; name: string; price: string; href?: string; reduction?: { saving: string; priorLowest: string } }[];
  perPerson: string;
  pricesPerPerson: string;
};

/** Draws a package card from its texts. */
export function PackageCardFace({ card, headingLevel }: { card: PackageCardText; headingLevel: 2 | 3 }) {
  // The same package may show twice on a page (home slider and a league tab).
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={card.soldOut ? `${styles.card} ${styles.soldOut}` : styles.card} aria-labelledby={titleId}>
      <BadgeList badges={card.badges} />
      <Heading id={titleId} className={styles.title}>
        <NextLink href={card.href}>{card.title}</NextLink>
      </Heading>
      <ul className={styles.events}>
        {card.events.map((event) => (
          <li key={event.id}>
            {event.at ? <time dateTime={event.at}>{event.when}</time> : <span>{event.when}</span>}
            <span>{event.what}</span>
          </li>
        ))}
      </ul>
      <p className={styles.period}>{card.period}</p>
      <ul className={styles.variants} aria-label={card.variantsLabel}>
        {card.variants.map(({ variant, name, price, href, reduction }) => (
          <li key={variant}>
            {href ? (
              <NextLink className={styles.variant} href={href}>
                <span className={styles.variantName}>{name}</span>
                <span className={`${styles.variantPrice} price`}>{price}</span>
                <span className="visually-hidden"> {card.perPerson}</span>
              </NextLink>
            ) : (
              <span className={`${styles.variant} ${styles.unavailable}`} aria-disabled="true">
                <span className={styles.variantName}>{name}</span>
                <span className={styles.variantPrice}>{price}</span>
              </span>
            )}
            {reduction && (
              <p className={styles.reduction}>
                <strong>{reduction.saving}</strong> <span>{reduction.priorLowest}</span>
              </p>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.perPerson}>{card.pricesPerPerson}</p>
    </article>
  );
}
