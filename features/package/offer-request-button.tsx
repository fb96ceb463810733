'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { OfferRequest } from '@/lib/inquiries/offer-request';
import { usePackageDetail, usePackageStore } from './package-store';
import styles from './customise.module.css';

/** The offer request popup as the app gives it to the package page (features/inquiries, composed in the package route's customiser.tsx). */
const OfferRequestContext = createContext<{ Popup: OfferRequest } | null>(null);

export function OfferRequestProvider({ offerRequest, children }: { offerRequest?: OfferRequest; children: ReactNode }) {
  const value = useMemo(() => (offerRequest ? { Popup: offerRequest } : null), [offerRequest]);
  return <OfferRequestContext.Provider value={value}>{children}</OfferRequestContext.Provider>;
}

/**
 * "Request an offer" (booking spec §2 "More options"): opens the popup with
 * this package, which reads the visitor's trip as an offer link when it is
 * sent. Nothing when the page was given no popup.
 */
export function OfferRequestButton() {
  const slot = useContext(OfferRequestContext);
  const t = useTranslations('inquiries.offerRequest');
  const { pkg } = usePackageDetail();
  const store = usePackageStore();
  const [open, setOpen] = useState(false);
  if (!slot) return null;
  const { Popup } = slot;
  const offerLink = async () => (await import('@/lib/offers/offer-link')).encodeOfferLink({ packageId: pkg.id, offerId: null, selection: store.getState().selection });
  return (
    <>
      <button type="button" className={`button button--secondary ${styles.offerRequest}`} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('open')}
      </button>
      {open && <Popup open={open} onClose={() => setOpen(false)} packageId={pkg.id} packageTitle={pkg.title} offerLink={offerLink} />}
    </>
  );
}
