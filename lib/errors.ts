/** The error pages the shop shows (browsing spec §2 "Error page"); anything else is shown as 500. */
export const SHOWN_STATUSES = [403, 404, 500, 503] as const;
export type ShownStatus = (typeof SHOWN_STATUSES)[number];

function asStatus(value: unknown): number | undefined {
  const status = typeof value === 'string' ? Number(value) : value;
  return typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599 ? status : undefined;
}

/**
 * The status of an error object: `statusCode`, then `status`, then the status
 * of its `response`, default 500 (browsing spec §8 "Generic failure").
 */
export function errorStatus(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const candidate = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } | null };
  return asStatus(candidate.statusCode) ?? asStatus(candidate.status) ?? asStatus(candidate.response?.status) ?? 500;
}

export function shownStatus(error: unknown): ShownStatus {
  const status = errorStatus(error);
  return (SHOWN_STATUSES as readonly number[]).includes(status) ? (status as ShownStatus) : 500;
}

/** A failed lazy-loaded chunk: the fix is a reload, at most once a minute (browsing spec §4). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w/-]+ failed|Failed to fetch dynamically imported module/i.test(error.message);
}

export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** Whether to reload now, given when the page last reloaded for a chunk error (ms since epoch, or null). */
export function shouldReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}
