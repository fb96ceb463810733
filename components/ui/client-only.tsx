'use client';

import { lazy, Suspense, useSyncExternalStore, type ComponentType, type JSX } from 'react';

const subscribe = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and while hydrating, true once the page is the
 * browser's: for markup that must match the server's until hydration is done.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, inBrowser, onServer);
}

/**
 * A component whose code loads when it is first rendered in the browser, and
 * which the server never renders: the modals, popups and the map, shown only
 * after a visitor's click or choice. React's own `lazy`, in place of
 * next/dynamic: next/dynamic brings about 1 kB (gzip) of its loader and
 * server-rendering bail-out to every page that uses it, which a component the
 * server never renders does not need.
 */
export function clientOnly<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function ClientOnly(props: P) {
    const hydrated = useHydrated();
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return ClientOnly;
}
