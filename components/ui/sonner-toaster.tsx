'use client';

/**
 * sonner itself, loaded with the first toast a page asks for (./toast.tsx):
 * most visits never see a toast, and the library is about 14 kB of a phone's
 * first load.
 */
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import type { ToasterProps } from './toast';

export { toast };

export function SonnerToaster({ label, closeLabel, position = 'top-center', duration, onMounted }: ToasterProps & { duration: number; onMounted: () => void }) {
  // The region is in the page before the first toast is handed over, so a screen reader announces it.
  useEffect(onMounted, [onMounted]);
  return (
    <Toaster
      className="ui-toaster"
      theme="light"
      position={position}
      duration={duration}
      visibleToasts={3}
      closeButton
      customAriaLabel={label}
      toastOptions={{ closeButtonAriaLabel: closeLabel }}
    />
  );
}
