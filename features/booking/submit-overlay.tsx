'use client';

import { useEffect, useId, useRef } from 'react';
import styles from './booking-form.module.css';

/**
 * The overlay while the booking is made (booking spec §2 "Overlay texts"):
 * it takes the focus and the rest of the form is inert until the answer; a
 * progress bar shows the wait goes on. Focus goes back where it was when it
 * closes on a refusal.
 */
export function SubmitOverlay({ title, lead }: { title: string; lead: string }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    return () => before?.focus();
  }, []);
  return (
    <div className={styles.overlay}>
      <div ref={ref} className={styles.overlayBox} role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-lead`} tabIndex={-1}>
        <p id={`${id}-title`} className={styles.overlayTitle}>
          {title}
        </p>
        <p id={`${id}-lead`}>{lead}</p>
        <progress className={styles.progress} aria-labelledby={`${id}-title`} />
      </div>
    </div>
  );
}
