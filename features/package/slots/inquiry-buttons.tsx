'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { InquiryPopups } from '@/lib/inquiries/popups';
import { usePackageDetail, usePackageStore } from '../store/package-store';
import styles from '../customise.module.css';
import buttons from '@/components/ui/buttons.module.css';

/** The inquiry popups as the app gives them to the package page (features/inquiries, composed in the package route's customiser.tsx). */
const InquiryPopupsContext = createContext<InquiryPopups | null>(null);

export function InquiryPopupsProvider({ popups, children }: { popups?: InquiryPopups; children: ReactNode }) {
  return <InquiryPopupsContext.Provider value={popups ?? null}>{children}</InquiryPopupsContext.Provider>;
}

/**
 * "Request an offer" (booking spec §2 "More options"): opens the popup with
 * this package, which reads the visitor's trip as an offer link when it is
 * sent. Nothing when the page was given no popups.
 */
export function OfferRequestButton() {
  const popups = useContext(InquiryPopupsContext);
  const t = useTranslations('inquiries.offerRequest');
  const { pkg } = usePackageDetail();
  const store = usePackageStore();
  const [open, setOpen] = useState(false);
  if (!popups) return null;
  const { OfferRequest } = popups;
  const offerLink = async () => (await import('@/lib/offers/offer-link')).encodeOfferLink({ packageId: pkg.id, offerId: null, selection: store.getState().selection });
  return (
    <>
      <button type="button" className={`${buttons.button} ${buttons.secondary} ${styles.inquiryButton}`} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('open')}
      </button>
      {open && <OfferRequest open={open} onClose={() => setOpen(false)} packageId={pkg.id} packageTitle={pkg.title} offerLink={offerLink} />}
    </>
  );
}

/** The package inquiry (browsing spec §2): how many, from where, who; offered on every package, and first of all on a sold-out one. */
export function PackageInquiryButton({ className = `${buttons.button} ${buttons.secondary} ${styles.inquiryButton}` }: { className?: string }) {
  const popups = useContext(InquiryPopupsContext);
  const t = useTranslations('inquiries.package');
  const { pkg } = usePackageDetail();
  const [open, setOpen] = useState(false);
  if (!popups) return null;
  const { PackageInquiry } = popups;
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('open')}
      </button>
      {open && <PackageInquiry open={open} onClose={() => setOpen(false)} packageId={pkg.id} packageTitle={pkg.title} />}
    </>
  );
}

/** A sold-out package's "tell me when trips are available". */
export function AvailabilityAlert() {
  const popups = useContext(InquiryPopupsContext);
  const { pkg } = usePackageDetail();
  if (!popups || !pkg.isSoldOut) return null;
  const { AvailabilityAlert: Form } = popups;
  return <Form packageId={pkg.id} />;
}
