'use client';

import { useEffect, useRef, useState } from 'react';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { useAttemptKey, useMutationOnDemand } from '@/lib/api/query/writes';
import { useErrorText } from '@/lib/i18n/error-text';
import type { Locale } from '@/lib/i18n/locales';
import buttons from '@/components/ui/buttons.module.css';
import styles from './my-data.module.css';

/** The island's words, written on the server (trip.myData): the page sends no messages namespace of its own. */
export interface EraseTexts {
  /** When the data would go: said before the request, and in the receipt once it is made. */
  when: string;
  erase: string;
  dialogTitle: string;
  what: string;
  linkStops: string;
  confirm: string;
  confirming: string;
  keep: string;
  close: string;
  received: string;
  error: string;
}

/**
 * "Erase my data" (GDPR art. 17): a dialog says what goes, what the books
 * keep, and that the link stops working; "yes" sends the request once (one
 * Idempotency-Key per attempt, so a double click or a retry asks once) and
 * the dialog gives way to the receipt, which takes the focus.
 */
export function EraseMyData({ locale, token, texts }: { locale: Locale; token: string; texts: EraseTexts }) {
  const errorText = useErrorText();
  const attempt = useAttemptKey();
  const erase = useMutationOnDemand(() => import('@/lib/api/queries/trip-data').then((queries) => queries.erasureMutation(locale, token)));
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [received, setReceived] = useState(false);
  const receipt = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (received) receipt.current?.focus();
  }, [received]);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await erase({ idempotencyKey: await attempt.keyFor({ erasure: token }) });
      attempt.succeeded();
      setOpen(false);
      setReceived(true);
    } catch (failure) {
      setError(`${texts.error} ${errorText(failure)}`);
    } finally {
      setBusy(false);
    }
  }

  if (received) {
    return (
      <p ref={receipt} tabIndex={-1} role="status" className={styles.receipt} data-testid="my-data-erasure">
        {texts.received}
      </p>
    );
  }

  return (
    <>
      <p>{texts.when}</p>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <button type="button" className={`${buttons.button} ${buttons.secondary}`}>
            {texts.erase}
          </button>
        }
        title={texts.dialogTitle}
        closeLabel={texts.close}
        footer={
          <div className={styles.actions}>
            <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => void confirm()} aria-disabled={busy || undefined}>
              {busy ? texts.confirming : texts.confirm}
            </button>
            <DialogClose asChild>
              <button type="button" className={`${buttons.button} ${buttons.secondary}`}>
                {texts.keep}
              </button>
            </DialogClose>
          </div>
        }
      >
        <p>{texts.what}</p>
        <p>{texts.linkStops}</p>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
