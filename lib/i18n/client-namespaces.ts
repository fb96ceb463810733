import type { Messages } from 'next-intl';

/** A top-level namespace of `messages/*.json`. */
export type Namespace = keyof Messages;

/**
 * The namespaces the shell's own client islands read on every page: the
 * search box, the newsletter form, error toasts, form errors and the words
 * around a kick-off's time (the search box's matches, and every match shown
 * by a client island). A page whose
 * islands say more names those as well (`<ClientMessages namespaces>`);
 * tests/unit/client-messages.test.ts walks each route's client modules and
 * fails when one reads a namespace its page does not send.
 */
export const SHELL_NAMESPACES = ['search', 'newsletter', 'errors', 'forms', 'eventTime'] as const satisfies readonly Namespace[];
