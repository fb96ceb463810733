import 'server-only';
import { eq } from 'drizzle-orm';
import type { Cms } from '@/lib/api/contract/content';
import type { Locale } from '@/lib/i18n/locales';
import type { Executor } from '@/server/db';
import { cmsContent } from '@/server/db/schema';
import { fromDkk, siteCurrency, type SiteCurrency } from '../money';

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
    bookingConfig: presentBookingConfig(bookingConfig, rateFromDkk),
  };
}

type StoredBookingConfig = (typeof cmsContent.$inferSelect)['bookingConfig'];

const presentBookingConfig = (config: StoredBookingConfig, rateFromDkk: number): Cms['bookingConfig'] => ({
  flightLessDiscount: fromDkk(config.flightLessDiscount, rateFromDkk),
  hotelLessDiscount: fromDkk(config.hotelLessDiscount, rateFromDkk),
});

/** The site's booking discounts alone, in its currency (what pricing reads of the CMS); null when the site has no content. */
export async function findBookingConfig(db: Executor, locale: Locale, money: SiteCurrency): Promise<Cms['bookingConfig'] | null> {
  const [row] = await db.select({ bookingConfig: cmsContent.bookingConfig }).from(cmsContent).where(eq(cmsContent.locale, locale)).limit(1);
  return row ? presentBookingConfig(row.bookingConfig, money.rateFromDkk) : null;
}
