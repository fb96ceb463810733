import { scrubBreadcrumb, scrubEvent } from './scrub';

/**
 * Error reporting's options on both sides (the production issue): reports
 * only with a DSN (initialising it without one costs the server about a
 * quarter of its throughput), no personal data (./scrub.ts), no tracing or
 * replays: errors only.
 */
export function sentryOptions(dsn: string, environment = process.env.NODE_ENV ?? 'production') {
  return {
    dsn,
    environment,
    release: process.env.NEXT_PUBLIC_RELEASE || undefined,
    sendDefaultPii: false,
    tracesSampleRate: 0,
    beforeSend: scrubEvent,
    beforeBreadcrumb: scrubBreadcrumb,
  } as const;
}
