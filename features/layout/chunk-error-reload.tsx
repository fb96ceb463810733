'use client';

import { useEffect } from 'react';
import { isChunkLoadError, shouldReloadForChunkError } from '@/lib/errors';

const STORAGE_KEY = 'shop:chunk-reload-at';

/**
 * After a deployment, an open page may ask for a script chunk that no longer
 * exists. Reloading fetches the new build; at most once a minute, so a chunk
 * that is really broken cannot loop (browsing spec §4).
 */
export function ChunkErrorReload() {
  useEffect(() => {
    const onFailure = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return;
      const last = Number(sessionStorage.getItem(STORAGE_KEY)) || null;
      if (!shouldReloadForChunkError(last, Date.now())) return;
      sessionStorage.setItem(STORAGE_KEY, String(Date.now()));
      window.location.reload();
    };
    const onError = (event: ErrorEvent) => onFailure(event.error);
    const onRejection = (event: PromiseRejectionEvent) => onFailure(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
