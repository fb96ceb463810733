import { handleApiRequest } from '@/server/http/api';

// Every /api/v1 endpoint goes through the one router in server/http, which the
// storefront's in-process transport also calls during server rendering.
export const dynamic = 'force-dynamic';

export const GET = handleApiRequest;
export const HEAD = handleApiRequest;
export const POST = handleApiRequest;
export const PUT = handleApiRequest;
export const PATCH = handleApiRequest;
export const DELETE = handleApiRequest;
