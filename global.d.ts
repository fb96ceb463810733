import type { formats } from './lib/i18n/formats';
import type messages from './messages/da.json';
import type { routing } from './lib/i18n/routing';

// Typed locales and message keys: a missing or misspelt key fails the type check.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
    Formats: typeof formats;
  }
}
