import { registerCatalogueRoutes } from '@/server/modules/catalogue/routes';
import { Router } from './router';

/** Every endpoint of /api/v1, registered by capability. */
function createApi(): Router {
  const router = new Router();
  registerCatalogueRoutes(router);
  return router;
}

export const api = createApi();
export const handleApiRequest = api.handle;
