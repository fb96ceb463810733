/**
 * What the package page and the inquiry popups (features/inquiries) agree on:
 * the page opens a popup with its package (and, for the offer request, a way
 * to read the visitor's trip as an offer link when the request is sent).
 * Neither feature imports the other; the app composes them (the package
 * route's customiser.tsx).
 */
import type { ComponentType } from 'react';

interface PopupProps {
  open: boolean;
  onClose: () => void;
  packageId: number;
  packageTitle: string;
}

export interface OfferRequestProps extends PopupProps {
  /** The trip as the visitor has customised it, as an offer link (lib/offers/offer-link.ts). */
  offerLink: () => Promise<string>;
}

export type PackageInquiryProps = PopupProps;

/** A sold-out package's "tell me when trips are available" (the inquiries issue). */
export interface AvailabilityAlertProps {
  packageId: number;
}

export interface InquiryPopups {
  /** "Request an offer" (booking spec §2 "More options"). */
  OfferRequest: ComponentType<OfferRequestProps>;
  /** The package inquiry (browsing spec §2): how many, from where, who. */
  PackageInquiry: ComponentType<PackageInquiryProps>;
  AvailabilityAlert: ComponentType<AvailabilityAlertProps>;
}
