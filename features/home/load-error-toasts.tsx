'use client';

import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';

/**
 * Tells the visitor which home sections could not be loaded (browsing spec
 * §8: "Error: " plus the server's message). The sections themselves render
 * on the server; this island only raises their toasts once the page is
 * interactive. The same message is shown once, however many sections failed
 * with it.
 */
export function LoadErrorToasts({ messages }: { messages: string[] }) {
  // A string, so a re-render with equal messages does not raise them again.
  const distinct = JSON.stringify([...new Set(messages)]);
  useEffect(() => {
    for (const message of JSON.parse(distinct) as string[]) toast.error(message, { id: `home-load-error:${message}` });
  }, [distinct]);
  return null;
}
