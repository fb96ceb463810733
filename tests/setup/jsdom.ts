/**
 * Setup of the `components` Vitest project (jsdom): jest-dom matchers, and
 * unmounting after each test (Testing Library only does that by itself when
 * test globals are on, and they are off here).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library recognises fake timers only through a `jest` global: without
// it, user-event and waitFor wait on a setTimeout(0) that fake timers never
// fire, and every test with vi.useFakeTimers() hangs.
(globalThis as { jest?: { advanceTimersByTime: (ms: number) => void } }).jest = {
  advanceTimersByTime: (ms) => {
    vi.advanceTimersByTime(ms);
  },
};

// A part of a page loaded on first use (a dialog's body, a form's engine) is
// transformed when first imported, which on a busy machine takes more than the
// default second: the findBy and waitFor queries wait up to five.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});

// A form's engine (react-hook-form) and zod load with the form's first use
// (components/ui/form). In jsdom on a busy machine their first import alone
// can take longer than a test's one-second wait for what the form then says:
// each test file loads them once here, so its waits are about the page.
await Promise.all([import('@/components/ui/form/engine'), import('zod')]);

// The dialog's Radix part loads when a dialog first opens (components/ui/dialog):
// loaded here, a dialog opens in the same render, as it does once a page has loaded it.
await (await import('@/components/ui/dialog')).preloadDialog();
