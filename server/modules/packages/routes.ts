import 'server-only';
import {
  packageParams,
  packagesQuery,
  REPRESENTATION_HEADER,
  representationHeader,
  type Representation,
} from '@/lib/api/contract/packages';
import { cached, cacheKey } from '@/server/cache';
import { today } from '@/server/clock';
import { getDb } from '@/server/db';
import { badRequest, notFound } from '@/server/http/errors';
import { json, parseParams, parseQuery, type Router } from '@/server/http/router';
import { findPackage, listPackages } from './packages';

/** `Accept-Representations: minimal|full`, minimal when absent; anything else is a 400 naming the header. */
function representationOf(request: Request): Representation {
  const value = request.headers.get(REPRESENTATION_HEADER);
  const result = representationHeader.safeParse({ [REPRESENTATION_HEADER]: value?.trim() || undefined });
  if (!result.success) throw badRequest(result.error);
  return result.data[REPRESENTATION_HEADER];
}

export function registerPackagesRoutes(router: Router): void {
  router
    .get('packages', async ({ request, url, locale }) => {
      const query = parseQuery(packagesQuery, url);
      const representation = representationOf(request);
      // "Not over yet" and "available" depend on the day: tomorrow's answer is another entry.
      const day = today();
      return json(await cached('packages', cacheKey(locale, { representation, day, query }), async () => listPackages(await getDb(), query, representation, day, locale)));
    })
    .get('packages/:idOrSlug', async ({ params, locale }) => {
      const { idOrSlug } = parseParams(packageParams, params);
      const pkg = await cached('packages', cacheKey(locale, { detail: idOrSlug }), async () =>
        findPackage(await getDb(), idOrSlug, locale),
      );
      if (!pkg) throw notFound('Package not found', 'package_not_found');
      return json({ package: pkg });
    });
}
