import type { APIRequestContext } from '@playwright/test';

/** An address of every kind of page the shop serves, in the three sites, for checks that read pages as a server sends them. */
export async function pageTypes(request: APIRequestContext): Promise<string[]> {
  const { packages } = (await (await request.get('/api/v1/packages?limit=50&packageType=single')).json()) as { packages: { slug: string; isSoldOut: boolean }[] };
  const open = packages.find((pkg) => !pkg.isSoldOut)!.slug;
  const soldOut = packages.find((pkg) => pkg.isSoldOut)?.slug;
  const { clubs } = (await (await request.get('/api/v1/clubs?limit=1')).json()) as { clubs: { slug: string }[] };
  const { tournaments } = (await (await request.get('/api/v1/tournaments?limit=1')).json()) as { tournaments: { slug: string }[] };
  const article = /href="(\/da\/blog\/[a-z0-9-]+)"/.exec(await (await request.get('/da/blog')).text())?.[1];
  return [
    '/da',
    '/no/pakker',
    '/da/pakker?packageType=single',
    `/da/pakker/${open}`,
    ...(soldOut ? [`/sv/resor/${soldOut}`] : []),
    `/no/pakker/${open}/book`,
    `/sv/resor/${open}/preorder`,
    `/da/fodboldrejser/${clubs[0]!.slug}`,
    `/no/ligaer/${tournaments[0]!.slug}`,
    '/sv/klubber',
    '/da/blog',
    ...(article ? [article] : []),
    '/da/info/erhverv',
    '/no/info/klage',
    '/sv/info/tillganglighet',
    '/sv/restsalg',
    '/da/tilbud/tilbud',
    '/no/gavekort',
    '/sv/faktura',
    '/da/faktura/00000000-0000-4000-8000-000000000000',
    '/da/afmeld-besked?token=x',
    '/da/play-ground',
    '/da/findes-ikke',
  ];
}
