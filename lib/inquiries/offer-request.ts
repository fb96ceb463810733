/**
 * What the package page and the offer request (features/inquiries) agree on:
 * the page opens the popup with its package and a way to read the visitor's
 * trip as an offer link when the request is sent. Neither feature imports the
 * other; the app composes them (the package route's customiser.tsx).
 */
import type { ComponentType } from 'react';

export interface OfferRequestProps {
  open: boolean;
  onClose: () => void;
  packageId: number;
  packageTitle: string;
  /** The trip as the visitor has customised it, as an offer link (lib/offers/offer-link.ts). */
  offerLink: () => Promise<string>;
}

export type OfferRequest = ComponentType<OfferRequestProps>;
