import { z } from 'zod';

// ─── CMS (`GET cms`) ────────────────────────────────────────────────────────

export const cmsLanding = z.object({
  showOfferSaleButton: z.boolean(),
  showResidualSaleButton: z.boolean(),
  showBudgetTripsButton: z.boolean(),
  videoUrl: z.string().nullable(),
  mobileVideoUrl: z.string().nullable(),
  title: z.string(),
  description: z.string(),
});
export type CmsLanding = z.infer<typeof cmsLanding>;

/** The texts a visitor accepts while booking and that the PDF offer prints. */
export const cmsConditions = z.object({
  general: z.string(),
  extraordinary: z.string(),
  ticketOnly: z.string(),
  matchRisk: z.string(),
});
export type CmsConditions = z.infer<typeof cmsConditions>;

/** Per passenger, in the site's currency (whole units, rounded up from DKK). */
export const cmsBookingConfig = z.object({
  flightLessDiscount: z.number(),
  hotelLessDiscount: z.number(),
});
export type CmsBookingConfig = z.infer<typeof cmsBookingConfig>;

export const cms = z.object({ landing: cmsLanding, conditions: cmsConditions, bookingConfig: cmsBookingConfig });
export type Cms = z.infer<typeof cms>;

export const cmsResponse = z.object({ cms });
export type CmsResponse = z.infer<typeof cmsResponse>;
