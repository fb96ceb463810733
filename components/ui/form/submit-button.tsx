'use client';

import { Button } from '../button';
import { useFormApi } from './form';

/**
 * The form's submit button: disabled and marked busy, with its busy label,
 * while the submit runs, and while `busy` says the page is leaving after it
 * (on to a gateway, an invoice), so a second click sends nothing.
 */
export function SubmitButton({ label, busyLabel, busy = false }: { label: string; busyLabel: string; busy?: boolean }) {
  const waiting = useFormApi().submitting || busy;
  return (
    <Button type="submit" disabled={waiting} aria-busy={waiting}>
      {waiting ? busyLabel : label}
    </Button>
  );
}
