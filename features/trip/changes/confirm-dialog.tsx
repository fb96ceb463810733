'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useErrorText } from '@/lib/i18n/error-text';
import { useRouter } from '@/lib/i18n/navigation';
import styles from './changes.module.css';

interface Props {
  /** The button that opens the dialog. */
  opener: string;
  title: string;
  /** What the change costs and does, shown before it is confirmed. */
  children: ReactNode;
  confirm: string;
  confirming: string;
  /** Makes the change; answers what to say once it is made. */
  run: () => Promise<string>;
  variant?: 'primary' | 'secondary';
  /** The heading the focus goes to when the change took this dialog's own button off the page (else the page's). */
  focusAfter?: string;
  /** The change cannot be undone (a cancellation): its confirm button is drawn as a destructive action, not as the call to action. */
  destructive?: boolean;
}

/**
 * A change the traveller confirms in a dialog with its cost in view: the
 * confirm button makes it once (the caller's write carries one
 * Idempotency-Key per attempt), then the dialog says what happened. When it
 * is closed the trip page is read again, so it shows the change and what is
 * due now. Not before: a change made often takes its own button off the page
 * (insurance added, the trip cancelled), and the dialog that button opened
 * would vanish with its answer unread.
 */
export function ConfirmDialog({ opener, title, children, confirm, confirming, run, variant = 'secondary', destructive = false, focusAfter = 'trip-changes-heading' }: Props) {
  const t = useTranslations('trip.changes');
  const errorText = useErrorText();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  async function go() {
    setBusy(true);
    setFailed(null);
    try {
      setDone(await run());
    } catch (failure) {
      setFailed(t('error', { message: errorText(failure) }));
    } finally {
      setBusy(false);
    }
  }

  // While the change is being made the dialog stays: a second click that lands outside it (the button it hit has
  // turned into the answer) must not hide the answer. Closed with the change made, the trip is read again and the
  // dialog starts afresh.
  const changed = useRef(false);
  function openChange(next: boolean) {
    if (!next && busy) return;
    setOpen(next);
    if (!next && done) {
      changed.current = true;
      setDone(null);
      router.refresh();
    }
  }

  // The page read again after a change may no longer hold this dialog's button (insurance added, the trip
  // cancelled): the focus, which went back to it, would be left on the page's body. It goes to the section's
  // heading instead, or to the page's.
  useEffect(
    () => () => {
      if (!changed.current) return;
      setTimeout(() => {
        if (document.activeElement && document.activeElement !== document.body) return;
        (document.getElementById(focusAfter) ?? document.getElementById('trip-heading'))?.focus();
      }, 0);
    },
    [focusAfter],
  );

  return (
    <Dialog
      open={open}
      onOpenChange={openChange}
      title={title}
      closeLabel={t('close')}
      trigger={
        <Button type="button" variant={variant}>
          {opener}
        </Button>
      }
    >
      {done ? (
        <p role="status" className={styles.done}>
          {done}
        </p>
      ) : (
        <div className={styles.form}>
          {children}
          {failed ? (
            <p role="alert" className={styles.error}>
              {failed}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="button" onClick={go} disabled={busy} aria-busy={busy} variant={destructive ? 'secondary' : 'primary'} className={destructive ? styles.danger : undefined}>
              {busy ? confirming : confirm}
            </Button>
            <Button type="button" variant="ghost" onClick={() => openChange(false)}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
