'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import type { CmsConditions } from '@/lib/api/contract/content';
import { bookingFlags, type ExcludableService } from '@/lib/package/selection';
import { formatPrice } from '@/lib/i18n/money';
import type { PriceLineKind } from '@/lib/pricing';
import { tripWords } from '@/lib/sport-words';
import { usePackageState, usePackageDetail } from '../store/package-store';
import styles from '../customise.module.css';
import { OfferRequestButton, PackageInquiryButton } from '../slots/inquiry-buttons';
import { StepHeading } from './step-heading';
import { usePricing } from '../store/use-pricing';

/** The CMS's booking conditions (`GET cms` conditions), each sanitised on the server into markup. */
export type BookingConditions = Record<keyof CmsConditions, ReactNode>;

const DEDUCTION_LINES: Partial<Record<ExcludableService, PriceLineKind>> = { flight: 'flightLessDiscount', hotel: 'hotelLessDiscount' };

/** The drop's message, its deducted price and the acceptance it needs (booking spec §4 "Exclusions"). */
function ExclusionNotice() {
  const t = useTranslations('package.customise');
  const locale = useLocale();
  const { pkg } = usePackageDetail();
  const { breakdown } = usePricing();
  const without = usePackageState((state) => state.selection.without);
  const accepted = usePackageState((state) => state.accepted.exclusions);
  const accept = usePackageState((state) => state.accept);
  const dropped = (['flight', 'hotel', 'transit'] as const).filter((service) => without[service]);
  if (dropped.length === 0) return null;
  return (
    <div className={styles.notice} role="status">
      <ul>
        {dropped.map((service) => {
          const line = DEDUCTION_LINES[service];
          const deducted = line ? -(breakdown?.lines.find((candidate) => candidate.kind === line)?.total ?? 0) : 0;
          return (
            <li key={service}>
              {t(`dropped.${service}`)} {deducted > 0 && t('deducted', { price: formatPrice(deducted, locale) })}
            </li>
          );
        })}
      </ul>
      {without.flight && without.hotel && <p>{t('notices.ticketOnly', { sport: tripWords(pkg.events) })}</p>}
      <label className={styles.toggle}>
        <input type="checkbox" checked={accepted} onChange={(event) => accept('exclusions', event.target.checked)} />
        {t('acceptExclusions')}
      </label>
    </div>
  );
}

function YesNo({ legend, value, onChange, name }: { legend: string; value: boolean | null; onChange: (answer: boolean) => void; name: string }) {
  const t = useTranslations('package.customise');
  return (
    <fieldset className={styles.choiceGroup}>
      <legend>{legend}</legend>
      <label className={styles.toggle}>
        <input type="radio" name={name} checked={value === true} onChange={() => onChange(true)} />
        {t('yes')}
      </label>
      <label className={styles.toggle}>
        <input type="radio" name={name} checked={value === false} onChange={() => onChange(false)} />
        {t('no')}
      </label>
    </fieldset>
  );
}

/**
 * Which of the CMS's conditions a booking is made on: a ticket alone is not a
 * package trip, so its own conditions stand in for the general ones (which
 * speak of the package travel act); the extraordinary conditions and the
 * match risk hold for every booking.
 */
export function conditionsFor(isTicketOnly: boolean): (keyof CmsConditions)[] {
  return [isTicketOnly ? 'ticketOnly' : 'general', 'extraordinary', 'matchRisk'];
}

/**
 * Step 4 (booking spec §2 "Booking steps": insurance and conditions): the
 * acceptance of dropped services, match cancellation and travel insurance
 * (none for a ticket alone, §4), and the "more options" block with the
 * booking conditions from the CMS, each behind its own disclosure, the offer
 * request and the package inquiry.
 */
export function ConditionsStep({ number, conditions }: { number: number; conditions?: BookingConditions }) {
  const t = useTranslations('package.customise');
  const tc = useTranslations('package.conditions');
  const locale = useLocale();
  const { pkg } = usePackageDetail();
  const selection = usePackageState((state) => state.selection);
  const setInsurance = usePackageState((state) => state.setInsurance);
  const id = useId();
  const ticketOnly = bookingFlags(pkg, selection).isTicketOnly;
  const sport = tripWords(pkg.events);
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <StepHeading id={`${id}-heading`} number={number}>
        {tc(ticketOnly ? 'headingTicketOnly' : 'heading')}
      </StepHeading>
      <ExclusionNotice />
      {!ticketOnly && (
        <>
          <h3 className={styles.subheading}>{t('insuranceHeading')}</h3>
          <YesNo
            name={`${id}-match`}
            legend={t('matchInsurance', { price: formatPrice(pkg.extraFees.matchInsuranceFee, locale), sport })}
            value={selection.hasMatchInsurance}
            onChange={(answer) => setInsurance('hasMatchInsurance', answer)}
          />
          <YesNo
            name={`${id}-travel`}
            legend={t('travelInsurance')}
            value={selection.hasInsurance}
            onChange={(answer) => setInsurance('hasInsurance', answer)}
          />
        </>
      )}
      <div className={styles.moreOptions}>
        {/* A ticket alone has only this block in its step, which already bears its name. */}
        {!ticketOnly && <h3 className={styles.subheading}>{tc('moreOptions')}</h3>}
        {conditions && (
          <>
            <p className={styles.hint}>{tc('lead')}</p>
            {conditionsFor(ticketOnly).map((kind) => (
              <details key={kind} className={styles.disclosure}>
                <summary>{tc(kind, { sport })}</summary>
                {conditions[kind]}
              </details>
            ))}
          </>
        )}
        <div className={styles.inquiryButtons}>
          <OfferRequestButton />
          <PackageInquiryButton />
        </div>
      </div>
    </section>
  );
}
