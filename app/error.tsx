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

/**
 * The site's own layout failed, almost always because the initial data could
 * not be loaded (browsing spec §4, §8): the page answers 500 and says so in the
 * site's language. It stands outside the site's layout, so it brings its own
 * document and texts, loaded when it shows (app/_shared/root-error-screens.tsx).
 */
export default function InitialDataError({ reset }: { error: Error; reset: () => void }) {
  const { InitialDataErrorScreen: Screen } = use(loadScreens());
  return <Screen reset={reset} />;
}
