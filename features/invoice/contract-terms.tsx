import { Fragment } from 'react';
import { getTranslations } from 'next-intl/server';
import type { InvoiceResponse } from '@/lib/api/contract/booking';
import { contractSections, type ContractBlock, type ContractWords } from '@/lib/booking/contract';
import type { Locale } from '@/lib/i18n/locales';
import styles from './invoice.module.css';

type Contract = NonNullable<InvoiceResponse['invoice']['contract']>;

type Fact = Extract<ContractBlock, { kind: 'fact' }>;

/** Consecutive facts as one list, every other block alone. */
function grouped(blocks: readonly ContractBlock[]): (Exclude<ContractBlock, Fact> | Fact[])[] {
  const groups: (Exclude<ContractBlock, Fact> | Fact[])[] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (block.kind === 'fact' && Array.isArray(last)) last.push(block);
    else groups.push(block.kind === 'fact' ? [block] : block);
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
export async function ContractTerms({ contract, locale }: { contract: Contract; locale: Locale }) {
  const translate = await getTranslations({ locale, namespace: 'contract' });
  const t: ContractWords = (key, values) => translate(key as never, values as never);
  const sections = contractSections({ locale, requests: contract.requests, emergency: contract.emergency }, t);
  return (
    <section className={styles.contract} aria-labelledby="invoice-contract-heading" data-testid="invoice-contract">
      <h2 id="invoice-contract-heading">{t('heading')}</h2>
      <p>{t('pageLead')}</p>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`contract-${section.id}`} data-testid={`contract-${section.id}`}>
          <h3 id={`contract-${section.id}`}>{section.heading}</h3>
          {grouped(section.blocks).map((group, index) => {
            if (Array.isArray(group)) {
              return (
                <dl key={index} className={styles.facts}>
                  {group.map((fact) => (
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
