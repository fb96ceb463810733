import { ZOD_JITLESS } from './lib/zod-jitless';

// The pages' Content-Security-Policy runs no eval (ADR 0015): zod must not probe for it, as its JIT
// does once with Function("") (a caught attempt, but a violation all the same).
ZOD_JITLESS.apply();

/**
 * The browser's error reporting: only when the build was given a DSN
 * (NEXT_PUBLIC_SENTRY_DSN). Without one this is empty and the first load
 * carries nothing of Sentry's; with one it loads after the page.
 */
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
if (dsn) {
  void Promise.all([import('@sentry/nextjs'), import('./lib/observability/sentry-options')]).then(([Sentry, { sentryOptions }]) => {
    Sentry.init({ ...sentryOptions(dsn), integrations: [] });
  });
}
