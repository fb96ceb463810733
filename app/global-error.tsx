'use client';

import { use } from 'react';
import './globals.css';

/**
 * The screen's chunk, asked for again after a failed load (a deploy, a lost connection). Written in
 * both root boundaries, not shared: a module both import is one more module in every page's script
 * (150 bytes gzip measured), where these lines cost less.
 */
let screens: Promise<typeof import('./_shared/root-error-screens')> | null = null;
const loadScreens = () =>
  (screens ??= import('./_shared/root-error-screens').catch((error: unknown) => {
    screens = null;
    throw error;
  }));

/** The last resort, when even the root layout fails: Danish, the default site (app/_shared/root-error-screens.tsx). */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const { GlobalErrorScreen: Screen } = use(loadScreens());
  return <Screen reset={reset} />;
}
