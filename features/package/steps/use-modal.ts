'use client';

import { useCallback, useState } from 'react';

/** Opens a modal and keeps a stable close callback (the modals load on open and must not reload on every render). */
export function useModal<T>() {
  const [opened, setOpened] = useState<T | null>(null);
  const close = useCallback(() => setOpened(null), []);
  return { opened, open: setOpened, close };
}
