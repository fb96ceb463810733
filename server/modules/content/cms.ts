import 'server-only';
import { eq } from 'drizzle-orm';
import type { Cms } from '@/lib/api/contract/content';
import type { Locale } from '@/lib/i18n/locales';
import type { Executor } from '@/server/db';
import { cmsContent } from '@/server/db/schema';
import { fromDkk, siteCurrency } from '../money';

/**
 * The site's CMS content, or null when the site has none. The booking
 * discounts are stored in DKK and answered in the site's currency, rounded up
 * (docs/adr/0002).
 */
export async function findCms(db: Executor, locale: Locale): Promise<Cms | null> {
  const [row] = await db.select().from(cmsContent).where(eq(cmsContent.locale, locale)).limit(1);
  if (!row) return null;
  const { rateFromDkk } = await siteCurrency(db, locale);
  const { landing, conditions, bookingConfig } = row;
  return {
    landing: {
      showOfferSaleButton: landing.showOfferSaleButton,
      showResidualSaleButton: landing.showResidualSaleButton,
      showBudgetTripsButton: landing.showBudgetTripsButton,
      videoUrl: landing.videoUrl,
      mobileVideoUrl: landing.mobileVideoUrl,
      title: landing.title,
      description: landing.description,
    },
    conditions: {
      general: conditions.general,
      extraordinary: conditions.extraordinary,
      ticketOnly: conditions.ticketOnly,
      matchRisk: conditions.matchRisk,
    },
    bookingConfig: {
      flightLessDiscount: fromDkk(bookingConfig.flightLessDiscount, rateFromDkk),
      hotelLessDiscount: fromDkk(bookingConfig.hotelLessDiscount, rateFromDkk),
    },
  };
}
