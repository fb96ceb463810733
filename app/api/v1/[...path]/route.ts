import { CLIENT_ADDRESS_HEADER } from '@/lib/api/client-address';
import { handleApiRequest } from '@/server/http/api';

// Every /api/v1 endpoint goes through the one router in server/http, which the
// storefront's in-process transport also calls during server rendering.
export const dynamic = 'force-dynamic';

/**
 * Next serves /api/v1 only where the production server's bridge does not
 * (`next dev`): it does not know the visitor's address, so a visitor's own
 * CLIENT_ADDRESS_HEADER is dropped, never believed.
 */
function handle(request: Request): Promise<Response> {
  if (!request.headers.has(CLIENT_ADDRESS_HEADER)) return handleApiRequest(request);
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_ADDRESS_HEADER);
  return handleApiRequest(new Request(request, { headers, duplex: 'half' } as RequestInit));
}

export const GET = handle;
export const HEAD = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
