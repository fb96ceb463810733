import { Fragment } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { InvoiceResponse } from '@/lib/api/contract/booking';
import { contractSections, type ContractBlock, type Words } from '@/lib/booking/contract';
import { calendarDay } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import styles from './invoice.module.css';

type Contract = NonNullable<InvoiceResponse['invoice']['contract']>;
type Booking = Pick<NonNullable<InvoiceResponse['invoice']['booking']>, 'startDate' | 'destination'>;

type Fact = Extract<ContractBlock, { kind: 'fact' }>;
type Point = Extract<ContractBlock, { kind: 'point' }>;
type Group = Exclude<ContractBlock, Fact | Point> | { kind: 'facts'; facts: Fact[] } | { kind: 'points'; points: Point[] };

/** Consecutive facts as one description list, consecutive points as one list, every other block alone. */
function grouped(blocks: readonly ContractBlock[]): Group[] {
  const groups: Group[] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (block.kind === 'fact') {
      if (last?.kind === 'facts') last.facts.push(block);
      else groups.push({ kind: 'facts', facts: [block] });
    } else if (block.kind === 'point') {
      if (last?.kind === 'points') last.points.push(block);
      else groups.push({ kind: 'points', points: [block] });
    } else groups.push(block);
  }
  return groups;
}

const external = (href: string) => /^https?:/.test(href);

/**
 * The package travel contract's terms on the invoice (Package Travel
 * Directive art. 7), in the words and order of the confirmation mail
 * (lib/booking/contract.ts): the requests accepted, the organiser, its duty
 * to assist with the 24/7 number, the complaint route and the insolvency
 * protection. The trip's main characteristics and the money are the
 * invoice's own sections above it.
 */
export async function ContractTerms({ contract, booking, locale }: { contract: Contract; booking: Booking; locale: Locale }) {
  const [contractWords, travelWords, format] = await Promise.all([
    getTranslations({ locale, namespace: 'contract' }),
    getTranslations({ locale, namespace: 'packageTravel' }),
    getFormatter({ locale }),
  ]);
  const t: Words = (key, values) => contractWords.markup(key as never, values as never);
  const sections = contractSections(
    {
      locale,
      requests: contract.requests,
      emergency: contract.emergency,
      reducedMobility: contract.reducedMobility,
      terminationFees: contract.terminationFees,
      destination: { code: contract.destinationCountry, name: booking.destination?.country ?? contract.destinationCountry },
      departure: booking.startDate,
    },
    {
      contract: t,
      travel: (key, values) => travelWords.markup(key as never, values as never),
      day: (date) => format.dateTime(calendarDay(date), 'dayMonthYear'),
    },
  );
  return (
    <section className={styles.contract} aria-labelledby="invoice-contract-heading" data-testid="invoice-contract">
      <h2 id="invoice-contract-heading">{t('heading')}</h2>
      <p>{t('pageLead')}</p>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`contract-${section.id}`} data-testid={`contract-${section.id}`}>
          <h3 id={`contract-${section.id}`}>{section.heading}</h3>
          {grouped(section.blocks).map((group, index) => {
            if (group.kind === 'points') {
              return (
                <ul key={index}>
                  {group.points.map((point) => (
                    <li key={point.text}>{point.text}</li>
                  ))}
                </ul>
              );
            }
            if (group.kind === 'facts') {
              return (
                <dl key={index} className={styles.facts}>
                  {group.facts.map((fact) => (
                    <Fragment key={fact.label}>
                      <dt>{fact.label}</dt>
                      <dd>
                        {fact.href ? (
                          <a href={fact.href} {...(external(fact.href) ? { rel: 'noopener noreferrer' } : {})}>
                            {fact.value}
                          </a>
                        ) : (
                          fact.value
                        )}
                      </dd>
                    </Fragment>
                  ))}
                </dl>
              );
            }
            if (group.kind === 'quote') {
              return (
                <blockquote key={index} className={styles.requests}>
                  <p>
                    <bdi>{group.text}</bdi>
                  </p>
                </blockquote>
              );
            }
            if (group.kind === 'text') return <p key={index}>{group.text}</p>;
            return (
              <table key={index} className={styles.lines}>
                <caption>{group.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{group.head[0]}</th>
                    <th scope="col">{group.head[1]}</th>
                  </tr>
                </thead>
                <tbody>
                  {group.rows.map(([left, right]) => (
                    <tr key={left}>
                      <th scope="row">{left}</th>
                      <td>{right}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            );
          })}
        </section>
      ))}
    </section>
  );
}
