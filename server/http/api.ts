import 'server-only';
import { registerAlertRoutes } from '@/server/modules/alerts/routes';
import { registerAvailabilityRoutes } from '@/server/modules/availability/routes';
import { registerBookingRoutes } from '@/server/modules/booking/routes';
import { registerCampaignsRoutes } from '@/server/modules/campaigns/routes';
import { registerCatalogueRoutes } from '@/server/modules/catalogue/routes';
import { registerContentPageRoutes } from '@/server/modules/content/content-routes';
import { registerContentRoutes } from '@/server/modules/content/routes';
import { registerCouponsRoutes } from '@/server/modules/coupons/routes';
import { registerFixtureSandboxRoutes } from '@/server/modules/fixtures/sandbox-routes';
import { registerFormRoutes } from '@/server/modules/forms/routes';
import { registerGeographyRoutes } from '@/server/modules/geography/routes';
import { registerGiftCardRoutes } from '@/server/modules/gift-cards/routes';
import { registerInvoiceRoutes } from '@/server/modules/invoices/routes';
import { registerNewsletterRoutes } from '@/server/modules/newsletter/routes';
import { registerOfferRoutes } from '@/server/modules/offers/routes';
import { registerPackagesRoutes } from '@/server/modules/packages/routes';
import { registerPaymentRoutes } from '@/server/modules/payments/routes';
import { registerPriceCheckRoutes } from '@/server/modules/price-check/routes';
import { registerSandboxRoutes } from '@/server/modules/availability/sandbox-routes';
import { registerSearchRoutes } from '@/server/modules/search/routes';
import { registerSecurityRoutes } from '@/server/modules/security/routes';
import { registerTripDataRoutes } from '@/server/modules/trips/data-routes';
import { registerTripCalendarRoutes } from '@/server/modules/trips/calendar-routes';
import { registerTripRoutes } from '@/server/modules/trips/routes';
import { Router } from './router';

/** Every endpoint of /api/v1, registered by capability. */
function createApi(): Router {
  const router = new Router();
  registerCatalogueRoutes(router);
  registerPackagesRoutes(router);
  registerGeographyRoutes(router);
  registerContentRoutes(router);
  registerContentPageRoutes(router);
  registerCampaignsRoutes(router);
  registerNewsletterRoutes(router);
  registerFormRoutes(router);
  registerAlertRoutes(router);
  registerCouponsRoutes(router);
  registerSearchRoutes(router);
  registerAvailabilityRoutes(router);
  registerPriceCheckRoutes(router);
  registerBookingRoutes(router);
  registerOfferRoutes(router);
  registerInvoiceRoutes(router);
  registerPaymentRoutes(router);
  registerGiftCardRoutes(router);
  registerTripRoutes(router);
  registerTripDataRoutes(router);
  registerTripCalendarRoutes(router);
  registerSecurityRoutes(router);
  registerSandboxRoutes(router);
  registerFixtureSandboxRoutes(router);
  return router;
}

export const api = createApi();
export const handleApiRequest = api.handle;
